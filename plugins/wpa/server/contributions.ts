import { sql } from 'kysely';
import { contributeFields } from '@core/server/extensions/fieldPoints.js';
import { modulesContract } from '@schemas/modules/contract.js';
import { ACCEPTED, ACCEPTED_HOURS, SENT_OVER, STUDENT_MODULES } from './services/sqlParts.js';

const { studentFacts, moduleFacts } = modulesContract.points;

/**
 * What the WPA area adds to the module area's rows (002 §2 Student List, student summary, Module
 * Summary counters): each figure one SQL expression correlated with the owner's row, so the
 * module area's list selects, pages and sorts by it in its one statement.
 */

/** Counts WPAs of one student module in the given statuses. */
const countOf = (studentModuleId: unknown, statuses: ReturnType<typeof sql>) =>
  sql<number>`(select count(*)::int from wpa_appls w where w.student_module_id = ${studentModuleId} and w.wpa_status in ${statuses})`;

export const studentFactsFromWpa = contributeFields(studentFacts, {
  /** Waiting for staff action: to send to the supervisor, or to review. */
  pendingWpaCount: (row) => countOf(row.studentModuleId, sql`('PENDING_SEND', 'PENDING_REVIEW')`),
  /** Accepted WPAs whose weight was adjusted (the indicator shows Y above 0). */
  wpaAdjustWeightCount: (row) =>
    sql<number>`(select count(*)::int from wpa_appls w where w.student_module_id = ${row.studentModuleId}
      and w.wpa_status in ${ACCEPTED} and w.override_weight is not null)`,
  /** The WIL hours of the accepted WPAs (Part I as accepted). */
  completedWilHours: (row) =>
    sql<number>`(select coalesce(sum(${ACCEPTED_HOURS}), 0)::float8 from wpa_appls w
      where w.student_module_id = ${row.studentModuleId} and w.wpa_status in ${ACCEPTED})`,
  acceptedWpaCount: (row) => countOf(row.studentModuleId, ACCEPTED),
  inProgressWpaCount: (row) =>
    countOf(row.studentModuleId, sql`('PENDING_SEND', 'SENT_TO_IS', 'RETURNED_TO_STUDENT', 'PENDING_REVIEW')`),
  sentToIsCount: (row) => countOf(row.studentModuleId, sql`('SENT_TO_IS')`),
  completedWpaCount: (row) =>
    countOf(row.studentModuleId, sql`('ACCEPTED', 'ACCEPTED_OFFLINE', 'REJECTED', 'TERMINATED')`),
  /**
   * The work performance mark out of 100 (2 decimals): each accepted WPA's override weight, else
   * the default weight 1/n, times its mark (plugins/wpa/shared/marks.ts totalMark); null when none is accepted.
   */
  wpaMarks: (row) =>
    sql<number>`(select round(sum(coalesce(w.override_weight, 1.0 / t.n) * coalesce(w.mark, 0)), 2)::float8
      from wpa_appls w
      cross join (select count(*) as n from wpa_appls a
                   where a.student_module_id = ${row.studentModuleId} and a.wpa_status in ${ACCEPTED}) t
      where w.student_module_id = ${row.studentModuleId} and w.wpa_status in ${ACCEPTED})`,
});

/**
 * WPAs of one cohort module, for all its students or (the 'Student Assigned' view) only those of
 * one academic supervisor, read through the module area's view. The AS is the point's
 * academic_staff_id, compared with the view's own column (no academic_staff row read).
 */
const moduleWpas = (cohortModuleId: unknown, staffId: unknown, where: ReturnType<typeof sql>) =>
  sql<number>`(select count(*)::int from wpa_appls w where w.cohort_module_id = ${cohortModuleId} and ${where}
    and (${staffId}::int is null or exists (select 1 from ${STUDENT_MODULES} sm
      where sm.student_module_id = w.student_module_id and sm.academic_staff_id = ${staffId})))`;

export const moduleFactsFromWpa = contributeFields(moduleFacts, {
  pendingSendWpaCount: (row) => moduleWpas(row.cohortModuleId, row.academicStaffId, sql`w.wpa_status = 'PENDING_SEND'`),
  sendToIsWpaCount: (row) => moduleWpas(row.cohortModuleId, row.academicStaffId, sql`w.wpa_status = 'SENT_TO_IS'`),
  sendToIsOverWpaCount: (row) => moduleWpas(row.cohortModuleId, row.academicStaffId, SENT_OVER),
  pendingReviewWpaCount: (row) =>
    moduleWpas(row.cohortModuleId, row.academicStaffId, sql`w.wpa_status = 'PENDING_REVIEW'`),
  acceptedWpaCount: (row) => moduleWpas(row.cohortModuleId, row.academicStaffId, sql`w.wpa_status in ${ACCEPTED}`),
  /** The sum of the accepted WPAs' work performance (0 to 5 each); the average is this over acceptedWpaCount. */
  workPerformanceMark: (row) =>
    sql<number>`(select coalesce(sum(w.work_performance), 0)::float8 from wpa_appls w
      where w.cohort_module_id = ${row.cohortModuleId} and w.wpa_status in ${ACCEPTED}
      and (${row.academicStaffId}::int is null or exists (select 1 from ${STUDENT_MODULES} sm
        where sm.student_module_id = w.student_module_id and sm.academic_staff_id = ${row.academicStaffId})))`,
  /**
   * Students of the module (or of the AS) with no accepted WPA: the students less those with one,
   * each an index range of the module (a 'not exists' per student was planned as an anti join
   * reading every WPA).
   */
  noAcceptedWpaStudentCount: (row) =>
    sql<number>`((select count(*)::int from ${STUDENT_MODULES} sm
      where sm.cohort_module_id = ${row.cohortModuleId}
      and (${row.academicStaffId}::int is null or sm.academic_staff_id = ${row.academicStaffId}))
    - (select count(distinct w.student_module_id)::int from wpa_appls w
      where w.cohort_module_id = ${row.cohortModuleId} and w.wpa_status in ${ACCEPTED}
      and (${row.academicStaffId}::int is null or exists (select 1 from ${STUDENT_MODULES} sm
        where sm.student_module_id = w.student_module_id and sm.academic_staff_id = ${row.academicStaffId}))))`,
});
