import { sql, type Kysely } from 'kysely';
import type { Migration } from '@core/server/db/migrate.js';
import { modulesContract } from '@schemas/modules/contract.js';

/**
 * The cross-area rule (docs/ARCHITECTURE.md 'Ownership'): the key-document figures of a student
 * module (issue 36) reference it by a foreign key to the table the module area's contract offers.
 */
export const figuresKeys: Migration = {
  name: '004_figures_keys',
  async up(db: Kysely<any>) {
    await sql
      .raw(
        `alter table key_document_student_figures add constraint key_document_student_figures_student_module_fk
           foreign key (student_module_id) references ${modulesContract.keys.studentModule}`,
      )
      .execute(db);
  },
};
