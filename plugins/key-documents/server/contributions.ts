import { sql } from 'kysely';
import { contributeFields } from '@core/server/extensions/fieldPoints.js';
import { modulesContract } from '@schemas/modules/contract.js';
import { STUDENT_MODULES } from './services/access.js';

/**
 * The module area's figures this area owns (issue 30): a student module's exempted hours (the
 * student list and summary, whose neededWilHours and percentage the modules plugin works out
 * from it), and a module's count of students with exempted hours (Module Summary counter, for
 * all students or one AS's, compared by the view's academic_staff_id). Every EXEMPT document
 * counts, DRAFT or SUBMITTED: recording the hours is the exemption (002 §8 'You have
 * successfully input the Exempted Hours…').
 */
export const keyDocumentContributions = [
  contributeFields(modulesContract.points.studentFacts, {
    exemptedHours: (row) =>
      sql<number>`(select coalesce(sum(kd.exempted_hours), 0)::float8 from key_documents kd
        where kd.student_module_id = ${row.studentModuleId} and kd.code = 'EXEMPT')`,
  }),
  contributeFields(modulesContract.points.moduleFacts, {
    exemptedHoursCount: (row) =>
      sql<number>`(select count(distinct kd.student_module_id)::int from key_documents kd
        join ${STUDENT_MODULES} sm on sm.student_module_id = kd.student_module_id
        where sm.cohort_module_id = ${row.cohortModuleId} and kd.code = 'EXEMPT' and kd.exempted_hours > 0
          and (${row.academicStaffId}::int is null or sm.academic_staff_id = ${row.academicStaffId}))`,
  }),
];
