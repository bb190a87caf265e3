import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repairSuiteCounters } from '../support/counters';
import type pg from 'pg';
import { call, signIn } from '../support/api';
import { one, openDb, rows } from '../support/db';
import { as, cohortProgOf, download } from './reports/helpers';

/**
 * Issue 14, item 2: a role is decided by the programme a list or report reads, never by the
 * programme of the X-Cohort-Prog-Id header (CallScope's rule; every call with scope fields goes
 * through it in tests/api/scopeTable.test.ts, a foreign cohort among its cases). The staff member here (mix01, made for this test)
 * is module convener of BSCCS and academic supervisor of BSCDS in the current cohort, and
 * supervises a few BSCDS enrolments. Sending BSCCS in the header and BSCDS in progCode must
 * still read BSCDS as a supervisor: their own students only.
 */
let db: pg.Pool;
let token: string;
let bsccs: number;
let bscds: number;
let mixUserId: number;
let mixStaffId: number;
/** The BSCDS enrolments handed to mix01, with the supervisor each had before. */
let moved: { student_module_id: number; academic_staff_id: number | null }[] = [];
let asReportSelect: string | undefined;

const count = async (sql: string, values: unknown[]) => Number((await one(db, sql, values))?.n ?? 0);

beforeAll(async () => {
  db = openDb();
  [bsccs, bscds] = await Promise.all([cohortProgOf(db, 'BSCCS'), cohortProgOf(db, 'BSCDS')]);
  const user = await one<{ user_id: number }>(
    db,
    `insert into users (account_id, user_type, email, first_name, last_name, password_hash)
     select 'mix01', 'ACADEMIC', 'mix01@example.edu', 'Mixed', 'Roles', password_hash
       from users where account_id = 'mc01'
     returning user_id`,
  );
  mixUserId = user!.user_id;
  mixStaffId = (await one(db, `insert into academic_staff (user_id) values ($1) returning academic_staff_id`, [
    mixUserId,
  ]))!.academic_staff_id;
  await db.query(
    `insert into staff_roles (academic_staff_id, cohort_prog_id, role_code)
     values ($1, $2, 'MODULE_CONVENER'), ($1, $3, 'ACADEMIC_SUPERVISOR')`,
    [mixStaffId, bsccs, bscds],
  );
  // A few BSCDS enrolments (those with a submitted WPA first) become mix01's students.
  moved = await rows(
    db,
    `select sm.student_module_id, sm.academic_staff_id
       from student_modules sm
       join cohort_modules cm on cm.cohort_module_id = sm.cohort_module_id
       join cohort_programmes cp on cp.cohort_prog_id = cm.cohort_prog_id
       join programmes p on p.prog_id = cp.prog_id
      where p.prog_code = 'BSCDS'
      order by exists (select 1 from wpa_appls w where w.student_module_id = sm.student_module_id
                         and w.wpa_status <> 'DRAFT') desc, sm.student_module_id
      limit 4`,
  );
  await db.query(`update student_modules set academic_staff_id = $1 where student_module_id = any($2)`, [
    mixStaffId,
    moved.map((m) => m.student_module_id),
  ]);
  // Moved in SQL: the areas' figures follow the rows again.
  await repairSuiteCounters();
  asReportSelect = (
    await one(
      db,
      `select can_select from function_permissions where role_code = 'ACADEMIC_SUPERVISOR' and function_code = 'REPORT'`,
    )
  )?.can_select;
  token = (await signIn('mix01')).accessToken;
});

afterAll(async () => {
  for (const m of moved) {
    await db.query(`update student_modules set academic_staff_id = $1 where student_module_id = $2`, [
      m.academic_staff_id,
      m.student_module_id,
    ]);
  }
  if (moved.length) await repairSuiteCounters();
  if (asReportSelect) {
    await db.query(
      `update function_permissions set can_select = $1 where role_code = 'ACADEMIC_SUPERVISOR' and function_code = 'REPORT'`,
      [asReportSelect],
    );
  }
  if (mixStaffId) {
    await db.query(`delete from login_records where user_id = $1`, [mixUserId]);
    await db.query(`delete from auth_sessions where user_id = $1`, [mixUserId]);
    await db.query(`delete from staff_roles where academic_staff_id = $1`, [mixStaffId]);
    await db.query(`delete from academic_staff where academic_staff_id = $1`, [mixStaffId]);
  }
  if (mixUserId) {
    await db.query(`delete from users where user_id = $1`, [mixUserId]);
  }
  await db.end();
});

