import type { Registry } from 'prom-client';
import { poolOf, type Db } from '../db/connect.js';

type PromClient = typeof import('prom-client');

/** Waits for a connection from under a millisecond (a free one) to the 10 s connect timeout. */
const ACQUIRE_BUCKETS = [0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10];

/**
 * The server's database pool (pg.Pool behind Kysely): connections open, idle, calls waiting for
 * one, the pool's size, and how long each checkout waited. A database without a watched pool (a
 * handle not made by connect()) reports nothing.
 */
export function watchPool(client: PromClient, registry: Registry, db: Db): void {
  const watch = poolOf(db);
  if (!watch) return;
  const gauge = (name: string, help: string, read: () => number) =>
    new client.Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge('wil_db_pool_connections', 'Connections the pool holds open (busy and idle).', () => watch.pool.totalCount);
  gauge('wil_db_pool_idle_connections', 'Open connections no call is using.', () => watch.pool.idleCount);
  gauge('wil_db_pool_waiting', 'Calls waiting for a connection.', () => watch.pool.waitingCount);
  gauge('wil_db_pool_max_connections', 'The most connections the pool opens.', () => watch.max);
  const waits = new client.Histogram({
    name: 'wil_db_pool_acquire_seconds',
    help: 'How long each call waited for a database connection.',
    buckets: ACQUIRE_BUCKETS,
    registers: [registry],
  });
  watch.onAcquire = (seconds) => waits.observe(seconds);
}
