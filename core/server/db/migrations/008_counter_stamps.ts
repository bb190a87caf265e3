import { sql, type Kysely } from 'kysely';
import type { Migration } from '../migrate.js';

/**
 * When each area's maintained figures were last built whole, and with which plugins on (issue 36,
 * core/server/counters): a figure that reads another area's (the total mark reads the WPA marks)
 * depends on which areas are on. A server that starts with other plugins than the figures were
 * built with says so in its log: `npm run check-counters` rebuilds them.
 */
export const counterStamps: Migration = {
  name: '008_counter_stamps',
  async up(db: Kysely<any>) {
    await sql`create table kernel_counter_stamps (
      figures_id varchar(100) primary key,
      plugins text not null,
      built_date timestamptz not null default now())`.execute(db);
  },
};
