import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { profileCalls } from '@schemas/profile/calls';
import { referenceCalls } from '@schemas/core/reference';
import { baseUrl, call, callAs, callSpec, signIn, type Answer } from '../../support/api';
import { one, openDb } from '../../support/db';
import { makePng } from './png';
import { cohortProgOf } from '../reports/helpers';

let db: pg.Pool;
const tokens: Record<string, string> = {};
const staff: Record<string, number> = {};
let cohortId: number;
/** The selected programme (BSCCS, where every login here holds a role): uploads need its PROFILE upload permission. */
let selected: Record<string, string>;

beforeAll(async () => {
  db = openDb();
  for (const login of ['mc01', 'pl01', 'as01', 'as02']) {
    tokens[login] = (await signIn(login)).accessToken;
    staff[login] = (await one<{ id: number }>(
      db,
      `select a.academic_staff_id as id from academic_staff a join users u using (user_id) where u.account_id = $1`,
      [login],
    ))!.id;
  }
  cohortId = (await one<{ cohort_id: number }>(db, `select cohort_id from cohorts where is_current = 'Y'`))!.cohort_id;
  selected = { 'x-cohort-prog-id': String(await cohortProgOf(db, 'BSCCS')) };
});
afterAll(async () => {
  // The suite shares one database: the standing approvals these tests switch on would make as02
  // and mc01 privileged in the WPA and job-review suites that run after this file.
  await db.query(
    `update academic_staff set wpa_stand_approve_ind = 'N', jobapp_stand_approve_ind = 'N'
     where user_id in (select user_id from users where account_id in ('mc01', 'pl01', 'as01', 'as02'))`,
  );
  await db.end();
});

const search = (login: string, progCode = 'BSCCS', academicStaffId = staff[login]) =>
  callAs({ token: tokens[login] }, profileCalls.webSiteSearchById, {
    roleCode: null,
    progCode,
    academicStaffId,
    cohortId,
  });

