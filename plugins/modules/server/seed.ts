import { sql } from 'kysely';
import type { GrowContext, SeedContext } from '@core/server/plugin.js';
import type { ModulesDb } from './area.js';
import { studentFigures } from './figures/studentFigures.js';

const DAY = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The assignments of a module, in sequence: name, weight, deadline (days from today; null: none), Turnitin. */
const ASSIGNMENTS: readonly [name: string, weight: number, deadline: number | null, turnitin: 'Y' | 'N'][] = [
  ['Learning Log', 20, -60, 'N'],
  ['Final Report', 40, -20, 'Y'],
  ['Reflective Essay', 20, 10, 'Y'],
  ['Presentation', 10, 40, 'N'],
  ['Supervisor Meeting Notes', 10, null, 'N'],
];

/** A module's student-module statuses, cycled over its students: every status, mostly ACTIVE. */
const MODULE_STATUSES = [
  'ACTIVE',
  'ACTIVE',
  'HOLD_WIL',
  'ACTIVE',
  'ACTIVE',
  'DROPPED',
  'ACTIVE',
  'COMPLETED',
  'ACTIVE',
];

/** Student assignment statuses, cycled: past deadlines have late and overdue work, future ones work in progress. */
const PAST = ['SUBMITTED', 'SUBMITTED_LATE', 'SUBMITTED', 'OVERDUE', 'WIP', 'SUBMITTED_LATE', 'BLANK', 'SUBMITTED'];
const FUTURE = ['BLANK', 'WIP', 'SUBMITTED', 'WIP', 'BLANK', 'SUBMITTED'];

/**
 * Every cohort module's students: the current cohort's module of a programme enrols every student
 * of the programme (all intakes: the module runs once a year for whoever is placed), an earlier
 * cohort's its own intake, each with the supervisor the student has. Adds only what is missing.
 */
async function enrol(db: ModulesDb, by: string): Promise<number> {
  const r =
    await sql`insert into student_modules (cohort_module_id, student_id, academic_staff_id, status, created_by, last_updated_by)
    select cm.cohort_module_id, s.student_id, s.academic_staff_id, 'ACTIVE', ${by}, ${by}
      from cohort_modules cm
      join cohort_programmes cp on cp.cohort_prog_id = cm.cohort_prog_id
      join cohorts co on co.cohort_id = cp.cohort_id
      join students s on s.prog_id = cp.prog_id and (co.is_current = 'Y' or s.cohort_id = cp.cohort_id)
     where not exists (select 1 from student_modules x where x.cohort_module_id = cm.cohort_module_id and x.student_id = s.student_id)
     order by cm.cohort_module_id, s.student_acct_id
    on conflict do nothing`.execute(db);
  return Number(r.numAffectedRows ?? 0);
}

/** Module parameters for every module without them: hours and dates in its cohort's year. */
async function parameters(db: ModulesDb, by: string) {
  await sql`insert into module_parameters (cohort_module_id, curriculum_hours, other_learning_training_hours,
      expected_commence_date, expected_end_date, mark_display_date, wpa_display_date, wpa_mark_display_date, created_by, last_updated_by)
    select cm.cohort_module_id, 200 + (cm.module_id % 3) * 40, 20 + (cm.module_id % 2) * 20,
      make_date(co.cohort_year, 6, 1), make_date(co.cohort_year, 12, 15), make_date(co.cohort_year, 12, 31),
      make_date(co.cohort_year, 9, 1), make_date(co.cohort_year, 12, 31), ${by}, ${by}
      from cohort_modules cm
      join cohort_programmes cp on cp.cohort_prog_id = cm.cohort_prog_id
      join cohorts co on co.cohort_id = cp.cohort_id
     where not exists (select 1 from module_parameters mp where mp.cohort_module_id = cm.cohort_module_id)`.execute(db);
}

/**
 * Demo data (issue 28): every module enrolled and with parameters; mc01's programmes' modules
 * (BSc CS and DS, current cohort: 45 students each) with five and four assignments, every other
 * module three; students in every status and sub group 0 to 9, assigned to as01, as02 and mc01
 * (the students' own supervisors); student assignments in every status, some marked, Turnitin
 * scores and links on the Turnitin ones. Deterministic (the ctx's random, cycles by position).
 */
