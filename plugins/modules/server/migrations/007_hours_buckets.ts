import { sql, type Kysely } from 'kysely';
import type { Migration } from '@core/server/db/migrate.js';

/**
 * Issue 38's hours chart from maintained figures: each student module's share of WIL hours
 * bucket (student_module_figures.hours_bucket: 0, 25, 50, 75 or 100, the share's lower bound) and
 * its rollup per cohort module, AS (0: the whole module) and bucket, kept by the module area's
 * figures (figures/studentFigures.ts, markSql.ts hoursBucketSql). The backfill reads the columns
 * the WPA and key-documents areas contribute the completed and exempted hours from (their
 * figures), where they exist: on a new database they come later and the seed builds the figures.
 */
async function backfill(db: Kysely<any>) {
  const r = await sql<{ wpa: boolean; kd: boolean }>`
    select to_regclass('wpa_student_figures') is not null as wpa,
           to_regclass('key_document_student_figures') is not null as kd`.execute(db);
  const { wpa, kd } = r.rows[0]!;
  if (!wpa) return;
  const exempted = kd
    ? sql`coalesce((select k.exempted_hours from key_document_student_figures k
        where k.student_module_id = sm.student_module_id)::numeric, 0)`
    : sql`0`;
  await sql`update student_module_figures f set hours_bucket = case when x.p < 25 then 0 when x.p < 50 then 25
        when x.p < 75 then 50 when x.p < 100 then 75 else 100 end
      from student_modules sm
      left join module_parameters mp on mp.cohort_module_id = sm.cohort_module_id
      left join wpa_student_figures w on w.student_module_id = sm.student_module_id
      cross join lateral (select round(greatest(0, coalesce(mp.curriculum_hours, 0) - ${exempted}), 2) as v) n
      cross join lateral (select case when n.v > 0
        then round(least(100, 100 * greatest(0, coalesce(w.completed_wil_hours::numeric, 0)) / n.v), 2) else 100 end as p) x
     where sm.student_module_id = f.student_module_id and f.cohort_module_id is not null`.execute(db);
}

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
    await backfill(db);
    await sql`insert into module_hours_buckets (cohort_module_id, academic_staff_id, bucket, students)
      select f.cohort_module_id, s.staff, f.hours_bucket, count(*)
        from student_module_figures f
        cross join lateral (select 0 as staff union all select f.academic_staff_id where f.academic_staff_id is not null) s
       where f.hours_bucket is not null and f.cohort_module_id is not null
       group by 1, 2, 3`.execute(db);
  },
};
