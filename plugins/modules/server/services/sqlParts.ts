import { sql, type Expression, type RawBuilder } from 'kysely';
import type { Kernel } from '@core/server/kernel.js';
import type { ModulesDb } from '../area.js';
import { rowRefs } from '@core/server/extensions/fieldPoints.js';
import { modulesContract } from '@schemas/modules/contract.js';
import { programmesContract } from '@schemas/programmes/contract.js';
import { MODULE_LIMITS } from '@schemas/modules/limits.js';
import { partShares, type ProgrammeWeightings } from '../../shared/marks.js';

/**
 * SQL the module services share, saying in SQL what plugins/modules/shared says in TypeScript
 * (the overdue rule, the total module mark, the hours attained): tests compare the two.
 */

/** A person's name as the lists show it. */
export const nameOf = (alias: string) =>
  sql<string>`nullif(trim(${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)}), '')`;

/**
 * A student assignment overdue (shared/progress.ts effectiveAssignStatus): stored OVERDUE, or
 * BLANK/WIP with the assignment's deadline before today. Over aliases sma (student assignment)
 * and cma (cohort module assignment).
 */
export const OVERDUE = sql`(sma.status = 'OVERDUE' or (sma.status in ('BLANK', 'WIP') and cma.assign_deadline < current_date))`;

/** The status shown and filtered on (OVERDUE for a BLANK or WIP row past its deadline). */
export const EFFECTIVE_STATUS = sql<string>`case when sma.status in ('BLANK', 'WIP') and cma.assign_deadline < current_date then 'OVERDUE' else sma.status end`;

/** Submitted and not marked (pending review, 002 §4). */
export const PENDING_REVIEW = sql`(sma.status in ('SUBMITTED', 'SUBMITTED_LATE') and sma.assign_marks is null)`;

/**
 * One assignment's student rows (after `cma`) by its index: `offset 0` keeps the planner from a
 * hash join reading every student assignment of the institution (a generic plan cannot know a
 * module holds an eighth of them, or a thousandth).
 */
export const ASSIGN_ROWS = sql`select x.student_module_id, x.status, x.assign_marks from student_module_assigns x
  where x.cohort_module_assign_id = cma.cohort_module_assign_id offset 0`;

/** The figures of student assignments (over sma and cma), grouped per student module. */
const FIGURES = sql`case when count(*) = 0 then null
                when sum(cma.assign_weight) > 0 then sum(cma.assign_weight * coalesce(sma.assign_marks, 0)) / sum(cma.assign_weight)
                else avg(coalesce(sma.assign_marks, 0)) end as a_part,
           coalesce(bool_or(sma.assign_marks is not null), false) as any_mark,
           count(*) filter (where sma.status in ('SUBMITTED', 'SUBMITTED_LATE'))::int as submitted_assign_count,
           count(*) filter (where ${PENDING_REVIEW})::int as no_marks_assign_count,
           count(*) filter (where ${OVERDUE})::int as overdue_assign_count`;

/**
 * One student module's own assignment figures over its module's active assignments, as a lateral
 * join `ap` after `sm`: a_part (shared/marks.ts assignmentPart), any_mark, and the counts. For a
 * few rows (a page's, one student's).
 */
export const ASSIGN_FIGURES = sql`left join lateral (
    select ${FIGURES}
      from student_module_assigns sma
      join cohort_module_assigns cma on cma.cohort_module_assign_id = sma.cohort_module_assign_id
     where sma.student_module_id = sm.student_module_id and cma.active_ind = 'Y') ap on true`;

/**
 * The same figures for every student of one module at once (`ap`, joined to `sm`): one pass over
 * the module's assignments' rows, grouped, for statements that read all its students (a list's
 * page sorted or filtered by them, an export).
 */
