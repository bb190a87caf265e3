import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type pg from 'pg';
import { connect, type Db } from '@core/server/db/connect';
import { Outbox } from '@core/server/mail/outbox';
import { openDb, rows } from '../support/db';

let raw: pg.Pool;
let db: Db;
let dir: string;
const quiet = { warn: () => {}, error: () => {} } as never;

beforeAll(async () => {
  raw = openDb();
  db = connect(inject('databaseUrl'), 2).db;
  dir = await mkdtemp(path.join(tmpdir(), 'wil-outbox-'));
});
afterAll(async () => {
  await raw.query(`delete from mail_outbox where subject like 'outbox test %'`);
  await raw.end();
  await db.destroy();
  await rm(dir, { recursive: true, force: true });
});

async function queueMany(tag: string, n: number) {
  const outbox = new Outbox(db, { smtpUrl: null, from: 'wil@test', dir }, quiet);
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < n; i++) {
      await outbox.queue(trx, { to: `s${i}@example.com`, subject: `outbox test ${tag} ${i}`, text: `body ${i}` });
    }
  });
}

const mine = (tag: string) =>
  rows<{ mail_id: string; subject: string; status: string; attempts: number; last_error: string | null }>(
    raw,
    `select mail_id, subject, status, attempts, last_error from mail_outbox where subject like $1 order by mail_id`,
    [`outbox test ${tag} %`],
  );

describe('the mail outbox worker', () => {
  it('sends a queue longer than one batch, each mail exactly once, as .eml files without SMTP', async () => {
    await queueMany('batch', 120);
    const sent = await new Outbox(db, { smtpUrl: null, from: 'wil@test', dir }, quiet).flush();
    const list = await mine('batch');
    expect(list).toHaveLength(120);
    // The suite's server runs its own worker on the same table: between them, each mail once.
    for (const m of list) expect(m, m.subject).toMatchObject({ status: 'SENT', attempts: 1 });
    let here = 0;
    for (const m of list) {
      const ours = path.join(dir, `${m.mail_id}.eml`);
      const theirs = path.join(inject('dataDir'), 'outbox', `${m.mail_id}.eml`);
      expect(existsSync(ours) !== existsSync(theirs), m.subject).toBe(true);
      if (existsSync(ours)) {
        here++;
        expect(await readFile(ours, 'utf8')).toContain(`Subject: ${m.subject}`);
      }
    }
    expect(here).toBeLessThanOrEqual(sent);
    expect(here).toBeGreaterThan(0);
  });

  it('keeps a mail it could not send pending with the error, and ends the run', async () => {
    await queueMany('fail', 3);
    // Nothing listens on port 9 of this machine: the transport fails at once.
    const failing = new Outbox(db, { smtpUrl: 'smtp://127.0.0.1:9', from: 'wil@test', dir }, quiet);
    expect(await failing.flush()).toBe(0);
    const list = await mine('fail');
    expect(list).toHaveLength(3);
    const failed = list.filter((m) => m.status === 'PENDING');
    // Unless the suite's server sent them first, each holds one attempt and the transport's error.
    for (const m of failed) expect(m).toMatchObject({ attempts: 1, last_error: expect.stringMatching(/\S/) });
    for (const m of list.filter((x) => x.status !== 'PENDING')) expect(m).toMatchObject({ status: 'SENT' });
  });
});
