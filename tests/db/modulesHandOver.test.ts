import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import { connect, type Db } from '@core/server/db/connect.js';
import { migrate } from '@core/server/db/migrate.js';
import { coreMigrations } from '@core/server/db/migrations/index.js';
import modulesPlugin from '@plugins/modules/server/index.js';
import reportsPlugin from '@plugins/reports/server/index.js';
import { reportsWpaTablesBeforeIssue29 } from '../fixtures/legacy/reportsWpaTables.js';
import { createTestDatabase } from '../support/testDatabase.js';

/**
 * Issue 28: student_modules moves from the reports plugin to the module area through a declared
 * hand-over that an existing database runs without losing a row; a new database gets it from the
 * module area, and reports no longer makes it.
 */

/** The report's view over student_modules as reports 001 created it before issue 28. */
const reportsStudentModulesViewBeforeIssue28 = `create view reports_student_modules_v as
   select sm.student_module_id, s.student_acct_id, u.first_name, u.last_name,
          (u.first_name || ' ' || u.last_name) as student_name, u.email,
          m.module_code, m.module_name, co.cohort_year, p.prog_code, p.prog_title,
          (su.first_name || ' ' || su.last_name) as staff_name, su.user_id as academic_supervisor_user_id,
          sm.wil_hours, sm.status
     from student_modules sm
     join students s on s.student_id = sm.student_id
     join users u on u.user_id = s.user_id
     join cohort_modules cm on cm.cohort_module_id = sm.cohort_module_id
     join modules m on m.module_id = cm.module_id
     join cohort_programmes cp on cp.cohort_prog_id = cm.cohort_prog_id
     join cohorts co on co.cohort_id = cp.cohort_id
     join programmes p on p.prog_id = cp.prog_id
     left join academic_staff a on a.academic_staff_id = sm.academic_staff_id
     left join users su on su.user_id = a.user_id`;

const dbs: { drop(): Promise<void> }[] = [];
const conns: Db[] = [];

/** A database with the kernel's tables and a programme, a module, two students and a supervisor. */
async function institution(): Promise<Db> {
  const fresh = await createTestDatabase(inject('databaseUrl'));
  dbs.push(fresh);
  const db = connect(fresh.url, 2).db.withoutPlugins();
  conns.push(db);
  await migrate(db, [{ owner: 'core', migrations: coreMigrations }]);
  await sql`insert into departments (dept_code, dept_name) values ('CS', 'Computing')`.execute(db);
  await sql`insert into programmes (prog_code, prog_title, dept_id) select 'BSCCS', 'BSc CS', dept_id from departments`.execute(
    db,
  );
  await sql`insert into cohorts (cohort_year, is_current) values (2026, 'Y')`.execute(db);
  await sql`insert into cohort_programmes (cohort_id, prog_id) select cohort_id, prog_id from cohorts, programmes`.execute(
    db,
  );
  await sql`insert into modules (module_code, module_name) values ('COMP3911', 'WIL')`.execute(db);
  await sql`insert into cohort_modules (cohort_prog_id, module_id) select cohort_prog_id, module_id from cohort_programmes, modules`.execute(
    db,
  );
  await sql`insert into users (account_id, user_type, first_name, last_name)
    values ('s1', 'STUDENT', 'Ada', 'Lovelace'), ('s2', 'STUDENT', 'Alan', 'Turing'), ('as9', 'ACADEMIC', 'Priya', 'Raman')`.execute(
    db,
  );
  await sql`insert into academic_staff (user_id) select user_id from users where account_id = 'as9'`.execute(db);
  await sql`insert into students (user_id, student_acct_id, prog_id, cohort_id)
    select u.user_id, upper(u.account_id), p.prog_id, c.cohort_id from users u, programmes p, cohorts c where u.user_type = 'STUDENT'`.execute(
    db,
  );
  return db;
}

const count = async (db: Db, q: string) => Number((await sql.raw<{ n: string }>(q).execute(db)).rows[0]!.n);
const exists = async (db: Db, name: string) =>
  (await sql<{ t: string | null }>`select to_regclass(${name})::text as t`.execute(db)).rows[0]?.t != null;

afterAll(async () => {
  for (const c of conns) await c.destroy();
  for (const d of dbs) await d.drop();
});

