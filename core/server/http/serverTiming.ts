import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * SERVER_TIMING=on (config.serverTiming): each /api answer says where its time went, in a
 * Server-Timing header (browsers' developer tools show it): `handler`, the route's handler from
 * its first line to its answer, and `db`, the statements it awaited as this server saw them
 * (sent, run, answered and read), with their count. The benchmark turns it on to break a call's
 * time down (tests/bench/run.ts); off, no handler is timed and a statement pays one lookup.
 */
interface Timing {
  dbMs: number;
  statements: number;
}

const current = new AsyncLocalStorage<Timing>();

/** Runs a handler with its statements timed; answers its result and the Server-Timing value. */
export async function timed<T>(handler: () => Promise<T>): Promise<{ result: T; header: string }> {
  const t: Timing = { dbMs: 0, statements: 0 };
  const start = performance.now();
  const result = await current.run(t, handler);
  const handlerMs = performance.now() - start;
  return {
    result,
    header: `handler;dur=${handlerMs.toFixed(3)}, db;dur=${t.dbMs.toFixed(3)};desc="${t.statements} statement${t.statements === 1 ? '' : 's'}"`,
  };
}

/**
 * Inside a timed handler: a function that adds a statement's time, from now until the promise
 * it is given settles. Outside one (no SERVER_TIMING, jobs, start-up): undefined.
 */
export function statementTimer(): (<R>(statement: Promise<R>) => Promise<R>) | undefined {
  const t = current.getStore();
  if (!t) return undefined;
  const start = performance.now();
  return (statement) =>
    statement.finally(() => {
      t.dbMs += performance.now() - start;
      t.statements++;
    });
}

/** A Server-Timing value written by `timed`, read back: { handler: 1.2, db: 0.9, statements: 5 }. */
export function parseServerTiming(header: string | undefined) {
  const dur = (name: string) => Number(new RegExp(`(?:^|, )${name};dur=([0-9.]+)`).exec(header ?? '')?.[1] ?? NaN);
  return {
    handler: dur('handler'),
    db: dur('db'),
    statements: Number(/desc="(\d+) statements?"/.exec(header ?? '')?.[1] ?? NaN),
  };
}
