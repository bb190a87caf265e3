import { sql, type Kysely } from 'kysely';
import type { Migration } from '@core/server/db/migrate.js';

/**
 * Issue 38's hours chart from maintained figures: each student module's share of WIL hours
 * bucket (student_module_figures.hours_bucket: 0, 25, 50, 75 or 100, the share's lower bound) and
 * its rollup per cohort module, AS (0: the whole module) and bucket, kept by the module area's
 * figures (figures/studentFigures.ts, markSql.ts hoursBucketSql). The bucket's inputs are what the
 * WPA and key-documents areas contribute (completed and exempted hours), which this area reads
 * only through the kernel's figures: the migration adds the column and the table, and the kernel's
 * refresh fills them (the seed on a new database; `npm run check-counters` on an existing one).
 */
export const hoursBuckets: Migration = {
  name: '007_hours_buckets',
  async up(db: Kysely<any>) {
    await sql`alter table student_module_figures add column hours_bucket smallint`.execute(db);
    await sql`create table module_hours_buckets (
      cohort_module_id integer not null,
      academic_staff_id integer not null,
      bucket smallint not null,
      students integer not null default 0,
      primary key (cohort_module_id, academic_staff_id, bucket))`.execute(db);
  },
};
