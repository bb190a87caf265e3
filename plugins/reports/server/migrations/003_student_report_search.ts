import { sqlMigration, type Migration } from '@core/server/db/migrate.js';

/**
 * The Student Report's search, fast on 100,000 students (issue 4 benchmark).
 *
 * The report filters and sorts on a programme and a name and needs the total of every match for
 * paging. The kernel keeps student_names (core 005_student_directory; this plugin created it as
 * reports_student_names until issue 27 handed it over): one row per student with its programme
 * code, student ID and name, lower-cased, whose indexes on (programme, sort column) answer the
 * total from the index alone and the first page in sort order.
 *
 * reports_students_v is driven by that table, its lookups LEFT JOINs on keys that always match
 * (foreign keys), so the planner drops the lookups a query does not read (the count reads none)
 * and runs them for the page's rows only.
 */
const statements = [
  `create or replace view reports_students_v as
   select n.student_id, u.account_id as user_code, n.student_acct_id,
          u.first_name, u.last_name, n.student_name,
          c.cohort_year as student_entry_year, s.study_year_entry,
          u.active as active_ind,
          case when u.active = 'N' then u.last_updated_date::date end as inactive_date,
          n.prog_code, p.prog_title as student_programme,
          d.dept_id, d.dept_code, (d.dept_code || ' - ' || d.dept_name) as student_dept,
          case when coalesce(u.email, '') <> '' then 'Y' else 'N' end as email,
          case when coalesce(s.contact_phone, '') <> '' then 'Y' else 'N' end as contact_phone,
          'N'::text as we_chat, 'N'::text as personal_web, 'N'::text as whats_app, 'N'::text as linked_in,
          'N'::text as resume,
          n.student_name_lc
     from student_names n
     left join students s on s.student_id = n.student_id
     left join users u on u.user_id = s.user_id
     left join cohorts c on c.cohort_id = s.cohort_id
     left join programmes p on p.prog_code = n.prog_code
     left join departments d on d.dept_id = p.dept_id`,
];

export const studentReportSearch: Migration = sqlMigration('003_student_report_search', statements);