export async function seedModules({ db, random, counters }: SeedContext<ModulesDb>) {
  await enrol(db, 'system');
  await parameters(db, 'system');
  const modules = await sql<{ cohortModuleId: number; progCode: string; isCurrent: boolean; cohortYear: number }>`
    select cm.cohort_module_id, p.prog_code, co.is_current = 'Y' as is_current, co.cohort_year
      from cohort_modules cm
      join cohort_programmes cp on cp.cohort_prog_id = cm.cohort_prog_id
      join programmes p on p.prog_id = cp.prog_id
      join cohorts co on co.cohort_id = cp.cohort_id
     order by cm.cohort_module_id`.execute(db);
  const now = Date.now();
  for (const m of modules.rows) {
    const mine = m.isCurrent && (m.progCode === 'BSCCS' || m.progCode === 'BSCDS');
    const count = mine ? (m.progCode === 'BSCCS' ? 5 : 4) : 3;
    // Earlier cohorts' modules are over: every deadline passed a year or more ago.
    const shift = m.isCurrent ? 0 : -365 * (new Date(now).getUTCFullYear() - m.cohortYear);
    for (let j = 0; j < count; j++) {
      const [name, weight, deadline, turnitin] = ASSIGNMENTS[j]!;
      const w = count === 3 ? [30, 50, 20][j]! : count === 4 ? [20, 40, 25, 15][j]! : weight;
      await sql`insert into cohort_module_assigns (cohort_module_id, assign_seq, assign_name, assign_weight, assign_deadline,
          active_ind, turnitin_req_ind, store_student_paper_ind, check_stored_paper_ind, check_internet_ind, check_journals_ind,
          exclude_bibliography_ind, exclude_quoted_material_ind, exclude_small_matches)
        values (${m.cohortModuleId}, ${j + 1}, ${name}, ${w}, ${deadline === null ? null : day(now + (deadline + shift) * DAY)}::date,
          'Y', ${turnitin}, ${turnitin}, ${turnitin}, ${turnitin}, ${turnitin}, 'N', 'N', ${turnitin === 'Y' ? 8 + j : null})
        on conflict do nothing`.execute(db);
    }
    const students = await sql<{ studentModuleId: number; supervisor: number | null }>`
      select sm.student_module_id, a.user_id as supervisor from student_modules sm
        join students s on s.student_id = sm.student_id
        left join academic_staff a on a.academic_staff_id = sm.academic_staff_id
       where sm.cohort_module_id = ${m.cohortModuleId} order by s.student_acct_id`.execute(db);
    const assigns = await sql<{
      cohortModuleAssignId: number;
      assignSeq: number;
      assignDeadline: string | null;
      turnitinReqInd: string;
    }>`
      select cohort_module_assign_id, assign_seq, assign_deadline, turnitin_req_ind from cohort_module_assigns
       where cohort_module_id = ${m.cohortModuleId} order by assign_seq`.execute(db);
    const rows: unknown[][] = [];
    for (const [i, s] of students.rows.entries()) {
      const status = m.isCurrent ? MODULE_STATUSES[i % MODULE_STATUSES.length]! : i % 7 === 3 ? 'DROPPED' : 'COMPLETED';
      await sql`update student_modules set status = ${status}, sub_group = ${i % 10}
        where student_module_id = ${s.studentModuleId}`.execute(db);
      for (const a of assigns.rows) {
        const past = a.assignDeadline !== null && a.assignDeadline < day(now);
        const st = m.isCurrent
          ? (past ? PAST : FUTURE)[(i + a.assignSeq) % (past ? PAST.length : FUTURE.length)]!
          : (i + a.assignSeq) % 5 === 0
            ? 'SUBMITTED_LATE'
            : 'SUBMITTED';
        const submitted = st === 'SUBMITTED' || st === 'SUBMITTED_LATE';
        // Most submitted work is marked; the rest waits for review (every AS has some of each).
        const marked = submitted && (!m.isCurrent || (i + 2 * a.assignSeq) % 3 !== 0);
        const due = a.assignDeadline ? Date.parse(`${a.assignDeadline}T12:00:00Z`) : now - 5 * DAY;
        const submittedAt = submitted ? due + (st === 'SUBMITTED_LATE' ? 1 + (i % 4) : -(1 + (i % 6))) * DAY : null;
        const turnitin = submitted && a.turnitinReqInd === 'Y';
        rows.push([
          a.cohortModuleAssignId,
          s.studentModuleId,
          st,
          submittedAt === null ? null : new Date(Math.min(submittedAt, now)).toISOString(),
          marked ? Math.round((45 + random() * 50) * 100) / 100 : null,
          marked ? day(Math.min(due + 10 * DAY, now)) : null,
          marked ? s.supervisor : null,
          marked && i % 4 === 0 ? 'Good structure; cite your sources consistently.' : null,
          turnitin ? Math.round(random() * 4500) / 100 : null,
          turnitin ? 'COMPLETE' : null,
          turnitin
            ? `https://turnitin.example.com/viewer/submissions/oid:1:${1000000 + a.cohortModuleAssignId * 1000 + i}`
            : null,
          turnitin ? `oid:1:${1000000 + a.cohortModuleAssignId * 1000 + i}` : null,
          submitted ? `${name(a.assignSeq)}.pdf` : null,
        ]);
      }
    }
    await insertStudentAssigns(db, rows);
  }
  await counters.refresh(db, [{ figures: studentFigures, keys: null }]);
}

