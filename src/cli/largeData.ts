import { Counters } from '@core/server/counters/counters.js';
import { sql } from 'kysely';
import type { Db } from '@core/server/db/connect.js';
import { areaHandle } from '@core/server/db/handles.js';
import { hashPassword } from '@core/server/auth/passwords.js';
import { FIRST_NAMES, LAST_NAMES } from './demo/institution.js';
import type { ServerPlugin } from '@core/server/plugin.js';
import { DEMO_PASSWORD } from './demo/seedDemo.js';
import { seededRandom } from './demo/random.js';
import { seedStudentContacts } from './demo/studentContacts.js';

export interface LargeDataOptions {
  students: number;
  /** Students per campus (CAMPUS_STUDENTS): a set of N students has ceil(N / campusStudents) campuses. */
  campusStudents?: number;
}

/** The benchmark's campus: the 100,000-student set is one, the tenfold set ten (ensureCampuses). */
const CAMPUS_STUDENTS = 100_000;
/** A campus copy's programme code: the demo's code suffixed -C2, -C3… */
const CAMPUS_CODE = sql.lit('-C[0-9]+$');

const arr = (xs: readonly string[]) => sql.raw(`array[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]`);

/** The large data set's report reader: programme leader of every programme (current cohort). */
export const REPORT_READER = 'rpt01';

/**
 * The report reader (password 'demo', like the demo accounts), so one export can cover every
 * student: the Student Report takes a progCodeList of programmes the caller holds a role in.
 * Adds only what is missing.
 */
async function ensureReportReader(db: Db) {
  let user = await db.selectFrom('users').select('userId').where('accountId', '=', REPORT_READER).executeTakeFirst();
  if (!user) {
    user = await db
      .insertInto('users')
      .values({
        accountId: REPORT_READER,
        userType: 'ACADEMIC',
        email: `${REPORT_READER}@wil.example.edu`,
        firstName: 'Report',
        lastName: 'Reader',
        passwordHash: await hashPassword(DEMO_PASSWORD),
      })
      .returning('userId')
      .executeTakeFirstOrThrow();
  }
  await sql`
    insert into academic_staff (user_id, staff_saluation, prog_role_title)
    select ${user.userId}, 'Dr', 'Faculty Reports'
    where not exists (select 1 from academic_staff where user_id = ${user.userId})`.execute(db);
  await sql`
    insert into staff_roles (academic_staff_id, cohort_prog_id, role_code)
    select a.academic_staff_id, cp.cohort_prog_id, 'PROGRAMME_LEADER'
      from academic_staff a, cohort_programmes cp join cohorts c using (cohort_id)
     where a.user_id = ${user.userId} and c.is_current = 'Y'
       and not exists (select 1 from staff_roles r where r.academic_staff_id = a.academic_staff_id
                         and r.cohort_prog_id = cp.cohort_prog_id and r.role_code = 'PROGRAMME_LEADER')`.execute(db);
}

/**
 * A larger institution has more programmes, not bigger ones: past campusStudents students each
 * further campus runs a copy of the demo's programmes (code suffixed -C2, -C3…, every cohort),
 * so the students, supervisors and job posts spread round-robin over all of them leave each
 * programme as large as in a one-campus set. Adds only what is missing.
 */
async function ensureCampuses(db: Db, campuses: number) {
  if (campuses < 2) return;
  await sql`
    insert into programmes (prog_code, prog_title, dept_id, launch_year, created_by, last_updated_by)
    select p.prog_code || '-C' || k, p.prog_title || ' (Campus ' || k || ')', p.dept_id, p.launch_year, 'bench', 'bench'
      from programmes p cross join generate_series(2, ${sql.lit(campuses)}) k
     where p.prog_code !~ ${CAMPUS_CODE}
       and not exists (select 1 from programmes q where q.prog_code = p.prog_code || '-C' || k)
     order by k, p.prog_id`.execute(db);
  await sql`
    insert into cohort_programmes (cohort_id, prog_id, created_by, last_updated_by)
    select c.cohort_id, p.prog_id, 'bench', 'bench' from programmes p cross join cohorts c
     where p.prog_code ~ ${CAMPUS_CODE}
       and not exists (select 1 from cohort_programmes x where x.cohort_id = c.cohort_id and x.prog_id = p.prog_id)
     order by p.prog_id, c.cohort_id`.execute(db);
}

/**
 * Grows the demo institution to benchmark size in set-based SQL (generate_series), so 100,000
 * students take seconds: the campuses (ensureCampuses), the students, one academic supervisor
 * per 50 students, and 2,000 more companies with a contact each; the students' contact fields;
 * the report reader (REPORT_READER); then each enabled plugin grows its own data (its `grow`, in
 * the order given). Safe to run again: it and every `grow` only add what is missing.
 */
export async function growLargeData(
  db: Db,
  { students, campusStudents = CAMPUS_STUDENTS }: LargeDataOptions,
  plugins: readonly ServerPlugin[] = [],
): Promise<{ added: number }> {
  await ensureCampuses(db, Math.ceil(students / campusStudents));
  await ensureReportReader(db);
  const have = await db
    .selectFrom('students')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const missing = Math.max(0, students - have.n);
  if (missing > 0) await addStudents(db, missing);
  // Profiles for every student without one (also a data set made before the report read them).
  const profiled = await seedStudentContacts(db);
  const random = seededRandom(students);
  const counters = Counters.of(plugins);
  for (const p of plugins) await p.grow?.({ db: areaHandle(db), random, students, counters });
  // Vacuum too: until the visibility map is set, index-only scans read the table (5–8 ms a call).
  if (missing > 0 || profiled > 0) await sql`vacuum analyze`.execute(db);
  return { added: missing };
}

