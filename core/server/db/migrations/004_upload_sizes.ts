import { sql, type Kysely } from 'kysely';
import type { Migration } from '../migrate.js';

/**
 * The size of each upload (issue 27): image upload quotas (bytes per user per day) are counted
 * from file_uploads. Rows from before this migration count 0 bytes; they still count as uploads.
 * The index serves the quota's question: one user's uploads since a time.
 */
export const uploadSizes: Migration = {
  name: '004_upload_sizes',
  async up(db: Kysely<any>) {
    await sql`alter table file_uploads add column byte_size bigint not null default 0`.execute(db);
    await sql`create index file_uploads_user_time_idx on file_uploads (user_id, created_date)`.execute(db);
    await sql`drop index file_uploads_user_idx`.execute(db);
  },
};
