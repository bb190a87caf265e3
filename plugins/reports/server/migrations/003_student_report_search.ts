import { sql, type Kysely } from 'kysely';
import type { Migration } from '@core/server/db/migrate.js';

/**
 * The Student Report's search, fast on 100,000 students (issue 4 benchmark).
 *
 * The report filters and sorts on a programme (students → programmes) and a name (users), and
 * needs the total of every match for paging. With the name in one table and the programme in
 * another, the total costs a join of every student of the programme (and ILIKE lower-cases each
 * name again). So the plugin keeps reports_student_names: one row per student with its
 * programme code, student ID, name and lower-cased name, kept in step with students, users and
 * programmes by triggers in the same transaction (an index kept by hand, not a cache: every
 * search still counts and pages live rows). Indexes on (programme, sort column) that carry the
 * lower-cased name answer the total from the index alone and the first page in sort order.
 *
 * reports_students_v is then driven by that table, its lookups LEFT JOINs on keys that always
 * match (foreign keys), so the planner drops the lookups a query does not read (the count reads
 * none) and runs them for the page's rows only. The view keeps its columns (and adds
 * student_name_lc), so the later profile issue can still replace it.
 */
const statements = [
  `create table reports_student_names (
    student_id integer primary key references students on delete cascade,
    prog_code varchar(20) not null references programmes (prog_code) on update cascade,
    student_acct_id varchar(20) not null,
    student_name text not null,
    student_name_lc text generated always as (lower(student_name)) stored)`,
  // Filled before its indexes are built (faster on a large data set).
  `insert into reports_student_names (student_id, prog_code, student_acct_id, student_name)
   select s.student_id, p.prog_code, s.student_acct_id, u.first_name || ' ' || u.last_name
     from students s join users u on u.user_id = s.user_id join programmes p on p.prog_id = s.prog_id`,

  // Name order (the screen's usual sort) and student ID order (the default), both within a
  // programme; the included columns let count and filter run on the index alone.
  `create index reports_student_names_by_name on reports_student_names
     (prog_code, student_name nulls first, student_acct_id nulls first) include (student_name_lc, student_id)`,
  `create index reports_student_names_by_acct on reports_student_names
     (prog_code, student_acct_id nulls first) include (student_name_lc, student_id)`,

  // New students: one statement-level trigger, so a bulk insert (the large data set) is one join.
  `create function reports_student_names_added() returns trigger language plpgsql as $$
   begin
     insert into reports_student_names (student_id, prog_code, student_acct_id, student_name)
     select n.student_id, p.prog_code, n.student_acct_id, u.first_name || ' ' || u.last_name
       from added n join users u on u.user_id = n.user_id join programmes p on p.prog_id = n.prog_id;
     return null;
   end $$`,
  `create trigger reports_student_names_added after insert on students
     referencing new table as added for each statement execute function reports_student_names_added()`,

  // A student moved to another programme, another user or student ID (rare: row-level, and only
  // when one of those changed).
  `create function reports_student_names_changed() returns trigger language plpgsql as $$
   begin
     update reports_student_names r
        set prog_code = p.prog_code, student_acct_id = new.student_acct_id,
            student_name = u.first_name || ' ' || u.last_name
       from users u, programmes p
      where r.student_id = new.student_id and u.user_id = new.user_id and p.prog_id = new.prog_id;
     return null;
   end $$`,
  `create trigger reports_student_names_changed after update of prog_id, user_id, student_acct_id on students
     for each row when (old.prog_id is distinct from new.prog_id or old.user_id is distinct from new.user_id
                        or old.student_acct_id is distinct from new.student_acct_id)
     execute function reports_student_names_changed()`,

  // A renamed user. Deleted students go by the foreign key's cascade; a renamed programme code by
  // its ON UPDATE CASCADE.
  `create function reports_student_names_renamed() returns trigger language plpgsql as $$
   begin
     update reports_student_names r set student_name = new.first_name || ' ' || new.last_name
       from students s
      where s.user_id = new.user_id and r.student_id = s.student_id;
     return null;
   end $$`,
  `create trigger reports_student_names_renamed after update of first_name, last_name on users
     for each row when (old.first_name is distinct from new.first_name or old.last_name is distinct from new.last_name)
     execute function reports_student_names_renamed()`,

  `create or replace view reports_students_v as
   select n.student_id, u.account_id as user_code, n.student_acct_id,
          u.first_name, u.last_name, n.student_name,
          c.cohort_year as student_entry_year, s.study_year_entry,
          u.active as active_ind,
          case when u.active = 'N' then u.last_updated_date::date end as inactive_date,
          n.prog_code, p.prog_title as student_programme,
          d.dept_id, d.dept_code, (d.dept_code || ' - ' || d.dept_name) as student_dept,
          case when coalesce(u.email, '') <> '' then 'Y' else 'N' end as email,
          case when coalesce(s.contact_phone, '') <> '' then 'Y' else 'N' end as contact_phone,
          'N'::text as we_chat, 'N'::text as personal_web, 'N'::text as whats_app, 'N'::text as linked_in,
          'N'::text as resume,
          n.student_name_lc
     from reports_student_names n
     left join students s on s.student_id = n.student_id
     left join users u on u.user_id = s.user_id
     left join cohorts c on c.cohort_id = s.cohort_id
     left join programmes p on p.prog_code = n.prog_code
     left join departments d on d.dept_id = p.dept_id`,
  `analyze reports_student_names`,
];

export const studentReportSearch: Migration = {
  name: '003_student_report_search',
  async up(db: Kysely<any>) {
    for (const s of statements) await sql.raw(s).execute(db);
  },
};