/** POST a multipart form as the browser's FormData would. */
async function multipart(
  path: string,
  token: string,
  parts: Record<string, string | Blob>,
  names: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(parts)) {
    if (typeof v === 'string') form.append(k, v);
    else form.append(k, v, names[k] ?? 'photo.png');
  }
  const res = await fetch(`${baseUrl()}/api/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...selected },
    body: form,
  });
  return { status: res.status, ...((await res.json()) as Omit<Answer, 'status'>) } as Answer;
}

/** The form's whole model as the screen sends it, from a fresh search. */
async function formData(login: string, progCode = 'BSCCS', changes: Record<string, unknown> = {}) {
  const p = (await search(login, progCode)).object;
  return {
    academicStaffId: p.academicStaffId,
    academicStaffAcctId: p.academicStaffAcctId,
    cna: p.cna,
    progId: p.progId,
    baseProgId: p.baseProgId,
    email: p.email,
    firstName: p.firstName,
    lastName: p.lastName,
    staffSaluation: p.staffSaluation,
    progRoleTitle: p.progRoleTitle,
    receiveNotiInd: p.receiveNotiInd,
    wpaStandApproveInd: p.wpaStandApproveInd,
    jobappStandApproveInd: p.jobappStandApproveInd,
    academicPhotoModel: { status: 'done', url: p.academicPhoto },
    lastUpdatedDate: p.lastUpdatedDate,
    roleCode: null,
    progCode,
    cohortId,
    ...changes,
  };
}

const update = (login: string, data: unknown, photo?: Blob, name?: string) =>
  multipart(
    'academicStaff/webSiteUpdateById',
    tokens[login],
    { data: JSON.stringify(data), ...(photo ? { file: photo } : {}) },
    name ? { file: name } : {},
  );

const staffRow = (login: string) =>
  one(
    db,
    `select a.*, u.email, u.first_name, u.last_name, u.account_id
       from academic_staff a join users u using (user_id) where a.academic_staff_id = $1`,
    [staff[login]],
  );

const png = (w = 120, h = 120) => new Blob([new Uint8Array(makePng(w, h))], { type: 'image/png' });

describe("academicStaff/webSiteSearchById answers only the caller's own profile", () => {
  it('gives mc01 the staff profile fields and the roles of the cohort', async () => {
    const r = await search('mc01');
    expect(r.msg).toBe('SUCCESS');
    expect(r.object).toMatchObject({
      academicStaffId: staff.mc01,
      academicStaffAcctId: 'mc01',
      staffSaluation: expect.any(String),
      email: 'grace.cheung@wil.example.edu',
      firstName: 'Grace',
      lastName: 'Cheung',
      cna: 'MC01',
      baseProgCode: 'BSCCS',
      receiveNotiInd: expect.stringMatching(/^[YN]$/),
      wpaStandApproveInd: expect.stringMatching(/^[YN]$/),
      jobappStandApproveInd: expect.stringMatching(/^[YN]$/),
      userId: expect.any(Number),
      lastUpdatedDate: expect.any(String),
      showWpaStandApprove: true,
      showJobAppStandApprove: true,
    });
    expect(r.object.roles.map((x: any) => `${x.progCode}:${x.roleCode}`).sort()).toEqual([
      'BSCCS:ACADEMIC_SUPERVISOR',
      'BSCCS:MODULE_CONVENER',
      'BSCDS:ACADEMIC_SUPERVISOR',
      'BSCDS:MODULE_CONVENER',
    ]);
    expect(r.object.roles[0]).toEqual({
      progCode: expect.any(String),
      roleCode: expect.any(String),
      progTitle: expect.any(String),
      roleName: expect.any(String),
    });
  });

  it.each([
    ['pl01', false, false],
    ['as01', true, false],
    ['mc01', true, true],
  ])('shows the standing approvals by the role in the selected programme (%s)', async (login, wpa, jobApp) => {
    const r = await search(login);
    expect([r.object.showWpaStandApprove, r.object.showJobAppStandApprove]).toEqual([wpa, jobApp]);
  });

  it("refuses another staff member's profile with FORBIDDEN", async () => {
    const r = await search('pl01', 'BSCCS', staff.mc01);
    expect(r.errorCode).toBe('FORBIDDEN');
    expect(r.object ?? null).toBeNull();
  });

  it('answers a bad payload with VALIDATION', async () => {
    const r = await call(profileCalls.webSiteSearchById.path, { academicStaffId: 'x' }, { token: tokens.mc01 });
    expect(r.errorCode).toBe('VALIDATION');
  });

  it('needs a session', async () => {
    const r = await callSpec(profileCalls.webSiteSearchById, { academicStaffId: staff.mc01 });
    expect(r.errorCode).toBe('UNAUTHORIZED');
  });
});

describe('academicStaff/webSiteUpdateById saves the editable fields', () => {
  it('saves salutation, title and notification and leaves the read-only fields untouched', async () => {
    const before = await staffRow('as02');
    const data = await formData('as02', 'BSCCS', {
      staffSaluation: 'Prof',
      progRoleTitle: 'Senior Lecturer',
      receiveNotiInd: 'N',
      wpaStandApproveInd: 'Y',
      // Read-only fields: sent changed, never stored.
      email: 'someone.else@example.com',
      firstName: 'Changed',
      lastName: 'Name',
      cna: 'HACKED',
      academicStaffAcctId: 'zz99',
      baseProgId: 1,
    });
    const r = await update('as02', data);
    expect(r.msg).toBe('SUCCESS');
    expect(r.object.lastUpdatedDate).not.toBe(data.lastUpdatedDate);
    const after = await staffRow('as02');
    expect(after).toMatchObject({
      staff_saluation: 'Prof',
      prog_role_title: 'Senior Lecturer',
      receive_noti_ind: 'N',
      wpa_stand_approve_ind: 'Y',
      email: before.email,
      first_name: before.first_name,
      last_name: before.last_name,
      cna: before.cna,
      account_id: 'as02',
      base_prog_id: before.base_prog_id,
      last_updated_by: 'as02',
    });
  });

  it('never changes a standing approval the role does not show', async () => {
    const before = await staffRow('pl01');
    const data = await formData('pl01', 'BSCCS', {
      wpaStandApproveInd: before.wpa_stand_approve_ind === 'Y' ? 'N' : 'Y',
      jobappStandApproveInd: before.jobapp_stand_approve_ind === 'Y' ? 'N' : 'Y',
    });
    expect((await update('pl01', data)).msg).toBe('SUCCESS');
    const after = await staffRow('pl01');
    expect([after.wpa_stand_approve_ind, after.jobapp_stand_approve_ind]).toEqual([
      before.wpa_stand_approve_ind,
      before.jobapp_stand_approve_ind,
    ]);
  });

  it('saves Job App Standing Approval for an MC', async () => {
    const r = await update('mc01', await formData('mc01', 'BSCCS', { jobappStandApproveInd: 'Y' }));
    expect(r.msg).toBe('SUCCESS');
    expect((await staffRow('mc01')).jobapp_stand_approve_ind).toBe('Y');
  });

  it("refuses another staff member's profile with FORBIDDEN", async () => {
    const data = await formData('mc01');
    const r = await update('as01', data);
    expect(r.errorCode).toBe('FORBIDDEN');
  });

  it('refuses a stale lastUpdatedDate with CONFLICT', async () => {
    const data = await formData('as01');
    expect((await update('as01', { ...data, progRoleTitle: 'First' })).msg).toBe('SUCCESS');
    const r = await update('as01', { ...data, progRoleTitle: 'Second' });
    expect(r.errorCode).toBe('CONFLICT');
    expect(r.msg).toMatch(/changed/);
    expect((await staffRow('as01')).prog_role_title).toBe('First');
  });

  it('wants multipart with a data field', async () => {
    const json = await call(profileCalls.webSiteUpdateById.path, await formData('as01'), { token: tokens.as01 });
    expect(json.errorCode).toBe('VALIDATION');
    const none = await multipart('academicStaff/webSiteUpdateById', tokens.as01, { other: 'x' });
    expect(none.errorCode).toBe('VALIDATION');
    expect(none.msg).toMatch(/'data'/);
    const bad = await multipart('academicStaff/webSiteUpdateById', tokens.as01, { data: '{not json' });
    expect(bad.errorCode).toBe('VALIDATION');
  });
});

describe("webSiteUpdateById validates with the spec's messages (spec 000 §5)", () => {
  it.each([
    [{ email: '' }, 'Email is required.'],
    [{ email: 'not-an-email' }, 'Incorrect Email format.'],
    [{ email: `${'a'.repeat(40)}@example.com` }, 'Incorrect Email format.'],
    [{ firstName: ' ' }, 'First Name is required.'],
    [{ lastName: null }, 'Last Name is required.'],
    [{ staffSaluation: '' }, 'Staff Saluation is required.'],
    [{ receiveNotiInd: null }, 'Receive Notification is required.'],
    [{ wpaStandApproveInd: '' }, 'WPA Standing Approval is required.'],
    [{ jobappStandApproveInd: undefined }, 'Job App Standing Approval is required.'],
  ])('mc01 %j → %s', async (change, message) => {
    const r = await update('mc01', await formData('mc01', 'BSCCS', change));
    expect(r.errorCode).toBe('VALIDATION');
    expect(r.msg).toBe(message);
  });

  it('lists several messages separated by semicolons', async () => {
    const r = await update('mc01', await formData('mc01', 'BSCCS', { firstName: '', lastName: '' }));
    expect(r.msg).toBe('First Name is required.; Last Name is required.');
  });

  it('asks for WPA Standing Approval from an AS but not Job App Standing Approval', async () => {
    const noWpa = await update('as01', await formData('as01', 'BSCCS', { wpaStandApproveInd: null }));
    expect(noWpa.msg).toBe('WPA Standing Approval is required.');
    const noJob = await update('as01', await formData('as01', 'BSCCS', { jobappStandApproveInd: null }));
    expect(noJob.msg).toBe('SUCCESS');
  });

  it('asks neither standing approval from a PL', async () => {
    const r = await update(
      'pl01',
      await formData('pl01', 'BSCCS', { wpaStandApproveInd: null, jobappStandApproveInd: null }),
    );
    expect(r.msg).toBe('SUCCESS');
  });

  it('refuses an unknown salutation and a flag other than Y or N', async () => {
    expect((await update('mc01', await formData('mc01', 'BSCCS', { staffSaluation: 'King' }))).errorCode).toBe(
      'VALIDATION',
    );
    expect((await update('mc01', await formData('mc01', 'BSCCS', { receiveNotiInd: 'maybe' }))).errorCode).toBe(
      'VALIDATION',
    );
  });
});

describe('image uploads: one implementation, type by content (spec 000 §7 Uploads)', () => {
  it.each(['file/imageUpload', 'file/imgUpload', 'ckEditorUploadImg/uploadImg', 'file/formDataUpload'])(
    '%s stores a real PNG and answers a signed address',
    async (path) => {
      const r = await multipart(path, tokens.mc01, { file: png() });
      expect(r.msg).toBe('SUCCESS');
      expect(r.object.storagePath).toMatch(/^images\/\d{4}-\d{2}\/[0-9a-f-]{36}\.png$/);
      expect(r.object.url).toContain(`/files/${r.object.storagePath}?`);
      const file = await fetch(`${baseUrl()}${r.object.url}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/png');
      expect(
        Buffer.from(await file.arrayBuffer())
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG');
    },
  );

  it('refuses a text file renamed .png', async () => {
    const fake = new Blob(['this is only text pretending to be a picture'], { type: 'image/png' });
    const r = await multipart('file/imageUpload', tokens.mc01, { file: fake }, { file: 'fake.png' });
    expect(r.errorCode).toBe('VALIDATION');
    expect(r.msg).toMatch(/png, jpg or jpeg/);
  });

  it('refuses a file over 5 MB', async () => {
    const big = Buffer.concat([makePng(10, 10), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const r = await multipart('file/imageUpload', tokens.mc01, { file: new Blob([new Uint8Array(big)]) });
    expect(r.errorCode).toBe('VALIDATION');
    expect(r.msg).toMatch(/larger than 5 MB/);
  });

  it('refuses a request without a file', async () => {
    const r = await multipart('file/imageUpload', tokens.mc01, { note: 'x' });
    expect(r.errorCode).toBe('VALIDATION');
  });

  it('needs a session', async () => {
    const form = new FormData();
    form.append('file', png(), 'a.png');
    const res = await fetch(`${baseUrl()}/api/file/imageUpload`, { method: 'POST', body: form });
    expect(((await res.json()) as Answer).errorCode).toBe('UNAUTHORIZED');
  });
});