describe('a convener of one programme who supervises in another (issue 14)', () => {
  it('studentModuleRecord/search: BSCDS read as supervisor (own students), whatever the header says', async () => {
    const own = await count(
      `select count(*) as n from modules_student_modules_v where prog_code = 'BSCDS' and academic_supervisor_user_id = $1`,
      [mixUserId],
    );
    const every = await count(`select count(*) as n from modules_student_modules_v where prog_code = 'BSCDS'`, []);
    expect(own).toBe(4);
    expect(every).toBeGreaterThan(own);
    for (const header of [bsccs, bscds]) {
      const r = await call('studentModuleRecord/search', { progCode: 'BSCDS', pageSize: 500 }, as(token, header));
      expect(r.msg).toBe('SUCCESS');
      expect(r.object.total).toBe(own);
      expect(new Set(r.object.list.map((x: any) => x.staffName))).toEqual(new Set(['Mixed Roles']));
    }
    // The export reads the same rows.
    const x = await download('studentModuleRecord/exportReport', { progCode: 'BSCDS' }, token, bsccs);
    expect(x.rows!.length - 1).toBe(own);
  });

  it('studentModuleRecord/search: BSCCS, where they convene, is read whole, from either header', async () => {
    const every = await count(`select count(*) as n from modules_student_modules_v where prog_code = 'BSCCS'`, []);
    for (const header of [bsccs, bscds]) {
      const r = await call('studentModuleRecord/search', { progCode: 'BSCCS', pageSize: 1 }, as(token, header));
      expect(r.object.total).toBe(every);
    }
  });

  it('studentModuleRecord/search: both programmes at once are each read by their own role', async () => {
    const expected = await count(
      `select count(*) as n from modules_student_modules_v
        where prog_code = 'BSCCS' or (prog_code = 'BSCDS' and academic_supervisor_user_id = $1)`,
      [mixUserId],
    );
    const r = await call(
      'studentModuleRecord/search',
      { progCodeList: ['BSCCS', 'BSCDS'], pageSize: 500 },
      as(token, bsccs),
    );
    expect(r.object.total).toBe(expected);
    const both = await count(
      `select count(*) as n from modules_student_modules_v where prog_code in ('BSCCS', 'BSCDS')`,
      [],
    );
    expect(expected).toBeLessThan(both);
  });

  it('wpaAppl/searchReport: BSCDS read as supervisor (own students), whatever the header says', async () => {
    const own = await count(
      `select count(*) as n from wpa_records_v where prog_code = 'BSCDS' and academic_supervisor_user_id = $1`,
      [mixUserId],
    );
    const every = await count(`select count(*) as n from wpa_records_v where prog_code = 'BSCDS'`, []);
    expect(own).toBeGreaterThan(0);
    expect(every).toBeGreaterThan(own);
    for (const header of [bsccs, bscds]) {
      const r = await call('wpaAppl/searchReport', { progCode: 'BSCDS', pageSize: 500 }, as(token, header));
      expect(r.msg).toBe('SUCCESS');
      expect(r.object.total).toBe(own);
    }
    // BSCCS, where they convene, whole: in the cohort read (the selected programme's), never another (issue 34).
    const all = await call('wpaAppl/searchReport', { progCode: 'BSCCS', pageSize: 1 }, as(token, bscds));
    expect(all.object.total).toBe(
      await count(
        `select count(*) as n from wpa_records_v
          where prog_code = 'BSCCS' and cohort_year = (select cohort_year from cohorts where is_current = 'Y')`,
        [],
      ),
    );
  });

  it("the report permission is the role's in the programme read: a supervisor role without REPORT is refused", async () => {
    await db.query(
      `update function_permissions set can_select = 'N' where role_code = 'ACADEMIC_SUPERVISOR' and function_code = 'REPORT'`,
    );
    try {
      // The header's programme (convener, REPORT granted) does not lend its grant to BSCDS.
      const r = await call('studentModuleRecord/search', { progCode: 'BSCDS' }, as(token, bsccs));
      expect(r.errorCode).toBe('FORBIDDEN');
      expect(r.msg).toBe('Your role in programme BSCDS does not allow this.');
      const x = await download('wpaAppl/exportReport', { progCode: 'BSCDS' }, token, bsccs);
      expect(x.json?.errorCode).toBe('FORBIDDEN');
      // BSCCS, read as its convener, still answers.
      expect((await call('studentModuleRecord/search', { progCode: 'BSCCS' }, as(token, bscds))).msg).toBe('SUCCESS');
    } finally {
      await db.query(
        `update function_permissions set can_select = $1 where role_code = 'ACADEMIC_SUPERVISOR' and function_code = 'REPORT'`,
        [asReportSelect ?? 'Y'],
      );
    }
  });

  it('job review lists: Active Job Postings (MC and PL only) of BSCDS is refused even from the BSCCS header', async () => {
    const refused = await call('academicHome/searchJobList', { progCodeList: ['BSCDS'] }, as(token, bsccs));
    expect(refused.errorCode).toBe('FORBIDDEN');
    const ok = await call('academicHome/searchJobList', { progCodeList: ['BSCCS'] }, as(token, bscds));
    expect(ok.msg).toBe('SUCCESS');
    // The convener's carousels count only the programme they convene.
    const mine = await call(
      'academicHome/searchJobListAndStudentApplList',
      { progCodeList: ['BSCCS', 'BSCDS'] },
      as(token, bscds),
    );
    expect(mine.msg).toBe('SUCCESS');
    const bsccsPosts = await count(
      `select count(*) as n from job_posts where cohort_prog_id = $1 and job_post_status = 'SUBMITTED'`,
      [bsccs],
    );
    expect(mine.object.submittedJobList.length).toBe(Math.min(bsccsPosts, 100));
  });
});
