import { sqlMigration, type Migration } from '@core/server/db/migrate.js';
import { modulesContract } from '@schemas/modules/contract.js';

const studentModules = modulesContract.keys.studentModule;

/**
 * The cross-area rule (docs/ARCHITECTURE.md 'Ownership'): a document and its events reference
 * their student module by a foreign key to the module area's table, which its contract offers
 * (`keys`) and this area requires; the module area cannot delete a student module that has them.
 */
const statements = [
  `alter table key_documents add constraint key_documents_student_module_fk
     foreign key (student_module_id) references ${studentModules}`,
  `alter table key_document_events add constraint key_document_events_student_module_fk
     foreign key (student_module_id) references ${studentModules}`,
];

export const studentModuleKeys: Migration = sqlMigration('002_student_module_keys', statements);
