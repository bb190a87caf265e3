import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { wpaCalls } from '@schemas/wpa/calls';
import { WPA_LINK_MSG } from '@schemas/wpa/supervisor';
import { call } from '../../support/api';
import { lastMailId, sha256 } from '../../support/db';
import { one, rows, wpaSuite } from './setup';
import {
  askedOf,
  mailsAfter,
  png,
  pub,
  read,
  saveDraft,
  sentToSupervisor,
  submit,
  tokenIn,
  uploadSignature,
  wholeForm,
} from './supervisorHelpers';

/**
 * Issue 31: the industry supervisor's single-use link, its whole life (issued by approve, reused
 * for a draft, ended by submit, resend and terminate, expired after 30 days) and every refusal
 * (another WPA's id, the token as a staff bearer, a tampered token, one plain answer whatever the
 * reason).
 */
const suite = wpaSuite();
const { ctx, as } = suite;

const linkRows = (wpaApplId: number) =>
  rows<{ link_id: number; token_hash: string; token_sealed: string; email: string; end_reason: string | null }>(
    ctx.db,
    `select link_id, token_hash, token_sealed, email, end_reason from wpa_is_links where wpa_appl_id = $1 order by link_id`,
    [wpaApplId],
  );

/** The one answer of a token that opens no form. */
const expectInvalid = (r: { status: number; msg: string; errorCode: string | null; object: unknown }) => {
  expect({ status: r.status, msg: r.msg, errorCode: r.errorCode, object: r.object }).toEqual({
    status: 404,
    msg: WPA_LINK_MSG.invalid,
    errorCode: 'NOT_FOUND',
    object: null,
  });
};

describe('approve issues the link: random, stored hashed, bound to one WPA and one address', () => {
  it("the mail carries PUBLIC_URL/wpa/{token}; the database keeps the token's hash and seal, never the token", async () => {
    const { wpaApplId, token, mail } = await sentToSupervisor(suite);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.body_text).toContain(`/wpa/${token}`);
    expect(mail.body_text).toMatch(/works until \d{2} \w{3} \d{4}/);
    const links = await linkRows(wpaApplId);
    expect(links).toHaveLength(1);
    const wpa = await one(
      ctx.db,
      `select lower(trim(industry_supervisor_email)) as email from wpa_appls where wpa_appl_id = $1`,
      [wpaApplId],
    );
    expect(links[0]).toMatchObject({ token_hash: sha256(token), email: wpa.email, end_reason: null });
    expect(links[0]!.token_sealed).not.toContain(token);
    // No column of the table holds the token as sent.
    const plain = await one(ctx.db, `select count(*)::int as n from wpa_is_links l where l::text like $1`, [
      `%${token}%`,
    ]);
    expect(plain.n).toBe(0);
    // Issued in approve's transaction: the WPA's row, its event, the mail and the link carry one xmin.
    const x = await one(
      ctx.db,
      `select (select xmin::text from wpa_appls where wpa_appl_id = $1) as wpa,
              (select xmin::text from wpa_is_links where wpa_appl_id = $1) as link,
              (select xmin::text from mail_outbox where mail_id = $2 and status = 'PENDING') as mail`,
      [wpaApplId, mail.mail_id],
    );
    expect(x.link).toBe(x.wpa);
    // Unless its job has sent it meanwhile (the sending transaction then marks the row).
    if (x.mail !== null) expect(x.mail).toBe(x.wpa);
  });

  it("the link opens that WPA's form: Part I as the student gave it, no draft, the non-empty questions and the legend", async () => {
    const { wpaApplId, token } = await sentToSupervisor(suite);
    const r = await read(token);
    expect(r.msg).toBe('SUCCESS');
    const w = await one(
      ctx.db,
      `select w.*, s.student_acct_id from wpa_appls w join modules_student_modules_v sm using (student_module_id)
       join students s on s.student_id = sm.student_id where w.wpa_appl_id = $1`,
      [wpaApplId],
    );
    expect(r.object.studentAcctId).toBe(w.student_acct_id);
    expect(r.object.partOne).toMatchObject({
      companyName: w.company_name,
      industrySupervisorName: w.industry_supervisor_name,
      industrySupervisorEmail: w.industry_supervisor_email,
      wilHours: Number(w.wil_hours),
    });
    expect(r.object.draft).toBeNull();
    expect(r.object.signatureImg).toBeNull();
    const asked = await askedOf(ctx.db, wpaApplId);
    expect(r.object.questionList.map((q: { questionNo: number }) => q.questionNo)).toEqual(asked);
    expect(r.object.questionList.every((q: { question: string }) => q.question.trim() !== '')).toBe(true);
    expect(r.object.ratingLegend).toEqual([
      { rating: 5, label: 'Excellent' },
      { rating: 4, label: 'Good' },
      { rating: 3, label: 'Satisfactory' },
      { rating: 2, label: 'Acceptable' },
      { rating: 1, label: 'Unsatisfactory' },
      { rating: 0, label: 'Unacceptable' },
    ]);
    // 30 days from now, give or take the test's own time.
    const days = (Date.parse(r.object.expiresDate) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });
});

