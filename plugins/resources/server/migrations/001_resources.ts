import { sqlMigration, type Migration } from '@core/server/db/migrate.js';
import { AUDIT } from '@core/server/db/audit.js';

/** Resource pages and their attachments (spec 001 §3 Resource). */
const statements = [
  `create table resources (
    resource_id serial primary key,
    resource_page_name varchar(200) not null,
    display_content text not null default '',
    recipient_type varchar(20) not null
      check (recipient_type in ('GENERAL','ACADEMIC','STUDENT','PARTNER','ADMIN')),
    disp_seq integer not null default 0,
    active char(1) not null default 'Y' check (active in ('Y','N')),${AUDIT})`,
  `create index resources_recipient_idx on resources (recipient_type, disp_seq) where active = 'Y'`,
  `create table resource_annexes (
    resource_annex_id serial primary key,
    resource_id integer not null references resources on delete cascade,
    annex_name varchar(200) not null,
    storage_path varchar(500) not null,
    disp_seq integer not null default 0,${AUDIT})`,
  `create index resource_annexes_resource_idx on resource_annexes (resource_id, disp_seq)`,
];

export const resourcesMigration: Migration = sqlMigration('001_resources', statements);
