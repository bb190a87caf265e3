import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type pg from 'pg';
import { Digest } from '@core/server/digest/digest';
import { Outbox } from '@core/server/mail/outbox';
import { utcDate } from '@core/server/dates';
import { one, openDb, rows } from '../support/db';
import { startSecondApp, type SecondApp } from '../support/secondApp';

/**
 * Once per person and day (issue 39): two server copies running the digest at once, a run killed
 * with SIGKILL midway then run again, and an SMTP server that fails: each person with something
 * waiting gets exactly one mail of the day, none is lost, none is sent twice.
 */
let raw: pg.Pool;
let a: SecondApp;
let b: SecondApp;
const children: ChildProcess[] = [];
const quiet = { warn: () => {}, error: () => {}, info: () => {}, debug: () => {}, child: () => quiet } as never;

beforeAll(async () => {
  raw = openDb();
  [a, b] = await Promise.all([startSecondApp({}, { listen: false }), startSecondApp({}, { listen: false })]);
});
afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  await Promise.all([a?.close(), b?.close()]);
  await raw.end();
});

/** The day's records and mails: who, and how many mails carry that day in their subject. */
async function ofDay(day: string) {
  const sends = await rows<{ user_id: number; mail_id: string }>(
    raw,
    'select user_id, mail_id from digest_sends where digest_day = $1 order by user_id',
    [day],
  );
  const mails = await one<{ n: number; people: number }>(
    raw,
    `select count(*)::int as n, count(distinct to_address)::int as people from mail_outbox where subject like $1`,
    [`%${utcDate(day)}%`],
  );
  return { users: sends.map((s) => s.user_id), mails: mails!.n, people: mails!.people, sends };
}

describe('exactly once per person and day', () => {
  const day = '2031-01-06';

  it('two server copies running at once mail each person once', async () => {
    const [ra, rb] = await Promise.all([
      a.kernel.digest.run({ day, batchSize: 2 }),
      b.kernel.digest.run({ day, batchSize: 2 }),
    ]);
    const got = await ofDay(day);
    expect(got.users.length).toBeGreaterThan(3);
    expect(ra.sent + rb.sent).toBe(got.users.length);
    expect(got.mails).toBe(got.users.length);
    expect(got.people).toBe(got.users.length);
    // Each copy accounts for every staff member: what one sent, the other counted as already sent.
    const staff = (await one<{ n: number }>(
      raw,
      "select count(*)::int as n from academic_staff a join users u using (user_id) where u.user_type = 'ACADEMIC' and u.active = 'Y'",
    ))!.n;
    for (const r of [ra, rb]) {
      expect(r.sent + r.alreadySent + r.nothingWaits + r.notificationOff + r.noRole + r.noEmail).toBe(staff);
    }
    // A third run the same day sends nothing.
    const again = await a.kernel.digest.run({ day });
    expect(again).toMatchObject({ sent: 0, alreadySent: got.users.length });
    expect((await ofDay(day)).mails).toBe(got.users.length);
  });

  it('a run killed with SIGKILL midway loses nothing and, run again, sends nobody twice', async () => {
    const killedDay = '2031-01-07';
    const expected = (await ofDay(day)).users;
    const last = expected[expected.length - 1]!;
    // Hold the last person's record of the day open: the child commits everyone before, then waits on it.
    const holder = await raw.connect();
    await holder.query('begin');
    await holder.query('insert into digest_sends (user_id, digest_day, mail_id) values ($1, $2, 0)', [last, killedDay]);
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/digestRunChild.ts'], {
      cwd: path.resolve(__dirname, '../..'),
      env: {
        ...process.env,
        DATABASE_URL: inject('databaseUrl'),
        DATA_DIR: inject('dataDir'),
        DIGEST_DAY: killedDay,
        DIGEST_BATCH: '1',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const until = Date.now() + 90_000;
    while ((await ofDay(killedDay)).users.length < expected.length - 1 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 200));
    }
    // The child then builds its last batch and waits on the held record: midway, not finished.
    const waiting = async () =>
      (await one<{ n: number }>(
        raw,
        `select count(*)::int as n from pg_locks where not granted and locktype = 'transactionid'`,
      ))!.n;
    while ((await waiting()) === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    expect(await waiting()).toBeGreaterThan(0);
    expect(out).not.toMatch(/"sent"/);
    child.kill('SIGKILL');
    await exited;
    await holder.query('rollback');
    holder.release();
    const midway = await ofDay(killedDay);
    expect(midway.users).toEqual(expected.slice(0, -1));
    expect(midway.mails).toBe(expected.length - 1);

    const rerun = await b.kernel.digest.run({ day: killedDay });
    expect(rerun).toMatchObject({ sent: 1, alreadySent: expected.length - 1 });
    const after = await ofDay(killedDay);
    expect(after.users).toEqual(expected);
    expect(after.mails).toBe(expected.length);
    expect(after.people).toBe(expected.length);
  });
});

