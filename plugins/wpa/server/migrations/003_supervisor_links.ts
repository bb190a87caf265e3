import { sqlMigration, type Migration } from '@core/server/db/migrate.js';
import { AUDIT } from '@core/server/db/audit.js';

/**
 * The industry supervisor's single-use links and the reminders (issue 31; docs/DECISIONS.md
 * 'Issue 31'). A link is bound to one WPA and the address it was mailed to; its token is kept
 * only as a SHA-256 hash (the lookup) and sealed with the server's key (AES-256-GCM), so that a
 * reminder can send the same link again. At most one link of a WPA is live. The supervisor's
 * draft (the form as last saved, and the signature image's stored path) stays with the link.
 * The reminders since the form was last sent are counted on the WPA.
 */
const statements = [
  `create table wpa_is_links (
    link_id serial primary key,
    wpa_appl_id integer not null references wpa_appls on delete cascade,
    token_hash char(64) not null unique,
    token_sealed varchar(200) not null,
    email varchar(100) not null,
    issued_date timestamptz not null default now(),
    ended_date timestamptz,
    end_reason varchar(20) check (end_reason in ('SUBMITTED', 'RESENT', 'TERMINATED', 'REISSUED')),
    draft jsonb,
    draft_saved_date timestamptz,
    signature_img_path varchar(300),
    ${AUDIT},
    check ((ended_date is null) = (end_reason is null)))`,
  `create unique index wpa_is_links_live_idx on wpa_is_links (wpa_appl_id) where ended_date is null`,
  `create index wpa_is_links_wpa_idx on wpa_is_links (wpa_appl_id)`,
  `alter table wpa_appls
    add column if not exists remind_count smallint not null default 0,
    add column if not exists last_reminded_date timestamptz`,
  // The reminder job reads the forms waiting for their supervisor, oldest first.
  `create index wpa_appls_waiting_idx on wpa_appls (sent_to_is_date) where wpa_status = 'SENT_TO_IS'`,
];

export const supervisorLinks: Migration = sqlMigration('003_supervisor_links', statements);
