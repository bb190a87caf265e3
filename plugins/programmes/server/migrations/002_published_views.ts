import { sqlMigration, type Migration } from '@core/server/db/migrate.js';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The read view the programmes area publishes (schemas/programmes/contract.ts readViews): the
 * programme parameters with their people, in the spec's snake_case names (the Programme
 * Parameter Report reads it). Until issue 27 the reports plugin built it as
 * reports_programme_parameters_v, and only when this plugin was on at that moment.
 */
const statements = [
  `drop view if exists reports_programme_parameters_v`,
  `create view programme_parameters_v as
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

export const publishedViews: Migration = sqlMigration('002_published_views', statements);
