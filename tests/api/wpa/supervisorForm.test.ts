import { describe, expect, it } from 'vitest';
import { wpaCalls } from '@schemas/wpa/calls';
import { WPA_MSG } from '@schemas/wpa/limits';
import { WPA_LINK_MSG } from '@schemas/wpa/supervisor';
import { lastMailId } from '../../support/db';
import { one, rows, wpaSuite } from './setup';
import { falsePng, solidPng } from '../../support/hostileFiles';
import {
  askedOf,
  mailsAfter,
  png,
  pngBytes,
  read,
  saveDraft,
  sentToSupervisor,
  submit,
  uploadSignature,
  wholeForm,
} from './supervisorHelpers';

/**
 * Issue 31: the supervisor's form on the server: every rule and message of 002 §5 and 001 §5 (the
 * review form's, on the supervisor's own Part I), the signature image checked by content and size,
 * and the submission: SENT_TO_IS → PENDING_REVIEW through the machine, its event, the link ended
 * and the mail to the assigned AS, in one transaction.
 */
const suite = wpaSuite();
const { ctx, as } = suite;

/** A link with a signature uploaded, and the WPA's questions. */
async function ready() {
  const s = await sentToSupervisor(suite);
  expect((await uploadSignature(s.token, png())).msg).toBe('SUCCESS');
  return { ...s, asked: await askedOf(ctx.db, s.wpaApplId) };
}

const messages = (msg: string) => msg.split('; ');

describe('submit: every rule of the review form, with the spec messages', () => {
  it('an empty form: each required field, the ratings asked, work performance, the sum and the signature image', async () => {
    const { token } = await sentToSupervisor(suite);
    const r = await submit(token, {});
    expect(r.status).toBe(400);
    expect(r.errorCode).toBe('VALIDATION');
    expect(messages(r.msg)).toEqual(
      expect.arrayContaining([
        WPA_MSG.wilHoursRequired,
        WPA_MSG.periodStart,
        WPA_MSG.periodEnd,
        WPA_MSG.companyName,
        WPA_MSG.companyAddress,
        WPA_MSG.supervisorName,
        WPA_MSG.supervisorPosition,
        WPA_MSG.supervisorPhone,
        WPA_MSG.supervisorEmail,
        WPA_MSG.activityRequired,
        WPA_MSG.timeSpentSumReview,
        WPA_MSG.ratingReview,
        WPA_MSG.workPerformance,
        WPA_MSG.signatureName,
        WPA_MSG.signatureDate,
        WPA_LINK_MSG.signatureImage,
      ]),
    );
    expect((await read(token)).msg).toBe('SUCCESS');
  });

  it.each([
    ['proportions that total 99', { activityProportion3: 19 }, WPA_MSG.timeSpentSumReview],
    ['a negative proportion', { activityProportion3: -1, activityProportion1: 71.5 }, WPA_MSG.timeSpentNegative],
    [
      'a proportion with 3 decimals',
      { activityProportion1: 50.125, activityProportion3: 19.375 },
      WPA_MSG.proportionDecimals,
    ],
    ['a proportion missing for an activity', { activityProportion2: null }, WPA_MSG.proportionRequired],
    ['an activity missing', { activity2: '' }, WPA_MSG.activityRequired],
    ['a rating of 6', { wpaQuestionResult1: 6 }, WPA_MSG.ratingRange],
    ['a rating of -1', { wpaQuestionResult1: -1 }, WPA_MSG.ratingRange],
    ['a rating missing', { wpaQuestionResult1: null }, WPA_MSG.ratingReview],
    ['work performance missing', { workPerformance: null }, WPA_MSG.workPerformance],
    ['work performance 7', { workPerformance: 7 }, WPA_MSG.ratingRange],
    ['hours over 999.99', { wilHoursIs: 1000 }, WPA_MSG.wilHoursMax],
    ['negative hours', { wilHoursIs: -1 }, WPA_MSG.wilHoursMin],
    ['hours with 3 decimals', { wilHoursIs: 12.125 }, WPA_MSG.wilHoursDecimals],
    ['the period the wrong way round', { periodStartDateIs: '2026-09-01' }, WPA_MSG.startAfterEnd],
    [
      'a phone of 13 characters',
      { industrySupervisorPhoneIs: '2123 4567 890' },
      WPA_MSG.tooLong('Phone of Industry Supervisor', 12),
    ],
    ['a bad email', { industrySupervisorEmailIs: 'chan@harbour' }, WPA_MSG.emailFormat],
    ['no supervisor name', { industrySupervisorNameIs: ' ' }, WPA_MSG.supervisorName],
    ['no signatory', { signature: '' }, WPA_MSG.signatureName],
    ['no signature date', { signatureDate: null }, WPA_MSG.signatureDate],
    ['a 2026-02-30 signature date', { signatureDate: '2026-02-30' }, WPA_MSG.signatureDate],
  ])('%s', async (_what, change, message) => {
    const { token, asked, wpaApplId } = await ready();
    const r = await submit(token, { ...wholeForm(asked), ...change });
    expect(r.errorCode).toBe('VALIDATION');
    expect(messages(r.msg)).toContain(message);
    expect((await suite.stateOf(wpaApplId)).wpa_status).toBe('SENT_TO_IS');
  });

  it('comments past 1000 characters and a signatory past 50 are refused', async () => {
    const { token, asked } = await ready();
    for (const change of [
      { strengthArea: 'x'.repeat(1001) },
      { growthArea: 'x'.repeat(1001) },
      { workPerformanceComment: 'x'.repeat(1001) },
      { signature: 'x'.repeat(51) },
      { companyNameIs: 'x'.repeat(101) },
      { activity1: 'x'.repeat(401) },
    ]) {
      const r = await submit(token, { ...wholeForm(asked), ...change });
      expect(r.errorCode, JSON.stringify(change).slice(0, 40)).toBe('VALIDATION');
    }
    expect((await submit(token, { ...wholeForm(asked), strengthArea: 'x'.repeat(1000) })).msg).toBe('SUCCESS');
  });

  it('the signature image is required to submit', async () => {
    const { token, wpaApplId } = await sentToSupervisor(suite);
    const r = await submit(token, wholeForm(await askedOf(ctx.db, wpaApplId)));
    expect(r.msg).toBe(WPA_LINK_MSG.signatureImage);
  });
});

