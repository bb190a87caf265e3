import { sqlMigration, type Migration } from '@core/server/db/migrate.js';
import { AUDIT } from '@core/server/db/audit.js';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The WPA area's tables (spec 001 §3 'WPA application', 002 §3). wpa_appls was created, minimal,
 * by the reports plugin for the WPA Record Report (reports 001); it is handed over here
 * (docs/DECISIONS.md 'Issue 29: WPA'): a new database gets it created as reports had it, an
 * existing one keeps it with every row, and both are then brought to what the area needs. The
 * report's view over it goes with it (reports_wpa_appls_v): this area publishes wpa_records_v
 * (002_published_views).
 */
const statements = [
  // A new database: the table as reports 001 created it (that step no longer does).
  `create table if not exists wpa_appls (
    wpa_appl_id serial primary key,
    student_module_id integer not null references student_modules,
    wpa_status varchar(30) not null default 'DRAFT' check (wpa_status in ('DRAFT','PENDING_SEND',
      'RETURNED_TO_STUDENT','SENT_TO_IS','PENDING_REVIEW','REJECTED','ACCEPTED','ACCEPTED_OFFLINE','TERMINATED')),
    apply_date timestamptz,
    mark numeric(5,2),
    wil_hours numeric(6,1),
    period_start_date date,
    period_end_date date,
    company_name varchar(200),
    company_address varchar(500),
    industry_supervisor_name varchar(100),
    industry_supervisor_position varchar(100),
    industry_supervisor_phone varchar(30),
    industry_supervisor_email varchar(100),
    signature varchar(100),
    signature_date date,
    ${range(1, 3)
      .map((n) => `activity${n} varchar(500), activity_proportion${n} integer`)
      .join(',\n    ')},
    ${range(1, 13)
      .map(
        (n) =>
          `wpa_question${n} varchar(500), wpa_question_result${n} integer check (wpa_question_result${n} between 0 and 5)`,
      )
      .join(',\n    ')},
    work_performance integer,
    strength_area varchar(1000),
    growth_area varchar(1000),
    work_performance_comment varchar(1000),
    ${AUDIT})`,
  `create index if not exists wpa_appls_student_module_idx on wpa_appls (student_module_id)`,

  // The reports plugin's view over it: the area publishes its own (002_published_views).
  `drop view if exists reports_wpa_appls_v`,

  // Hours and proportions with the spec's 2 decimals (002 §3), wide enough for any row kept.
  `alter table wpa_appls alter column wil_hours type numeric(7,2)`,
  ...range(1, 3).map((n) => `alter table wpa_appls alter column activity_proportion${n} type numeric(5,2)`),

  // What the area needs beyond the report's columns (001 §3, 002 §3).
  `alter table wpa_appls
    add column if not exists cohort_module_id integer references cohort_modules,
    add column if not exists wil_hours_is numeric(7,2),
    add column if not exists period_start_date_is date,
    add column if not exists period_end_date_is date,
    add column if not exists company_name_is varchar(200),
    add column if not exists company_address_is varchar(500),
    add column if not exists industry_supervisor_name_is varchar(100),
    add column if not exists industry_supervisor_position_is varchar(100),
    add column if not exists industry_supervisor_phone_is varchar(60),
    add column if not exists industry_supervisor_email_is varchar(100),
    add column if not exists time_spent_one numeric(5,2),
    add column if not exists time_spent_two numeric(5,2),
    add column if not exists time_spent_three numeric(5,2),
    add column if not exists signature_img_path varchar(300),
    add column if not exists remarks varchar(500),
    add column if not exists comments varchar(500),
    add column if not exists event_remark varchar(1000),
    add column if not exists select_student_or_is varchar(10) check (select_student_or_is in ('STUDENT', 'IS')),
    add column if not exists file_path varchar(300),
    add column if not exists file_name varchar(200),
    add column if not exists override_weight numeric(4,3) check (override_weight between 0 and 1),
    add column if not exists sent_to_is char(1) not null default 'N' check (sent_to_is in ('Y', 'N')),
    add column if not exists sent_to_is_date timestamptz,
    add column if not exists offline_entered_by integer references users,
    add column if not exists offline_entered_date timestamptz`,

  // Each WPA's cohort module, so a module's lists and counters are an index range (a student
  // module never changes module); rows kept from the reports plugin get theirs here.
  `update wpa_appls w set cohort_module_id = sm.cohort_module_id
     from modules_student_modules_v sm
    where sm.student_module_id = w.student_module_id and w.cohort_module_id is null`,
  // Rows whose form reached the supervisor before this step count as sent.
  `update wpa_appls set sent_to_is = 'Y', sent_to_is_date = coalesce(apply_date, last_updated_date)
    where wpa_status in ('SENT_TO_IS', 'PENDING_REVIEW', 'ACCEPTED', 'REJECTED') and sent_to_is = 'N'`,
  `update wpa_appls set offline_entered_date = coalesce(apply_date, created_date)
    where wpa_status = 'ACCEPTED_OFFLINE' and offline_entered_date is null`,
  `alter table wpa_appls alter column cohort_module_id set not null`,
  `create index if not exists wpa_appls_module_status_idx on wpa_appls (cohort_module_id, wpa_status)`,

  // Every transition: who, what, when, from, to, remark (DOMAIN.md), in the change's transaction.
  // actor_label names an actor with no account (the industry supervisor's link, issue 31).
  `create table wpa_appl_events (
    wpa_event_id bigserial primary key,
    wpa_appl_id integer not null references wpa_appls on delete cascade,
    event_type varchar(40) not null,
    from_status varchar(30),
    to_status varchar(30) not null,
    event_remark varchar(1000),
    actor_user_id integer references users,
    actor_label varchar(100),
    event_date timestamptz not null default now())`,
  `create index wpa_appl_events_wpa_idx on wpa_appl_events (wpa_appl_id, event_date)`,

  // The weighting popup's AS comment, one per student module (001 §7 updateOverrideWeight).
  `create table wpa_weightings (
    student_module_id integer primary key references student_modules,
    as_comment varchar(500),
    ${AUDIT})`,

  // The general questions 1 to 8 of every WPA (001 §3 'WPA question set'); 9 to 13 are the
  // programme's own (programme parameters).
  `create table wpa_general_questions (
    question_no smallint primary key check (question_no between 1 and 8),
    question varchar(500),
    help_text varchar(1000),
    ${AUDIT})`,
  `insert into wpa_general_questions (question_no, question, help_text) values
    (1, 'Quality of work', 'Accuracy, thoroughness and standard of the work produced.'),
    (2, 'Productivity', 'Amount of work completed in the time given.'),
    (3, 'Initiative', 'Takes action without being told; suggests improvements.'),
    (4, 'Teamwork', 'Works well with colleagues and contributes to the team.'),
    (5, 'Communication', 'Expresses ideas clearly, in writing and in speech.'),
    (6, 'Reliability', 'Punctual, dependable, meets deadlines.'),
    (7, 'Professional conduct', 'Follows the workplace''s rules, ethics and dress code.'),
    (8, 'Learning ability', 'Learns new tasks and takes feedback on board.')`,
];

export const createWpaTables: Migration = sqlMigration('001_wpa_tables', statements);
