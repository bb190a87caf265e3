import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import type { Lifecycle } from '../lifecycle.js';
import { UNAVAILABLE_MSG } from '../http/errorHandler.js';

/** A probe that waits longer than this counts the database as unreachable. */
const PROBE_MS = 2_000;

const HEALTH_PATHS = new Set(['/healthz', '/readyz']);

/**
 * 'up' when the database answers and takes writes; 'read-only' when it answers in recovery (a
 * standby, or one still being promoted in a failover: reads work, writes are refused); 'down'
 * when it does not answer within PROBE_MS.
 */
async function databaseState(db: Db): Promise<'up' | 'read-only' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'down'>((resolve) => (timer = setTimeout(() => resolve('down'), PROBE_MS)));
  const probe = sql<{ standby: boolean }>`select pg_is_in_recovery() as standby`.execute(db).then(
    (r) => (r.rows[0]?.standby ? 'read-only' : 'up') as 'up' | 'read-only',
    () => 'down' as const,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Probes for load balancers and orchestrators (issue 17), answered as the envelope like every
 * other call so one client reads them all:
 * - GET /healthz: the process answers (200 always).
 * - GET /readyz: 200 when the database answers and takes writes, every migration has run and the
 *   server is not shutting down; 503 UNAVAILABLE otherwise, with the reason in msg and object.
 * Also counts requests in flight and, once shutdown has begun, refuses new calls with 503 so the
 * ones already running can finish.
 */
export function mountHealth(app: FastifyInstance, lifecycle: Lifecycle, db: Db): void {
  lifecycle.track(app.server);

  app.addHook('onRequest', async (req, reply) => {
    if (!lifecycle.shuttingDown || HEALTH_PATHS.has(req.url.split('?')[0]!)) return;
    return reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', '1')
      .send({ msg: UNAVAILABLE_MSG, object: null, errorCode: 'UNAVAILABLE' });
  });

  app.get('/healthz', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { msg: 'SUCCESS', object: { status: 'alive' }, errorCode: null };
  });

  app.get('/readyz', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    const shuttingDown = lifecycle.shuttingDown;
    const migrated = lifecycle.migrated;
    const database = shuttingDown ? 'unchecked' : await databaseState(db);
    const object = { status: 'ready', database, migrated, shuttingDown };
    let reason: string | null = null;
    if (shuttingDown) reason = 'The server is shutting down.';
    else if (database === 'read-only') reason = 'The database takes no writes (a standby, or a failover in progress).';
    else if (database !== 'up') reason = 'The database cannot be reached.';
    else if (!migrated) reason = 'The database is not migrated yet.';
    if (!reason) return { msg: 'SUCCESS', object, errorCode: null };
    return reply.code(503).send({ msg: reason, object: { ...object, status: 'not ready' }, errorCode: 'UNAVAILABLE' });
  });
}
