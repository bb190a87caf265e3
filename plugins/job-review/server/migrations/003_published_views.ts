import { sqlMigration, type Migration } from '@core/server/db/migrate.js';

/**
 * The read views job review publishes (schemas/job-review/contract.ts readViews): what other
 * areas may read of its posts and applications, in the spec's snake_case names (the Job Posting
 * and Job Application reports read them). Until issue 27 the reports plugin built them over this
 * plugin's tables as reports_job_posts_v and reports_job_applications_v, and only when this plugin
 * happened to be on at that moment; they are handed over here, so they exist whenever job review
 * does.
 */
const statements = [
  `drop view if exists reports_job_posts_v`,
  `drop view if exists reports_job_applications_v`,
  `create view job_review_posts_v as
   select j.job_id, j.job_title, p.prog_title, p.prog_code, co.cohort_year, pa.company_name, j.job_post_status,
          j.submit_date::date as submit_date,
          (select count(*) from job_applications a where a.job_id = j.job_id and a.job_appl_status <> 'DRAFT')::int as job_apply_count,
          (select count(*) from job_applications a where a.job_id = j.job_id and a.job_appl_status = 'IN_PROGRESS')::int as offer_accepted_count,
          (select count(*) from job_post_assigned_students s where s.job_id = j.job_id)::int as assigned_students,
          pt.parm_value1 as position_type_val, jt.parm_value1 as job_type_val,
          j.salary_range_from, j.salary_range_to, un.parm_value1 as unit_val,
          j.estimated_no_of_days_a_week, j.estimated_no_of_hours_a_week,
          j.exp_commence_date, j.exp_end_date, j.last_apply_date, j.vacancies, wl.parm_value1 as work_loc_val
     from job_posts j
     join cohort_programmes cp on cp.cohort_prog_id = j.cohort_prog_id
     join cohorts co on co.cohort_id = cp.cohort_id
     join programmes p on p.prog_id = cp.prog_id
     join partners pa on pa.partner_id = j.partner_id
     left join sys_params pt on pt.segment = 'POSITION_TYPE' and pt.code = j.position_type
     left join sys_params jt on jt.segment = 'JOB_TYPE' and jt.code = j.job_type
     left join sys_params un on un.segment = 'SALARY_UNIT' and un.code = j.unit
     left join sys_params wl on wl.param_id = j.work_loc_id`,
  `create view job_review_applications_v as
   select a.job_appl_id, j.job_id, j.job_title, a.job_appl_status, a.apply_date::date as apply_date, j.last_apply_date,
          s.student_acct_id as student_user_code, u.first_name, u.last_name,
          (u.first_name || ' ' || u.last_name) as student_name, u.email,
          a.contact_phone, a.we_chat, a.personal_web, a.whats_app, a.linked_in,
          (select count(*) from job_appl_annexes x where x.job_appl_id = a.job_appl_id)::int as file_count,
          case when coalesce(a.portfolio_link_one, '') <> '' then 'Y' else 'N' end as portfolio_link_one,
          case when coalesce(a.portfolio_link_two, '') <> '' then 'Y' else 'N' end as portfolio_link_two,
          case when coalesce(a.portfolio_link_three, '') <> '' then 'Y' else 'N' end as portfolio_link_three,
          p.prog_code, co.cohort_year
     from job_applications a
     join job_posts j on j.job_id = a.job_id
     join students s on s.student_id = a.student_id
     join users u on u.user_id = s.user_id
     join cohort_programmes cp on cp.cohort_prog_id = j.cohort_prog_id
     join cohorts co on co.cohort_id = cp.cohort_id
     join programmes p on p.prog_id = cp.prog_id
    where a.job_appl_status <> 'DRAFT'`,
];

export const publishedViews: Migration = sqlMigration('003_published_views', statements);