/** Students, their supervisors, and the companies, in one transaction. */
async function addStudents(db: Db, missing: number) {
  const start =
    (
      await db
        .selectFrom('users')
        .select((eb) => eb.fn.max('userId').as('m'))
        .executeTakeFirstOrThrow()
    ).m ?? 0;

  await db.transaction().execute(async (trx) => {
    const first = arr(FIRST_NAMES);
    const last = arr(LAST_NAMES);
    // Supervisors first: one per 50 new students, each an ACADEMIC_SUPERVISOR in one current cohort programme.
    const supervisors = Math.max(1, Math.ceil(missing / 50));
    await sql`
      insert into users (account_id, user_type, email, first_name, last_name)
      select 'stf' || (${sql.lit(start)} + g), 'ACADEMIC', 'stf' || (${sql.lit(start)} + g) || '@wil.example.edu',
             (${first})[1 + g % ${sql.lit(FIRST_NAMES.length)}], (${last})[1 + (g * 7) % ${sql.lit(LAST_NAMES.length)}]
      from generate_series(1, ${sql.lit(supervisors)}) g`.execute(trx);
    await sql`
      insert into academic_staff (user_id, staff_saluation, prog_role_title)
      select user_id, 'Dr', 'Lecturer' from users u
      where u.account_id like 'stf%' and not exists (select 1 from academic_staff a where a.user_id = u.user_id)`.execute(
      trx,
    );
    await sql`
      with cps as (
        select cp.cohort_prog_id, row_number() over (order by cp.cohort_prog_id) - 1 as i, count(*) over () as n
        from cohort_programmes cp join cohorts c using (cohort_id) where c.is_current = 'Y'),
      staff as (
        select a.academic_staff_id, row_number() over (order by a.academic_staff_id) as k
        from academic_staff a join users u using (user_id)
        where u.account_id like 'stf%'
          and not exists (select 1 from staff_roles r where r.academic_staff_id = a.academic_staff_id))
      insert into staff_roles (academic_staff_id, cohort_prog_id, role_code)
      select s.academic_staff_id, cps.cohort_prog_id, 'ACADEMIC_SUPERVISOR'
      from staff s join cps on cps.i = s.k % cps.n`.execute(trx);

    await sql`
      insert into users (account_id, user_type, email, first_name, last_name)
      select 'L' || lpad((${sql.lit(start)} + ${sql.lit(supervisors)} + g)::text, 8, '0'), 'STUDENT',
             'l' || (${sql.lit(start)} + ${sql.lit(supervisors)} + g) || '@student.wil.example.edu',
             (${first})[1 + g % ${sql.lit(FIRST_NAMES.length)}], (${last})[1 + (g * 13) % ${sql.lit(LAST_NAMES.length)}]
      from generate_series(1, ${sql.lit(missing)}) g`.execute(trx);
    // Each new student joins a programme and cohort round-robin, with a supervisor of that programme when one exists.
    await sql`
      with cp as (
        select cp.prog_id, cp.cohort_id, row_number() over (order by cp.cohort_prog_id) - 1 as i, count(*) over () as n
        from cohort_programmes cp),
      fresh as (
        select u.user_id, u.account_id, row_number() over (order by u.user_id) as g
        from users u where u.user_type = 'STUDENT' and u.account_id like 'L%'
          and not exists (select 1 from students s where s.user_id = u.user_id)),
      -- The programme's supervisors numbered once (a subquery per student is quadratic: hours at 1,000,000).
      sup as (
        select x.prog_id, sr.academic_staff_id,
               row_number() over (partition by x.prog_id order by sr.academic_staff_id) - 1 as k
        from staff_roles sr join cohort_programmes x using (cohort_prog_id)
        where sr.role_code = 'ACADEMIC_SUPERVISOR')
      insert into students (user_id, student_acct_id, prog_id, cohort_id, study_year_entry, academic_staff_id)
      select f.user_id, f.account_id, cp.prog_id, cp.cohort_id, case when f.g % 5 = 4 then 2 else 1 end,
             sup.academic_staff_id
      from fresh f join cp on cp.i = f.g % cp.n
      left join sup on sup.prog_id = cp.prog_id and sup.k = f.g % 7`.execute(trx);

    const companies = 2000;
    await sql`
      insert into partners (company_name, company_website, company_location, company_profile, disp_seq)
      select 'Company ' || lpad(g::text, 5, '0') || ' Ltd', 'https://c' || g || '.example.com',
             g || ' Industrial Road, Hong Kong', '<p>Partner company number ' || g || '.</p>', 1000 + g
      from generate_series(1, ${sql.lit(companies)}) g
      where not exists (select 1 from partners where company_name = 'Company 00001 Ltd')`.execute(trx);
    await sql`
      insert into partner_contacts (partner_id, contact_name, contact_title, contact_email, is_primary)
      select p.partner_id, 'Contact of ' || p.company_name, 'HR Manager', 'hr' || p.partner_id || '@example.com', 'Y'
      from partners p where not exists (select 1 from partner_contacts c where c.partner_id = p.partner_id)`.execute(
      trx,
    );
  });
}
