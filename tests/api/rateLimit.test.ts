import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startSecondApp, type SecondApp } from '../support/secondApp';
import { openProviderSignIn } from '../support/signOnSteps';
import { freePort } from '../support/freePort';

// A second server on the same database with low limits (2 a minute), so the suite's own server
// keeps its generous ones. Limits count in the shared database, so each group of servers here gets
// its own namespace: the suite's other calls from 127.0.0.1 must not count against it.
const lowLimits = () => ({ rateLimitForgot: 2, rateLimitSignin: 2, rateLimitNamespace: `test-${randomUUID()}-` });
let second: SecondApp;
beforeAll(async () => {
  second = await startSecondApp(lowLimits());
});
afterAll(async () => {
  await second?.close();
});

async function post(path: string, body: unknown, base = second.url) {
  const res = await fetch(`${base}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, ...((await res.json()) as { msg: string; errorCode: string | null; object: unknown }) };
}

describe('the forgot calls are rate limited per client', () => {
  it('the third forgotUserID call within a minute answers 429 RATE_LIMITED', async () => {
    const first = await post('forgotUser/forgotUserID', 'nobody1@nowhere.example.com');
    const secondCall = await post('forgotUser/forgotUserID', 'nobody2@nowhere.example.com');
    expect(first.msg).toBe('SUCCESS');
    expect(secondCall.msg).toBe('SUCCESS');
    const third = await post('forgotUser/forgotUserID', 'nobody3@nowhere.example.com');
    expect(third.status).toBe(429);
    expect(third.errorCode).toBe('RATE_LIMITED');
    expect(third.object).toBeNull();
    expect(third.msg).not.toBe('SUCCESS');
  });

  it('forgotPassword is limited too', async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await post('forgotUser/forgotPassword', `nosuchuser${i}`));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
    expect(answers[2]!.errorCode).toBe('RATE_LIMITED');
  });
});

describe('sign-in is rate limited', () => {
  it('the third ajaxLogin within a minute answers 429 RATE_LIMITED, whatever the first two answered', async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await post('academic/login/ajaxLogin', { code: `c${i}`, state: `s${i}` }));
    expect(answers[0]!.errorCode).toBe('VALIDATION');
    expect(answers[1]!.errorCode).toBe('VALIDATION');
    expect(answers[2]!.status).toBe(429);
    expect(answers[2]!.errorCode).toBe('RATE_LIMITED');
  });

  it("the provider's password form is limited: the third wrong password within a minute answers 429", async () => {
    const p = await openProviderSignIn(second.url);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await p.submit('mc01', `wrong${i}`)).status);
    expect(statuses).toEqual([401, 401, 429]);
  });
});

describe('calls without a named limit are not limited', () => {
  it('checkShutdownTime answers SUCCESS five times in a row', async () => {
    for (let i = 0; i < 5; i++) {
      const r = await post('academic/login/checkShutdownTime', {});
      expect(r.status).toBe(200);
    }
  });
});

describe('limits count across server copies (issue 17)', () => {
  it('in PostgreSQL: two copies on one database share the count, so the third call overall is refused', async () => {
    const settings = lowLimits();
    const a = await startSecondApp(settings);
    const b = await startSecondApp(settings);
    try {
      const first = await post('forgotUser/forgotUserID', 'spread1@nowhere.example.com', a.url);
      const secondCall = await post('forgotUser/forgotUserID', 'spread2@nowhere.example.com', b.url);
      const third = await post('forgotUser/forgotUserID', 'spread3@nowhere.example.com', a.url);
      expect([first.status, secondCall.status, third.status]).toEqual([200, 200, 429]);
      expect(third.errorCode).toBe('RATE_LIMITED');
      // The counter is one row of the kernel's table, not memory of either copy.
      const { rows } = await sql<{
        count: number;
      }>`select count from rate_limits where key like ${settings.rateLimitNamespace + '%forgotUserID%'}`.execute(a.db);
      expect(rows.map((r) => r.count)).toEqual([3]);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('a copy with another namespace keeps its own count', async () => {
    const a = await startSecondApp(lowLimits());
    try {
      const answers = [];
      for (let i = 0; i < 2; i++)
        answers.push(await post('forgotUser/forgotUserID', `own${i}@nowhere.example.com`, a.url));
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
    } finally {
      await a.close();
    }
  });

  it('an unreachable REDIS_URL stops the start with a clear message', async () => {
    const port = await freePort(); // nothing listens there
    await expect(startSecondApp({ redisUrl: `redis://:secret@127.0.0.1:${port}` })).rejects.toThrow(
      new RegExp(`Cannot reach Redis at REDIS_URL redis://:\\*\\*\\*@127\\.0\\.0\\.1:${port}`),
    );
  });
});

// Debian's redis-server (.ci/run installs it); on a machine without it this part is skipped.
describe.skipIf(!existsSync('/usr/bin/redis-server'))('limits count in Redis when REDIS_URL is set', () => {
  let redis: ChildProcess;
  let redisUrl: string;
  beforeAll(async () => {
    const port = await freePort();
    redisUrl = `redis://127.0.0.1:${port}`;
    redis = spawn(
      '/usr/bin/redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    // Ready when it accepts a connection.
    const { connect } = await import('node:net');
    for (let i = 0; i < 100; i++) {
      const up = await new Promise<boolean>((resolve) => {
        const s = connect(port, '127.0.0.1', () => (s.end(), resolve(true)));
        s.on('error', () => resolve(false));
      });
      if (up) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('redis-server did not start');
  });
  afterAll(() => {
    redis?.kill('SIGTERM');
  });

  it('two copies on one Redis share the count; PostgreSQL holds no counter for them', async () => {
    const settings = { ...lowLimits(), redisUrl };
    const a = await startSecondApp(settings);
    const b = await startSecondApp(settings);
    try {
      const statuses = [];
      for (const [i, app] of [a, b, b].entries())
        statuses.push((await post('forgotUser/forgotPassword', `nosuchuser-r${i}`, app.url)).status);
      expect(statuses).toEqual([200, 200, 429]);
      const { rows } = await sql`select 1 from rate_limits where key like ${settings.rateLimitNamespace + '%'}`.execute(
        a.db,
      );
      expect(rows).toHaveLength(0);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
