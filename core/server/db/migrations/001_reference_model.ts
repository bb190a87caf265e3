import { sqlMigration, type Migration } from '../migrate.js';
import { AUDIT } from '../audit.js';

const FLAG = (name: string, dflt = 'Y') => `${name} char(1) not null default '${dflt}' check (${name} in ('Y','N'))`;

const statements = [
  `create extension if not exists pg_trgm`,

  `create table departments (
    dept_id serial primary key,
    dept_code varchar(20) not null unique,
    dept_name varchar(200) not null,
    ${FLAG('active')},${AUDIT})`,

  `create table programmes (
    prog_id serial primary key,
    prog_code varchar(20) not null unique,
    prog_title varchar(200) not null,
    dept_id integer not null references departments,
    launch_year integer,
    ${FLAG('active')},${AUDIT})`,
  `create index programmes_dept_idx on programmes (dept_id)`,

  `create table cohorts (
    cohort_id serial primary key,
    cohort_year integer not null unique,
    ${FLAG('is_current', 'N')},${AUDIT})`,
  // Exactly one current cohort at most.
  `create unique index cohorts_one_current on cohorts (is_current) where is_current = 'Y'`,

  `create table cohort_programmes (
    cohort_prog_id serial primary key,
    cohort_id integer not null references cohorts,
    prog_id integer not null references programmes,
    ${AUDIT},
    unique (cohort_id, prog_id))`,
  `create index cohort_programmes_prog_idx on cohort_programmes (prog_id)`,

  `create table roles (
    role_code varchar(30) primary key,
    role_name varchar(100) not null,
    disp_seq integer not null default 0,${AUDIT})`,

  `create table users (
    user_id serial primary key,
    account_id varchar(50) not null,
    user_type varchar(30) not null check (user_type in
      ('ADMIN','ACADEMIC','PARTNER','STUDENT','LITE_ADMIN','SUPER_SYSTEM_ADMIN')),
    email varchar(100),
    first_name varchar(100) not null default '',
    last_name varchar(100) not null default '',
    password_hash text,
    temp_password_hash text,
    temp_password_expires_at timestamptz,
    ${FLAG('active')},${AUDIT})`,
  `create unique index users_account_id_uq on users (lower(account_id))`,
  `create index users_email_idx on users (lower(email))`,
  `create index users_type_idx on users (user_type)`,

  `create table academic_staff (
    academic_staff_id serial primary key,
    user_id integer not null unique references users,
    staff_saluation varchar(20),
    cna varchar(50),
    base_prog_id integer references programmes,
    prog_role_title varchar(200),
    academic_photo text,
    ${FLAG('jobapp_stand_approve_ind', 'N')},
    ${FLAG('receive_noti_ind', 'Y')},
    ${FLAG('wpa_stand_approve_ind', 'N')},${AUDIT})`,

  `create table staff_roles (
    staff_role_id serial primary key,
    academic_staff_id integer not null references academic_staff,
    cohort_prog_id integer not null references cohort_programmes,
    role_code varchar(30) not null references roles,
    ${AUDIT},
    unique (academic_staff_id, cohort_prog_id, role_code))`,
  `create index staff_roles_cohort_prog_idx on staff_roles (cohort_prog_id, role_code)`,

  `create table students (
    student_id serial primary key,
    user_id integer not null unique references users,
    student_acct_id varchar(20) not null unique,
    prog_id integer not null references programmes,
    cohort_id integer not null references cohorts,
    study_year_entry integer not null default 1,
    academic_staff_id integer references academic_staff,
    student_photo text,
    contact_phone varchar(30),
    ${AUDIT})`,
  `create index students_prog_cohort_idx on students (prog_id, cohort_id)`,
  `create index students_supervisor_idx on students (academic_staff_id)`,

  `create table partners (
    partner_id serial primary key,
    company_name varchar(200) not null,
    company_logo text,
    company_website varchar(300),
    company_socail_media varchar(300),
    company_you_tu_be varchar(300),
    company_instagram varchar(300),
    company_facebook varchar(300),
    company_we_chat varchar(100),
    other varchar(300),
    company_location varchar(1000),
    company_profile text,
    disp_seq integer not null default 0,
    ${FLAG('active')},${AUDIT})`,
  `create index partners_name_idx on partners (company_name)`,

  `create table partner_contacts (
    partner_contact_id serial primary key,
    partner_id integer not null references partners,
    user_id integer references users,
    contact_name varchar(200) not null,
    contact_title varchar(100),
    contact_dept varchar(200),
    contact_office_phone varchar(30),
    contact_mobile_phone varchar(30),
    contact_email varchar(100),
    ${FLAG('is_primary', 'N')},${AUDIT})`,
  `create index partner_contacts_partner_idx on partner_contacts (partner_id)`,

  `create table modules (
    module_id serial primary key,
    module_code varchar(30) not null unique,
    module_name varchar(200) not null,
    prog_id integer references programmes,
    ${AUDIT})`,

  `create table cohort_modules (
    cohort_module_id serial primary key,
    cohort_prog_id integer not null references cohort_programmes,
    module_id integer not null references modules,
    status varchar(20) not null default 'ACTIVE',
    ${AUDIT},
    unique (cohort_prog_id, module_id))`,

  `create table sys_params (
    param_id serial primary key,
    segment varchar(40) not null,
    code varchar(60) not null,
    parm_value1 varchar(300) not null,
    parm_value2 varchar(300),
    parm_value3 varchar(300),
    parent_param_id integer references sys_params,
    disp_seq integer not null default 0,
    ${FLAG('active')},${AUDIT},
    unique (segment, code))`,
  `create index sys_params_segment_idx on sys_params (segment, disp_seq) where active = 'Y'`,

  `create table function_permissions (
    function_permission_id serial primary key,
    role_code varchar(30) not null references roles,
    function_code varchar(60) not null,
    ${FLAG('can_select', 'N')}, ${FLAG('can_insert', 'N')}, ${FLAG('can_update', 'N')},
    ${FLAG('can_delete', 'N')}, ${FLAG('can_audit', 'N')}, ${FLAG('can_view', 'N')},
    ${FLAG('can_upload', 'N')}, ${FLAG('can_download', 'N')},${AUDIT},
    unique (role_code, function_code))`,

  `create table login_records (
    login_record_id bigserial primary key,
    user_id integer not null references users,
    role_code varchar(200) not null,
    ip varchar(64),
    login_date timestamptz not null default now())`,
  `create index login_records_user_idx on login_records (user_id, login_date desc)`,

  `create table auth_sessions (
    session_id uuid primary key,
    user_id integer not null references users,
    created_at timestamptz not null default now(),
    last_used_at timestamptz not null default now(),
    revoked_at timestamptz,
    revoke_reason varchar(40))`,
  `create index auth_sessions_user_idx on auth_sessions (user_id)`,

  `create table refresh_tokens (
    token_hash char(64) primary key,
    session_id uuid not null references auth_sessions on delete cascade,
    issued_at timestamptz not null default now(),
    used_at timestamptz)`,
  `create index refresh_tokens_session_idx on refresh_tokens (session_id)`,

  `create table maintenance_windows (
    window_id serial primary key,
    start_at timestamptz not null,
    end_at timestamptz not null,
    message varchar(500),
    ${AUDIT},
    check (end_at > start_at))`,
  `create index maintenance_windows_end_idx on maintenance_windows (end_at)`,

  `create table mail_outbox (
    mail_id bigserial primary key,
    to_address varchar(200) not null,
    subject varchar(300) not null,
    body_text text not null,
    status varchar(10) not null default 'PENDING' check (status in ('PENDING','SENT','FAILED')),
    attempts integer not null default 0,
    last_error text,
    created_date timestamptz not null default now(),
    sent_date timestamptz)`,
  `create index mail_outbox_pending_idx on mail_outbox (mail_id) where status = 'PENDING'`,

  // Storage of the embedded identity provider (sessions, codes, grants, interactions).
  `create table oidc_payloads (
    id varchar(200) not null,
    type varchar(40) not null,
    payload jsonb not null,
    grant_id varchar(200),
    user_code varchar(200),
    uid varchar(200),
    expires_at timestamptz,
    consumed_at timestamptz,
    primary key (type, id))`,
  `create index oidc_payloads_grant_idx on oidc_payloads (grant_id)`,
  `create index oidc_payloads_uid_idx on oidc_payloads (uid)`,

  // Secrets generated on first start and shared by every server copy.
  `create table kernel_secrets (
    name varchar(60) primary key,
    value text not null,
    created_date timestamptz not null default now())`,
];

export const referenceModel: Migration = sqlMigration('001_reference_model', statements);