describe('an existing database: student_modules as reports 001 left it', () => {
  let db: Db;
  beforeAll(async () => {
    db = await institution();
    for (const s of reportsWpaTablesBeforeIssue29) await sql.raw(s).execute(db);
    await sql.raw(reportsStudentModulesViewBeforeIssue28).execute(db);
    await sql`insert into kernel_migrations (owner, name) values ('reports', '001_report_views')`.execute(db);
    await sql`insert into student_modules (cohort_module_id, student_id, academic_staff_id, wil_hours, status)
      select cm.cohort_module_id, s.student_id, a.academic_staff_id, 12.5, case when s.student_acct_id = 'S1' then 'ACTIVE' else 'ON_LEAVE' end
        from cohort_modules cm, students s, academic_staff a`.execute(db);
    await sql`insert into wpa_appls (student_module_id, wpa_status) select student_module_id, 'ACCEPTED' from student_modules`.execute(
      db,
    );
  });

  it("the module area's steps adopt it with its rows, record the hand-over and publish the view", async () => {
    const { applied } = await migrate(db, [{ owner: 'modules', migrations: modulesPlugin.migrations! }]);
    expect(applied).toEqual(['modules:001_module_tables', 'modules:002_list_speed']);
    expect(await count(db, 'select count(*) as n from student_modules')).toBe(2);
    // A status outside the area's set becomes ACTIVE; the hours are kept.
    const r = await sql<{ status: string; wil_hours: string; sub_group: number | null }>`
      select status, wil_hours::text, sub_group from student_modules order by student_module_id`.execute(db);
    expect(r.rows).toEqual([
      { status: 'ACTIVE', wil_hours: '12.5', sub_group: null },
      { status: 'ACTIVE', wil_hours: '12.5', sub_group: null },
    ]);
    expect(await exists(db, 'reports_student_modules_v')).toBe(false);
    const v = await sql<{
      student_acct_id: string;
      staff_name: string;
      academic_supervisor_user_id: number;
      module_code: string;
    }>`
      select student_acct_id, staff_name, academic_supervisor_user_id, module_code from modules_student_modules_v order by 1`.execute(
      db,
    );
    const as9 = (await sql<{ id: number }>`select user_id as id from users where account_id = 'as9'`.execute(db))
      .rows[0]!.id;
    expect(v.rows).toEqual([
      { student_acct_id: 'S1', staff_name: 'Priya Raman', academic_supervisor_user_id: as9, module_code: 'COMP3911' },
      { student_acct_id: 'S2', staff_name: 'Priya Raman', academic_supervisor_user_id: as9, module_code: 'COMP3911' },
    ]);
    const owners = await sql<{ object_name: string; owner: string; taken_from: string }>`
      select object_name, owner, taken_from from kernel_owners where owner = 'modules' order by object_name`.execute(
      db,
    );
    expect(owners.rows.map((o) => [o.object_name, o.owner, o.taken_from])).toEqual([
      ['modules_student_modules_v (was reports_student_modules_v)', 'modules', 'reports'],
      ['student_modules', 'modules', 'reports'],
    ]);
  });

  it('the WPA rows that hang from them and the report’s WPA view still read them', async () => {
    expect(await count(db, 'select count(*) as n from wpa_appls')).toBe(2);
    expect(await count(db, 'select count(*) as n from reports_wpa_appls_v')).toBe(2);
  });

  it('the area’s rules hold from now on: the status set and sub groups 0 to 9', async () => {
    await expect(sql`update student_modules set status = 'ON_LEAVE'`.execute(db)).rejects.toThrow();
    await expect(sql`update student_modules set sub_group = 10`.execute(db)).rejects.toThrow();
    await sql`update student_modules set sub_group = 9, status = 'HOLD_WIL'`.execute(db);
  });

  it("reports' later steps leave the kept WPA table as it is; running everything again changes nothing", async () => {
    const sets = [
      { owner: 'modules', migrations: modulesPlugin.migrations! },
      { owner: 'reports', migrations: reportsPlugin.migrations! },
    ];
    const second = await migrate(db, sets, new Set(['modules', 'reports']));
    expect(second.applied).not.toContain('reports:001_report_views');
    expect(await count(db, 'select count(*) as n from wpa_appls')).toBe(2);
    expect((await migrate(db, sets, new Set(['modules', 'reports']))).applied).toEqual([]);
  });
});

describe('a new database', () => {
  it('gets student_modules from the module area, not from reports; reports’ WPA table waits for the module area', async () => {
    const db = await institution();
    const reportsOnly = await migrate(
      db,
      [{ owner: 'reports', migrations: reportsPlugin.migrations! }],
      new Set(['reports']),
    );
    expect(reportsOnly.waiting).toEqual([]);
    expect(await exists(db, 'student_modules')).toBe(false);
    expect(await exists(db, 'wpa_appls')).toBe(false);
    const both = await migrate(
      db,
      [
        { owner: 'modules', migrations: modulesPlugin.migrations! },
        { owner: 'reports', migrations: reportsPlugin.migrations! },
      ],
      new Set(['modules', 'reports']),
    );
    expect(both.applied).toEqual(['modules:001_module_tables', 'modules:002_list_speed']);
    for (const t of [
      'student_modules',
      'module_parameters',
      'cohort_module_assigns',
      'student_module_assigns',
      'student_module_events',
      'modules_student_modules_v',
    ]) {
      expect(await exists(db, t)).toBe(true);
    }
    expect(await exists(db, 'reports_student_modules_v')).toBe(false);
  });
});