const name = (seq: number) => ASSIGNMENTS[seq - 1]![0].toLowerCase().replace(/ /g, '-');

async function insertStudentAssigns(db: ModulesDb, rows: unknown[][]) {
  if (!rows.length) return;
  const col = (k: number) => rows.map((r) => r[k]);
  await sql`insert into student_module_assigns (cohort_module_assign_id, student_module_id, status, submitted_date, assign_marks,
      marked_date, marked_by, remarks, turnitin_score, similarity_status, turnitin_url, submission_id, file_name)
    select * from unnest(${col(0)}::int[], ${col(1)}::int[], ${col(2)}::text[], ${col(3)}::timestamptz[], ${col(4)}::numeric[],
      ${col(5)}::date[], ${col(6)}::int[], ${col(7)}::text[], ${col(8)}::numeric[], ${col(9)}::text[], ${col(10)}::text[],
      ${col(11)}::text[], ${col(12)}::text[])
    on conflict do nothing`.execute(db);
}

/**
 * The benchmark's large data set (`npm run seed -- --students N`): each current cohort module
 * enrols every student of its programme (about 12,500 each at 100,000 students, as many at
 * 1,000,000, where the further students are at other campuses), each with their assignments in
 * every status, set-based and adding only what is missing.
 */
export async function growModules({ db, counters }: GrowContext<ModulesDb>) {
  const enrolled = await enrol(db, 'grow');
  await parameters(db, 'grow');
  await sql`update student_modules sm set sub_group = sm.student_module_id % 10,
      status = (array['ACTIVE', 'ACTIVE', 'HOLD_WIL', 'ACTIVE', 'ACTIVE', 'DROPPED', 'ACTIVE', 'COMPLETED', 'ACTIVE'])[sm.student_module_id % 9 + 1]
    where sm.created_by = 'grow' and sm.sub_group is null`.execute(db);
  const assigned =
    await sql`insert into student_module_assigns (cohort_module_assign_id, student_module_id, status, submitted_date,
      assign_marks, marked_date, turnitin_score, similarity_status, created_by, last_updated_by)
    select cma.cohort_module_assign_id, sm.student_module_id, st.status,
      case when st.status like 'SUBMITTED%' then coalesce(cma.assign_deadline, current_date) - 2 + 4 * (st.status = 'SUBMITTED_LATE')::int end,
      case when st.status like 'SUBMITTED%' and (sm.student_module_id + cma.assign_seq) % 3 <> 0 then 45 + (sm.student_module_id * 7 + cma.assign_seq) % 50 end,
      case when st.status like 'SUBMITTED%' and (sm.student_module_id + cma.assign_seq) % 3 <> 0 then current_date - 3 end,
      case when st.status like 'SUBMITTED%' and cma.turnitin_req_ind = 'Y' then (sm.student_module_id % 45) end,
      case when st.status like 'SUBMITTED%' and cma.turnitin_req_ind = 'Y' then 'COMPLETE' end,
      'grow', 'grow'
      from student_modules sm
      join cohort_module_assigns cma on cma.cohort_module_id = sm.cohort_module_id
      cross join lateral (select case when cma.assign_deadline < current_date
          then (array['SUBMITTED', 'SUBMITTED_LATE', 'SUBMITTED', 'OVERDUE', 'WIP', 'SUBMITTED_LATE', 'BLANK', 'SUBMITTED'])[(sm.student_module_id + cma.assign_seq) % 8 + 1]
          else (array['BLANK', 'WIP', 'SUBMITTED', 'WIP', 'BLANK', 'SUBMITTED'])[(sm.student_module_id + cma.assign_seq) % 6 + 1] end as status) st
     where sm.created_by = 'grow'
       and not exists (select 1 from student_module_assigns x
                        where x.cohort_module_assign_id = cma.cohort_module_assign_id and x.student_module_id = sm.student_module_id)`.execute(
      db,
    );
  // The figures of what was added (or never built with these plugins): one set-based refresh.
  await counters.rebuild(db, studentFigures, enrolled > 0 || Number(assigned.numAffectedRows ?? 0) > 0);
}