describe('the same link is reused for a draft, and ends with the submission', () => {
  it('save draft, come back, save again; the signature image stays with the draft', async () => {
    const { wpaApplId, token } = await sentToSupervisor(suite);
    const wpaNow = () =>
      one(ctx.db, `select wpa_status, company_name_is, last_updated_date from wpa_appls where wpa_appl_id = $1`, [
        wpaApplId,
      ]);
    const untouched = await wpaNow();
    const first = await saveDraft(token, {
      companyNameIs: 'Harbour Data',
      activity1: 'Pipelines',
      wpaQuestionResult1: 3,
    });
    expect(first.msg).toBe('SUCCESS');
    expect(first.object.message).toBe('Save successfully.');
    const again = await read(token);
    expect(again.object.draft).toMatchObject({
      companyNameIs: 'Harbour Data',
      activity1: 'Pipelines',
      wpaQuestionResult1: 3,
    });
    expect(again.object.draft.growthArea).toBeNull();
    expect(again.object.draftSavedDate).toBe(first.object.draftSavedDate);
    const up = await uploadSignature(token, png());
    expect(up.msg).toBe('SUCCESS');
    expect(up.object.signatureImg).toMatch(/^data:image\/png;base64,/);
    await saveDraft(token, { companyNameIs: 'Harbour Data Ltd' });
    const third = await read(token);
    expect(third.object.draft.companyNameIs).toBe('Harbour Data Ltd');
    expect(third.object.draft.activity1).toBeNull();
    expect(third.object.signatureImg).toBe(up.object.signatureImg);
    // The WPA itself is untouched until the form is submitted (its concurrency token too).
    expect(await wpaNow()).toEqual(untouched);
    expect(untouched.wpa_status).toBe('SENT_TO_IS');
  });

  it("after the submission the link answers 'This appraisal has been submitted.' and nothing else", async () => {
    const { wpaApplId, token } = await sentToSupervisor(suite);
    await uploadSignature(token, png());
    const done = await submit(token, wholeForm(await askedOf(ctx.db, wpaApplId)));
    expect(done.msg).toBe('SUCCESS');
    expect(done.object.message).toBe(WPA_LINK_MSG.thanks);
    expect((await linkRows(wpaApplId))[0]!.end_reason).toBe('SUBMITTED');
    for (const r of [
      await read(token),
      await saveDraft(token, { activity1: 'x' }),
      await submit(token, wholeForm([])),
      await uploadSignature(token, png()),
    ]) {
      expect({ status: r.status, msg: r.msg, errorCode: r.errorCode, object: r.object }).toEqual({
        status: 409,
        msg: WPA_LINK_MSG.submitted,
        errorCode: 'INVALID_STATE',
        object: null,
      });
    }
  });
});

describe('resend issues a new link and ends the old; terminate ends it', () => {
  it('resend to the same address: the old token is refused, the new one opens the form with the draft', async () => {
    const { wpaApplId, token } = await sentToSupervisor(suite);
    await saveDraft(token, { strengthArea: 'Careful' });
    const w = await one(
      ctx.db,
      `select industry_supervisor_name as n, industry_supervisor_email as e from wpa_appls where wpa_appl_id = $1`,
      [wpaApplId],
    );
    const before = await lastMailId(ctx.db);
    const r = await as('as01', wpaCalls.resendToIS, {
      wpaApplId,
      industrySupervisorName: w.n,
      industrySupervisorEmail: w.e.toUpperCase(),
      lastUpdatedDate: (await suite.stateOf(wpaApplId)).token,
    });
    expect(r.msg).toBe('SUCCESS');
    const [mail] = await mailsAfter(ctx.db, before, w.e);
    const fresh = tokenIn(mail!.body_text);
    expect(fresh).not.toBe(token);
    expectInvalid(await read(token));
    const opened = await read(fresh);
    expect(opened.msg).toBe('SUCCESS');
    expect(opened.object.draft.strengthArea).toBe('Careful');
    expect((await linkRows(wpaApplId)).map((l) => l.end_reason)).toEqual(['RESENT', null]);
  });

  it("resend to another address: the new supervisor does not see the first one's draft", async () => {
    const { wpaApplId, token } = await sentToSupervisor(suite);
    await saveDraft(token, { strengthArea: 'Careful' });
    const t = await suite.stateOf(wpaApplId);
    const before = await lastMailId(ctx.db);
    await as('as01', wpaCalls.resendToIS, {
      wpaApplId,
      industrySupervisorName: 'Mandy Lau',
      industrySupervisorEmail: 'mandy.lau@peaksoft.example.com',
      lastUpdatedDate: t.token,
    });
    const [mail] = await mailsAfter(ctx.db, before, 'mandy.lau@peaksoft.example.com');
    const opened = await read(tokenIn(mail!.body_text));
    expect(opened.object.email).toBe('mandy.lau@peaksoft.example.com');
    expect(opened.object.draft).toBeNull();
    expectInvalid(await read(token));
  });

  it('terminate ends the link in its transaction', async () => {
    const { wpaApplId, token } = await sentToSupervisor(suite);
    const t = await suite.stateOf(wpaApplId);
    const r = await as('as01', wpaCalls.updateStatus, { wpaApplId, wpaStatus: 'TERMINATED', lastUpdatedDate: t.token });
    expect(r.msg).toBe('SUCCESS');
    expect((await linkRows(wpaApplId))[0]!.end_reason).toBe('TERMINATED');
    const x = await one(
      ctx.db,
      `select (select xmin::text from wpa_appls where wpa_appl_id = $1) as wpa,
              (select xmin::text from wpa_is_links where wpa_appl_id = $1) as link`,
      [wpaApplId],
    );
    expect(x.link).toBe(x.wpa);
    expectInvalid(await read(token));
    expectInvalid(await saveDraft(token, { activity1: 'x' }));
  });
});

