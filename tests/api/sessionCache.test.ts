import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
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

/**
 * Issue 27: sign-out ends every link at once. The file route keeps its own cache of open sessions
 * (core/server/files/liveSessions.ts); a session revoked through a server copy leaves that cache
 * at once too, so a link of it is refused on the next request, not SESSION_CACHE_MS later.
 */
describe('a download link ends at sign-out on the same copy, whatever SESSION_CACHE_MS is', () => {
  let second: SecondApp;
  const image = `images/2026-01/${randomUUID()}.png`;
  const full = () => path.join(inject('dataDir'), 'files', image);
  beforeAll(async () => {
    second = await startSecondApp({ sessionCacheMs: 60_000 });
    await mkdir(path.dirname(full()), { recursive: true });
    await writeFile(full(), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });
  afterAll(async () => {
    await second.close();
    await rm(full(), { force: true });
  });

  const post = (p: string, token: string) =>
    fetch(`${second.url}/api/${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '{}',
    }).then((r) => r.json() as Promise<{ msg: string; errorCode: string | null }>);

  it('sign-out: the sasToken link answers 200, then is refused at once', async () => {
    const s = await signIn('as01');
    const link = `${second.url}/files/${image}?${s.sasToken}`;
    expect((await fetch(link)).status).toBe(200);
    expect((await fetch(link)).status).toBe(200); // now from the copy's cache
    expect((await post('academic/login/lgout', s.accessToken)).msg).toBe('SUCCESS');
    const after = await fetch(link);
    expect(after.status).toBe(403);
    expect(((await after.json()) as { msg: string }).msg).toBe(
      'This download link ended with the session that made it. Please sign in again.',
    );
  });

  it("a reused refresh token: the revoked session's link is refused at once", async () => {
    const s = await signIn('as01');
    const link = `${second.url}/files/${image}?${s.sasToken}`;
    expect((await fetch(link)).status).toBe(200);
    const refresh = (refreshToken: string) =>
      fetch(`${second.url}/api/academic/login/refreshToken`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
      }).then((r) => r.json() as Promise<{ msg: string; errorCode: string | null; object: { refreshToken: string } }>);
    const r1 = await refresh(s.refreshToken);
    expect((await refresh(r1.object.refreshToken)).msg).toBe('SUCCESS');
    // The first token again, after its successor was rotated too: theft, the session is revoked.
    expect((await refresh(s.refreshToken)).errorCode).toBe('UNAUTHORIZED');
    expect((await fetch(link)).status).toBe(403);
  });
});