describe('the profile photo', () => {
  it('takes an uploaded photo by its storage path, and user/searchAcademic answers it', async () => {
    const up = await multipart('file/imageUpload', tokens.as02, { file: png(150, 150) });
    const data = await formData('as02', 'BSCCS', {
      academicPhotoModel: { status: 'done', url: up.object.storagePath },
    });
    expect((await update('as02', data)).msg).toBe('SUCCESS');
    expect((await staffRow('as02')).academic_photo).toBe(up.object.storagePath);
    const me = await callAs({ token: tokens.as02 }, referenceCalls.searchAcademic, { cohortId });
    expect(me.object.model.academicPhoto).toBe(up.object.storagePath);
    const p = await search('as02');
    expect(p.object.academicPhotoUrl).toContain(up.object.storagePath);
  });

  it('takes a photo file sent with the update', async () => {
    const r = await update('as02', await formData('as02'), png(100, 100));
    expect(r.msg).toBe('SUCCESS');
    expect(r.object.academicPhoto).toMatch(/^images\/.+\.png$/);
    expect((await staffRow('as02')).academic_photo).toBe(r.object.academicPhoto);
  });

  it('refuses a text file sent as the photo and changes nothing', async () => {
    const before = await staffRow('as02');
    const r = await update('as02', await formData('as02'), new Blob(['plain text']), 'photo.png');
    expect(r.errorCode).toBe('VALIDATION');
    expect((await staffRow('as02')).academic_photo).toBe(before.academic_photo);
  });

  it('refuses a url that no upload produced', async () => {
    for (const url of ['../secret.txt', 'files/resumes/2026-01/x.pdf', 'images/2026-01/../../x.png']) {
      const r = await update('as02', await formData('as02', 'BSCCS', { academicPhotoModel: { status: 'done', url } }));
      expect(r.errorCode).toBe('VALIDATION');
    }
  });

  it('removes the photo', async () => {
    const r = await update(
      'as02',
      await formData('as02', 'BSCCS', { academicPhotoModel: { status: 'removed', url: null } }),
    );
    expect(r.msg).toBe('SUCCESS');
    expect((await staffRow('as02')).academic_photo).toBeNull();
  });
});

describe('multipart limits answer VALIDATION, never INTERNAL', () => {
  it('refuses two files', async () => {
    const form = new FormData();
    form.append('file', png(), 'a.png');
    form.append('file2', png(), 'b.png');
    const res = await fetch(`${baseUrl()}/api/file/imageUpload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.mc01}`, ...selected },
      body: form,
    });
    expect(((await res.json()) as Answer).errorCode).toBe('VALIDATION');
  });

  it('refuses an oversized photo sent with the update', async () => {
    const big = Buffer.concat([makePng(10, 10), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const r = await update('as02', await formData('as02'), new Blob([new Uint8Array(big)]));
    expect(r.errorCode).toBe('VALIDATION');
    expect(r.msg).toMatch(/larger than 5 MB/);
  });
});
