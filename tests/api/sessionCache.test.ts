import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/api';
import { openDb } from '../support/db';
import { startSecondApp, type SecondApp } from '../support/secondApp';

/** The short session cache of a server copy (DECISIONS: revocation shows within SESSION_CACHE_MS). */
describe('checked sessions are trusted for sessionCacheMs', () => {
  let second: SecondApp;
  const pool = openDb();
  beforeAll(async () => {
    second = await startSecondApp({ sessionCacheMs: 60_000 });
  });
  afterAll(async () => {
    await second.close();
    await pool.end();
  });

  const callAs = (token: string) =>
    fetch(`${second.url}/api/cohort/searchCohortYear`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '{}',
    }).then((r) => r.json() as Promise<{ msg: string; errorCode: string | null }>);

  it('answers from the cache until it expires, but sign-out through the same copy takes effect at once', async () => {
    const s = await signIn('as02');
    expect((await callAs(s.accessToken)).msg).toBe('SUCCESS');
    // Revoked elsewhere (another copy or the database): this copy still trusts its recent check.
    await pool.query(`update auth_sessions set revoked_at = now() where session_id = (
      select session_id from auth_sessions a join users u using (user_id) where u.account_id = 'as02' order by created_at desc limit 1)`);
    expect((await callAs(s.accessToken)).msg).toBe('SUCCESS');

    const other = await signIn('as02');
    expect((await callAs(other.accessToken)).msg).toBe('SUCCESS');
    const out = await fetch(`${second.url}/api/academic/login/lgout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${other.accessToken}` },
      body: '{}',
    }).then((r) => r.json() as Promise<{ msg: string }>);
    expect(out.msg).toBe('SUCCESS');
    expect((await callAs(other.accessToken)).errorCode).toBe('OVERTIME');
  });
});
