import { sql, type Kysely } from 'kysely';
import type { Migration } from '@core/server/db/migrate.js';
import { AUDIT } from '@core/server/db/audit.js';

const statements = [
  // Spec 000 §3 'Job post'. Codes (job_type, position_type, unit) are sys_params codes of their segment.
  `create table job_posts (
    job_id serial primary key,
    cohort_prog_id integer not null references cohort_programmes,
    partner_id integer not null references partners,
    partner_contact_id integer references partner_contacts,
    job_title varchar(200) not null,
    job_type varchar(60) not null,
    position_type varchar(60) not null,
    vacancies integer not null default 1 check (vacancies > 0),
    job_desc text,
    job_requirement text,
    salary_range_from numeric(12,2),
    salary_range_to numeric(12,2),
    unit varchar(60),
    estimated_no_of_days_a_week numeric(3,1),
    estimated_no_of_hours_a_week numeric(4,1),
    exp_commence_date date,
    exp_end_date date,
    last_apply_date date,
    work_loc_id integer references sys_params,
    other_desc text,
    job_post_status varchar(30) not null default 'DRAFT' check (job_post_status in
      ('DRAFT','SUBMITTED','ACTIVE','REJECTED','EXPIRED','WITHDRAWN','SPECIAL_ARRANGEMENT')),
    special_arrange char(1) not null default 'N' check (special_arrange in ('Y','N')),
    special_remark varchar(250),
    rejected_event_remark varchar(250),
    additional_info varchar(1000),
    submit_date timestamptz,
    event_date timestamptz,
    event_remark varchar(250),
    ${AUDIT})`,
  `create index job_posts_status_cp_idx on job_posts (job_post_status, cohort_prog_id)`,
  `create index job_posts_cp_idx on job_posts (cohort_prog_id, job_id)`,
  `create index job_posts_deadline_idx on job_posts (last_apply_date)`,
  `create index job_posts_partner_idx on job_posts (partner_id)`,
  `create index job_posts_title_trgm on job_posts using gin (job_title gin_trgm_ops)`,

  `create table job_post_assigned_students (
    job_id integer not null references job_posts on delete cascade,
    assign_to_user_id integer not null references users,
    assign_user_type varchar(10) not null check (assign_user_type in ('PARTNER','ACADEMIC')),
    ${AUDIT},
    primary key (job_id, assign_to_user_id))`,

  `create table job_post_events (
    event_id bigserial primary key,
    job_id integer not null references job_posts on delete cascade,
    from_status varchar(30),
    to_status varchar(30) not null,
    event_remark varchar(250),
    special_remark varchar(250),
    actor_user_id integer references users,
    event_date timestamptz not null default now())`,
  `create index job_post_events_job_idx on job_post_events (job_id, event_date)`,

  `create table job_applications (
    job_appl_id serial primary key,
    job_id integer not null references job_posts,
    student_id integer not null references students,
    job_appl_status varchar(30) not null default 'DRAFT' check (job_appl_status in
      ('DRAFT','TEACHER_REVIEWING','REJECTED','PEND_IP_RECEIPT','IP_PROCESSING','REQUEST_DOCUMENT',
       'DOCUMENT_ATTACHED','DOCUMENT_SUBMITTED','DECLINED','OFFER','OFFER_DECLINED','IN_PROGRESS',
       'SPECIAL_ARRANGEMENT','WITHDRAWN','STUDENT_WITHDRAWN')),
    special_arrange char(1) not null default 'N' check (special_arrange in ('Y','N')),
    apply_date timestamptz,
    contact_phone varchar(30),
    whats_app varchar(50),
    we_chat varchar(50),
    linked_in varchar(300),
    personal_web varchar(300),
    resume_type varchar(10) check (resume_type in ('UPLOAD','SELECT')),
    annex_name varchar(300),
    storage_path varchar(500),
    portfolio_link_one varchar(500),
    portfolio_link_one_desc varchar(250),
    portfolio_link_two varchar(500),
    portfolio_link_two_desc varchar(250),
    portfolio_link_three varchar(500),
    portfolio_link_three_desc varchar(250),
    additional_info varchar(1000),
    mc_comments_to_student varchar(250),
    event_remark varchar(250),
    ${AUDIT},
    unique (job_id, student_id))`,
  `create index job_applications_job_idx on job_applications (job_id, job_appl_status)`,
  `create index job_applications_student_idx on job_applications (student_id, job_appl_status)`,
  `create index job_applications_status_idx on job_applications (job_appl_status, job_id)`,

  `create table job_appl_events (
    job_appl_event_id bigserial primary key,
    job_appl_id integer not null references job_applications on delete cascade,
    from_status varchar(30),
    to_status varchar(30) not null,
    event_type varchar(30) not null,
    event_remark varchar(1000),
    actor_user_id integer references users,
    event_date timestamptz not null default now())`,
  `create index job_appl_events_appl_idx on job_appl_events (job_appl_id, event_date)`,

  `create table job_appl_annexes (
    job_appl_annex_id serial primary key,
    job_appl_id integer not null references job_applications on delete cascade,
    job_appl_event_id bigint references job_appl_events,
    annex_name varchar(300) not null,
    storage_path varchar(500) not null,
    file_type_val varchar(30),
    ${AUDIT})`,
  `create index job_appl_annexes_appl_idx on job_appl_annexes (job_appl_id)`,
];

export const createJobReviewTables: Migration = {
  name: '001_job_review',
  async up(db: Kysely<any>) {
    for (const s of statements) await sql.raw(s).execute(db);
  },
};
