import { sql, type Kysely } from 'kysely';
import type { Migration } from '@core/server/db/migrate.js';
import { decisionDays } from '../figures/decisionDays.js';

/**
 * Issue 38's home charts from maintained daily figures: decisions per programme, day, kind
 * (posts, applications), decision and whole days waited (null: no submission date), kept by each
 * decision in its transaction (figures/decisionDays.ts) and filled here from the events. The
 * unique index leads with what the chart filters by (programmes, kind, a range of days).
 */
export const decisionDaysTable: Migration = {
  name: '004_decision_days',
  async up(db: Kysely<any>) {
    await sql`create table job_decision_days (
      cohort_prog_id integer not null references cohort_programmes,
      day date not null,
      kind varchar(12) not null,
      decision varchar(20) not null,
      waited_days integer,
      decisions integer not null default 0,
      constraint job_decision_days_key unique nulls not distinct (cohort_prog_id, kind, day, decision, waited_days))`.execute(
      db,
    );
    await sql`insert into job_decision_days (cohort_prog_id, day, kind, decision, waited_days, decisions)
      ${decisionDays.truth()}`.execute(db);
  },
};