export const moduleAssignFigures = (cohortModuleId: number) => sql`left join (
    select sma.student_module_id, ${FIGURES}
      from cohort_module_assigns cma
      cross join lateral (${ASSIGN_ROWS}) sma
     where cma.cohort_module_id = ${cohortModuleId} and cma.active_ind = 'Y'
     group by sma.student_module_id) ap on ap.student_module_id = sm.student_module_id`;

/** The student-facts row of a statement over `sm` (student_modules). */
export const STUDENT_ROW = rowRefs({
  studentModuleId: 'sm.student_module_id',
  cohortModuleId: 'sm.cohort_module_id',
  studentId: 'sm.student_id',
});

/** A contributed student figure's expression over `sm`, or undefined when no area contributes it. */
export function studentFact(kernel: Kernel, name: string): Expression<unknown> | undefined {
  const f = kernel.extensions.fields(modulesContract.points.studentFacts).find((x) => x.name === name);
  return f?.select(STUDENT_ROW);
}

/**
 * The total module mark over `sm` and `ap` (shared/marks.ts totalModuleMark): the shares are the
 * module's programme weightings, worked out once per statement; the WPA part is the contributed
 * wpaMarks, left out (share and all) while no area contributes it.
 */
export function totalMarkSql(kernel: Kernel, weightings: ProgrammeWeightings | null): RawBuilder<number | null> {
  const s = partShares(weightings);
  const wpa = studentFact(kernel, 'wpaMarks');
  const sa = sql.lit(s.assignments);
  if (!wpa) {
    return sql<number | null>`case when ap.any_mark and ap.a_part is not null then round(ap.a_part, 2)::float8 end`;
  }
  const sw = sql.lit(s.wpa);
  return sql<number | null>`(select case when not (ap.any_mark or w.m is not null) then null
      else round(((case when ap.a_part is null then 0 else ${sa} * ap.a_part end) + ${sw} * coalesce(w.m, 0))
                 / nullif((case when ap.a_part is null then 0 else ${sa} end) + ${sw}, 0), 2)::float8 end
      from (select (${wpa})::numeric as m) w)`;
}

/** The needed WIL hours over `sm` and the module's parameters `mp` (shared/progress.ts neededWilHours). */
export function neededHoursSql(kernel: Kernel): RawBuilder<number> {
  const exempted = studentFact(kernel, 'exemptedHours');
  return sql<number>`round(greatest(0, coalesce(mp.curriculum_hours, 0) - ${exempted ? sql`coalesce((${exempted})::numeric, 0)` : sql`0`}), 2)`;
}

/**
 * '<50% WIL hours attained' over `sm` and `mp` (shared/progress.ts lessHoursAttained), or
 * undefined while no area contributes completedWilHours.
 */
export function lessHoursSql(kernel: Kernel): RawBuilder<boolean> | undefined {
  const completed = studentFact(kernel, 'completedWilHours');
  if (!completed) return undefined;
  const needed = neededHoursSql(kernel);
  return sql<boolean>`(select n.v > 0 and round(least(100, 100 * greatest(0, coalesce((${completed})::numeric, 0)) / n.v), 2) < ${sql.lit(MODULE_LIMITS.lessHoursPercent)}
    from (select ${needed} as v) n)`;
}

/**
 * The programme weightings of a cohort module (programme_parameters_v, published by the
 * programmes area, read only while it is on): null when it is off or has none for the module's
 * programme and cohort.
 */
export async function weightingsOf(
  db: ModulesDb,
  kernel: Kernel,
  m: { progCode: string; cohortYear: number },
): Promise<ProgrammeWeightings | null> {
  if (!kernel.publishes(programmesContract.readViews.parameters)) return null;
  const r = await sql<ProgrammeWeightings>`
    select assignment1_log_weighting::float8, assignment2_final_report_weighting::float8,
           assignment3_other_weighting::float8, wpa_weighting::float8
      from programme_parameters_v where prog_code = ${m.progCode} and cohort_year = ${m.cohortYear}
     order by programme_parameters_id desc limit 1`.execute(db);
  return r.rows[0] ?? null;
}
