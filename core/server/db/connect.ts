import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { KernelTables } from './types.js';
import { RowCamelCasePlugin } from './rowCamelCase.js';
import { statementTimer } from '../http/serverTiming.js';
import { connectWaiting, databaseWaitMs } from './waitingConnect.js';

// SQL dates stay 'YYYY-MM-DD' strings (no time-zone shift); counts fit in a JS number.
pg.types.setTypeParser(1082, (v: string) => v);
pg.types.setTypeParser(20, (v: string) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v: string) => Number.parseFloat(v));

/** The kernel's own handle: every kernel table, read and written by kernel code only (never a plugin's). */
export type Db = Kysely<KernelTables>;

const PREPARED = Symbol('prepared');

/**
 * Statement text → its prepared name, the same on every connection. A map lookup is cheaper
 * than hashing the text on every call; past MAX_NAMED texts (built from input, which ours are
 * not) statements run unnamed rather than grow the map.
 */
const names = new Map<string, string>();
const MAX_NAMED = 5_000;
function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED) {
    name = `k${names.size}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Every statement runs as a named prepared statement (named by its text), so PostgreSQL parses
 * and plans it once per connection: planning a five-table join costs more than running it.
 * The text is built by Kysely with bound parameters, so the set of names stays small.
 */
function preparing(client: pg.PoolClient): pg.PoolClient {
  const c = client as pg.PoolClient & { [PREPARED]?: true };
  if (c[PREPARED]) return c;
  const query = c.query.bind(c) as (...args: unknown[]) => unknown;
  const named = (text: unknown, values?: unknown) =>
    typeof text === 'string' && Array.isArray(values)
      ? query({ name: nameOf(text), text, values })
      : query(text, values);
  (c as unknown as { query: (...args: unknown[]) => unknown }).query = (text: unknown, values?: unknown) => {
    const timer = statementTimer(); // inside a handler of a SERVER_TIMING=on server only
    const statement = named(text, values);
    // A cursor (a streamed export) is no promise: its rows are the handler's own time.
    return timer && statement instanceof Promise ? timer(statement) : statement;
  };
  c[PREPARED] = true;
  // pg-pool listens for 'error' only while a connection is idle in the pool. One that dies while
  // a call holds it (PostgreSQL restarting, pg_terminate_backend) emits 'error' with nobody
  // listening, which would end the process; the call's own query fails and answers 503.
  c.on('error', (e) => console.warn(`database connection lost while in use: ${e.message}`));
  return c;
}

/**
 * Session settings of the server's connections. A prepared statement's generic plan is made
 * once and reused: left to itself PostgreSQL re-plans custom plans for statements with array
 * parameters on every run, and planning a list's page-and-details join costs more than running
 * it (docs/PERFORMANCE.md, 'Plans'). A generic plan does not see its values, so statements are
 * written so that it is the indexed one whatever the statistics: a page's LIMIT is a constant
 * (job-review scope.ts pageLimit), counts over a scope go programme by programme. The benchmark
 * (--check) and tests/db/plans.test.ts fail on a generic plan that reads a large table whole.
 */
export const SESSION_OPTIONS = '-c plan_cache_mode=force_generic_plan';

/** How long a call waits for a connection (a new one, or a free one of the pool). */
const CONNECT_TIMEOUT_MS = 10_000;

/** A server's pool as the metrics read it: its counts, and each wait for a connection as it ends. */
export interface PoolWatch {
  pool: pg.Pool;
  max: number;
  /** Called with the seconds each checkout waited (a free connection, a new one, or a queue). */
  onAcquire: ((seconds: number) => void) | null;
}

const watches = new WeakMap<Db, PoolWatch>();

/** The pool behind a database handle made by connect(), for core/server/metrics. */
export const poolOf = (db: Db): PoolWatch | undefined => watches.get(db);

/**
 * The server's pool and Kysely over it. A checkout waits up to `waitMs` (DATABASE_WAIT_MS) for a
 * database that is away, so a failover costs the calls of that moment a pause, not an error.
 */
export function connect(url: string, max = 10, waitMs = databaseWaitMs()): { db: Db; pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    application_name: 'wil-academic',
    options: SESSION_OPTIONS,
    // A database that does not answer at all (network gone) fails the call with 503 after this,
    // instead of holding it forever.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle connection the server drops (restart, shutdown) must not crash the process;
  // the pool replaces it on the next checkout, so with DATABASE_URL it simply keeps reconnecting.
  pool.on('error', (e) => console.warn(`database connection lost: ${e.message}`));
  const watch: PoolWatch = { pool, max, onAcquire: null };
  const kyselyPool = {
    connect: async () => {
      const asked = performance.now();
      const client = await connectWaiting(() => pool.connect(), waitMs);
      watch.onAcquire?.((performance.now() - asked) / 1000);
      return preparing(client);
    },
    end: () => pool.end(),
  };
  const db = new Kysely<KernelTables>({
    dialect: new PostgresDialect({ pool: kyselyPool as unknown as pg.Pool }),
    plugins: [new RowCamelCasePlugin()],
  });
  watches.set(db, watch);
  return { db, pool };
}