describe('save draft: nothing is required, a value given must pass its rule', () => {
  it('blanks pass; a bad value is refused with its message and nothing is saved', async () => {
    const { token } = await sentToSupervisor(suite);
    expect((await saveDraft(token, {})).msg).toBe('SUCCESS');
    expect((await saveDraft(token, { activity1: 'Only one', activityProportion1: 40 })).msg).toBe('SUCCESS');
    for (const [change, message] of [
      [{ wpaQuestionResult2: 9 }, WPA_MSG.ratingRange],
      [{ industrySupervisorEmailIs: 'not an email' }, WPA_MSG.emailFormat],
      [{ periodStartDateIs: '2026-09-01', periodEndDateIs: '2026-06-01' }, WPA_MSG.startAfterEnd],
      [{ activityProportion1: 120 }, WPA_MSG.proportionRange],
    ] as const) {
      const r = await saveDraft(token, change);
      expect(r.errorCode).toBe('VALIDATION');
      expect(messages(r.msg)).toContain(message);
    }
    expect((await read(token)).object.draft).toMatchObject({ activity1: 'Only one', activityProportion1: 40 });
  });
});

describe('the signature image: png, jpg or jpeg by content, at most 2 MB, like the offline form', () => {
  it('a png is kept; a text file named .png, a gif and no file are refused; past 2 MB is refused while streaming', async () => {
    const { token } = await sentToSupervisor(suite);
    const notImage = new Blob(['hello, not an image'], { type: 'image/png' });
    const bad = await uploadSignature(token, notImage, 'sig.png');
    expect(bad.status).toBe(400);
    expect(bad.errorCode).toBe('VALIDATION');
    const gif = new Blob([Buffer.from('R0lGODlhAQABAAAAACw=', 'base64')], { type: 'image/gif' });
    expect((await uploadSignature(token, gif, 'sig.gif')).errorCode).toBe('VALIDATION');
    const none = await uploadSignature(token, null);
    expect(none.msg).toBe(WPA_LINK_MSG.signatureImage);
    const big = Buffer.concat([pngBytes(), Buffer.alloc(2 * 1024 * 1024 + 10, 1)]);
    const tooLarge = await uploadSignature(token, new Blob([new Uint8Array(big)]), 'big.png');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.msg).toBe('File size must be less than 2MB.');
    expect((await read(token)).object.signatureImg).toBeNull();
    expect((await uploadSignature(token, png())).msg).toBe('SUCCESS');
  });

  it('a file that starts like a PNG and is not one, and a valid 8000 x 8000 PNG, are refused (issue 34)', async () => {
    const { token } = await sentToSupervisor(suite);
    const fake = await uploadSignature(token, new Blob([new Uint8Array(falsePng())]), 'sig.png');
    expect(fake).toMatchObject({
      status: 400,
      errorCode: 'VALIDATION',
      msg: 'The image cannot be read; please save it again as png or jpg.',
    });
    const huge = await uploadSignature(token, new Blob([new Uint8Array(await solidPng(8000, 8000))]), 'sig.png');
    expect(huge).toMatchObject({
      status: 400,
      errorCode: 'VALIDATION',
      msg: 'The image is too large: at most 6000 x 6000 pixels.',
    });
    expect((await read(token)).object.signatureImg).toBeNull();
  });
});

