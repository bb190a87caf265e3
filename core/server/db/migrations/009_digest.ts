import { sqlMigration, type Migration } from '../migrate.js';

/**
 * The daily digest (issue 39): mails with an HTML part and headers (List-Unsubscribe), the
 * language a staff member chose in the product, the record of each person's digest of a day
 * (unique: one mail per person and day whatever runs it, written with the mail's row), and the
 * unsubscribe tokens already used (a reused link changes nothing).
 */
const statements = [
  `alter table mail_outbox add column body_html text, add column headers jsonb`,
  `alter table academic_staff add column language_setting varchar(2) check (language_setting in ('EN', 'TC', 'SC'))`,
  `create table digest_sends (
    user_id integer not null references users,
    digest_day date not null,
    -- Deferred: the record is written first (its unique key decides who mails), its mail next.
    mail_id bigint not null references mail_outbox deferrable initially deferred,
    created_date timestamptz not null default now(),
    primary key (user_id, digest_day))`,
  `create index digest_sends_day_idx on digest_sends (digest_day)`,
  `create table digest_unsubscribes (
    token_id uuid primary key,
    user_id integer not null references users,
    used_date timestamptz not null default now())`,
];

export const digest: Migration = sqlMigration('009_digest', statements);
