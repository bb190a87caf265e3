import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type pg from 'pg';
import { connect, type Db } from '@core/server/db/connect';
import { Outbox } from '@core/server/mail/outbox';
import { mailJobs } from '@core/server/mail/mailJobs';
import { requeueStrandedMailJob, sendMailJob } from '@core/server/mail/mailJobSpecs';
import { JobQueue } from '@core/server/jobs/queue';
import { writeDecision } from '@core/server/db/writeDecision';
import { sql } from 'kysely';
import { one, openDb, rows } from '../support/db';

let raw: pg.Pool;
let db: Db;
let dir: string;
/** Adds mail jobs; the suite's server runs them, as another server copy would. */
let jobs: JobQueue;
const quiet = { warn: () => {}, error: () => {}, info: () => {}, child: () => quiet } as never;

beforeAll(async () => {
  raw = openDb();
  db = connect(inject('databaseUrl'), 2).db;
  dir = await mkdtemp(path.join(tmpdir(), 'wil-outbox-'));
  jobs = new JobQueue({ url: inject('databaseUrl'), log: quiet, work: false });
  jobs.register('core', mailJobs);
  await jobs.start({ db } as never);
});
afterAll(async () => {
  await raw.query(`delete from mail_outbox where subject like 'outbox test %'`);
  await jobs.stop();
  await raw.end();
  await db.destroy();
  await rm(dir, { recursive: true, force: true });
});

const outboxTo = (smtpUrl: string | null) => new Outbox(db, jobs, { smtpUrl, from: 'wil@test', dir }, quiet);

const mine = (tag: string) =>
  rows<{ mail_id: string; subject: string; status: string; attempts: number; last_error: string | null }>(
    raw,
    `select mail_id, subject, status, attempts, last_error from mail_outbox where subject like $1 order by mail_id`,
    [`outbox test ${tag} %`],
  );

/** A PENDING row with no job, for calling the job's work directly. */
async function bareRow(tag: string): Promise<number> {
  const r = await one<{ mail_id: string }>(
    raw,
    `insert into mail_outbox (to_address, subject, body_text) values ('x@example.com', $1, 'body') returning mail_id`,
    [`outbox test ${tag} 0`],
  );
  return Number(r!.mail_id);
}

