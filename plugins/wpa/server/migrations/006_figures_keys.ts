import { foreignKeyMigration } from '@core/server/db/foreignKey.js';
import { modulesContract } from '@schemas/modules/contract.js';

/**
 * The cross-area rule (docs/ARCHITECTURE.md 'Ownership'): the WPA figures of a student module
 * (issue 36) reference it by a foreign key to the table the module area's contract offers.
 */
export const figuresKeys = foreignKeyMigration('006_figures_keys', {
  table: 'wpa_student_figures',
  column: 'student_module_id',
  references: modulesContract.keys.studentModule,
  name: 'student_module',
});
