import { sqlMigration, type Migration } from '@core/server/db/migrate.js';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Part I as accepted: the industry supervisor's own input when the reviewer chose it (selectStudentOrIs IS). */
const accepted = (col: string) =>
  `case when w.select_student_or_is = 'IS' then coalesce(w.${col}_is, w.${col}) else w.${col} end`;

/**
 * The read view the WPA area publishes (schemas/wpa/contract.ts readViews.records): one row per
 * WPA other than a draft (the student's own until submitted), with its student, module,
 * programme, cohort and assigned AS, in the spec's snake_case names (001 §2 'WPA Record Report').
 * Part I shows the source the reviewer accepted. The student module and its AS come from the
 * module area's published view, never its table.
 */
const statements = [
  `create view wpa_records_v as
   select w.wpa_appl_id, w.student_module_id, w.cohort_module_id, co.cohort_year, co.cohort_id,
          w.mark, w.apply_date::date as apply_date, w.wpa_status, m.module_code, m.module_name,
          ${accepted('wil_hours')} as wil_hours,
          ${accepted('period_start_date')} as period_start_date,
          ${accepted('period_end_date')} as period_end_date,
          ${accepted('company_name')} as company_name,
          ${accepted('company_address')} as company_address,
          ${accepted('industry_supervisor_name')} as industry_supervisor_name,
          ${accepted('industry_supervisor_position')} as industry_supervisor_position,
          ${accepted('industry_supervisor_phone')} as industry_supervisor_phone,
          ${accepted('industry_supervisor_email')} as industry_supervisor_email,
          w.signature, w.signature_date,
          ${range(1, 3)
            .map((n) => `w.activity${n}, w.activity_proportion${n}`)
            .join(', ')},
          ${range(1, 13)
            .map((n) => `w.wpa_question${n}, w.wpa_question_result${n}`)
            .join(', ')},
          w.work_performance, w.strength_area, w.growth_area, w.work_performance_comment,
          w.override_weight, w.select_student_or_is, w.sent_to_is, w.sent_to_is_date,
          case when w.override_weight is null then 'N' else 'Y' end as weight_adjusted,
          s.student_acct_id, u.first_name, u.last_name, (u.first_name || ' ' || u.last_name) as student_name,
          p.prog_code, p.prog_title, cp.cohort_prog_id,
          sm.academic_supervisor_user_id
     from wpa_appls w
     join modules_student_modules_v sm on sm.student_module_id = w.student_module_id
     join students s on s.student_id = sm.student_id
     join users u on u.user_id = s.user_id
     join cohort_modules cm on cm.cohort_module_id = w.cohort_module_id
     join modules m on m.module_id = cm.module_id
     join cohort_programmes cp on cp.cohort_prog_id = cm.cohort_prog_id
     join cohorts co on co.cohort_id = cp.cohort_id
     join programmes p on p.prog_id = cp.prog_id
    where w.wpa_status <> 'DRAFT'`,
];

export const publishedViews: Migration = sqlMigration('002_published_views', statements);
