import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { digestCalls } from '@schemas/core/digest';
import { profileCalls } from '@schemas/profile/calls';
import { unsubscribeToken } from '@core/server/digest/unsubscribeTokens';
import { baseUrl, call, callAs, signIn } from '../support/api';
import { kernelSecret, one, openDb, userIdOf } from '../support/db';

/**
 * The digest's calls over HTTP (issue 39): the language kept on the server, the profile's
 * preview, the link route's check and its refusals, and one-click unsubscribe.
 */
let db: pg.Pool;
const tokens: Record<string, string> = {};
const users: Record<string, number> = {};

beforeAll(async () => {
  db = openDb();
  for (const login of ['mc01', 'as04', 'pl01']) {
    tokens[login] = (await signIn(login)).accessToken;
    users[login] = await userIdOf(db, login);
  }
});
afterAll(async () => {
  await db.query(`update academic_staff set receive_noti_ind = 'Y', language_setting = null where user_id = any($1)`, [
    Object.values(users),
  ]);
  await db.end();
});

const as = (login: string) => ({ token: tokens[login]! });

describe('user/saveLanguage: the language chosen in the product, kept on the server', () => {
  it('keeps EN, TC or SC for the caller, without moving the profile’s concurrency token', async () => {
    const before = await one(db, 'select last_updated_date from academic_staff where user_id = $1', [users.as04]);
    const r = await callAs(as('as04'), digestCalls.saveLanguage, { language: 'TC' });
    expect(r).toMatchObject({ msg: 'SUCCESS', object: null });
    const after = await one(db, 'select language_setting, last_updated_date from academic_staff where user_id = $1', [
      users.as04,
    ]);
    expect(after).toEqual({ language_setting: 'TC', last_updated_date: before!.last_updated_date });
  });
  it('refuses another language, or none, with VALIDATION', async () => {
    for (const body of [{ language: 'FR' }, { language: 'zh-Hant' }, {}]) {
      const r = await call(digestCalls.saveLanguage.path, body, as('as04'));
      expect(r).toMatchObject({ status: 400, errorCode: 'VALIDATION' });
    }
    expect(await call(digestCalls.saveLanguage.path, { language: 'EN' })).toMatchObject({ status: 401 });
  });
});

describe("academicStaff/previewDigest: today's mail as it would be sent", () => {
  it('answers the rendered mail and that it would go', async () => {
    const r = await callAs(as('mc01'), digestCalls.preview, undefined);
    expect(r.msg).toBe('SUCCESS');
    expect(r.object.subject).toMatch(/^WIL Academic, \d{2} [A-Z][a-z]{2} \d{4}: \d+ things wait for you$/);
    expect(r.object.html).toContain('Job posts awaiting your approval');
    expect(r.object.text).toContain('/academic/open?to=');
    expect(r.object).toMatchObject({ willSend: true, reason: null });
  });
  it('says why no mail would go: the flag N, or nothing waiting', async () => {
    await db.query(`update academic_staff set receive_noti_ind = 'N' where user_id = $1`, [users.mc01]);
    const off = await callAs(as('mc01'), digestCalls.preview, undefined);
    expect(off.object).toMatchObject({ willSend: false, reason: 'notificationOff' });
    // Still shown as it would be, had the flag been Y.
    expect(off.object.html).toContain('Job posts awaiting your approval');
    await db.query(`update academic_staff set receive_noti_ind = 'Y' where user_id = $1`, [users.mc01]);
    const none = await callAs(as('pl01'), digestCalls.preview, undefined);
    expect(none.object).toEqual({ subject: null, html: null, text: null, willSend: false, reason: 'nothingWaits' });
  });
});

