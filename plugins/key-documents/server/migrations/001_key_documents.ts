import { sqlMigration, type Migration } from '@core/server/db/migrate.js';
import { AUDIT } from '@core/server/db/audit.js';

/**
 * Key documents and their events (spec 002 §3 'Key document'). A document hangs from a student
 * module of the modules area, read through its view modules_student_modules_v; the foreign keys to
 * it came with the cross-area rule of issue 34 (002_student_module_keys). Events have no foreign
 * key to the document: they outlive a deletion.
 */
const statements = [
  `create table key_documents (
    key_document_id serial primary key,
    student_module_id integer not null,
    file_type integer not null references sys_params,
    file_desc varchar(150),
    file_path varchar(500) not null,
    file_name varchar(255) not null,
    file_ext varchar(10) not null,
    file_size integer not null check (file_size > 0),
    file_hash char(64) not null,
    uploaded_date timestamptz not null default now(),
    uploaded_by integer not null references users,
    user_type varchar(30) not null,
    status varchar(20) not null default 'DRAFT' check (status in ('DRAFT', 'SUBMITTED')),
    code varchar(20) check (code = 'EXEMPT'),
    exempted_hours numeric(5,2) check (exempted_hours between 0 and 999.99),
    check ((code is null) = (exempted_hours is null)),${AUDIT})`,
  // The lists read one student module, or every student module of a cohort module (through the
  // view), newest upload first; the counters look for exemptions.
  `create index key_documents_student_module_idx on key_documents (student_module_id, uploaded_date desc)`,
  `create index key_documents_exempt_idx on key_documents (student_module_id) include (exempted_hours) where code = 'EXEMPT'`,
  `create table key_document_events (
    event_id bigserial primary key,
    key_document_id integer not null,
    student_module_id integer not null,
    action varchar(20) not null check (action in ('UPLOAD', 'REPLACE', 'SUBMIT', 'DELETE')),
    from_status varchar(20),
    to_status varchar(20),
    remark varchar(500),
    file_path varchar(500),
    exempted_hours numeric(5,2),
    created_by integer not null references users,
    created_date timestamptz not null default now())`,
  `create index key_document_events_document_idx on key_document_events (key_document_id, event_id)`,
];

export const createKeyDocumentTables: Migration = sqlMigration('001_key_documents', statements);
