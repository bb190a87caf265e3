import { foreignKeyMigration } from '@core/server/db/foreignKey.js';

/**
 * The student module's figures (issue 36) reference it by a foreign key, as every row naming a
 * student module does (docs/ARCHITECTURE.md 'Ownership'; tests/db/crossAreaKeys.test.ts).
 */
export const figuresKeys = foreignKeyMigration('005_figures_keys', {
  table: 'student_module_figures',
  column: 'student_module_id',
  references: 'student_modules',
  name: 'student_module',
});
