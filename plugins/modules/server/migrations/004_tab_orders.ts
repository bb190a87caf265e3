import { sql, type Kysely } from 'kysely';
import type { Migration } from '@core/server/db/migrate.js';

/**
 * An assignment tab sorted by a column of its rows (issue 36): submitted date, mark, date marked,
 * Turnitin score, each an index of the assignment's rows in that order, so a page reads its rows
 * and stops.
 */
const SORTED = ['submitted_date', 'assign_marks', 'marked_date', 'turnitin_score'];

export const tabOrders: Migration = {
  name: '004_tab_orders',
  async up(db: Kysely<any>) {
    for (const c of SORTED) {
      await sql
        .raw(
          `create index student_module_assigns_${c}_idx on student_module_assigns
             (cohort_module_assign_id, ${c}, student_module_assign_id)`,
        )
        .execute(db);
    }
  },
};
