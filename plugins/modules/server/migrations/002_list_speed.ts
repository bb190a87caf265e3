import { sqlMigration, type Migration } from '@core/server/db/migrate.js';

/**
 * Indexes of the module lists and counters at benchmark size (10,000+ students a module): one
 * assignment's rows by status (assign/search, the counters), a module's students by status.
 */
const statements = [
  `create index student_module_assigns_assign_status_idx on student_module_assigns (cohort_module_assign_id, status)`,
  `create index student_modules_module_status_idx on student_modules (cohort_module_id, status)`,
];

export const listSpeed: Migration = sqlMigration('002_list_speed', statements);
