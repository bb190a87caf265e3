import { sql } from 'kysely';
import { contributeFields, fromFigures } from '@core/server/extensions/fieldPoints.js';
import { ALL_STAFF } from '@core/server/counters/figures.js';
import { modulesContract } from '@schemas/modules/contract.js';

/**
 * The module area's figures this area owns (issue 30), from its maintained figures (issue 36:
 * figures/studentFigures.ts): a student module's exempted hours (the student list and summary,
 * whose neededWilHours and percentage the modules plugin works out from it), and a module's count
 * of students with exempted hours (Module Summary counter, for all students or one AS).
 */
export const keyDocumentContributions = [
  contributeFields(modulesContract.points.studentFacts, {
    exemptedHours: fromFigures('key_document_student_figures', 'exempted_hours'),
  }),
  contributeFields(modulesContract.points.moduleFacts, {
    exemptedHoursCount: (row) =>
      sql<number>`coalesce((select c.exempted_students from key_document_module_counts c
        where c.cohort_module_id = ${row.cohortModuleId}
          and c.academic_staff_id = coalesce(${row.academicStaffId}::int, ${ALL_STAFF})), 0)`,
  }),
];
