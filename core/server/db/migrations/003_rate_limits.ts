import { sql, type Kysely } from 'kysely';
import type { Migration } from '../migrate.js';

/**
 * Rate-limit counters shared by every server copy (issue 17; core/server/http/rateLimitStore.ts),
 * used when no REDIS_URL is set. Unlogged: a counter is worth no WAL, and losing the current
 * minute's counts in a crash is harmless.
 */
export const rateLimits: Migration = {
  name: '003_rate_limits',
  async up(db: Kysely<any>) {
    await sql`create unlogged table rate_limits (
      key text primary key,
      window_start timestamptz not null,
      count integer not null)`.execute(db);
  },
};
