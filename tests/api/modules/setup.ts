import type pg from 'pg';
import { beforeAll } from 'vitest';
import { areaSuite, TOKEN } from '../../support/areaSuite';
import { one, rows } from '../../support/db';

/** Shared arrangements of the module-area API tests (spec 002 §2–§9). */
export const LOGINS = ['mc01', 'pl01', 'as01', 'as02', 'mc02'] as const;
export type Login = (typeof LOGINS)[number];
export { TOKEN };

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

/** Everything a file's tests share (areaSuite) and BSc CS and DS's current modules. */
export function modulesSuite() {
  const { ctx, as, raw } = areaSuite<Login, { mcs: number; mds: number }>(LOGINS);
  beforeAll(async () => {
    ctx.mcs = await moduleOf(ctx.db, 'BSCCS');
    ctx.mds = await moduleOf(ctx.db, 'BSCDS');
  });

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
