import { sqlMigration, type Migration } from '@core/server/db/migrate.js';
import { statementCounters } from '@core/server/db/counters.js';

/**
 * What the home lists need to answer in a millisecond on the large data set (docs/PERFORMANCE.md):
 * - job_applications carries its post's cohort programme, so a programme's applications are one
 *   index range instead of a join over every post;
 * - totals that the lists show unfiltered (applications per programme and status) are counters
 *   kept by statement triggers in the same transaction as the change, so they cannot drift (the
 *   students per programme, entry cohort and entry study year are the kernel's: core
 *   006_student_year_counts; this step made them on the kernel's students table until issue 34);
 * - the job title search reads a lower-cased copy of the title from the index alone.
 */
const statements = [
  `alter table job_applications add column cohort_prog_id integer`,
  `update job_applications a set cohort_prog_id = jp.cohort_prog_id from job_posts jp where jp.job_id = a.job_id`,
  `alter table job_applications alter column cohort_prog_id set not null`,
  `create function job_appl_take_cohort_prog() returns trigger language plpgsql as $$
   begin
     select cohort_prog_id into new.cohort_prog_id from job_posts where job_id = new.job_id;
     return new;
   end $$`,
  `create trigger job_appl_take_cohort_prog before insert or update of job_id on job_applications
     for each row execute function job_appl_take_cohort_prog()`,
  `create function job_post_give_cohort_prog() returns trigger language plpgsql as $$
   begin
     update job_applications set cohort_prog_id = new.cohort_prog_id where job_id = new.job_id;
     return null;
   end $$`,
  `create trigger job_post_give_cohort_prog after update of cohort_prog_id on job_posts
     for each row when (old.cohort_prog_id <> new.cohort_prog_id) execute function job_post_give_cohort_prog()`,
  // Both directions of the applications list's apply-date sort (orderFrom adds 'nulls last' and
  // the id tie-breaker), per programme and status: a page is a few short ranges merged.
  `create index job_appl_cp_status_date_desc_idx on job_applications
     (cohort_prog_id, job_appl_status, apply_date desc nulls last, job_appl_id desc)`,
  `create index job_appl_cp_status_date_asc_idx on job_applications
     (cohort_prog_id, job_appl_status, apply_date asc nulls last, job_appl_id desc)`,

  `create table job_appl_counts (
     cohort_prog_id integer not null,
     job_appl_status varchar(30) not null,
     n integer not null,
     primary key (cohort_prog_id, job_appl_status))`,
  `insert into job_appl_counts select cohort_prog_id, job_appl_status, count(*) from job_applications group by 1, 2`,
  ...statementCounters('job_applications', 'job_appl_counts', ['cohort_prog_id', 'job_appl_status']),

  `alter table job_posts add column job_title_lc text generated always as (lower(job_title)) stored`,
  `create index job_posts_cp_deadline_idx on job_posts
     (cohort_prog_id, last_apply_date desc nulls last, job_id desc) include (job_title_lc, job_post_status)`,
];

export const listSpeed: Migration = sqlMigration('002_list_speed', statements);