describe('a link opens the form for 30 days after it was issued', () => {
  it('29 days on it still opens; 30 days on it answers as an unknown token', async () => {
    const { wpaApplId, token } = await sentToSupervisor(suite);
    await ctx.db.query(
      `update wpa_is_links set issued_date = now() - interval '29 days 23 hours' where wpa_appl_id = $1`,
      [wpaApplId],
    );
    expect((await read(token)).msg).toBe('SUCCESS');
    await ctx.db.query(
      `update wpa_is_links set issued_date = now() - interval '30 days 1 second' where wpa_appl_id = $1`,
      [wpaApplId],
    );
    expectInvalid(await read(token));
    expectInvalid(await saveDraft(token, { activity1: 'x' }));
    expectInvalid(await submit(token, {}));
    expectInvalid(await uploadSignature(token, png()));
  });
});

describe('the link reads and writes its own WPA only', () => {
  it("another WPA's id in the payload is not taken: the answer is the token's WPA", async () => {
    const mine = await sentToSupervisor(suite);
    const other = await sentToSupervisor(suite);
    const withId = await pub('wpaIsForm/searchByToken', { token: mine.token, wpaApplId: other.wpaApplId });
    expect(withId.msg).toBe('SUCCESS');
    expect(withId.object).toEqual((await read(mine.token)).object);
    expect(withId.object).not.toEqual((await read(other.token)).object);
    const saved = await pub('wpaIsForm/saveDraft', {
      token: mine.token,
      wpaApplId: other.wpaApplId,
      growthArea: 'mine',
    });
    expect(saved.msg).toBe('SUCCESS');
    expect((await read(other.token)).object.draft).toBeNull();
    expect((await read(mine.token)).object.draft.growthArea).toBe('mine');
  });

  it('no staff call is reachable with the token: as a bearer it is refused before the payload is read', async () => {
    const { wpaApplId, token } = await sentToSupervisor(suite);
    for (const path of [wpaCalls.searchById.path, wpaCalls.approve.path, wpaCalls.updateStatus.path]) {
      const r = await call(path, { wpaApplId }, { token, headers: { 'x-cohort-prog-id': String(ctx.ccs) } });
      expect(r.status).toBe(401);
      expect(r.object).toBeNull();
    }
    expect((await suite.stateOf(wpaApplId)).wpa_status).toBe('SENT_TO_IS');
  });

  it('a tampered, unknown, resent, terminated or expired token: the same status, message and empty object, in similar time', async () => {
    const live = await sentToSupervisor(suite);
    const tampered = live.token.slice(0, 10) + (live.token[10] === 'A' ? 'B' : 'A') + live.token.slice(11);
    const unknown = randomBytes(32).toString('base64url');
    const ended = await sentToSupervisor(suite);
    const t = await suite.stateOf(ended.wpaApplId);
    await as('as01', wpaCalls.updateStatus, {
      wpaApplId: ended.wpaApplId,
      wpaStatus: 'TERMINATED',
      lastUpdatedDate: t.token,
    });
    const expired = await sentToSupervisor(suite);
    await ctx.db.query(`update wpa_is_links set issued_date = now() - interval '31 days' where wpa_appl_id = $1`, [
      expired.wpaApplId,
    ]);
    const tokens = { tampered, unknown, terminated: ended.token, expired: expired.token, short: 'abc', empty: '' };
    const times: Record<string, number[]> = {};
    for (let round = 0; round < 12; round++) {
      for (const [what, token] of Object.entries(tokens)) {
        const r = await read(token);
        expectInvalid(r);
        (times[what] ??= []).push(r.ms);
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const medians = Object.values(times).map(median);
    // One statement by the hash's index whatever the reason: no reason stands out (a loose bound, a shared machine).
    expect(Math.max(...medians) - Math.min(...medians)).toBeLessThan(15);
    expect((await read(live.token)).msg).toBe('SUCCESS');
  });

  it('answers carry the API header set', async () => {
    const { token } = await sentToSupervisor(suite);
    for (const r of [await read(token), await read('nope')]) {
      expect(r.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
      expect(r.headers.get('cache-control')).toBe('no-store');
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('x-frame-options')).toBe('DENY');
      expect(r.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });
});
