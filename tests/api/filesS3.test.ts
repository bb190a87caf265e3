import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startSecondApp, type SecondApp } from '../support/secondApp';
import { signInAt } from '../support/signOnFlow';
import { S3RVER_KEYS, startS3rver, type S3Fixture } from '../support/s3rverFixture';
import { makePng } from './profile/png';

/** Issue 17: with FILE_STORE_URL on an S3-compatible server, uploads and signed downloads work the same. */
let s3: S3Fixture;
let app: SecondApp | null = null;

/** Starts a server copy with these file store settings (read from the environment at start). */
async function startWith(env: Record<string, string | undefined>): Promise<SecondApp> {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete process.env[k];
  try {
    return await startSecondApp();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

beforeAll(async () => {
  s3 = await startS3rver();
  app = await startWith({ FILE_STORE_URL: s3.url(), ...S3RVER_KEYS });
});
afterAll(async () => {
  await app?.close();
  await s3?.stop();
});

describe('a server copy on FILE_STORE_URL=s3://… (s3rver)', () => {
  it('uses the bucket', () => {
    expect(app!.kernel.store.kind).toBe('s3');
  });

  it('an upload lands in the bucket (not on local disk) and its signed link streams it back', async () => {
    const s = await signInAt(app!.url, 'mc01');
    const png = makePng(140, 140);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    // Uploads need the PROFILE upload permission of a role in the selected programme (issue 27).
    const bsccs = await app!.db
      .selectFrom('cohortProgrammes as cp')
      .innerJoin('programmes as p', 'p.progId', 'cp.progId')
      .innerJoin('cohorts as c', 'c.cohortId', 'cp.cohortId')
      .select('cp.cohortProgId')
      .where('p.progCode', '=', 'BSCCS')
      .where('c.isCurrent', '=', 'Y')
      .executeTakeFirstOrThrow();
    const res = await fetch(`${app!.url}/api/file/imageUpload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${s.accessToken}`, 'x-cohort-prog-id': String(bsccs.cohortProgId) },
      body: form,
    });
    const r = (await res.json()) as { msg: string; object: { storagePath: string; url: string } };
    expect(r.msg).toBe('SUCCESS');
    const { storagePath, url } = r.object;

    expect(await app!.kernel.store.exists(storagePath)).toBe(true);
    expect(existsSync(path.join(inject('dataDir'), 'files', storagePath))).toBe(false);
    const stored = await app!.kernel.store.open(storagePath);
    expect(stored!.size).toBe(png.length);
    stored!.stream.destroy();

    const file = await fetch(`${app!.url}${url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-length')).toBe(String(png.length));
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);

    // The session's sasToken reads it too, until sign-out.
    expect((await fetch(`${app!.url}/files/${storagePath}?${s.sasToken}`)).status).toBe(200);
    await fetch(`${app!.url}/api/academic/login/lgout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${s.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ userId: s.userInfo.userId }),
    });
    expect((await fetch(`${app!.url}/files/${storagePath}?${s.sasToken}`)).status).toBe(403);
  });

  it('a missing object and a "folder" answer 404 NOT_FOUND envelopes', async () => {
    const s = await signInAt(app!.url, 'mc01');
    for (const p of ['images/2026-01/none.png', 'images/2026-01']) {
      const res = await fetch(`${app!.url}/files/${p}?${s.sasToken}`);
      expect([403, 404], p).toContain(res.status);
      expect(((await res.json()) as { errorCode: string }).errorCode).toMatch(/NOT_FOUND|FORBIDDEN/);
    }
    const res = await fetch(`${app!.url}/files/images/2026-01/none.png?${s.sasToken}`);
    expect(res.status).toBe(404);
  });
});

describe('the server refuses to start on a bad FILE_STORE_URL', () => {
  it.each([
    ['malformed', () => 's3//wil-files', /^FILE_STORE_URL must start with s3:\/\/ or file:\/\//],
    [
      'a missing bucket',
      () => s3.url('no-such-bucket'),
      /^FILE_STORE_URL names bucket 'no-such-bucket', which does not exist/,
    ],
  ])('%s', async (_what, url, msg) => {
    await expect(startWith({ FILE_STORE_URL: url(), ...S3RVER_KEYS })).rejects.toThrow(msg);
  });

  it('wrong keys', async () => {
    await expect(
      startWith({ FILE_STORE_URL: s3.url(), AWS_ACCESS_KEY_ID: 'WRONG', AWS_SECRET_ACCESS_KEY: 'WRONG' }),
    ).rejects.toThrow(
      /^FILE_STORE_URL names bucket 'wil-files' at .*, but the keys \(AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY\) were refused/,
    );
  });
});