/** A small SMTP server: refuses every mail (451) while `failing`, else keeps what it is sent. */
function fakeSmtp() {
  const state = { failing: true, received: [] as string[] };
  const server: Server = createServer((socket) => {
    let data = false;
    let buf = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buf += chunk.toString('utf8');
      for (;;) {
        if (data) {
          const end = buf.indexOf('\r\n.\r\n');
          if (end < 0) return;
          state.received.push(buf.slice(0, end));
          buf = buf.slice(end + 5);
          data = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const nl = buf.indexOf('\r\n');
        if (nl < 0) return;
        const line = buf.slice(0, nl).toUpperCase();
        buf = buf.slice(nl + 2);
        if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250 fake\r\n');
        else if (line.startsWith('MAIL')) socket.write(state.failing ? '451 try again later\r\n' : '250 ok\r\n');
        else if (line.startsWith('RCPT')) socket.write('250 ok\r\n');
        else if (line.startsWith('DATA')) {
          data = true;
          socket.write('354 go ahead\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return { server, state };
}

describe('a failing SMTP server', () => {
  it("leaves the digest's mails queued and retried: sent once it answers, never twice", async () => {
    const day = '2031-01-08';
    const { server, state } = fakeSmtp();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const port = (server.address() as { port: number }).port;
    const dir = await mkdtemp(path.join(tmpdir(), 'wil-digest-smtp-'));
    try {
      // The queue is the test's: the mails' jobs are recorded, not run by the suite's server, so
      // this test is the only sender and says when each attempt happens.
      const added: number[] = [];
      const jobs = {
        addMany: async (_spec: unknown, list: { mailId: number }[]) => void added.push(...list.map((m) => m.mailId)),
      };
      const outbox = new Outbox(
        a.db,
        jobs as never,
        { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'wil@test', dir },
        quiet,
      );
      const digest = new Digest({ ...a.kernel.digest.deps, outbox });
      const report = await digest.run({
        day,
        userId: (await one(raw, "select user_id from users where account_id = 'as01'"))!.user_id,
      });
      expect(report.sent).toBe(1);
      expect(added).toHaveLength(1);
      const mailId = added[0]!;

      await expect(outbox.deliver(mailId, false)).rejects.toThrow(/451/);
      await expect(outbox.deliver(mailId, false)).rejects.toThrow(/451/);
      expect(
        await one(raw, 'select status, attempts, last_error from mail_outbox where mail_id = $1', [mailId]),
      ).toMatchObject({
        status: 'PENDING',
        attempts: 2,
        last_error: expect.stringMatching(/451/),
      });
      expect(state.received).toHaveLength(0);

      state.failing = false;
      expect(await outbox.deliver(mailId, false)).toBe('sent');
      expect(await outbox.deliver(mailId, false)).toBe('done before');
      expect(state.received).toHaveLength(1);
      // Long header lines are folded (RFC 5322): read them unfolded.
      const sent = state.received[0]!.replace(/\r\n[ \t]+/g, ' ');
      expect(sent).toMatch(/^List-Unsubscribe: <http[^>]+\/digest\/unsubscribe\?token=/m);
      expect(sent).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      expect(sent).toContain('Content-Type: text/plain');
      expect(sent).toContain('Content-Type: text/html');
      expect(await one(raw, 'select status, attempts from mail_outbox where mail_id = $1', [mailId])).toMatchObject({
        status: 'SENT',
        attempts: 3,
      });
    } finally {
      server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
