import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type pg from 'pg';
import { FileSigner } from '@core/server/files/fileSigner.js';
import { baseUrl, call, signIn } from '../support/api';
import { kernelSecret, openDb } from '../support/db';

/** Issue 14: a download link names one file (or one folder the reader may read) and ends with its session. */
let db: pg.Pool;
let signer: FileSigner;
const files = () => path.join(inject('dataDir'), 'files');
const IMAGE = 'images/2026-01/0b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d.png';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('rest')]);
const RESUME = 'applfiles-test/resume.pdf';
const RESUME_BYTES = `%PDF-1.4 resume ${Date.now()}`;

type Session = Awaited<ReturnType<typeof signIn>>;
const sidOf = (s: Session) =>
  JSON.parse(Buffer.from(s.accessToken.split('.')[1]!, 'base64url').toString()).sid as string;
const get = (p: string, init?: RequestInit) => fetch(`${baseUrl()}/files/${p}`, init);
const signOut = (s: Session) =>
  call('academic/login/lgout', { userId: s.userInfo.userId, userName: s.userInfo.userName }, { token: s.accessToken });

async function envelope(res: Response, status: number, errorCode: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toContain('application/json');
  const body = (await res.json()) as { msg: string; object: unknown; errorCode: string };
  expect(body.errorCode).toBe(errorCode);
  expect(body.object).toBeNull();
  expect(body.msg.length).toBeGreaterThan(10);
  return body;
}

beforeAll(async () => {
  db = openDb();
  signer = new FileSigner(await kernelSecret(db, 'files'));
  for (const [p, bytes] of [
    [IMAGE, PNG],
    [RESUME, Buffer.from(RESUME_BYTES)],
  ] as const) {
    await mkdir(path.dirname(path.join(files(), p)), { recursive: true });
    await writeFile(path.join(files(), p), bytes);
  }
});
afterAll(async () => {
  await rm(path.join(files(), IMAGE));
  await rm(path.join(files(), 'applfiles-test'), { recursive: true, force: true });
  await db.end();
});

