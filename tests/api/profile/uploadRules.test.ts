import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { baseUrl, signIn, type Answer } from '../../support/api';
import { one, openDb, userIdOf } from '../../support/db';
import { startSecondApp, type SecondApp } from '../../support/secondApp';
import { cohortProgOf } from '../reports/helpers';
import { makePng } from './png';

/**
 * Issue 27: the image uploads (file/imageUpload, file/imgUpload, ckEditorUploadImg/uploadImg,
 * file/formDataUpload) need the PROFILE upload permission of the caller's role in the selected
 * programme, and count against the caller's quota (IMAGE_UPLOADS_PER_HOUR,
 * IMAGE_UPLOAD_BYTES_PER_DAY), counted in PostgreSQL from file_uploads.
 */
const UPLOADS = ['file/imageUpload', 'file/imgUpload', 'ckEditorUploadImg/uploadImg', 'file/formDataUpload'];

let db: pg.Pool;
let bsccs: number;
let bscds: number;

beforeAll(async () => {
  db = openDb();
  [bsccs, bscds] = await Promise.all([cohortProgOf(db, 'BSCCS'), cohortProgOf(db, 'BSCDS')]);
});
afterAll(async () => {
  await db.end();
});

async function upload(base: string, path: string, token: string, cohortProgId: number | null, png: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
  const res = await fetch(`${base}/api/${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(cohortProgId === null ? {} : { 'x-cohort-prog-id': String(cohortProgId) }),
    },
    body: form,
  });
  return { status: res.status, ...((await res.json()) as Omit<Answer, 'status'>) } as Answer;
}

/** The caller's image uploads the quota counts now: in the last hour, and bytes in the last day. */
async function counted(userId: number) {
  const r = await one<{ hour: number; bytes: string }>(
    db,
    `select count(*) filter (where created_date > now() - interval '1 hour')::int as hour,
            coalesce(sum(byte_size), 0)::bigint as bytes
       from file_uploads where user_id = $1 and storage_path like 'images/%' and created_date > now() - interval '1 day'`,
    [userId],
  );
  return { hour: r!.hour, bytes: Number(r!.bytes) };
}

describe('the PROFILE upload permission of a role in the selected programme', () => {
  it.each(UPLOADS)('%s: FORBIDDEN without a programme, or in one where the caller holds no role', async (path) => {
    // as01 supervises in BSCCS only.
    const token = (await signIn('as01')).accessToken;
    for (const cp of [null, bscds]) {
      const r = await upload(baseUrl(), path, token, cp, makePng(40, 40));
      expect(r.status, `${path} ${cp}`).toBe(403);
      expect(r.errorCode).toBe('FORBIDDEN');
    }
    expect((await upload(baseUrl(), path, token, bsccs, makePng(40, 40))).msg).toBe('SUCCESS');
  });

  it('FORBIDDEN for a role whose PROFILE grant has no canUpload, and nothing is stored', async () => {
    const token = (await signIn('as01')).accessToken;
    const userId = await userIdOf(db, 'as01');
    const before = await counted(userId);
    await db.query(
      `update function_permissions set can_upload = 'N' where role_code = 'ACADEMIC_SUPERVISOR' and function_code = 'PROFILE'`,
    );
    try {
      for (const path of UPLOADS) {
        const r = await upload(baseUrl(), path, token, bsccs, makePng(40, 40));
        expect(r.errorCode, path).toBe('FORBIDDEN');
        expect(r.msg).toBe('Your role in the selected programme does not allow this.');
      }
    } finally {
      await db.query(
        `update function_permissions set can_upload = 'Y' where role_code = 'ACADEMIC_SUPERVISOR' and function_code = 'PROFILE'`,
      );
    }
    expect((await counted(userId)).hour).toBe(before.hour);
  });
});

describe('the image quota, counted in PostgreSQL for every server copy', () => {
  let copy: SecondApp | null = null;
  afterAll(async () => {
    await copy?.close();
  });

  it('uploads per hour: the next upload past IMAGE_UPLOADS_PER_HOUR is RATE_LIMITED, on any upload path', async () => {
    const token = (await signIn('as02')).accessToken;
    const userId = await userIdOf(db, 'as02');
    const { hour } = await counted(userId);
    copy = await startSecondApp({ imageUploadsPerHour: hour + 2, imageUploadBytesPerDay: 0 });
    expect((await upload(copy.url, 'file/imageUpload', token, bsccs, makePng(40, 40))).msg).toBe('SUCCESS');
    expect((await upload(copy.url, 'file/imgUpload', token, bsccs, makePng(40, 40))).msg).toBe('SUCCESS');
    for (const path of UPLOADS) {
      const r = await upload(copy.url, path, token, bsccs, makePng(40, 40));
      expect(r.status, path).toBe(429);
      expect(r.errorCode).toBe('RATE_LIMITED');
      expect(r.msg).toBe(
        `You have uploaded ${hour + 2} images in the last hour, the most allowed. Please try again later.`,
      );
    }
    expect((await counted(userId)).hour).toBe(hour + 2);
    await copy.close();
    copy = null;
  });

  it('uploads at once are counted one at a time: no more pass than the quota leaves', async () => {
    const token = (await signIn('pl01')).accessToken;
    const userId = await userIdOf(db, 'pl01');
    const { hour } = await counted(userId);
    copy = await startSecondApp({ imageUploadsPerHour: hour + 2, imageUploadBytesPerDay: 0 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => upload(copy!.url, 'file/imageUpload', token, bsccs, makePng(40, 40))),
    );
    expect(answers.filter((a) => a.msg === 'SUCCESS')).toHaveLength(2);
    expect(answers.filter((a) => a.errorCode === 'RATE_LIMITED')).toHaveLength(4);
    await copy.close();
    copy = null;
  });

  it('bytes per day: an upload that would pass IMAGE_UPLOAD_BYTES_PER_DAY is RATE_LIMITED', async () => {
    const token = (await signIn('mc01')).accessToken;
    const userId = await userIdOf(db, 'mc01');
    const png = makePng(200, 200);
    const small = makePng(1, 1);
    expect(png.length).toBeGreaterThan(small.length);
    const { bytes } = await counted(userId);
    // Room for two of these images and a small one, not three.
    copy = await startSecondApp({
      imageUploadsPerHour: 0,
      imageUploadBytesPerDay: bytes + png.length * 2 + small.length,
    });
    expect((await upload(copy.url, 'file/imageUpload', token, bsccs, png)).msg).toBe('SUCCESS');
    expect((await upload(copy.url, 'file/imageUpload', token, bsccs, png)).msg).toBe('SUCCESS');
    const r = await upload(copy.url, 'file/imageUpload', token, bsccs, png);
    expect(r.errorCode).toBe('RATE_LIMITED');
    expect(r.msg).toMatch(/^This upload would pass the \d+ [KM]B of images you may upload in 24 hours\./);
    // A smaller one still fits, to the byte.
    expect((await upload(copy.url, 'file/imageUpload', token, bsccs, small)).msg).toBe('SUCCESS');
    expect((await counted(userId)).bytes).toBe(bytes + png.length * 2 + small.length);
    expect((await upload(copy.url, 'file/imageUpload', token, bsccs, small)).errorCode).toBe('RATE_LIMITED');
  });
});
