import { existsSync } from 'node:fs';
import path from 'node:path';
import { PgBoss } from 'pg-boss';
import { SEND_MAIL } from '../../core/server/mail/mailJobs.js';
import { withDb } from './clusterDb.js';

/** Where the rows this test writes begin: everything above these ids is the test's. */
export interface Marks {
  event: number;
  mail: number;
  login: number;
}

export const marksOf = (url: string): Promise<Marks> =>
  withDb(url, async (c) => {
    const { rows } = await c.query<Marks>(
      `select coalesce((select max(event_id) from job_post_events), 0)::int as event,
        coalesce((select max(mail_id) from mail_outbox), 0)::int as mail,
        coalesce((select max(login_record_id) from login_records), 0)::int as login`,
    );
    return rows[0]!;
  });

/**
 * Mails written straight into the outbox with their `core.sendMail` jobs due at `dueAt` (after
 * the primary is killed): the jobs wait in the queue across the failover, then must run once.
 */
export async function queueMails(url: string, count: number, dueAt: Date): Promise<number[]> {
  const ids = await withDb(url, async (c) => {
    const { rows } = await c.query<{ mail_id: number }>(
      `insert into mail_outbox (to_address, subject, body_text)
       select 'failover-' || n || '@example.edu', 'Failover job ' || n, 'Queued before the primary was killed.'
       from generate_series(1, $1) n returning mail_id`,
      [count],
    );
    return rows.map((r) => Number(r.mail_id));
  });
  const boss = new PgBoss({ connectionString: url, supervise: false, schedule: false, migrate: false, max: 2 });
  boss.on('error', () => undefined);
  await boss.start();
  try {
    for (const mailId of ids) await boss.send(SEND_MAIL, { mailId }, { startAfter: dueAt });
  } finally {
    await boss.stop({ graceful: true, timeout: 5_000 });
  }
  return ids;
}

export interface MailRun {
  mailId: number;
  status: string;
  attempts: number;
  jobStates: string[];
  /** .eml files of this mail in every copy's outbox: one per time it was sent. */
  files: number;
}

/** Each mail's row, its queue jobs' states and the files the copies wrote for it. */
export async function mailRuns(url: string, ids: number[], dataDirs: string[]): Promise<MailRun[]> {
  return withDb(url, async (c) => {
    const { rows } = await c.query<{ mail_id: number; status: string; attempts: number; states: string[] }>(
      `select m.mail_id::int, m.status, m.attempts,
         array(select j.state::text from pgboss.job j where j.name = $2 and (j.data->>'mailId')::bigint = m.mail_id) as states
       from mail_outbox m where m.mail_id = any($1::bigint[]) order by m.mail_id`,
      [ids, SEND_MAIL],
    );
    return rows.map((r) => ({
      mailId: r.mail_id,
      status: r.status,
      attempts: r.attempts,
      jobStates: r.states,
      files: dataDirs.filter((d) => existsSync(path.join(d, 'outbox', `${r.mail_id}.eml`))).length,
    }));
  });
}

export interface ApprovalState {
  jobId: number;
  status: string;
  events: number;
  mails: number;
}

/** What the database holds of each approval tried: the post's status, and its events and mails since `m`. */
export const approvalStates = (url: string, jobIds: number[], m: Marks) =>
  withDb(url, async (c) => {
    const { rows } = await c.query<ApprovalState>(
      `select jp.job_id as "jobId", jp.job_post_status as status,
         (select count(*)::int from job_post_events e where e.job_id = jp.job_id and e.event_id > $2) as events,
         (select count(*)::int from mail_outbox o where o.mail_id > $3 and o.subject like 'Job post ' || jp.job_id || ' %') as mails
       from job_posts jp where jp.job_id = any($1::int[])`,
      [jobIds, m.event, m.mail],
    );
    return rows;
  });

/** The source address of each login record written since `m` (one per write that reached the database). */
export const loginRecordAddresses = (url: string, m: Marks) =>
  withDb(url, async (c) => {
    const { rows } = await c.query<{ ip: string }>(`select ip from login_records where login_record_id > $1`, [
      m.login,
    ]);
    return rows.map((r) => r.ip);
  });
