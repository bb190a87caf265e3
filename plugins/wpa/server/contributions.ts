import { sql } from 'kysely';
import { contributeFields, fromFigures, type RowRefs } from '@core/server/extensions/fieldPoints.js';
import { ALL_STAFF } from '@core/server/counters/figures.js';
import { modulesContract } from '@schemas/modules/contract.js';
import { WPA_RANGE } from '@schemas/wpa/limits.js';
import { STUDENT_MODULES } from './services/sqlParts.js';

const { studentFacts, moduleFacts } = modulesContract.points;

/**
 * What the WPA area adds to the module area's rows (002 §2 Student List, student summary, Module
 * Summary counters), from its maintained figures (figures/studentFigures.ts): a student's figures
 * are a column of its row in wpa_student_figures, which the Student List pages by; a module's
 * counters are a row of wpa_module_counts for the whole module (academic_staff_id 0) or one AS.
 */

const FIGURES = 'wpa_student_figures';

export const studentFactsFromWpa = contributeFields(studentFacts, {
  /** Waiting for staff action: to send to the supervisor, or to review. */
  pendingWpaCount: fromFigures(FIGURES, 'pending_wpa_count'),
  /** Accepted WPAs whose weight was adjusted (the indicator shows Y above 0). */
  wpaAdjustWeightCount: fromFigures(FIGURES, 'wpa_adjust_weight_count'),
  /** The WIL hours of the accepted WPAs (Part I as accepted). */
  completedWilHours: fromFigures(FIGURES, 'completed_wil_hours'),
  acceptedWpaCount: fromFigures(FIGURES, 'accepted_wpa_count'),
  inProgressWpaCount: fromFigures(FIGURES, 'in_progress_wpa_count'),
  sentToIsCount: fromFigures(FIGURES, 'sent_to_is_count'),
  completedWpaCount: fromFigures(FIGURES, 'completed_wpa_count'),
  /** The work performance mark out of 100: null when none is accepted. */
  wpaMarks: fromFigures(FIGURES, 'wpa_marks'),
});

type ModuleRow = RowRefs<(typeof moduleFacts.row)[number]>;

/** The module's (or one AS's: academicStaffId) counters row of wpa_module_counts, one column of it. */
const counter = (row: ModuleRow, expr: string) =>
  sql<number>`coalesce((select ${sql.raw(expr)} from wpa_module_counts c
    where c.cohort_module_id = ${row.cohortModuleId} and c.academic_staff_id = coalesce(${row.academicStaffId}::int, ${ALL_STAFF})), 0)`;

/** 'Sent to IS over 14 days' (002 §9) to the second: whole days from the daily counts, the boundary day from its forms. */
const OVER = sql.lit(WPA_RANGE.overDays);
export const sentOver = (row: ModuleRow) => sql<number>`(
  (select coalesce(sum(d.forms), 0)::int from wpa_sent_days d
    where d.cohort_module_id = ${row.cohortModuleId} and d.academic_staff_id = coalesce(${row.academicStaffId}::int, ${ALL_STAFF})
      and d.sent_day < ((now() - make_interval(days => ${OVER})) at time zone 'UTC')::date)
  + (select count(*)::int from wpa_appls w
    where w.cohort_module_id = ${row.cohortModuleId} and w.wpa_status = 'SENT_TO_IS'
      and w.sent_to_is_date >= date_trunc('day', (now() - make_interval(days => ${OVER})) at time zone 'UTC') at time zone 'UTC'
      and w.sent_to_is_date < now() - make_interval(days => ${OVER})
      and (${row.academicStaffId}::int is null or exists (select 1 from ${STUDENT_MODULES} sm
        where sm.student_module_id = w.student_module_id and sm.academic_staff_id = ${row.academicStaffId}))))`;

export const moduleFactsFromWpa = contributeFields(moduleFacts, {
  pendingSendWpaCount: (row) => counter(row, 'c.pending_send'),
  sendToIsWpaCount: (row) => counter(row, 'c.sent_to_is'),
  sendToIsOverWpaCount: sentOver,
  pendingReviewWpaCount: (row) => counter(row, 'c.pending_review'),
  acceptedWpaCount: (row) => counter(row, 'c.accepted + c.accepted_offline'),
  /** The sum of the accepted WPAs' work performance (0 to 5 each); the average is this over acceptedWpaCount. */
  workPerformanceMark: (row) => sql<number>`(${counter(row, 'c.work_performance')})::float8`,
  /** Students of the module (or of the AS) with no accepted WPA. */
  noAcceptedWpaStudentCount: (row) => counter(row, 'c.no_accepted_students'),
});
