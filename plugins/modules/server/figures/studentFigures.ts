import { sql } from 'kysely';
import type { ModulesDb } from '../area.js';
import type { Counters } from '@core/server/counters/counters.js';
import { defineFigures, keysIn, perModuleAndStaff } from '@core/server/counters/figures.js';
import { modulesContract } from '@schemas/modules/contract.js';
import { programmesContract } from '@schemas/programmes/contract.js';
import { FIGURES, STUDENT_ASSIGNS } from '../services/sqlParts.js';
import { hoursBucketSql, lessHoursSql, sharesSql, totalMarkSql } from './markSql.js';

/**
 * A student assignment's state as one letter, for the per-assignment counts: BLANK, WIP,
 * SUBMITTED, SUBMITTED_LATE, OVERDUE as B, W, S, L, O, in lower case once marked.
 */
const STATE = sql`case sma.status when 'BLANK' then 'B' when 'WIP' then 'W' when 'SUBMITTED' then 'S'
  when 'SUBMITTED_LATE' then 'L' else 'O' end`;
const LETTER = sql`(case when sma.assign_marks is null then ${STATE} else lower(${STATE}) end)`;
const SEQS = Array.from({ length: 10 }, (_, i) => i + 1);

/** A marked student assignment's band (the marks chart) as one digit: below 50, 50s, 60s, 70s, 80 and over. */
const BAND_DIGIT = sql`case when sma.assign_marks < 50 then '0' when sma.assign_marks < 60 then '1'
  when sma.assign_marks < 70 then '2' when sma.assign_marks < 80 then '3' else '4' end`;

/**
 * One student's active assignments in one pass, as a lateral `ap` after `sm`: the figures of
 * ASSIGN_FIGURES, `assign_states`, one letter per assignment sequence 1 to 10 ('-' where the
 * student has none), and `overdue_from`, the first day the student has an overdue assignment
 * (shared/progress.ts: stored OVERDUE, or BLANK or WIP past its deadline): '-infinity' for a
 * stored OVERDUE, the day after the earliest open deadline, or null. Time moves the overdue
 * counts without a write: readers compare overdue_from and the deadlines with today.
 */
const ASSIGNMENTS = sql`left join lateral (
    select ${FIGURES},
           ${sql.join(
             SEQS.map((n) => sql`coalesce(max(${LETTER}) filter (where cma.assign_seq = ${sql.lit(n)}), '-')`),
             sql` || `,
           )} as assign_states,
           ${sql.join(
             SEQS.map(
               (n) =>
                 sql`coalesce(max(${BAND_DIGIT}) filter (where cma.assign_seq = ${sql.lit(n)} and sma.assign_marks is not null), '-')`,
             ),
             sql` || `,
           )} as assign_bands,
           case when bool_or(sma.status = 'OVERDUE') then '-infinity'::date
                else min(cma.assign_deadline) filter (where sma.status in ('BLANK', 'WIP')) + 1 end as overdue_from
      from ${STUDENT_ASSIGNS}) ap on true`;

/** The assignment sequences of a figures row, one row each (`x.seq`, `x.state`), for the per-assignment rollup. */
const EACH_ASSIGNMENT = `cross join lateral (select g.n as seq, substr(f.assign_states, g.n, 1) as state
  from generate_series(1, 10) g(n)) x`;

/**
 * The bands of a figures row, one row per marked assignment (`x.seq`, `x.band`: the band's lower
 * bound, the marks chart's series), for the per-assignment marks rollup.
 */
const EACH_BAND = `cross join lateral (select g.n as seq, substr(f.assign_bands, g.n, 1) as digit,
  (array[0, 50, 60, 70, 80])[nullif(substr(f.assign_bands, g.n, 1), '-')::int + 1] as band
  from generate_series(1, 10) g(n)) x`;

/**
 * The module area's figures of its student modules (issue 36): what the Student List sorts and
 * filters by (copies of the student's ID and names and the AS's name: the kernel's reference data,
 * which changes outside this product; check-counters repairs them after such a load), the
 * assignment counts and states, the total module mark (with the WPA area's marks and the
 * programme's weightings) and the hours flag (with the contributed hours). Rolled up per module
 * and AS: students per sub group and status, per assignment and state, per assignment and mark
 * band (issue 38's marks chart), per hours share bucket (its hours chart), per first overdue day.
 */