async function waitFor<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 30_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('mail delivery as jobs', () => {
  it('sends every mail queued in a committed transaction once, as .eml files without SMTP', async () => {
    const outbox = outboxTo(null);
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < 30; i++) {
        await outbox.queue(trx, { to: `s${i}@example.com`, subject: `outbox test batch ${i}`, text: `body ${i}` });
      }
    });
    const list = await waitFor(
      () => mine('batch'),
      (l) => l.every((m) => m.status === 'SENT'),
    );
    expect(list).toHaveLength(30);
    for (const m of list) {
      expect(m, m.subject).toMatchObject({ status: 'SENT', attempts: 1, last_error: null });
      // The suite's server ran the jobs: its data folder holds the files.
      const eml = path.join(inject('dataDir'), 'outbox', `${m.mail_id}.eml`);
      expect(await readFile(eml, 'utf8')).toContain(`Subject: ${m.subject}`);
    }
    const queued = await one<{ c: string }>(
      raw,
      `select count(*) as c from pgboss.job where name = $1 and (data->>'mailId')::bigint = any($2::bigint[])`,
      [sendMailJob.task, list.map((m) => m.mail_id)],
    );
    expect(Number(queued!.c)).toBe(30);
  });

  it("sends the mail a decision writes inside its one statement (job-review's writeDecision)", async () => {
    const outbox = outboxTo(null);
    await db.transaction().execute(async (trx) => {
      const token = await writeDecision(
        trx,
        trx.selectNoFrom(sql<string>`'token'`.as('last_updated_date')),
        trx.selectNoFrom(sql<number>`1`.as('one')),
        outbox.insertOf(trx, { to: 'd@example.com', subject: 'outbox test decision 0', text: 'decided' }),
      );
      expect(token).toBe('token');
    });
    const [mail] = await waitFor(
      () => mine('decision'),
      (l) => l[0]?.status === 'SENT',
    );
    expect(mail).toMatchObject({ status: 'SENT', attempts: 1 });
  });

  it('queues neither the row nor its job when the transaction rolls back', async () => {
    const outbox = outboxTo(null);
    let mailId = 0;
    await expect(
      db.transaction().execute(async (trx) => {
        const q = outbox.insertOf(trx, { to: 'r@example.com', subject: 'outbox test rollback 0', text: 'x' });
        mailId = Number((await q.insert.executeTakeFirstOrThrow()).mailId);
        await q.enqueue(mailId);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(mailId).toBeGreaterThan(0);
    expect(await mine('rollback')).toHaveLength(0);
    const queued = await one<{ c: string }>(
      raw,
      `select count(*) as c from pgboss.job where name = $1 and (data->>'mailId')::bigint = $2`,
      [sendMailJob.task, mailId],
    );
    expect(Number(queued!.c)).toBe(0);
  });

  it('gives a PENDING mail that lost its job (older than 10 minutes) a new one', async () => {
    const stale = await bareRow('stranded');
    await raw.query(`update mail_outbox set created_date = now() - interval '11 minutes' where mail_id = $1`, [stale]);
    const fresh = await one<{ mail_id: string }>(
      raw,
      `insert into mail_outbox (to_address, subject, body_text) values ('y@example.com', 'outbox test fresh 0', 'b')
       returning mail_id`,
    );
    expect(await outboxTo(null).requeueStranded()).toBeGreaterThanOrEqual(1);
    const [mail] = await waitFor(
      () => mine('stranded'),
      (l) => l[0]?.status === 'SENT',
    );
    expect(mail).toMatchObject({ status: 'SENT', attempts: 1 });
    // A recent row may still be on its way through the queue: left alone.
    const jobsOfFresh = await one<{ c: string }>(
      raw,
      `select count(*) as c from pgboss.job where name = $1 and (data->>'mailId')::bigint = $2`,
      [sendMailJob.task, fresh!.mail_id],
    );
    expect(Number(jobsOfFresh!.c)).toBe(0);
    expect(await mine('fresh')).toMatchObject([{ status: 'PENDING' }]);
  });

  it("the suite's server scheduled the kernel's cron job that looks for them", async () => {
    const schedules = await jobs.schedules();
    expect(schedules.find((x) => x.name === requeueStrandedMailJob.task)).toMatchObject({ cron: '*/10 * * * *' });
  });

  it('records a failed send on the row and throws (the queue retries); the last attempt leaves it FAILED', async () => {
    const mailId = await bareRow('fail');
    // Nothing listens on port 9 of this machine: the transport fails at once.
    const failing = outboxTo('smtp://127.0.0.1:9');
    await expect(failing.deliver(mailId, false)).rejects.toThrow();
    expect((await mine('fail'))[0]).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      last_error: expect.stringMatching(/\S/),
    });
    await expect(failing.deliver(mailId, true)).rejects.toThrow();
    expect((await mine('fail'))[0]).toMatchObject({ status: 'FAILED', attempts: 2 });
    // A run after the queue gave up sends nothing.
    expect(await outboxTo(null).deliver(mailId, false)).toBe('done before');
    expect(existsSync(path.join(dir, `${mailId}.eml`))).toBe(false);
  });

  it('sends a mail once even when its job runs twice (a retry after a crash)', async () => {
    const mailId = await bareRow('twice');
    const outbox = outboxTo(null);
    const [first, second] = await Promise.all([outbox.deliver(mailId, false), outbox.deliver(mailId, false)]);
    expect([first, second].sort()).toEqual(['done before', 'sent']);
    expect((await mine('twice'))[0]).toMatchObject({ status: 'SENT', attempts: 1 });
    expect(await readFile(path.join(dir, `${mailId}.eml`), 'utf8')).toContain('Subject: outbox test twice 0');
  });
});
