import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { baseUrl, signIn, type Answer } from '../support/api';
import { one, openDb, userIdOf } from '../support/db';
import { jpegClaiming, makePng, pngClaiming } from './profile/png';
import { cohortProgOf } from './reports/helpers';
import { falsePng, solidPng } from '../support/hostileFiles';

/** Issue 14: multipart faults answer 400/413 envelopes; images past the pixel limit are refused. */
let db: pg.Pool;
let token: string;
/** mc01's selected programme: image uploads need the PROFILE upload permission of a role in it (issue 27). */
let cohortProgId: number;
const UPLOADS = ['file/imageUpload', 'academicStaff/webSiteUpdateById'];
const B = 'wilTestBoundary42';

beforeAll(async () => {
  db = openDb();
  token = (await signIn('mc01')).accessToken;
  cohortProgId = await cohortProgOf(db, 'BSCCS');
});
afterAll(async () => {
  await db.end();
});

/** Sends a hand-written multipart body, which FormData would never produce broken. */
async function raw(path: string, body: string | Buffer, contentType = `multipart/form-data; boundary=${B}`) {
  const res = await fetch(`${baseUrl()}/api/${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': contentType,
      'x-cohort-prog-id': String(cohortProgId),
    },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  const text = await res.text();
  let json: Omit<Answer, 'status'>;
  try {
    json = JSON.parse(text) as Omit<Answer, 'status'>;
  } catch {
    throw new Error(`not the envelope (${res.status}): ${text.slice(0, 200)}`);
  }
  return { status: res.status, ...json } as Answer;
}

const field = (name: string, value: string) =>
  `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (name: string, bytes: Buffer) =>
  Buffer.concat([
    Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\n`),
    Buffer.from('Content-Type: image/png\r\n\r\n'),
    bytes,
    Buffer.from('\r\n'),
  ]);
const close = Buffer.from(`--${B}--\r\n`);

function expectRefusal(r: Answer, status: number, msg: RegExp) {
  expect(r.status).toBe(status);
  expect(r.errorCode).toBe('VALIDATION');
  expect(r.object).toBeNull();
  expect(r.msg).toMatch(msg);
}

describe.each(UPLOADS)('%s: multipart faults answer the envelope, never a 500', (path) => {
  it('a body cut off in the middle of the file: 400', async () => {
    const cut = filePart('file', makePng(120, 120)).subarray(0, 300);
    expectRefusal(await raw(path, cut), 400, /cut off or is not well formed/);
  });

  it('a body with no boundary: 400', async () => {
    expectRefusal(await raw(path, 'x', 'multipart/form-data'), 400, /cut off or is not well formed/);
  });

  it('a form with too many fields: 413', async () => {
    const many = Array.from({ length: 40 }, (_, i) => field(`f${i}`, 'v')).join('') + `--${B}--\r\n`;
    expectRefusal(await raw(path, many), 413, /too many fields/);
  });

  it('two files: 413', async () => {
    const two = Buffer.concat([filePart('file', makePng(120, 120)), filePart('file2', makePng(120, 120)), close]);
    expectRefusal(await raw(path, two), 413, /one file only/);
  });

  it('a file over 5 MB: 413', async () => {
    const big = Buffer.concat([makePng(10, 10), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    expectRefusal(await raw(path, Buffer.concat([filePart('file', big), close])), 413, /larger than 5 MB/);
  });

  it('not multipart at all: 400', async () => {
    expectRefusal(await raw(path, '{}', 'application/json'), 400, /multipart\/form-data/);
  });
});

describe('images past the pixel limit are refused with a clear message', () => {
  it('a 29 KB PNG that claims 50000 x 50000 pixels (issue 14)', async () => {
    const bomb = pngClaiming(50_000, 50_000);
    expect(bomb.length).toBeLessThan(30 * 1024);
    const r = await raw('file/imageUpload', Buffer.concat([filePart('file', bomb), close]));
    expectRefusal(r, 400, /^The image is too large: at most 6000 x 6000 pixels\.$/);
  });

  it('a JPEG that claims 40000 x 30000 pixels', async () => {
    const r = await raw('file/imageUpload', Buffer.concat([filePart('file', jpegClaiming(40_000, 30_000)), close]));
    expectRefusal(r, 400, /^The image is too large: at most 6000 x 6000 pixels\.$/);
  });

  it('one side past the limit is enough; the limit itself passes', async () => {
    const wide = await raw('file/imageUpload', Buffer.concat([filePart('file', pngClaiming(6001, 100)), close]));
    expectRefusal(wide, 400, /too large/);
    const edge = await raw('file/imageUpload', Buffer.concat([filePart('file', await solidPng(6000, 100)), close]));
    expect(edge.msg).toBe('SUCCESS');
  });

  it('a valid 8000 x 8000 PNG is refused; past 24 million pixels too; 6000 x 4000 passes (issue 34)', async () => {
    const huge = await solidPng(8000, 8000);
    expect(huge.length).toBeLessThan(5 * 1024 * 1024);
    const r = await raw('file/imageUpload', Buffer.concat([filePart('file', huge), close]));
    expectRefusal(r, 400, /^The image is too large: at most 6000 x 6000 pixels\.$/);
    const square = await raw('file/imageUpload', Buffer.concat([filePart('file', await solidPng(5000, 5000)), close]));
    expectRefusal(square, 400, /^The image is too large: at most 24 million pixels\.$/);
    const camera = await raw('file/imageUpload', Buffer.concat([filePart('file', await solidPng(6000, 4000)), close]));
    expect(camera.msg).toBe('SUCCESS');
  });

  it('a file that starts like a PNG (or a JPEG) and is not one is refused before it is stored (issue 34)', async () => {
    const before = await one<{ n: string }>(db, 'select count(*) as n from file_uploads');
    for (const bad of [falsePng(), jpegClaiming(200, 100), (await solidPng(300, 200)).subarray(0, 400)]) {
      const r = await raw('file/imageUpload', Buffer.concat([filePart('file', bad), close]));
      expectRefusal(r, 400, /^The image cannot be read; please save it again as png or jpg\.$/);
    }
    expect((await one<{ n: string }>(db, 'select count(*) as n from file_uploads'))!.n).toBe(before!.n);
  });

  it('the same photo sent with a profile update', async () => {
    // The photo in its declared field, with a model its schema accepts: the pixel check comes first.
    const model = { academicStaffId: 1, lastUpdatedDate: 'x', academicPhotoModel: { status: 'done' } };
    const body = Buffer.concat([
      Buffer.from(field('data', JSON.stringify(model))),
      filePart('file', pngClaiming(50_000, 50_000)),
      close,
    ]);
    expectRefusal(await raw('academicStaff/webSiteUpdateById', body), 400, /too large/);
  });
});

describe('an upload is recorded with its owner', () => {
  it('file_uploads names the user who uploaded the stored path', async () => {
    const r = await raw('file/imageUpload', Buffer.concat([filePart('file', makePng(120, 120)), close]));
    expect(r.msg).toBe('SUCCESS');
    const row = await one<{ user_id: number }>(db, 'select user_id from file_uploads where storage_path = $1', [
      r.object.storagePath,
    ]);
    expect(row?.user_id).toBe(await userIdOf(db, 'mc01'));
  });

  it('a refused upload leaves no record', async () => {
    const before = await one<{ n: string }>(db, 'select count(*) as n from file_uploads');
    await raw('file/imageUpload', Buffer.concat([filePart('file', pngClaiming(9000, 9000)), close]));
    expect((await one<{ n: string }>(db, 'select count(*) as n from file_uploads'))!.n).toBe(before!.n);
  });
});
