import type pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { CallSpec } from '@core/shared/callSpec';
import { call, callAs, type SentPayloadOf, signIn } from './api';
import { one, openDb, userIdOf } from './db';

/** A row's concurrency token in SQL, as the server sends it (ISO, microseconds, UTC). */
export const TOKEN = (alias: string) =>
  `to_char(${alias}.last_updated_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The current cohort programme id of a programme code. */
export async function cpOf(db: pg.Pool, progCode: string): Promise<number> {
  const r = await one<{ cohort_prog_id: number }>(
    db,
    `select cp.cohort_prog_id from cohort_programmes cp join programmes p using (prog_id)
     join cohorts c using (cohort_id) where c.is_current = 'Y' and p.prog_code = $1`,
    [progCode],
  );
  return r!.cohort_prog_id;
}

/**
 * What an area's API test file shares: the database, each login's token and user id, BSCCS's and
 * BSCDS's current cohort programmes, opened before its tests and closed after. `X` is what the
 * area adds to `ctx` in its own beforeAll (which runs after this one).
 */
export function areaSuite<L extends string, X extends object = object>(logins: readonly L[]) {
  const ctx = {} as {
    db: pg.Pool;
    t: Record<L, string>;
    uid: Record<L, number>;
    ccs: number;
    cds: number;
  } & X;
  beforeAll(async () => {
    ctx.db = openDb();
    ctx.t = {} as Record<L, string>;
    ctx.uid = {} as Record<L, number>;
    for (const l of logins) {
      ctx.t[l] = (await signIn(l)).accessToken;
      ctx.uid[l] = await userIdOf(ctx.db, l);
    }
    ctx.ccs = await cpOf(ctx.db, 'BSCCS');
    ctx.cds = await cpOf(ctx.db, 'BSCDS');
  });
  afterAll(async () => {
    await ctx.db.end();
  });

  /** Calls a spec as a login, with BSCCS (or the given programme) selected. */
  const as = <C extends CallSpec>(login: L, spec: C, body: SentPayloadOf<C>, cohortProgId = ctx.ccs) =>
    callAs({ token: ctx.t[login], cohortProgId }, spec, body);
  /** A payload sent as it is (wrong on purpose). */
  const raw = (login: L, path: string, body: unknown, cohortProgId = ctx.ccs) =>
    call(path, body, { token: ctx.t[login], headers: { 'x-cohort-prog-id': String(cohortProgId) } });

  return { ctx, as, raw };
}
