import { sqlMigration, type Migration } from '@core/server/db/migrate.js';

/** The Student List's orders, each an index of the module's figures (cohort module first, ties by id). */
const SORTED = [
  'student_acct_id',
  'student_name',
  'sub_group',
  'academic_supervisor_name',
  'submitted_assign_count',
  'no_marks_assign_count',
  'total_module_mark',
  'status',
];

/**
 * The module area's maintained figures (issue 36, docs/DECISIONS.md 'Issue 36'): one row per
 * student module with what its lists sort and filter by and what its counters sum, kept by the
 * kernel's counters in the transaction of each write (plugins/modules/server/figures/), and three
 * rollups of them per cohort module and per academic supervisor (academic_staff_id 0: the whole
 * module). Added beside the tables they describe: the previous release keeps working against
 * them, and `npm run check-counters` fills them (and the server's first start: the figures' stamp).
 * Every column but the key is nullable: the kernel adds an empty row to lock a new key.
 */
const statements = [
  `create table student_module_figures (
    student_module_id integer primary key,
    cohort_module_id integer,
    academic_staff_id integer,
    student_acct_id varchar(20),
    student_name varchar(201),
    student_last_name varchar(100),
    academic_supervisor_name varchar(201),
    sub_group smallint,
    status varchar(20),
    submitted_assign_count integer,
    no_marks_assign_count integer,
    assign_states varchar(10),
    overdue_from date,
    a_part numeric,
    any_mark boolean,
    total_module_mark numeric(5,2),
    less_hours boolean)`,
  ...SORTED.map(
    (c) =>
      `create index student_module_figures_${c}_idx on student_module_figures (cohort_module_id, ${c}, student_module_id)`,
  ),
  // An academic supervisor's students (their list, their Upload picker) in student ID order.
  `create index student_module_figures_staff_idx on student_module_figures
     (cohort_module_id, academic_staff_id, student_acct_id, student_module_id)`,
  // The lists a counter opens (002 §2 moduleStudentList): '<50% WIL hours attained', overdue.
  `create index student_module_figures_less_idx on student_module_figures
     (cohort_module_id, student_acct_id, student_module_id) where less_hours`,
  `create index student_module_figures_overdue_idx on student_module_figures
     (cohort_module_id, overdue_from, student_acct_id, student_module_id) where overdue_from is not null`,
  // A picker's prefix search (modules_student_picks_v): byte order, so a range is a prefix.
  `create index student_module_figures_pick_id_idx on student_module_figures
     (cohort_module_id, lower(student_acct_id) collate "C", student_module_id)`,
  `create index student_module_figures_pick_name_idx on student_module_figures
     (cohort_module_id, lower(student_name) collate "C", student_module_id)`,
  `create index student_module_figures_pick_last_idx on student_module_figures
     (cohort_module_id, lower(student_last_name) collate "C", student_module_id)`,

  // Students per sub group (-1: none) and status: a filtered list's total, the enrolled and completed counts.
  `create table module_student_groups (
    cohort_module_id integer not null,
    academic_staff_id integer not null,
    sub_group smallint not null,
    status varchar(20) not null,
    students integer not null default 0,
    less_hours integer not null default 0,
    primary key (cohort_module_id, academic_staff_id, sub_group, status))`,
  // Students per assignment (by sequence) and state: a tab's counts, pending review and overdue.
  `create table module_assign_states (
    cohort_module_id integer not null,
    academic_staff_id integer not null,
    assign_seq smallint not null,
    state char(1) not null,
    students integer not null default 0,
    primary key (cohort_module_id, academic_staff_id, assign_seq, state))`,
  // Students by the day from which they have an overdue assignment (-infinity: one stored OVERDUE).
  `create table module_overdue_days (
    cohort_module_id integer not null,
    academic_staff_id integer not null,
    overdue_from date not null,
    students integer not null default 0,
    primary key (cohort_module_id, academic_staff_id, overdue_from))`,

  // What the module area publishes of them (schemas/modules/contract.ts readViews.studentPicks).
  `create view modules_student_picks_v as
   select f.student_module_id, f.cohort_module_id, f.academic_staff_id, f.student_acct_id, f.student_name,
          f.student_last_name
     from student_module_figures f`,
];

export const studentFigures: Migration = sqlMigration('003_student_figures', statements);
