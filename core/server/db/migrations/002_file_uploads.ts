import { sql, type Kysely } from 'kysely';
import type { Migration } from '../migrate.js';

/**
 * Who uploaded each stored file (issue 14): a profile may only point its photo at a file its own
 * user uploaded. Files written by the system (demo data, generated documents) have no row.
 */
export const fileUploads: Migration = {
  name: '002_file_uploads',
  async up(db: Kysely<any>) {
    await sql`create table file_uploads (
      storage_path text primary key,
      user_id integer not null references users,
      created_date timestamptz not null default now())`.execute(db);
    await sql`create index file_uploads_user_idx on file_uploads (user_id)`.execute(db);
  },
};