describe('submit: through the machine, in one transaction', () => {
  it("PENDING_REVIEW; the supervisor's values on the WPA; the event; the link ended; the mail to the assigned AS", async () => {
    const { token, wpaApplId, asked } = await ready();
    const before = await lastMailId(ctx.db);
    const form = wholeForm(asked);
    const r = await submit(token, { ...form, wpaQuestionResult13: asked.includes(13) ? 4 : 5 });
    expect(r.msg).toBe('SUCCESS');
    const w = await one(ctx.db, `select *, xmin::text as xmin from wpa_appls where wpa_appl_id = $1`, [wpaApplId]);
    expect(w).toMatchObject({
      wpa_status: 'PENDING_REVIEW',
      company_name_is: form.companyNameIs,
      industry_supervisor_email_is: form.industrySupervisorEmailIs,
      activity1: form.activity1,
      work_performance: 4,
      signature: '陳大文',
      last_updated_by: 'Industry supervisor',
    });
    expect(Number(w.activity_proportion1)).toBe(50.5);
    expect(Number(w.time_spent_one)).toBe(50.5);
    expect(Number(w.wil_hours_is)).toBe(312.5);
    expect(w.signature_img_path).toMatch(/^wpa\/signatures\//);
    // A rating of a question the WPA does not ask is not kept.
    for (let n = 1; n <= 13; n++) {
      expect(w[`wpa_question_result${n}`], `question ${n}`).toBe(asked.includes(n) ? 4 : null);
    }
    const event = await one(
      ctx.db,
      `select event_type, from_status, to_status, actor_user_id, actor_label, xmin::text as x from wpa_appl_events
       where wpa_appl_id = $1 order by wpa_event_id desc limit 1`,
      [wpaApplId],
    );
    expect(event).toMatchObject({
      event_type: 'wpa.submitByIs',
      from_status: 'SENT_TO_IS',
      to_status: 'PENDING_REVIEW',
      actor_user_id: null,
    });
    expect(event.actor_label).toContain('陳大文');
    const link = await one(
      ctx.db,
      `select end_reason, xmin::text as x, draft from wpa_is_links where wpa_appl_id = $1`,
      [wpaApplId],
    );
    expect(link.end_reason).toBe('SUBMITTED');
    expect(link.draft.companyNameIs).toBe(form.companyNameIs);
    const as01 = await one(ctx.db, `select email from users where account_id = 'as01'`);
    expect(as01.email).toBeTruthy();
    const mails = await mailsAfter(ctx.db, before, as01.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^WPA submitted by the industry supervisor/);
    // One transaction wrote the WPA, its event and the ended link (the mail's row is in the same
    // statement; its job may have sent and updated it already).
    expect(new Set([w.xmin, event.x, link.x]).size).toBe(1);
    const job = await rows(
      ctx.db,
      `select 1 from pgboss.job where name = 'core.sendMail' and (data->>'mailId')::bigint = $1`,
      [mails[0]!.mail_id],
    );
    expect(job).toHaveLength(1);
  });

  it('the review page then shows it to as01, who accepts it with source IS', async () => {
    const { token, wpaApplId, asked } = await ready();
    expect((await submit(token, wholeForm(asked))).msg).toBe('SUCCESS');
    const detail = await as('as01', wpaCalls.searchById, { wpaApplId });
    expect(detail.object.wpaStatus).toBe('PENDING_REVIEW');
    expect(detail.object.companyNameIs).toBe('Harbour Data Limited');
    expect(detail.object.industrySupervisorNameIs).toBe('陳大文');
    expect(detail.object.signatureImgUrl).toMatch(/^\/files\/wpa\/signatures\//);
    const last = detail.object.eventList.at(-1)!;
    expect(last).toMatchObject({ eventType: 'wpa.submitByIs', actorUserId: null });
    const r = await as('as01', wpaCalls.updateStatusAndInput, {
      wpaApplId,
      wpaStatus: 'ACCEPTED',
      selectStudentOrIs: 'IS',
      lastUpdatedDate: detail.object.lastUpdatedDate,
    });
    expect(r.msg).toBe('SUCCESS');
    expect((await suite.stateOf(wpaApplId)).wpa_status).toBe('ACCEPTED');
  });

  it('two submissions at once: one wins, the other hears the form was submitted', async () => {
    const { token, asked, wpaApplId } = await ready();
    const [a, b] = await Promise.all([submit(token, wholeForm(asked)), submit(token, wholeForm(asked))]);
    expect([a.msg, b.msg].sort()).toEqual(['SUCCESS', WPA_LINK_MSG.submitted].sort());
    const events = await rows(
      ctx.db,
      `select 1 from wpa_appl_events where wpa_appl_id = $1 and event_type = 'wpa.submitByIs'`,
      [wpaApplId],
    );
    expect(events).toHaveLength(1);
  });

  it('a submission racing a terminate: whichever locks the WPA first wins, the other is refused', async () => {
    const { token, asked, wpaApplId } = await ready();
    const t = await suite.stateOf(wpaApplId);
    const [s, term] = await Promise.all([
      submit(token, wholeForm(asked)),
      as('as01', wpaCalls.updateStatus, { wpaApplId, wpaStatus: 'TERMINATED', lastUpdatedDate: t.token }),
    ]);
    const status = (await suite.stateOf(wpaApplId)).wpa_status;
    if (s.msg === 'SUCCESS') {
      expect(status).toBe('PENDING_REVIEW');
      expect(term.errorCode).not.toBeNull();
    } else {
      expect(status).toBe('TERMINATED');
      expect(s.msg).toBe(WPA_LINK_MSG.invalid);
    }
  });
});
