import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { profileCalls } from '@schemas/profile/calls';
import { baseUrl, callAs, signIn, type Answer } from '../../support/api';
import { one, openDb } from '../../support/db';
import { makePng } from './png';
import { cohortProgOf } from '../reports/helpers';

/** Issue 14: a photo path must be one the user uploaded (or the photo they already have). */
let db: pg.Pool;
const tokens: Record<string, string> = {};
let cohortId: number;
/** The selected programme (BSCCS, where both hold a role): uploads need its PROFILE upload permission. */
let cohortProgId: number;

beforeAll(async () => {
  db = openDb();
  for (const login of ['as01', 'as02']) tokens[login] = (await signIn(login)).accessToken;
  cohortId = (await one<{ cohort_id: number }>(db, `select cohort_id from cohorts where is_current = 'Y'`))!.cohort_id;
  cohortProgId = await cohortProgOf(db, 'BSCCS');
});
afterAll(async () => {
  await db.end();
});

async function post(path: string, login: string, form: FormData): Promise<Answer> {
  const res = await fetch(`${baseUrl()}/api/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens[login]}`, 'x-cohort-prog-id': String(cohortProgId) },
    body: form,
  });
  return { status: res.status, ...((await res.json()) as Omit<Answer, 'status'>) } as Answer;
}

async function upload(login: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(makePng(120, 120))], { type: 'image/png' }), 'me.png');
  const r = await post('file/imageUpload', login, form);
  expect(r.msg).toBe('SUCCESS');
  return r.object.storagePath as string;
}

async function staffId(login: string): Promise<number> {
  return (await one<{ id: number }>(
    db,
    `select a.academic_staff_id as id from academic_staff a join users u using (user_id) where u.account_id = $1`,
    [login],
  ))!.id;
}

/** Saves the profile with academicPhotoModel.url = url, everything else as it is. */
async function setPhoto(login: string, url: string | null): Promise<Answer> {
  const academicStaffId = await staffId(login);
  const p = (
    await callAs({ token: tokens[login] }, profileCalls.webSiteSearchById, {
      roleCode: null,
      progCode: 'BSCCS',
      academicStaffId,
      cohortId,
    })
  ).object;
  const data = {
    academicStaffId,
    email: p.email,
    firstName: p.firstName,
    lastName: p.lastName,
    staffSaluation: p.staffSaluation,
    progRoleTitle: p.progRoleTitle,
    receiveNotiInd: p.receiveNotiInd,
    wpaStandApproveInd: p.wpaStandApproveInd,
    jobappStandApproveInd: p.jobappStandApproveInd,
    academicPhotoModel: { status: 'done', url },
    lastUpdatedDate: p.lastUpdatedDate,
    roleCode: null,
    progCode: 'BSCCS',
    cohortId,
  };
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  return post('academicStaff/webSiteUpdateById', login, form);
}

const photoOf = async (login: string) =>
  (await one<{ academic_photo: string | null }>(
    db,
    'select academic_photo from academic_staff where academic_staff_id = $1',
    [await staffId(login)],
  ))!.academic_photo;

describe('academicStaff/webSiteUpdateById: the photo path must be the user’s own upload', () => {
  it("takes the user's own upload", async () => {
    const mine = await upload('as01');
    expect((await setPhoto('as01', mine)).msg).toBe('SUCCESS');
    expect(await photoOf('as01')).toBe(mine);
  });

  it("refuses another user's upload and changes nothing", async () => {
    const before = await photoOf('as01');
    const theirs = await upload('as02');
    const r = await setPhoto('as01', theirs);
    expect(r.status).toBe(400);
    expect(r.errorCode).toBe('VALIDATION');
    expect(r.msg).toBe('academicPhotoModel.url must be the storagePath an image upload answered.');
    expect(await photoOf('as01')).toBe(before);
  });

  it('refuses a well-formed image path that no upload produced', async () => {
    const r = await setPhoto('as01', 'images/2026-01/00000000-0000-4000-8000-000000000000.png');
    expect(r.errorCode).toBe('VALIDATION');
  });

  it('keeps the photo the profile already has (the form sends it back unchanged)', async () => {
    const current = await photoOf('as01');
    expect(current).not.toBeNull();
    // Also when no upload row exists for it (a photo set before uploads were recorded).
    await db.query('delete from file_uploads where storage_path = $1', [current]);
    expect((await setPhoto('as01', current)).msg).toBe('SUCCESS');
    expect(await photoOf('as01')).toBe(current);
  });

  it("the profile answers a photo address signed for the caller's session", async () => {
    const academicStaffId = await staffId('as01');
    const p = await callAs({ token: tokens.as01 }, profileCalls.webSiteSearchById, {
      roleCode: null,
      progCode: 'BSCCS',
      academicStaffId,
      cohortId,
    });
    const url = new URL(`${baseUrl()}${p.object.academicPhotoUrl}`);
    const sid = JSON.parse(Buffer.from(tokens.as01!.split('.')[1]!, 'base64url').toString()).sid;
    expect(url.searchParams.get('sid')).toBe(sid);
    expect(url.searchParams.get('sp')).toBe(p.object.academicPhoto);
    expect((await fetch(url)).status).toBe(200);
  });
});