describe("academic/link/open: a mail's link checked after sign-in", () => {
  let own: { cohortModuleId: number; cohortProgId: number; cohortId: number };
  let foreign: { cohortModuleId: number; cohortProgId: number };

  beforeAll(async () => {
    const held = `select sr.cohort_prog_id from staff_roles sr join academic_staff a using (academic_staff_id) where a.user_id = $1`;
    own = (await one(
      db,
      `select cm.cohort_module_id as "cohortModuleId", cm.cohort_prog_id as "cohortProgId", cp.cohort_id as "cohortId"
         from cohort_modules cm join cohort_programmes cp using (cohort_prog_id)
        where cm.cohort_prog_id in (${held}) order by cm.cohort_module_id limit 1`,
      [users.mc01],
    ))!;
    foreign = (await one(
      db,
      `select cm.cohort_module_id as "cohortModuleId", cm.cohort_prog_id as "cohortProgId" from cohort_modules cm
        where cm.cohort_prog_id not in (${held}) order by cm.cohort_module_id limit 1`,
      [users.mc01],
    ))!;
  });

  it('answers the programme, its cohort and the choice to set (the storage key its owner declares)', async () => {
    const r = await callAs(as('mc01'), digestCalls.openLink, {
      to: 'wpa.management',
      cohortProgId: own.cohortProgId,
      choice: 'modules.cohortModule',
      value: own.cohortModuleId,
    });
    expect(r.object).toEqual({
      to: 'wpa.management',
      cohortProgId: own.cohortProgId,
      cohortId: own.cohortId,
      choice: { id: 'modules.cohortModule', key: 'CohortModuleId', value: own.cohortModuleId },
    });
    const page = await callAs(as('mc01'), digestCalls.openLink, { to: 'profile.detail' });
    expect(page.object).toEqual({ to: 'profile.detail', cohortProgId: null, cohortId: null, choice: null });
  });

  it('refuses a module the person may not see, as it refuses one that does not exist', async () => {
    const notMine = await callAs(as('mc01'), digestCalls.openLink, {
      to: 'wpa.management',
      choice: 'modules.cohortModule',
      value: foreign.cohortModuleId,
    });
    expect(notMine).toMatchObject({ status: 404, errorCode: 'NOT_FOUND', object: null });
    const none = await callAs(as('mc01'), digestCalls.openLink, {
      to: 'wpa.management',
      choice: 'modules.cohortModule',
      value: 2_000_000_000,
    });
    expect(none).toMatchObject({ status: 404, errorCode: 'NOT_FOUND' });
    expect(none.msg).toBe(notMine.msg);
  });

  it("refuses a programme that is not the person's, a module of another programme than the link names, an unknown choice", async () => {
    const prog = await callAs(as('mc01'), digestCalls.openLink, {
      to: 'job-review.seeAllJobPostings',
      cohortProgId: foreign.cohortProgId,
    });
    expect(prog).toMatchObject({ status: 404, errorCode: 'NOT_FOUND' });
    const mismatch = await callAs(as('mc01'), digestCalls.openLink, {
      to: 'wpa.management',
      cohortProgId: foreign.cohortProgId,
      choice: 'modules.cohortModule',
      value: own.cohortModuleId,
    });
    expect(mismatch).toMatchObject({ status: 404, errorCode: 'NOT_FOUND' });
    const choice = await callAs(as('mc01'), digestCalls.openLink, {
      to: 'wpa.management',
      choice: 'modules.somethingElse',
      value: own.cohortModuleId,
    });
    expect(choice).toMatchObject({ status: 400, errorCode: 'VALIDATION' });
    const malformed = await call(digestCalls.openLink.path, { to: '../../etc' }, as('mc01'));
    expect(malformed).toMatchObject({ status: 400, errorCode: 'VALIDATION' });
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  const page = (token: string, init?: RequestInit) =>
    fetch(`${baseUrl()}/digest/unsubscribe?${new URLSearchParams({ token })}`, init);
  const oneClick = (token: string) =>
    page(token, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
  const flag = async (login: string) =>
    (await one<{ f: string }>(db, 'select receive_noti_ind as f from academic_staff where user_id = $1', [
      users[login],
    ]))!.f;
  const tokenFor = async (userId: number) => unsubscribeToken(() => kernelSecret(db, 'digest-unsubscribe'), userId);

  it('the link opens a page that asks and changes nothing; the POST sets Receive Notification to N once', async () => {
    await callAs(as('mc01'), digestCalls.preview, undefined); // the key exists once a digest has been built
    const token = await tokenFor(users.as04!);
    const ask = await page(token);
    expect(ask.status).toBe(200);
    expect(ask.headers.get('content-type')).toContain('text/html');
    const askHtml = await ask.text();
    expect(askHtml).toContain('<form method="post"');
    // as04 chose TC above: the page speaks it.
    expect(askHtml).toContain('停止接收此類郵件');
    expect(await flag('as04')).toBe('Y');

    const done = await oneClick(token);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('data-outcome="done"');
    expect(await flag('as04')).toBe('N');

    // The profile screen shows the change.
    const cohortId = (await one<{ c: number }>(db, `select cohort_id as c from cohorts where is_current = 'Y'`))!.c;
    const profile = await callAs(as('as04'), profileCalls.webSiteSearchById, {
      roleCode: null,
      progCode: null,
      academicStaffId: (await one<{ id: number }>(
        db,
        'select academic_staff_id as id from academic_staff where user_id = $1',
        [users.as04],
      ))!.id,
      cohortId,
    });
    expect(profile.object.receiveNotiInd).toBe('N');
  });

  it('a reused token changes nothing and says so, even after the flag was set back to Y', async () => {
    const token = await tokenFor(users.as04!);
    expect((await oneClick(token)).status).toBe(200);
    await db.query(`update academic_staff set receive_noti_ind = 'Y' where user_id = $1`, [users.as04]);
    const again = await oneClick(token);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('data-outcome="used"');
    expect(await flag('as04')).toBe('Y');
    expect((await page(token)).status).toBe(409);
  });

  it('a forged, altered or foreign token changes nothing and says so', async () => {
    const forged = await unsubscribeToken(async () => randomBytes(32).toString('base64url'), users.mc01!);
    const real = await tokenFor(users.mc01!);
    const altered = real.slice(0, -3) + (real.endsWith('AAA') ? 'BBB' : 'AAA');
    for (const bad of [forged, altered, 'not-a-token', '']) {
      const r = await oneClick(bad);
      expect(r.status).toBe(400);
      const html = await r.text();
      expect(html).toContain('data-outcome="invalid"');
      expect(html).toContain('Nothing was changed.');
    }
    expect(await flag('mc01')).toBe('Y');
  });
});
