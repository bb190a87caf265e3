import { sqlMigration, type Migration } from '@core/server/db/migrate.js';

/**
 * Reporting views over the kernel's tables. Column names are the spec's snake_case orderBy names.
 * The trigram index on users' names it once created is the kernel's since issue 27 (core
 * 005_student_directory); the student modules are the modules area's, the WPAs the wpa area's.
 */
const statements = [
  // Student Report (spec 001 §2, §3 Student).
  `create view reports_students_v as
   select s.student_id, u.account_id as user_code, s.student_acct_id,
          u.first_name, u.last_name, (u.first_name || ' ' || u.last_name) as student_name,
          c.cohort_year as student_entry_year, s.study_year_entry,
          u.active as active_ind,
          case when u.active = 'N' then u.last_updated_date::date end as inactive_date,
          p.prog_code, p.prog_title as student_programme,
          d.dept_id, d.dept_code, (d.dept_code || ' - ' || d.dept_name) as student_dept,
          case when coalesce(u.email, '') <> '' then 'Y' else 'N' end as email,
          case when coalesce(s.contact_phone, '') <> '' then 'Y' else 'N' end as contact_phone,
          'N'::text as we_chat, 'N'::text as personal_web, 'N'::text as whats_app, 'N'::text as linked_in,
          'N'::text as resume
     from students s
     join users u on u.user_id = s.user_id
     join cohorts c on c.cohort_id = s.cohort_id
     join programmes p on p.prog_id = s.prog_id
     join departments d on d.dept_id = p.dept_id`,

  // Industry Partner Report: one row per partner contact.
  `create view reports_partner_contacts_v as
   select pc.partner_contact_id, pa.partner_id, pa.company_logo, pa.company_name, pa.company_location,
          pa.company_website, pa.company_socail_media, pa.company_you_tu_be, pa.company_profile,
          cu.account_id as user_code, cu.account_id as partner_contact_acct_id,
          pc.contact_title, pc.contact_name, pc.contact_title as contact_job_title, pc.contact_dept,
          pc.contact_email, pc.contact_office_phone, pc.contact_mobile_phone,
          null::text as wil_contact_name, null::text as wil_dept_name,
          pc.is_primary as main_contact, pa.active as active_ind,
          case when pa.active = 'N' then pa.last_updated_date::date end as inactive_date
     from partner_contacts pc
     join partners pa on pa.partner_id = pc.partner_id
     left join users cu on cu.user_id = pc.user_id`,

  // Academic Report: one row per staff member, role and programme.
  `create view reports_academic_staff_v as
   select distinct on (a.academic_staff_id, p.prog_id, r.role_code)
          a.academic_staff_id, u.account_id as user_id, u.account_id as academic_staff_acct_id, a.cna,
          (u.first_name || ' ' || u.last_name) as staff_name, a.staff_saluation, u.email,
          u.active as active_ind, case when u.active = 'N' then u.last_updated_date::date end as inactive_date,
          bp.prog_title as base_prog_title, bd.dept_name as base_prog_dept,
          a.wpa_stand_approve_ind, a.jobapp_stand_approve_ind, a.receive_noti_ind,
          r.role_name, p.prog_title as programme_name, p.prog_code as programme_code,
          d.dept_name as department_name, d.dept_code as department_code, d.dept_id
     from academic_staff a
     join users u on u.user_id = a.user_id
     join staff_roles sr on sr.academic_staff_id = a.academic_staff_id
     join roles r on r.role_code = sr.role_code
     join cohort_programmes cp on cp.cohort_prog_id = sr.cohort_prog_id
     join programmes p on p.prog_id = cp.prog_id
     join departments d on d.dept_id = p.dept_id
     left join programmes bp on bp.prog_id = a.base_prog_id
     left join departments bd on bd.dept_id = bp.dept_id
     order by a.academic_staff_id, p.prog_id, r.role_code`,
];

export const reportViews: Migration = sqlMigration('001_report_views', statements);
