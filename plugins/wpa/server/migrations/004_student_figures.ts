import { sqlMigration, type Migration } from '@core/server/db/migrate.js';

/** The WPA statuses a count is kept of, one column each (figures/studentFigures.ts). */
export const COUNTED_STATUSES = {
  draft: 'DRAFT',
  pending_send: 'PENDING_SEND',
  sent_to_is: 'SENT_TO_IS',
  returned: 'RETURNED_TO_STUDENT',
  pending_review: 'PENDING_REVIEW',
  accepted: 'ACCEPTED',
  accepted_offline: 'ACCEPTED_OFFLINE',
  rejected: 'REJECTED',
  terminated: 'TERMINATED',
} as const;

const COUNTS = Object.keys(COUNTED_STATUSES);

/**
 * The WPA area's maintained figures (issue 36): per student module, what the module area's lists
 * show and sort by (its contributions at modules.studentFacts) and the WPAs per status, with the
 * module, AS and student ID the module area scopes it by; per module and AS, the WPAs per status
 * and the students with no accepted WPA (the Module Summary's counters, WPA Management's totals);
 * per module, AS and day, the forms sent to their supervisor (the 'over 14 days' counter).
 * Lists by status and by module page from the WPAs' own indexes. Every figures column is nullable:
 * the kernel adds an empty row to lock a new key.
 */
const statements = [
  `create table wpa_student_figures (
    student_module_id integer primary key,
    cohort_module_id integer,
    academic_staff_id integer,
    student_acct_id varchar(20),
    pending_wpa_count integer,
    wpa_adjust_weight_count integer,
    completed_wil_hours numeric(9,2),
    accepted_wpa_count integer,
    in_progress_wpa_count integer,
    completed_wpa_count integer,
    wpa_marks numeric(5,2),
    work_performance numeric(7,2),
    ${COUNTS.map((c) => `${c}_count integer`).join(',\n    ')},
    sent_to_is_days date[])`,
  // The Student List sorted by each contributed figure, and the 'No accepted WPA' list.
  ...['pending_wpa_count', 'wpa_adjust_weight_count', 'completed_wil_hours', 'wpa_marks'].map(
    (c) =>
      `create index wpa_student_figures_${c}_idx on wpa_student_figures (cohort_module_id, ${c}, student_module_id)`,
  ),
  `create index wpa_student_figures_none_accepted_idx on wpa_student_figures
     (cohort_module_id, student_acct_id, student_module_id) where accepted_wpa_count = 0`,
  `create table wpa_module_counts (
    cohort_module_id integer not null,
    academic_staff_id integer not null,
    ${COUNTS.map((c) => `${c} integer not null default 0`).join(',\n    ')},
    work_performance numeric(9,2) not null default 0,
    no_accepted_students integer not null default 0,
    primary key (cohort_module_id, academic_staff_id))`,
  `create table wpa_sent_days (
    cohort_module_id integer not null,
    academic_staff_id integer not null,
    sent_day date not null,
    forms integer not null default 0,
    primary key (cohort_module_id, academic_staff_id, sent_day))`,
  // WPA Management's lists as they open: a module's WPAs (by status) newest first.
  `create index wpa_appls_module_status_id_idx on wpa_appls (cohort_module_id, wpa_status, wpa_appl_id)`,
  `create index wpa_appls_module_id_idx on wpa_appls (cohort_module_id, wpa_appl_id) where wpa_status <> 'DRAFT'`,
  // The forms sent on the day 14 days ago, counted to the second (the earlier days: wpa_sent_days).
  `create index wpa_appls_module_sent_idx on wpa_appls (cohort_module_id, sent_to_is_date) where wpa_status = 'SENT_TO_IS'`,
];

export const studentFigures: Migration = sqlMigration('004_student_figures', statements);
