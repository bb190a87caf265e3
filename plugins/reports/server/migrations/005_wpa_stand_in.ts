import { sql, type Kysely } from 'kysely';
import type { Migration } from '@core/server/db/migrate.js';
import { AUDIT } from '@core/server/db/audit.js';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The MINIMAL WPA table the WPA Record Report reads, and the report's view over it, as 001 once
 * made them (the WPA area takes them over: plugins/wpa, issue 29). A WPA hangs from a student
 * module, which the modules area owns since issue 28, so this step waits for that area
 * (`needs`); a database where 001 made them already keeps them as they are. Nothing is made once
 * the WPA area has taken wpa_appls over (kernel_owners).
 */
const statements = [
  // Minimal WPA application (spec 001 §3 'WPA application'; the WPA issue extends it).
  `create table if not exists wpa_appls (
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
  `create index if not exists wpa_appls_student_module_idx on wpa_appls (student_module_id)`,

  `create or replace view reports_wpa_appls_v as
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

export const wpaStandIn: Migration = {
  name: '005_wpa_stand_in',
  needs: ['modules'],
  async up(db: Kysely<any>) {
    const owned = await sql<{
      n: number;
    }>`select count(*)::int as n from kernel_owners where object_name = 'wpa_appls'`.execute(db);
    if (owned.rows[0]!.n > 0) return;
    for (const s of statements) await sql.raw(s).execute(db);
  },
};
