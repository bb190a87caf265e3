import { sql, type Expression } from 'kysely';
import type { Kernel } from '@core/server/kernel.js';
import type { ModulesDb } from '../area.js';
import { rowRefs } from '@core/server/extensions/fieldPoints.js';
import { modulesContract } from '@schemas/modules/contract.js';
import { programmesContract } from '@schemas/programmes/contract.js';
import type { ProgrammeWeightings } from '../../shared/marks.js';

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
 * Over a row `t` of module_assign_states (students per assignment and state letter,
 * figures/studentFigures.ts): pending review (submitted, not marked), and overdue given the
 * assignment's deadline (stored OVERDUE, or BLANK/WIP once the deadline has passed: the date moves
 * it without a write), as OVERDUE above says it of one student assignment.
 */
export const STATE_PENDING_REVIEW = sql`t.state in ('S', 'L')`;
export const stateOverdue = (deadline: Expression<unknown>) =>
  sql`(t.state in ('O', 'o') or (t.state in ('B', 'W', 'b', 'w') and ${deadline} < current_date))`;

/**
 * One student module's (`sm`) rows of its module's active assignments (`sma`, `cma`), each
 * assignment looked up by key (`offset 0`: no hash of every assignment of the institution per student).
 */
export const STUDENT_ASSIGNS = sql`student_module_assigns sma
  cross join lateral (select c.* from cohort_module_assigns c
    where c.cohort_module_assign_id = sma.cohort_module_assign_id and c.active_ind = 'Y' offset 0) cma
  where sma.student_module_id = sm.student_module_id`;

/** The figures of student assignments (over sma and cma), grouped per student module. */
export const FIGURES = sql`case when count(*) = 0 then null
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
    select ${FIGURES} from ${STUDENT_ASSIGNS}) ap on true`;

/** The student-facts row of a statement over `sm` (student_modules). */
export const STUDENT_ROW = rowRefs({
  studentModuleId: 'sm.student_module_id',
  cohortModuleId: 'sm.cohort_module_id',
  studentId: 'sm.student_id',
});

/** A contributed student figure's expression over `sm`, or undefined when no area contributes it. */
export function studentFact(kernel: Pick<Kernel, 'extensions'>, name: string): Expression<unknown> | undefined {
  const f = kernel.extensions.fields(modulesContract.points.studentFacts).find((x) => x.name === name);
  return f?.select(STUDENT_ROW);
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
