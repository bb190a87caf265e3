import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { connect, type Db } from '@core/server/db/connect.js';
import { migrate, type Migration } from '@core/server/db/migrate.js';
import { coreMigrations } from '@core/server/db/migrations/index.js';
import { reportsStudentTablesBeforeIssue27 } from '../fixtures/legacy/reportsStudentTables.js';
import { createTestDatabase } from '../support/testDatabase.js';

/**
 * Issue 27: tables change owner through a declared hand-over that an existing database runs
 * without losing a row. A database as the reports plugin left it before the hand-over (its
 * student tables, triggers and view, rows in them) is migrated with today's code: the kernel
 * takes the tables over as they are, records who owns them since when, and the report reads them.
 */

let fresh: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;

const steps = (owner: string, migrations: readonly Migration[]) => [{ owner, migrations }];
const count = async (q: string) => Number((await sql.raw<{ n: string }>(q).execute(db)).rows[0]!.n);

beforeAll(async () => {
  fresh = await createTestDatabase(inject('databaseUrl'));
  // Without the camelCase plugin: the assertions read snake_case columns as the views name them.
  db = connect(fresh.url, 2).db.withoutPlugins();
  // The kernel as it was before the hand-over (its steps up to 004), and two students.
  await migrate(db, steps('core', coreMigrations.slice(0, 4)));
  await sql`insert into departments (dept_code, dept_name) values ('CS', 'Computing')`.execute(db);
  await sql`insert into programmes (prog_code, prog_title, dept_id) select 'BSCCS', 'BSc CS', dept_id from departments`.execute(
    db,
  );
  await sql`insert into cohorts (cohort_year, is_current) values (2026, 'Y')`.execute(db);
  await sql`insert into users (account_id, user_type, first_name, last_name)
    values ('s1', 'STUDENT', 'Ada', 'Lovelace'), ('s2', 'STUDENT', 'Alan', 'Turing')`.execute(db);
  await sql`insert into students (user_id, student_acct_id, prog_id, cohort_id)
    select u.user_id, upper(u.account_id), p.prog_id, c.cohort_id from users u, programmes p, cohorts c`.execute(db);
  // What the reports plugin created then, with rows in it.
  await sql`create index users_name_trgm on users using gin ((first_name || ' ' || last_name) gin_trgm_ops)`.execute(
    db,
  );
  for (const s of reportsStudentTablesBeforeIssue27) await sql.raw(s).execute(db);
  await sql`insert into kernel_migrations (owner, name) values ('reports', '003_student_report_search'),
    ('reports', '004_student_contacts')`.execute(db);
  await sql`insert into student_profiles (student_id, we_chat) select student_id, 'wx_' || student_acct_id from students`.execute(
    db,
  );
  await sql`insert into student_resumes (student_id, annex_name, storage_path)
    select student_id, 'cv.pdf', 'demo/cv.pdf' from students where student_acct_id = 'S1'`.execute(db);
});
afterAll(async () => {
  await db?.destroy();
  await fresh?.drop();
});

describe('the student tables move from reports to the kernel without losing a row', () => {
  it('the kernel step takes them over and records the hand-over', async () => {
    const { applied } = await migrate(db, steps('core', coreMigrations));
    expect(applied).toEqual(['core:005_student_directory']);
    expect(await count('select count(*) as n from student_profiles')).toBe(2);
    expect(await count('select count(*) as n from student_resumes')).toBe(1);
    expect(await count('select count(*) as n from student_names')).toBe(2);
    expect(await count(`select count(*) as n from pg_class where relname = 'reports_student_names'`)).toBe(0);
    const owners = await sql<{ object_name: string; owner: string; taken_from: string }>`
      select object_name, owner, taken_from from kernel_owners order by object_name`.execute(db);
    expect(owners.rows.map((r) => [r.object_name, r.owner, r.taken_from])).toEqual([
      ['student_names (was reports_student_names)', 'core', 'reports'],
      ['student_profiles', 'core', 'reports'],
      ['student_resumes', 'core', 'reports'],
      ['users_name_trgm', 'core', 'reports'],
    ]);
  });

  it("the report's view still reads them, with the profile flags", async () => {
    const r = await sql<{ student_acct_id: string; we_chat: string; resume: string }>`
      select student_acct_id, we_chat, resume from reports_students_v order by student_acct_id`.execute(db);
    expect(r.rows).toEqual([
      { student_acct_id: 'S1', we_chat: 'Y', resume: 'Y' },
      { student_acct_id: 'S2', we_chat: 'Y', resume: 'N' },
    ]);
  });

  it("the kernel's triggers keep student_names in step (the old ones and their functions are gone)", async () => {
    await sql`insert into users (account_id, user_type, first_name, last_name) values ('s3', 'STUDENT', 'Grace', 'Hopper')`.execute(
      db,
    );
    await sql`insert into students (user_id, student_acct_id, prog_id, cohort_id)
      select u.user_id, 'S3', p.prog_id, c.cohort_id from users u, programmes p, cohorts c where u.account_id = 's3'`.execute(
      db,
    );
    await sql`update users set last_name = 'Murray Hopper' where account_id = 's3'`.execute(db);
    const n = await sql<{
      student_name: string;
    }>`select student_name from student_names where student_acct_id = 'S3'`.execute(db);
    expect(n.rows).toEqual([{ student_name: 'Grace Murray Hopper' }]);
    expect(await count(`select count(*) as n from pg_proc where proname like 'reports_student_names%'`)).toBe(0);
  });

  it('running the migrations again changes nothing', async () => {
    expect((await migrate(db, steps('core', coreMigrations))).applied).toEqual([]);
  });
});

describe('a step that needs a plugin that is off waits, unrecorded', () => {
  const owner = 'waiting-probe';
  const step: Migration = {
    name: '001_view_over_other',
    needs: ['other-area'],
    up: (k: Kysely<any>) => sql`create view waiting_probe_v as select 1 as one`.execute(k).then(() => {}),
  };
  it('skipped and not recorded while the plugin is off; run and recorded once it is on', async () => {
    const off = await migrate(db, steps(owner, [step]), new Set([owner]));
    expect(off.applied).toEqual([]);
    expect(off.waiting).toEqual([`${owner}:001_view_over_other (needs other-area)`]);
    expect(await count(`select count(*) as n from kernel_migrations where owner = '${owner}'`)).toBe(0);
    const on = await migrate(db, steps(owner, [step]), new Set([owner, 'other-area']));
    expect(on.applied).toEqual([`${owner}:001_view_over_other`]);
    expect(await count('select count(*) as n from waiting_probe_v')).toBe(1);
  });
});
