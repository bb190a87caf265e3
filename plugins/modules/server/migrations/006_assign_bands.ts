import { sql, type Kysely } from 'kysely';
import type { Migration } from '@core/server/db/migrate.js';

/**
 * Issue 38's marks chart from maintained figures: each student module's band per assignment
 * (student_module_figures.assign_bands, one digit per assignment sequence: below 50, 50s, 60s,
 * 70s, 80 and over; '-' unmarked) and its rollup per cohort module, AS (0: the whole module),
 * assignment and band, kept by the module area's figures (figures/studentFigures.ts) and
 * backfilled here from the marks (the same SQL the figures' truth says it in).
 */
const BAND = `case when sma.assign_marks < 50 then '0' when sma.assign_marks < 60 then '1'
  when sma.assign_marks < 70 then '2' when sma.assign_marks < 80 then '3' else '4' end`;

const statements = [
  `alter table student_module_figures add column assign_bands varchar(10)`,
  `create table module_assign_bands (
    cohort_module_id integer not null,
    academic_staff_id integer not null,
    assign_seq smallint not null,
    band smallint not null,
    students integer not null default 0,
    primary key (cohort_module_id, academic_staff_id, assign_seq, band))`,
  `update student_module_figures f set assign_bands = b.bands
     from (select sm.student_module_id,
                  ${Array.from(
                    { length: 10 },
                    (_, i) => `coalesce(max(${BAND}) filter (where cma.assign_seq = ${i + 1}), '-')`,
                  ).join(' || ')} as bands
             from student_modules sm
             join student_module_assigns sma on sma.student_module_id = sm.student_module_id and sma.assign_marks is not null
             join cohort_module_assigns cma on cma.cohort_module_assign_id = sma.cohort_module_assign_id and cma.active_ind = 'Y'
            group by sm.student_module_id) b
    where b.student_module_id = f.student_module_id`,
  `update student_module_figures set assign_bands = '----------' where assign_bands is null and cohort_module_id is not null`,
  `insert into module_assign_bands (cohort_module_id, academic_staff_id, assign_seq, band, students)
   select f.cohort_module_id, s.staff, x.seq, (array[0, 50, 60, 70, 80])[x.digit::int + 1], count(*)
     from student_module_figures f
     cross join lateral (select g.n as seq, substr(f.assign_bands, g.n, 1) as digit from generate_series(1, 10) g(n)) x
     cross join lateral (select 0 as staff union all select f.academic_staff_id where f.academic_staff_id is not null) s
    where x.digit <> '-'
    group by 1, 2, 3, 4`,
];

export const assignBands: Migration = {
  name: '006_assign_bands',
  async up(db: Kysely<any>) {
    for (const s of statements) await sql.raw(s).execute(db);
  },
};
