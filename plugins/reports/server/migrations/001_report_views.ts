import { sql, type Kysely } from 'kysely';
import type { Migration } from '@core/server/db/migrate.js';
import { AUDIT } from '@core/server/db/audit.js';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * Reporting views over the kernel's tables, and the MINIMAL module and WPA tables the Student
 * Enrolled Module and WPA Record reports read (the modules and WPA areas take them over).
 * Column names are the spec's snake_case orderBy names. The trigram index on users' names it
 * once created is the kernel's since issue 27 (core 005_student_directory).
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

  // Minimal module enrolment (the modules issue extends it).
  `create table student_modules (
    student_module_id serial primary key,
    cohort_module_id integer not null references cohort_modules,
    student_id integer not null references students,
    academic_staff_id integer references academic_staff,
    wil_hours numeric(6,1) not null default 0,
    status varchar(20) not null default 'ACTIVE',
    ${AUDIT},
    unique (cohort_module_id, student_id))`,
  `create index student_modules_staff_idx on student_modules (academic_staff_id)`,

  // Minimal WPA application (spec 001 §3 'WPA application'; the WPA issue extends it).
  `create table wpa_appls (
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
  `create index wpa_appls_student_module_idx on wpa_appls (student_module_id)`,

  `create view reports_student_modules_v as
   select sm.student_module_id, s.student_acct_id, u.first_name, u.last_name,
          (u.first_name || ' ' || u.last_name) as student_name, u.email,
          m.module_code, m.module_name, co.cohort_year, p.prog_code, p.prog_title,
          (su.first_name || ' ' || su.last_name) as staff_name, su.user_id as academic_supervisor_user_id,
          sm.wil_hours, sm.status
     from student_modules sm
     join students s on s.student_id = sm.student_id
     join users u on u.user_id = s.user_id
     join cohort_modules cm on cm.cohort_module_id = sm.cohort_module_id
     join modules m on m.module_id = cm.module_id
     join cohort_programmes cp on cp.cohort_prog_id = cm.cohort_prog_id
     join cohorts co on co.cohort_id = cp.cohort_id
     join programmes p on p.prog_id = cp.prog_id
     left join academic_staff a on a.academic_staff_id = sm.academic_staff_id
     left join users su on su.user_id = a.user_id`,

  `create view reports_wpa_appls_v as
   select w.wpa_appl_id, co.cohort_year, co.cohort_id, w.mark, w.apply_date::date as apply_date, w.wpa_status,
          m.module_code, w.wil_hours, w.period_start_date, w.period_end_date, w.company_name, w.company_address,
          w.industry_supervisor_name, w.industry_supervisor_position, w.industry_supervisor_phone,
          w.industry_supervisor_email, w.signature, w.signature_date,
          ${range(1, 3)
            .map((n) => `w.activity${n}, w.activity_proportion${n}`)
            .join(', ')},
          ${range(1, 13)
            .map((n) => `w.wpa_question${n}, w.wpa_question_result${n}`)
            .join(', ')},
          w.work_performance, w.strength_area, w.growth_area, w.work_performance_comment,
          s.student_acct_id, u.first_name, u.last_name, p.prog_code,
          su.user_id as academic_supervisor_user_id
     from wpa_appls w
     join student_modules sm on sm.student_module_id = w.student_module_id
     join students s on s.student_id = sm.student_id
     join users u on u.user_id = s.user_id
     join cohort_modules cm on cm.cohort_module_id = sm.cohort_module_id
     join modules m on m.module_id = cm.module_id
     join cohort_programmes cp on cp.cohort_prog_id = cm.cohort_prog_id
     join cohorts co on co.cohort_id = cp.cohort_id
     join programmes p on p.prog_id = cp.prog_id
     left join academic_staff a on a.academic_staff_id = sm.academic_staff_id
     left join users su on su.user_id = a.user_id
    where w.wpa_status <> 'DRAFT'`,
];

export const reportViews: Migration = {
  name: '001_report_views',
  async up(db: Kysely<any>) {
    for (const s of statements) await sql.raw(s).execute(db);
  },
};
