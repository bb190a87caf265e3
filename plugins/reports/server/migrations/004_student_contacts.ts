import { sqlMigration, type Migration } from '@core/server/db/migrate.js';

/**
 * The Student Report's contact flags (spec 001 §2: WeChat, personal web, WhatsApp, LinkedIn,
 * resume) from the student's own profile: student_profiles and student_resumes, student data the
 * kernel keeps (core 005_student_directory; this plugin created them until issue 27 handed them
 * over). reports_students_v keeps its columns.
 */
const statements = [
  // A flag is Y when the field holds text. The profile join is on its primary key, so the planner
  // drops it from a query that reads no flag (the search's count).
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
          case when coalesce(sp.we_chat, '') <> '' then 'Y' else 'N' end as we_chat,
          case when coalesce(sp.personal_web, '') <> '' then 'Y' else 'N' end as personal_web,
          case when coalesce(sp.whats_app, '') <> '' then 'Y' else 'N' end as whats_app,
          case when coalesce(sp.linked_in, '') <> '' then 'Y' else 'N' end as linked_in,
          case when exists (select 1 from student_resumes r where r.student_id = n.student_id)
               then 'Y' else 'N' end as resume,
          n.student_name_lc
     from student_names n
     left join students s on s.student_id = n.student_id
     left join users u on u.user_id = s.user_id
     left join cohorts c on c.cohort_id = s.cohort_id
     left join programmes p on p.prog_code = n.prog_code
     left join departments d on d.dept_id = p.dept_id
     left join student_profiles sp on sp.student_id = n.student_id`,
];

export const studentContacts: Migration = sqlMigration('004_student_contacts', statements);
