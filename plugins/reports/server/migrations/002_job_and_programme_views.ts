import { sql, type Kysely } from 'kysely';
import type { Migration } from '@core/server/db/migrate.js';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

const exists = async (db: Kysely<any>, table: string) =>
  (await sql<{ t: string | null }>`select to_regclass(${table})::text as t`.execute(db)).rows[0]?.t != null;

/** Views over the job-review plugin's tables (its migrations run before this plugin's). */
const jobViews = [
  `create view reports_job_posts_v as
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
  `create view reports_job_applications_v as
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

/** View over the programmes plugin's programme parameters. */
const programmeViews = [
  `create view reports_programme_parameters_v as
   select pp.programme_parameters_id, pp.last_updated_date, p.prog_title, p.prog_code, d.dept_name, co.cohort_year,
          (lu.first_name || ' ' || lu.last_name) as programme_leader_name, lu.user_id as programme_leader_id,
          (mu.first_name || ' ' || mu.last_name) as module_convener_name, mu.user_id as module_convener_id,
          (select string_agg(su.first_name || ' ' || su.last_name, ', ' order by su.first_name)
             from programme_parameter_supervisors ps
             join academic_staff sa on sa.academic_staff_id = ps.academic_staff_id
             join users su on su.user_id = sa.user_id
            where ps.programme_parameters_id = pp.programme_parameters_id) as academic_supervisors,
          (select array_agg(sa.user_id) from programme_parameter_supervisors ps
             join academic_staff sa on sa.academic_staff_id = ps.academic_staff_id
            where ps.programme_parameters_id = pp.programme_parameters_id) as academic_supervisor_ids,
          pp.assignment1_log_weighting, pp.assignment2_final_report_weighting, pp.assignment3_other_weighting,
          pp.wpa_weighting,
          ${range(9, 13)
            .map((n) => `pp.programme_specific_wpa_question${n}`)
            .join(', ')},
          ${range(1, 13)
            .map((n) => `pp.wpa_question${n}_weighting`)
            .join(', ')}
     from programme_parameters pp
     join cohort_programmes cp on cp.cohort_prog_id = pp.cohort_prog_id
     join cohorts co on co.cohort_id = cp.cohort_id
     join programmes p on p.prog_id = cp.prog_id
     join departments d on d.dept_id = p.dept_id
     left join academic_staff la on la.academic_staff_id = pp.programme_leader_id
     left join users lu on lu.user_id = la.user_id
     left join academic_staff ma on ma.academic_staff_id = pp.module_convener_id
     left join users mu on mu.user_id = ma.user_id`,
];

export const jobAndProgrammeViews: Migration = {
  name: '002_job_and_programme_views',
  async up(db: Kysely<any>) {
    if (await exists(db, 'job_applications')) for (const s of jobViews) await sql.raw(s).execute(db);
    if (await exists(db, 'programme_parameters')) for (const s of programmeViews) await sql.raw(s).execute(db);
  },
};
