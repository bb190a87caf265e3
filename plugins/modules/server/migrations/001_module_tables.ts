import { sql, type Kysely } from 'kysely';
import type { Migration } from '@core/server/db/migrate.js';
import { AUDIT } from '@core/server/db/audit.js';

const FLAG = (name: string, dflt = 'N') => `${name} char(1) not null default '${dflt}' check (${name} in ('Y','N'))`;

/**
 * The module area's tables (spec 002 §3). student_modules was created, minimal, by the reports
 * plugin for the Student Enrolled Module Report (reports 001); it is handed over here
 * (docs/DECISIONS.md 'Issue 28: modules'): a new database gets it created as reports had it, an
 * existing one keeps it with every row, and both then gain what the area needs (sub group, the
 * status set). The report's view over it goes too (reports_student_modules_v): this area
 * publishes modules_student_modules_v, which the report now reads.
 */
const statements = [
  // A new database: the table as reports 001 created it (that step no longer does).
  `create table if not exists student_modules (
    student_module_id serial primary key,
    cohort_module_id integer not null references cohort_modules,
    student_id integer not null references students,
    academic_staff_id integer references academic_staff,
    wil_hours numeric(6,1) not null default 0,
    status varchar(20) not null default 'ACTIVE',
    ${AUDIT},
    unique (cohort_module_id, student_id))`,
  `create index if not exists student_modules_staff_idx on student_modules (academic_staff_id)`,
  // The report's view over it: the area publishes its own (below).
  `drop view if exists reports_student_modules_v`,

  // What the area needs beyond the report's columns (002 §3 'Student module'): the sub group and
  // the status set; a row kept with another status becomes ACTIVE.
  `alter table student_modules add column if not exists sub_group smallint check (sub_group between 0 and 9)`,
  `update student_modules set status = 'ACTIVE' where status not in ('ACTIVE', 'HOLD_WIL', 'DROPPED', 'COMPLETED')`,
  `alter table student_modules add constraint student_modules_status_check
     check (status in ('ACTIVE', 'HOLD_WIL', 'DROPPED', 'COMPLETED'))`,
  // A module's students, and one AS's students of a module: index ranges.
  `create index if not exists student_modules_module_staff_idx on student_modules (cohort_module_id, academic_staff_id)`,

  // Module parameters, one row per cohort module (002 §3 'Cohort module', §5).
  `create table module_parameters (
    cohort_module_id integer primary key references cohort_modules,
    curriculum_hours numeric(6,2) check (curriculum_hours between 0 and 9999.99),
    other_learning_training_hours numeric(6,2) check (other_learning_training_hours between 0 and 9999.99),
    expected_commence_date date,
    expected_end_date date,
    mark_display_date date,
    wpa_display_date date,
    wpa_mark_display_date date,
    ${AUDIT},
    check (expected_commence_date <= expected_end_date))`,

  // Cohort module assignments: 1 to 10 per module, with the Turnitin settings (002 §3).
  `create table cohort_module_assigns (
    cohort_module_assign_id serial primary key,
    cohort_module_id integer not null references cohort_modules,
    assign_seq smallint not null check (assign_seq between 1 and 10),
    assign_name varchar(50) not null,
    assign_weight numeric(5,2) not null default 0 check (assign_weight between 0 and 100),
    assign_deadline date,
    ${FLAG('active_ind', 'Y')},
    ${FLAG('turnitin_req_ind')},
    ${FLAG('store_student_paper_ind')},
    ${FLAG('check_stored_paper_ind')},
    ${FLAG('check_internet_ind')},
    ${FLAG('check_journals_ind')},
    ${FLAG('exclude_bibliography_ind')},
    ${FLAG('exclude_quoted_material_ind')},
    exclude_small_matches smallint check (exclude_small_matches between 8 and 99),
    ${AUDIT},
    unique (cohort_module_id, assign_seq))`,

  // Student assignments: one per student module and assignment (002 §3 'Student assignment').
  `create table student_module_assigns (
    student_module_assign_id serial primary key,
    cohort_module_assign_id integer not null references cohort_module_assigns on delete cascade,
    student_module_id integer not null references student_modules,
    status varchar(20) not null default 'BLANK'
      check (status in ('BLANK', 'WIP', 'SUBMITTED', 'SUBMITTED_LATE', 'OVERDUE')),
    submitted_date timestamptz,
    assign_marks numeric(5,2) check (assign_marks between 0 and 100),
    remarks varchar(150),
    marked_date date,
    marked_by integer references users,
    turnitin_score numeric(5,2) check (turnitin_score between 0 and 100),
    similarity_status varchar(20),
    turnitin_url varchar(500),
    submission_id varchar(100),
    file_path varchar(300),
    file_name varchar(200),
    ${AUDIT},
    unique (cohort_module_assign_id, student_module_id))`,
  `create index student_module_assigns_student_idx on student_module_assigns (student_module_id)`,

  // Every change of a student module (status, sub group, AS) and every grading: who, when, from,
  // to, remark (DOMAIN.md), written by the change's own transaction.
  `create table student_module_events (
    event_id bigserial primary key,
    student_module_id integer not null references student_modules,
    student_module_assign_id integer references student_module_assigns on delete cascade,
    event_type varchar(20) not null check (event_type in ('STATUS', 'GROUP', 'AS', 'GRADE', 'REMARKS')),
    from_value varchar(60),
    to_value varchar(60),
    event_remark varchar(250),
    actor_user_id integer references users,
    event_date timestamptz not null default now())`,
  `create index student_module_events_student_idx on student_module_events (student_module_id, event_date)`,
];

/**
 * The published view (schemas/modules/contract.ts readViews.studentModules): a student module
 * with its student, module, programme and assigned AS, the columns other areas correlate with and
 * the Student Enrolled Module Report reads. Every join is a left join on a key, so a statement
 * that reads only the student module's own columns (the WPA and key-document areas) joins nothing.
 */
export const STUDENT_MODULES_VIEW = `create or replace view modules_student_modules_v as
   select sm.student_module_id, sm.cohort_module_id, sm.student_id, cm.cohort_prog_id,
          a.user_id as academic_supervisor_user_id, sm.academic_staff_id,
          sm.sub_group, sm.status, sm.wil_hours, sm.last_updated_date,
          s.student_acct_id, u.first_name, u.last_name, (u.first_name || ' ' || u.last_name) as student_name, u.email,
          m.module_code, m.module_name, co.cohort_year, p.prog_code, p.prog_title,
          (asu.first_name || ' ' || asu.last_name) as staff_name
     from student_modules sm
     left join students s on s.student_id = sm.student_id
     left join users u on u.user_id = s.user_id
     left join cohort_modules cm on cm.cohort_module_id = sm.cohort_module_id
     left join modules m on m.module_id = cm.module_id
     left join cohort_programmes cp on cp.cohort_prog_id = cm.cohort_prog_id
     left join cohorts co on co.cohort_id = cp.cohort_id
     left join programmes p on p.prog_id = cp.prog_id
     left join academic_staff a on a.academic_staff_id = sm.academic_staff_id
     left join users asu on asu.user_id = a.user_id`;

export const createModuleTables: Migration = {
  name: '001_module_tables',
  async up(db: Kysely<any>) {
    for (const s of statements) await sql.raw(s).execute(db);
    await sql.raw(STUDENT_MODULES_VIEW).execute(db);
  },
};
