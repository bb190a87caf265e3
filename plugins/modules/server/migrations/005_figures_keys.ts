import type { Kysely } from 'kysely';
import { addForeignKey } from '@core/server/db/foreignKey.js';
import type { Migration } from '@core/server/db/migrate.js';

/**
 * The student module's figures (issue 36) reference it by a foreign key, as every row naming a
 * student module does (docs/ARCHITECTURE.md 'Ownership'; tests/db/crossAreaKeys.test.ts).
 */
export const figuresKeys: Migration = {
  name: '005_figures_keys',
  async up(db: Kysely<any>) {
    await addForeignKey(db, {
      table: 'student_module_figures',
      column: 'student_module_id',
      references: 'student_modules',
      name: 'student_module',
    });
  },
};
