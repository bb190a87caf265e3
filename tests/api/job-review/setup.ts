import type pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { CallSpec } from '@core/shared/callSpec';
import { call, callAs, callSpec, type SentPayloadOf, signIn } from '../../support/api';
import { cpOf } from '../../support/areaSuite';
import { one, openDb, rows } from '../../support/db';

/** Shared arrangements of the job-review API tests (spec 000 §4, §6, §7). */
export const LOGINS = ['mc01', 'pl01', 'as01', 'mc02'] as const;
export type Login = (typeof LOGINS)[number];

export async function tokensFor(): Promise<Record<Login, string>> {
  const out = {} as Record<Login, string>;
  for (const l of LOGINS) out[l] = (await signIn(l)).accessToken;
  return out;
}

export async function currentCohort(db: pg.Pool) {
  return (await one<{ cohort_id: number; cohort_year: number }>(
    db,
    `select cohort_id, cohort_year from cohorts where is_current = 'Y'`,
  ))!;
}

export const hdr = (cohortProgId: number) => ({ 'x-cohort-prog-id': String(cohortProgId) });

/** A post of the current cohort matching a condition, with its concurrency token as the server sends it. */
export async function postWhere(db: pg.Pool, where: string, values: unknown[] = []) {
  const r = await rows<{ job_id: number; token: string; cohort_prog_id: number; prog_code: string }>(
    db,
    `select jp.job_id, jp.cohort_prog_id, p.prog_code,
       to_char(jp.last_updated_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as token
     from job_posts jp join cohort_programmes cp using (cohort_prog_id) join programmes p using (prog_id)
     join cohorts c using (cohort_id)
     where c.is_current = 'Y' and ${where} order by jp.job_id`,
    values,
  );
  return r;
}

/**
 * A file's arrangement: the database, the logins' tokens, the current cohort year and BSCCS's
 * cohort programme, opened before its tests and closed after; `asMc` calls as mc01 in BSCCS.
 */
export function bsccsAsMc() {
  const ctx = {} as { db: pg.Pool; t: Record<Login, string>; cohortYear: number; ccs: number };
  beforeAll(async () => {
    ctx.db = openDb();
    ctx.t = await tokensFor();
    ctx.cohortYear = (await currentCohort(ctx.db)).cohort_year;
    ctx.ccs = await cpOf(ctx.db, 'BSCCS');
  });
  afterAll(async () => {
    await ctx.db.end();
  });
  const asMc = <C extends CallSpec>(spec: C, body: SentPayloadOf<C>) =>
    callAs({ token: ctx.t.mc01, cohortProgId: ctx.ccs }, spec, body);
  /** As mc01 in BSCCS, a payload sent as it is (wrong on purpose). */
  const asMcRaw = (path: string, body: unknown) => call(path, body, { token: ctx.t.mc01, headers: hdr(ctx.ccs) });
  return { ctx, asMc, asMcRaw };
}

export { call, callAs, callSpec, cpOf, one, rows };
