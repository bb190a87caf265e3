import { sql } from 'kysely';
import type { Db } from '@core/server/db/connect.js';
import { SEND_MAIL } from '@core/server/mail/mailJobs.js';
import { jobReviewRoutes } from '@plugins/job-review/server/routes.js';
import { rebuildTally } from '@core/server/counters/tallies.js';
import { decisionDays } from '@plugins/job-review/server/figures/decisionDays.js';
import type { BenchCall } from './calls.js';

/** Every post of the pool is put back to this version before each measured phase. */
const TOKEN = '2026-01-01T00:00:00.000000Z';
const SNAPSHOT = 'bench_approve_snapshot';
/** The columns an approval changes, restored from the snapshot when the benchmark ends. */
const CHANGED = [
  'job_post_status',
  'last_apply_date',
  'special_arrange',
  'special_remark',
  'event_remark',
  'event_date',
  'additional_info',
  'last_updated_by',
  'last_updated_date',
];

/**
 * 'Approve a job post' (academicHome/update from the review page) as mc01. Each approval needs a
 * SUBMITTED post of its own, so the pool is every post of mc01's two programmes: before each
 * phase they are all made SUBMITTED (deadline ahead, one version), and when the benchmark ends
 * they get back what they had, and the events and mails the phases wrote are deleted (and the
 * daily decision figures recounted).
 */
export async function approveBenchCall(db: Db, cohortProgId: number): Promise<BenchCall> {
  await restore(db); // what a benchmark stopped half-way left behind
  const pool = (
    await sql<{ jobId: number }>`
      select jp.job_id from job_posts jp
      where jp.cohort_prog_id in (select cp.cohort_prog_id from cohort_programmes cp
        join programmes p on p.prog_id = cp.prog_id join cohorts c on c.cohort_id = cp.cohort_id
        where c.is_current = 'Y' and p.prog_code in ('BSCCS', 'BSCDS'))
      order by jp.job_id`.execute(db)
  ).rows.map((r) => r.jobId);
  const marks = (
    await sql<{ event: number; mail: number }>`
      select coalesce((select max(event_id) from job_post_events), 0)::bigint as event,
        coalesce((select max(mail_id) from mail_outbox), 0)::bigint as mail`.execute(db)
  ).rows[0]!;
  // The snapshot keeps, beside each post's columns, where events and mails stood before.
  await sql
    .raw(
      `create table ${SNAPSHOT} as select job_id, ${CHANGED.join(', ')}, ${marks.event}::bigint as event_mark,
       ${marks.mail}::bigint as mail_mark from job_posts where job_id in (${pool.join(',')})`,
    )
    .execute(db);
  const route = jobReviewRoutes.find((r) => r.path === 'academicHome/update')!;
  const body = (jobId: number) => ({ jobId, lastUpdatedDate: TOKEN, jobPostStatus: 'POSTED', specialArrange: 'N' });
  return {
    path: 'academicHome/update',
    what: "mc01 approves a SUBMITTED post (one post per request, from the 5,000 of mc01's programmes)",
    body: body(pool[0]!),
    headers: { 'x-cohort-prog-id': String(cohortProgId) },
    route,
    write: {
      pool,
      body,
      async reset() {
        await db.transaction().execute(async (trx) => {
          // The posts first, as an approval locks them: a call still in flight when its phase
          // ended holds its post and then adds to the daily tally; taking the tally's lock
          // before the posts deadlocked with it.
          await sql`update job_posts set job_post_status = 'SUBMITTED', last_apply_date = current_date + 30,
            special_arrange = 'N', special_remark = null, event_remark = null, event_date = null,
            last_updated_by = 'bench', last_updated_date = ${TOKEN}::timestamptz
            where job_id = any(${pool}::int[])`.execute(trx);
          await sql`delete from job_post_events where event_id > ${marks.event}`.execute(trx);
          // The daily decision figures follow the events deleted (issue 38).
          await rebuildTally(trx, decisionDays);
          await sql`delete from mail_outbox where mail_id > ${marks.mail}`.execute(trx);
          await deleteMailJobsAfter(trx, marks.mail);
        });
        await sql`vacuum analyze job_posts`.execute(db);
      },
      restore: () => restore(db),
    },
  };
}

async function restore(db: Db) {
  const exists = await sql<{ t: string | null }>`select to_regclass(${SNAPSHOT}) as t`.execute(db);
  if (!exists.rows[0]?.t) return;
  await restoreRows(db);
  // The restore rewrote every post of mc01's programmes, the very rows the read calls measure:
  // without a vacuum (autovacuum waits for a fifth of the table to change) the next run's
  // index-only scans would visit the heap for each of them, and its figures would drift.
  await sql`vacuum analyze job_posts`.execute(db);
}

/**
 * The delivery jobs of the mails a phase wrote: those still waiting would otherwise be worked
 * during the next phase (or the next benchmark's first calls), for mails already deleted. Jobs
 * the server's worker holds are skipped, not waited for: it completes them in batches, locking
 * rows in its own order, and waiting here deadlocked with it; they finish on their own.
 */
export async function deleteMailJobsAfter(db: Db, mailMark: unknown) {
  await sql`delete from pgboss.job where (name, id) in (
      select name, id from pgboss.job where name = ${SEND_MAIL} and (data->>'mailId')::bigint > ${mailMark}
      for update skip locked)`.execute(db);
}

async function restoreRows(db: Db) {
  const set = CHANGED.map((c) => `${c} = s.${c}`).join(', ');
  await db.transaction().execute(async (trx) => {
    await sql
      .raw(`delete from job_post_events where event_id > (select max(event_mark) from ${SNAPSHOT})`)
      .execute(trx);
    await sql.raw(`delete from mail_outbox where mail_id > (select max(mail_mark) from ${SNAPSHOT})`).execute(trx);
    await deleteMailJobsAfter(trx, sql.raw(`(select max(mail_mark) from ${SNAPSHOT})`));
    await sql.raw(`update job_posts jp set ${set} from ${SNAPSHOT} s where s.job_id = jp.job_id`).execute(trx);
    await sql.raw(`drop table ${SNAPSHOT}`).execute(trx);
    await rebuildTally(trx, decisionDays);
  });
}
