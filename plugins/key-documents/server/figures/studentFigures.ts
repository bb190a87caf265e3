import { sql } from 'kysely';
import { defineCopy, defineFigures, keysIn, perModuleAndStaff } from '@core/server/counters/figures.js';
import { modulesContract } from '@schemas/modules/contract.js';
import { STUDENT_MODULES } from '../services/access.js';

/**
 * The key-documents area's figures of the module area's student modules (issue 36): the exempted
 * hours (every EXEMPT document, DRAFT or SUBMITTED: recording the hours is the exemption) and the
 * documents by status, read by the module area's lists through modules.studentFacts and rolled up
 * per module and AS (the Module Summary's 'exempted hours' counter, Key Documents' totals).
 */
export const studentFigures = defineFigures({
  id: 'key-documents.studentFigures',
  table: 'key_document_student_figures',
  point: modulesContract.points.studentFacts,
  role: 'contributor',
  facts: ['exempted_hours', 'documents', 'draft_documents', 'submitted_documents'],
  truth: (keys) => sql`
    select sm.student_module_id, sm.cohort_module_id, sm.academic_staff_id, sm.student_acct_id,
           coalesce(sum(kd.exempted_hours) filter (where kd.code = 'EXEMPT'), 0) as exempted_hours,
           count(kd.key_document_id) as documents,
           count(kd.key_document_id) filter (where kd.status = 'DRAFT') as draft_documents,
           count(kd.key_document_id) filter (where kd.status = 'SUBMITTED') as submitted_documents
      from ${STUDENT_MODULES} sm
      left join key_documents kd on kd.student_module_id = sm.student_module_id
     where ${keysIn('sm.student_module_id', keys)}
     group by sm.student_module_id, sm.cohort_module_id, sm.academic_staff_id, sm.student_acct_id`,
  rollups: perModuleAndStaff({
    table: 'key_document_module_counts',
    sums: {
      documents: 'f.documents',
      draft_documents: 'f.draft_documents',
      submitted_documents: 'f.submitted_documents',
      exempted_students: '(f.exempted_hours > 0)::int',
    },
  }),
});

/** Each document's cohort module (its list's index), copied from its student module when it is written. */
export const documentModules = defineCopy({
  id: 'key-documents.documentModules',
  table: 'key_documents',
  key: 'key_document_id',
  columns: ['cohort_module_id'],
  truth: () => sql`select kd.key_document_id, sm.cohort_module_id
    from key_documents kd join ${STUDENT_MODULES} sm on sm.student_module_id = kd.student_module_id`,
});
