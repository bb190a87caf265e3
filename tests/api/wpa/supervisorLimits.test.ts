import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSecondApp, type SecondApp } from '../../support/secondApp';
import { wpaSuite } from './setup';
import { read, saveDraft, sentToSupervisor, uploadSignature, png } from './supervisorHelpers';

/**
 * Issue 31: the supervisor's calls are limited per token and per address (the kernel's 'link'
 * limit, counted in the shared database like sign-in's), on copies of the server with low limits
 * and their own namespace, so the suite's server keeps its generous ones.
 */
const suite = wpaSuite();
const copies: SecondApp[] = [];
let a: SecondApp;
let b: SecondApp;
beforeAll(async () => {
  // Two copies of one deployment (one namespace): 3 calls a minute per token, 6 per address.
  const settings = { rateLimitLink: 6, rateLimitLinkToken: 3, rateLimitNamespace: `test-${randomUUID()}-` };
  a = await startSecondApp(settings);
  copies.push(a);
  b = await startSecondApp(settings);
  copies.push(b);
});
afterAll(async () => {
  await Promise.all(copies.map((c) => c.close()));
});

const unknown = () => randomBytes(32).toString('base64url');

describe('too many tries', () => {
  it('per token, across copies and calls: the fourth call with one token in a minute answers 429', async () => {
    const { token } = await sentToSupervisor(suite);
    const answers = [
      await read(token, a.url),
      await saveDraft(token, { activity1: 'x' }, b.url),
      await read(token, b.url),
    ];
    expect(answers.map((r) => r.msg)).toEqual(['SUCCESS', 'SUCCESS', 'SUCCESS']);
    const fourth = await read(token, a.url);
    expect(fourth.status).toBe(429);
    expect(fourth.errorCode).toBe('RATE_LIMITED');
    expect(fourth.object).toBeNull();
    expect(fourth.headers.get('retry-after')).toMatch(/^\d+$/);
    // The API header set on the refusal too.
    expect(fourth.headers.get('cache-control')).toBe('no-store');
    // A multipart call counts its token once its model is read.
    expect((await uploadSignature(token, png(), 'sig.png', b.url)).errorCode).toBe('RATE_LIMITED');
  });

  it('per address, whatever the token: guessing tokens stops after the limit', async () => {
    // This address has made 5 calls on this deployment (the test above); the 7th overall is refused.
    const guess = await read(unknown(), b.url);
    expect(guess.status).toBe(404);
    const next = await read(unknown(), a.url);
    expect(next.status).toBe(429);
    expect(next.errorCode).toBe('RATE_LIMITED');
  });
});