describe("the session's sasToken reads stored images only (issue 14: no more sp=*)", () => {
  it('shows an image', async () => {
    const s = await signIn('mc01');
    const res = await get(`${IMAGE}?${s.sasToken}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('does not read any other stored file (a resume, demo data, generated files)', async () => {
    const s = await signIn('mc01');
    const body = await envelope(await get(`${RESUME}?${s.sasToken}`), 403, 'FORBIDDEN');
    expect(JSON.stringify(body)).not.toContain('resume');
  });

  it('cannot be stretched to another folder by editing sp', async () => {
    const s = await signIn('mc01');
    const q = new URLSearchParams(s.sasToken);
    q.set('sp', 'applfiles-test/');
    await envelope(await get(`${RESUME}?${q}`), 403, 'FORBIDDEN');
    q.set('sp', '*');
    await envelope(await get(`${RESUME}?${q}`), 403, 'FORBIDDEN');
  });
});

describe('a link ends with the session that made it', () => {
  it('the sasToken and a one-file link stop working at sign-out', async () => {
    const s = await signIn('as01');
    const one = signer.suffix(RESUME, sidOf(s), 600);
    expect((await get(`${IMAGE}?${s.sasToken}`)).status).toBe(200);
    expect((await get(`${RESUME}?${one}`)).status).toBe(200);

    expect((await signOut(s)).msg).toBe('SUCCESS');
    const body = await envelope(await get(`${IMAGE}?${s.sasToken}`), 403, 'FORBIDDEN');
    expect(body.msg).toBe('This download link ended with the session that made it. Please sign in again.');
    await envelope(await get(`${RESUME}?${one}`), 403, 'FORBIDDEN');
  });

  it('another open session keeps working: only the ended one is refused', async () => {
    const a = await signIn('as02');
    const b = await signIn('as02');
    await signOut(a);
    expect((await get(`${IMAGE}?${b.sasToken}`)).status).toBe(200);
    expect((await get(`${IMAGE}?${a.sasToken}`)).status).toBe(403);
  });

  it('a session revoked on the server (reused refresh token, admin) or of a deactivated user', async () => {
    const s = await signIn('pl01');
    expect((await get(`${IMAGE}?${s.sasToken}`)).status).toBe(200);
    await db.query(`update auth_sessions set revoked_at = now(), revoke_reason = 'TEST' where session_id = $1`, [
      sidOf(s),
    ]);
    await envelope(await get(`${IMAGE}?${s.sasToken}`), 403, 'FORBIDDEN');
  });

  it('a session past its idle limit', async () => {
    const s = await signIn('pl01');
    await db.query(`update auth_sessions set last_used_at = now() - interval '2 days' where session_id = $1`, [
      sidOf(s),
    ]);
    await envelope(await get(`${IMAGE}?${s.sasToken}`), 403, 'FORBIDDEN');
  });

  it('a session id that never existed, even signed with the right key', async () => {
    const q = signer.suffix(IMAGE, '11111111-2222-4333-8444-555555555555', 600);
    await envelope(await get(`${IMAGE}?${q}`), 403, 'FORBIDDEN');
    await envelope(await get(`${IMAGE}?${signer.suffix(IMAGE, 'not-a-uuid', 600)}`), 403, 'FORBIDDEN');
  });
});

describe('every file route answers the envelope (issue 14: never Fastify’s own 500 body)', () => {
  let s: Session;
  beforeAll(async () => {
    s = await signIn('mc01');
  });

  it('a folder (GET /files/images?<sasToken>) is 404 NOT_FOUND', async () => {
    await envelope(await get(`images?${s.sasToken}`), 403, 'FORBIDDEN'); // the token covers files below images/
    await envelope(await get(`images/2026-01?${s.sasToken}`), 404, 'NOT_FOUND');
    await envelope(await get(`images/?${s.sasToken}`), 404, 'NOT_FOUND');
    await envelope(await get(`images/2026-01?${signer.suffix('images/2026-01', sidOf(s), 60)}`), 404, 'NOT_FOUND');
  });

  it('a missing file is 404 NOT_FOUND', async () => {
    await envelope(await get(`images/2026-01/none.png?${s.sasToken}`), 404, 'NOT_FOUND');
  });

  it('no, a tampered or an expired signature is 403 FORBIDDEN', async () => {
    await envelope(await get(IMAGE), 403, 'FORBIDDEN');
    const q = new URLSearchParams(s.sasToken);
    q.set('sig', 'x' + q.get('sig')!.slice(1));
    await envelope(await get(`${IMAGE}?${q}`), 403, 'FORBIDDEN');
    await envelope(
      await get(`${IMAGE}?${signer.suffix(IMAGE, sidOf(s), 60, Date.now() - 3600_000)}`),
      403,
      'FORBIDDEN',
    );
  });

  it('a signing parameter sent twice is 403 FORBIDDEN, not a 500 (issue 27)', async () => {
    const q = new URLSearchParams(s.sasToken);
    for (const key of [...q.keys()]) {
      // The same value again, and another value: neither is an address the server made.
      for (const again of [q.get(key)!, 'images/']) {
        const twice = new URLSearchParams(q);
        twice.append(key, again);
        const body = await envelope(await get(`${IMAGE}?${twice}`), 403, 'FORBIDDEN');
        expect(body.msg, `${key} twice`).toBe('This download link is not valid or has expired.');
      }
    }
    const one = new URLSearchParams(signer.suffix(IMAGE, sidOf(s), 60));
    one.append('sp', one.get('sp')!);
    await envelope(await get(`${IMAGE}?${one}`), 403, 'FORBIDDEN');
    expect((await get(`${IMAGE}?${one}`, { method: 'HEAD' })).status).toBe(403);
  });

  it('a path that would leave the store is 404, whatever the token', async () => {
    const folder = signer.suffix('images/', sidOf(s), 60);
    for (const p of ['images/..%2F..%2Fpg-password', 'images%2F..%2F..%2Fpg-password', '..%2Fpg-password', '']) {
      const res = await get(`${p}?${folder}`);
      expect(res.status, p).not.toBe(200);
      expect([403, 404], p).toContain(res.status);
      expect(((await res.json()) as { errorCode: string }).errorCode, p).toMatch(/NOT_FOUND|FORBIDDEN/);
    }
  });

  it('HEAD answers like GET, without the body', async () => {
    const res = await get(`${IMAGE}?${s.sasToken}`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-length')).toBe(String(PNG.length));
    expect((await res.arrayBuffer()).byteLength).toBe(0);
    expect((await get(`images/2026-01?${s.sasToken}`, { method: 'HEAD' })).status).toBe(404);
  });
});
