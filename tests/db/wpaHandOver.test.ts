import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import { connect, type Db } from '@core/server/db/connect.js';
import { migrate } from '@core/server/db/migrate.js';
import { coreMigrations } from '@core/server/db/migrations/index.js';
import wpaPlugin from '@plugins/wpa/server/index.js';
import { reportsWpaTablesBeforeIssue29 } from '../fixtures/legacy/reportsWpaTables.js';
import { createTestDatabase } from '../support/testDatabase.js';

/**
 * Issue 29: wpa_appls moves from the reports plugin to the WPA area through a declared hand-over
 * that an existing database runs without losing a row. A database as reports 001 left it (the
 * minimal student_modules and wpa_appls, the report's view, WPAs in them) is migrated with the
 * wpa plugin's steps: the table is adopted with its rows, widened and given what the area needs,
 * the report's view replaced by the area's published one, and the move recorded.
 */

let fresh: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;

const count = async (q: string) => Number((await sql.raw<{ n: string }>(q).execute(db)).rows[0]!.n);

beforeAll(async () => {
  fresh = await createTestDatabase(inject('databaseUrl'));
  db = connect(fresh.url, 2).db.withoutPlugins();
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
    values ('s1', 'STUDENT', 'Ada', 'Lovelace'), ('s2', 'STUDENT', 'Alan', 'Turing')`.execute(db);
  await sql`insert into students (user_id, student_acct_id, prog_id, cohort_id)
    select u.user_id, upper(u.account_id), p.prog_id, c.cohort_id from users u, programmes p, cohorts c`.execute(db);
  // What the reports plugin created then, with rows in it.
  for (const s of reportsWpaTablesBeforeIssue29) await sql.raw(s).execute(db);
  await sql`insert into kernel_migrations (owner, name) values ('reports', '001_report_views')`.execute(db);
  await sql`insert into student_modules (cohort_module_id, student_id) select cohort_module_id, student_id from cohort_modules, students`.execute(
    db,
  );
  await sql`insert into wpa_appls (student_module_id, wpa_status, wil_hours, activity_proportion1, company_name, mark)
    select student_module_id, s, 120.5, 60, '港灣數據有限公司', 75
      from student_modules, unnest(array['PENDING_SEND', 'SENT_TO_IS', 'ACCEPTED']) s`.execute(db);
  // The module area's published view, as the modules plugin's step makes it before the wpa plugin's run.
  await sql`create view modules_student_modules_v as
    select sm.student_module_id, sm.cohort_module_id, sm.student_id, a.user_id as academic_supervisor_user_id
      from student_modules sm left join academic_staff a on a.academic_staff_id = sm.academic_staff_id`.execute(db);
});
afterAll(async () => {
  await db?.destroy();
  await fresh?.drop();
});

describe('wpa_appls moves from reports to the WPA area without losing a row', () => {
  it("the wpa plugin's steps adopt it, record the hand-over and publish wpa_records_v", async () => {
    const { applied } = await migrate(db, [{ owner: 'wpa', migrations: wpaPlugin.migrations! }]);
    expect(applied).toEqual(['wpa:001_wpa_tables', 'wpa:002_published_views', 'wpa:003_supervisor_links']);
    // Issue 31's step counts no reminder on a kept row.
    expect(
      await count(`select count(*) as n from wpa_appls where remind_count = 0 and last_reminded_date is null`),
    ).toBe(6);
    expect(await count('select count(*) as n from wpa_appls')).toBe(6);
    expect(await count(`select count(*) as n from wpa_appls where cohort_module_id is not null`)).toBe(6);
    expect(await count(`select count(*) as n from wpa_appls where sent_to_is = 'Y'`)).toBe(4);
    expect(await count(`select count(*) as n from pg_class where relname = 'reports_wpa_appls_v'`)).toBe(0);
    const owners = await sql<{ object_name: string; owner: string; taken_from: string }>`
      select object_name, owner, taken_from from kernel_owners where owner = 'wpa' order by object_name`.execute(db);
    expect(owners.rows.map((r) => [r.object_name, r.owner, r.taken_from])).toEqual([
      ['wpa_appls', 'wpa', 'reports'],
      ['wpa_records_v (was reports_wpa_appls_v)', 'wpa', 'reports'],
    ]);
  });

  it('the rows keep their values, with the spec’s decimals now', async () => {
    const r = await sql<{ wil_hours: string; activity_proportion1: string; company_name: string }>`
      select wil_hours::text, activity_proportion1::text, company_name from wpa_appls order by wpa_appl_id limit 1`.execute(
      db,
    );
    expect(r.rows[0]).toEqual({ wil_hours: '120.50', activity_proportion1: '60.00', company_name: '港灣數據有限公司' });
    await sql`update wpa_appls set activity_proportion1 = 33.33 where wpa_appl_id = 1`.execute(db);
    expect(await count(`select count(*) as n from wpa_appls where activity_proportion1 = 33.33`)).toBe(1);
  });

  it('the published view reads them, never a draft', async () => {
    await sql`update wpa_appls set wpa_status = 'DRAFT' where wpa_appl_id = 1`.execute(db);
    expect(await count('select count(*) as n from wpa_records_v')).toBe(5);
    const r = await sql<{ student_acct_id: string; module_code: string; prog_code: string }>`
      select distinct student_acct_id, module_code, prog_code from wpa_records_v order by 1`.execute(db);
    expect(r.rows).toEqual([
      { student_acct_id: 'S1', module_code: 'COMP3911', prog_code: 'BSCCS' },
      { student_acct_id: 'S2', module_code: 'COMP3911', prog_code: 'BSCCS' },
    ]);
  });

  it('running the steps again changes nothing', async () => {
    expect((await migrate(db, [{ owner: 'wpa', migrations: wpaPlugin.migrations! }])).applied).toEqual([]);
  });
});
