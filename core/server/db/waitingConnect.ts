import { isDatabaseUnavailable } from './unavailable.js';

/** DATABASE_WAIT_MS when unset: longer than a Patroni failover takes with docs/DEPLOY.md's settings. */
export const DEFAULT_DATABASE_WAIT_MS = 15_000;

/** DATABASE_WAIT_MS: how long a call waits for the database to answer again; 0 answers 503 at once. */
export function databaseWaitMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.DATABASE_WAIT_MS;
  if (raw === undefined || raw === '') return DEFAULT_DATABASE_WAIT_MS;
  const n = Number.parseInt(raw, 10);
  if (!Number.isFinite(n) || n < 0) throw new Error(`DATABASE_WAIT_MS must be a whole number, not '${raw}'.`);
  return n;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Gets a connection, trying again while the database is away (a failover: no primary behind the
 * load balancer yet, or one still starting) until `waitMs` has passed, so a call that arrives in
 * the gap is served once the new primary answers instead of failing at once. Any other error,
 * and the last one past the deadline, is thrown (the call then answers 503 UNAVAILABLE).
 */
export async function connectWaiting<C>(connect: () => Promise<C>, waitMs: number): Promise<C> {
  const until = Date.now() + waitMs;
  for (let pause = 100; ; pause = Math.min(pause * 2, 1_000)) {
    try {
      return await connect();
    } catch (e) {
      if (!isDatabaseUnavailable(e) || Date.now() + pause > until) throw e;
      await sleep(pause);
    }
  }
}
