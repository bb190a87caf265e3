import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSecondApp, type SecondApp } from '../support/secondApp';
import { openProviderSignIn } from '../support/signOnSteps';

// A second server on the same database with low limits (2 a minute), so the suite's own server
// keeps its generous ones.
let second: SecondApp;
beforeAll(async () => {
  second = await startSecondApp({ rateLimitForgot: 2, rateLimitSignin: 2 });
});
afterAll(async () => {
  await second?.close();
});

async function post(path: string, body: unknown) {
  const res = await fetch(`${second.url}/api/${path}`, {
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