/** A rollup of the students per module and AS (0: the whole module) by `by`, over `from`'s rows where `where`. */
const studentsBy = (table: string, by: Record<string, string>, from: string, where: string) =>
  perModuleAndStaff({ table, by, sums: { students: '1' }, ...(from ? { from } : {}), where });

export const studentFigures = defineFigures({
  id: 'modules.studentFigures',
  table: 'student_module_figures',
  point: modulesContract.points.studentFacts,
  role: 'owner',
  facts: [
    'student_name',
    'student_last_name',
    'academic_supervisor_name',
    'sub_group',
    'status',
    'submitted_assign_count',
    'no_marks_assign_count',
    'assign_states',
    'assign_bands',
    'overdue_from',
    'a_part',
    'any_mark',
    'total_module_mark',
    'less_hours',
    'hours_bucket',
  ],
  truth: (keys, ctx) => sql`
    select sm.student_module_id, sm.cohort_module_id, sm.academic_staff_id, s.student_acct_id,
           u.first_name || ' ' || u.last_name as student_name, u.last_name as student_last_name,
           asu.first_name || ' ' || asu.last_name as academic_supervisor_name, sm.sub_group, sm.status,
           coalesce(ap.submitted_assign_count, 0) as submitted_assign_count,
           coalesce(ap.no_marks_assign_count, 0) as no_marks_assign_count,
           coalesce(ap.assign_states, '----------') as assign_states,
           coalesce(ap.assign_bands, '----------') as assign_bands, ap.overdue_from, ap.a_part,
           coalesce(ap.any_mark, false) as any_mark,
           ${totalMarkSql(ctx)} as total_module_mark, ${lessHoursSql(ctx)} as less_hours,
           ${hoursBucketSql(ctx)} as hours_bucket
      from student_modules sm
      join students s on s.student_id = sm.student_id
      join users u on u.user_id = s.user_id
      left join academic_staff a on a.academic_staff_id = sm.academic_staff_id
      left join users asu on asu.user_id = a.user_id
      join cohort_modules cm on cm.cohort_module_id = sm.cohort_module_id
      join cohort_programmes cp on cp.cohort_prog_id = cm.cohort_prog_id
      join cohorts co on co.cohort_id = cp.cohort_id
      join programmes p on p.prog_id = cp.prog_id
      left join module_parameters mp on mp.cohort_module_id = sm.cohort_module_id
      ${ASSIGNMENTS}
      ${sharesSql(ctx)}
     where ${keysIn('sm.student_module_id', keys)}`,
  rollups: [
    ...perModuleAndStaff({
      table: 'module_student_groups',
      by: { sub_group: 'coalesce(f.sub_group, -1)', status: 'f.status' },
      sums: { students: '1', less_hours: '(f.less_hours is true)::int' },
    }),
    ...studentsBy('module_assign_states', { assign_seq: 'x.seq', state: 'x.state' }, EACH_ASSIGNMENT, "x.state <> '-'"),
    ...studentsBy('module_assign_bands', { assign_seq: 'x.seq', band: 'x.band' }, EACH_BAND, "x.digit <> '-'"),
    ...studentsBy('module_hours_buckets', { bucket: 'f.hours_bucket' }, '', 'f.hours_bucket is not null'),
    ...studentsBy('module_overdue_days', { overdue_from: 'f.overdue_from' }, '', 'f.overdue_from is not null'),
  ],
  refreshOn: [
    {
      // New weightings of a programme move its modules' total marks.
      change: programmesContract.changes.weightings,
      keys: (payloads) => sql`select sm.student_module_id from student_modules sm
        join cohort_modules cm on cm.cohort_module_id = sm.cohort_module_id
       where cm.cohort_prog_id = any(${payloads.map((p) => p.cohortProgId)}::int[])`,
    },
  ],
});

/**
 * Refreshes the figures of every student of a module (a change of its parameters or
 * assignments moves them all): set-based, in the caller's transaction.
 */
export async function refreshModule(trx: ModulesDb, counters: Counters, cohortModuleId: number) {
  const r = await sql<{ id: number }>`
    select student_module_id as id from student_modules where cohort_module_id = ${cohortModuleId}`.execute(trx);
  await counters.refresh(trx, [{ figures: studentFigures, keys: r.rows.map((x) => x.id) }]);
}
