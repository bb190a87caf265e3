import { sqlMigration, type Migration } from '@core/server/db/migrate.js';

/**
 * The key-documents area's maintained figures (issue 36): per student module, the exempted hours
 * and the documents by status, with the module, AS and student ID the module area scopes it by
 * (its contribution at modules.studentFacts, the 'Exempted Hours' list), rolled up per module and
 * AS (the Module Summary's counter, Key Documents' totals); and each document's cohort module, so
 * a module's documents page from an index newest first. The column is nullable and filled here:
 * the previous release inserts without it, and check-counters fills what it left.
 */
const statements = [
  `alter table key_documents add column if not exists cohort_module_id integer`,
  `update key_documents kd set cohort_module_id = sm.cohort_module_id
     from modules_student_modules_v sm where sm.student_module_id = kd.student_module_id and kd.cohort_module_id is null`,
  `create index key_documents_module_idx on key_documents (cohort_module_id, uploaded_date desc, key_document_id desc)`,
  `create table key_document_student_figures (
    student_module_id integer primary key,
    cohort_module_id integer,
    academic_staff_id integer,
    student_acct_id varchar(20),
    exempted_hours numeric(9,2),
    documents integer,
    draft_documents integer,
    submitted_documents integer)`,
  `create index key_document_student_figures_hours_idx on key_document_student_figures
     (cohort_module_id, exempted_hours, student_module_id)`,
  `create index key_document_student_figures_exempted_idx on key_document_student_figures
     (cohort_module_id, student_acct_id, student_module_id) where exempted_hours > 0`,
  `create table key_document_module_counts (
    cohort_module_id integer not null,
    academic_staff_id integer not null,
    documents integer not null default 0,
    draft_documents integer not null default 0,
    submitted_documents integer not null default 0,
    exempted_students integer not null default 0,
    primary key (cohort_module_id, academic_staff_id))`,
];

export const studentFigures: Migration = sqlMigration('003_student_figures', statements);
