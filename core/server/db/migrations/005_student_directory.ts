import { sqlMigration, type Migration } from '../migrate.js';
import { AUDIT } from '../audit.js';

/**
 * Student data is the kernel's (students, users): what the reports plugin had built on it moves
 * here through a hand-over (issue 27, docs/DECISIONS.md 'Ownership'):
 * - student_names (was reports_student_names): one row per student with programme code, student
 *   ID and name, lower-cased, kept in step with students, users and programmes by triggers in
 *   the same transaction, so any area's name search counts and pages from an index;
 * - the trigram index on users' names;
 * - student_profiles and student_resumes: the student's own contact fields and resumes, which
 *   the student product keeps and this product only reads.
 * An existing database keeps every row (tables renamed or left as they are, triggers and their
 * functions replaced: plpgsql names tables by text); a new one gets them created.
 */
const statements = [
  `create index if not exists users_name_trgm on users using gin ((first_name || ' ' || last_name) gin_trgm_ops)`,

  // The hand-over of an existing database: the table and its indexes under the kernel's names.
  `alter table if exists reports_student_names rename to student_names`,
  `alter index if exists reports_student_names_pkey rename to student_names_pkey`,
  `alter index if exists reports_student_names_by_name rename to student_names_by_name`,
  `alter index if exists reports_student_names_by_acct rename to student_names_by_acct`,
  `drop trigger if exists reports_student_names_added on students`,
  `drop trigger if exists reports_student_names_changed on students`,
  `drop trigger if exists reports_student_names_renamed on users`,
  `drop function if exists reports_student_names_added()`,
  `drop function if exists reports_student_names_changed()`,
  `drop function if exists reports_student_names_renamed()`,

  // A new database: the same table, filled before its indexes are built.
  `create table if not exists student_names (
    student_id integer primary key references students on delete cascade,
    prog_code varchar(20) not null references programmes (prog_code) on update cascade,
    student_acct_id varchar(20) not null,
    student_name text not null,
    student_name_lc text generated always as (lower(student_name)) stored)`,
  `insert into student_names (student_id, prog_code, student_acct_id, student_name)
   select s.student_id, p.prog_code, s.student_acct_id, u.first_name || ' ' || u.last_name
     from students s join users u on u.user_id = s.user_id join programmes p on p.prog_id = s.prog_id
   on conflict (student_id) do nothing`,
  // Name order and student ID order within a programme; the included columns let a count and a
  // filter run on the index alone.
  `create index if not exists student_names_by_name on student_names
     (prog_code, student_name nulls first, student_acct_id nulls first) include (student_name_lc, student_id)`,
  `create index if not exists student_names_by_acct on student_names
     (prog_code, student_acct_id nulls first) include (student_name_lc, student_id)`,

  // New students: one statement-level trigger, so a bulk insert (the large data set) is one join.
  `create or replace function student_names_added() returns trigger language plpgsql as $$
   begin
     insert into student_names (student_id, prog_code, student_acct_id, student_name)
     select n.student_id, p.prog_code, n.student_acct_id, u.first_name || ' ' || u.last_name
       from added n join users u on u.user_id = n.user_id join programmes p on p.prog_id = n.prog_id;
     return null;
   end $$`,
  `create trigger student_names_added after insert on students
     referencing new table as added for each statement execute function student_names_added()`,
  // A student moved to another programme, user or student ID (rare: row level, only on a change).
  `create or replace function student_names_changed() returns trigger language plpgsql as $$
   begin
     update student_names r
        set prog_code = p.prog_code, student_acct_id = new.student_acct_id,
            student_name = u.first_name || ' ' || u.last_name
       from users u, programmes p
      where r.student_id = new.student_id and u.user_id = new.user_id and p.prog_id = new.prog_id;
     return null;
   end $$`,
  `create trigger student_names_changed after update of prog_id, user_id, student_acct_id on students
     for each row when (old.prog_id is distinct from new.prog_id or old.user_id is distinct from new.user_id
                        or old.student_acct_id is distinct from new.student_acct_id)
     execute function student_names_changed()`,
  // A renamed user. Deleted students go by the foreign key's cascade; a renamed programme code by
  // its ON UPDATE CASCADE.
  `create or replace function student_names_renamed() returns trigger language plpgsql as $$
   begin
     update student_names r set student_name = new.first_name || ' ' || new.last_name
       from students s
      where s.user_id = new.user_id and r.student_id = s.student_id;
     return null;
   end $$`,
  `create trigger student_names_renamed after update of first_name, last_name on users
     for each row when (old.first_name is distinct from new.first_name or old.last_name is distinct from new.last_name)
     execute function student_names_renamed()`,

  // The student's own contact fields and resumes (the student product writes them).
  `create table if not exists student_profiles (
    student_id integer primary key references students on delete cascade,
    we_chat varchar(50),
    whats_app varchar(50),
    linked_in varchar(300),
    personal_web varchar(300),${AUDIT})`,
  `create table if not exists student_resumes (
    student_resume_id serial primary key,
    student_id integer not null references students on delete cascade,
    annex_name varchar(300) not null,
    storage_path varchar(500) not null,${AUDIT})`,
  `create index if not exists student_resumes_student_idx on student_resumes (student_id)`,
  `analyze student_names`,
];

export const studentDirectory: Migration = sqlMigration('005_student_directory', statements);
