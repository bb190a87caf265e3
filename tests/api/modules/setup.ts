import type pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { CallSpec } from '@core/shared/callSpec';
import { call, callAs, type SentPayloadOf, signIn } from '../../support/api';
import { one, openDb, rows, userIdOf } from '../../support/db';

/** Shared arrangements of the module-area API tests (spec 002 §2–§9). */
export const LOGINS = ['mc01', 'pl01', 'as01', 'as02', 'mc02'] as const;
export type Login = (typeof LOGINS)[number];

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

/** The current cohort's module of a programme. */
export async function moduleOf(db: pg.Pool, progCode: string): Promise<number> {
  const r = await one<{ cohort_module_id: number }>(
    db,
    `select cm.cohort_module_id from cohort_modules cm join cohort_programmes cp using (cohort_prog_id)
     join programmes p using (prog_id) join cohorts c using (cohort_id)
     where c.is_current = 'Y' and p.prog_code = $1`,
    [progCode],
  );
  return r!.cohort_module_id;
}

export interface StudentPick {
  student_module_id: number;
  token: string;
  academic_supervisor_user_id: number | null;
  status: string;
  sub_group: number | null;
}

/** Everything a file's tests share: the database, tokens and user ids, BSc CS and DS's current programmes and modules. */
export function modulesSuite() {
  const ctx = {} as {
    db: pg.Pool;
    t: Record<Login, string>;
    uid: Record<Login, number>;
    ccs: number;
    cds: number;
    mcs: number;
    mds: number;
  };
  beforeAll(async () => {
    ctx.db = openDb();
    ctx.t = {} as Record<Login, string>;
    ctx.uid = {} as Record<Login, number>;
    for (const l of LOGINS) {
      ctx.t[l] = (await signIn(l)).accessToken;
      ctx.uid[l] = await userIdOf(ctx.db, l);
    }
    ctx.ccs = await cpOf(ctx.db, 'BSCCS');
    ctx.cds = await cpOf(ctx.db, 'BSCDS');
    ctx.mcs = await moduleOf(ctx.db, 'BSCCS');
    ctx.mds = await moduleOf(ctx.db, 'BSCDS');
  });
  afterAll(async () => {
    await ctx.db.end();
  });

  /** Calls a spec as a login, with BSCCS (or the given programme) selected. */
  const as = <C extends CallSpec>(login: Login, spec: C, body: SentPayloadOf<C>, cohortProgId = ctx.ccs) =>
    callAs({ token: ctx.t[login], cohortProgId }, spec, body);
  /** A payload sent as it is (wrong on purpose). */
  const raw = (login: Login, path: string, body: unknown, cohortProgId = ctx.ccs) =>
    call(path, body, { token: ctx.t[login], headers: { 'x-cohort-prog-id': String(cohortProgId) } });

  /** Student modules of a module, with their tokens, optionally of one supervisor. */
  const students = (cohortModuleId: number, supervisor?: Login) =>
    rows<StudentPick>(
      ctx.db,
      `select sm.student_module_id, ${TOKEN('sm')} as token, a.user_id as academic_supervisor_user_id, sm.status, sm.sub_group
         from student_modules sm left join academic_staff a on a.academic_staff_id = sm.academic_staff_id
        where sm.cohort_module_id = $1 and ($2::int is null or a.user_id = $2)
        order by sm.student_module_id`,
      [cohortModuleId, supervisor ? ctx.uid[supervisor] : null],
    );

  return { ctx, as, raw, students };
}

/** The selection of a bulk change as the list rows give it. */
export const chosen = (picks: readonly StudentPick[]) =>
  picks.map((p) => ({ studentModuleId: p.student_module_id, lastUpdatedDate: p.token }));
