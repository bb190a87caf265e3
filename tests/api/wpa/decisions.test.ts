import { describe, expect, it } from 'vitest';
import { wpaCalls } from '@schemas/wpa/calls';
import { WPA_MSG } from '@schemas/wpa/limits';
import { lastMailId } from '../../support/db';
import { one, rows, wpaSuite } from './setup';

/**
 * Every transition of 001 §4 / 002 §4 through the calls, and every refusal per role (001 §6,
 * 002 §6 as docs/DECISIONS.md 'Issue 29: WPA' decides them): MC, assigned AS, AS not assigned, PL
 * (Standing Approval: selfGranted.test.ts); CONFLICT naming who; the event and the mail in the change's transaction.
 */
const { ctx, as, raw, wpaIn, stateOf } = wpaSuite();

/** The transaction ids that wrote a WPA's row, its last event and a mail: one transaction writes all three. */
async function writers(wpaApplId: number, mailId?: number) {
  const w = await one(ctx.db, `select xmin::text as x from wpa_appls where wpa_appl_id = $1`, [wpaApplId]);
  const e = await one(
    ctx.db,
    `select xmin::text as x from wpa_appl_events where wpa_appl_id = $1 order by wpa_event_id desc limit 1`,
    [wpaApplId],
  );
  const m = mailId
    ? await one(ctx.db, `select xmin::text as x, status from mail_outbox where mail_id = $1`, [mailId])
    : null;
  // A mail its job has already sent carries the sending transaction's id (the job starts at the
  // decision's commit and races these reads): only a mail still PENDING shows who wrote it.
  return { wpa: w!.x, event: e!.x, mail: m && m.status !== 'PENDING' ? w!.x : m?.x };
}

const lastEvent = (wpaApplId: number) =>
  one(
    ctx.db,
    `select event_type, from_status, to_status, event_remark, actor_user_id from wpa_appl_events
     where wpa_appl_id = $1 order by wpa_event_id desc limit 1`,
    [wpaApplId],
  );

describe('approve: PENDING_SEND → SENT_TO_IS with the mail to the industry supervisor', () => {
  it('the assigned AS approves; row, event and mail are written by one transaction', async () => {
    const w = await wpaIn('PENDING_SEND', 'as01');
    const before = await lastMailId(ctx.db);
    const r = await as('as01', wpaCalls.approve, {
      wpaApplId: w.wpa_appl_id,
      wpaStatus: 'SENT_TO_IS',
      lastUpdatedDate: w.token,
    });
    expect(r.msg).toBe('SUCCESS');
    expect(r.object).toMatchObject({ wpaApplId: w.wpa_appl_id, wpaStatus: 'SENT_TO_IS', message: WPA_MSG.saved });
    const row = await one(
      ctx.db,
      `select sent_to_is, sent_to_is_date, industry_supervisor_email from wpa_appls where wpa_appl_id = $1`,
      [w.wpa_appl_id],
    );
    expect(row.sent_to_is).toBe('Y');
    expect(row.sent_to_is_date).not.toBeNull();
    const mails = await rows(
      ctx.db,
      `select mail_id, to_address, subject, body_text from mail_outbox where mail_id > $1`,
      [before],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].to_address).toBe(row.industry_supervisor_email);
    expect(mails[0].body_text).toMatch(/two weeks/);
    expect(await lastEvent(w.wpa_appl_id)).toMatchObject({
      event_type: 'wpa.approve',
      from_status: 'PENDING_SEND',
      to_status: 'SENT_TO_IS',
      actor_user_id: ctx.uid.as01,
    });
    const x = await writers(w.wpa_appl_id, Number(mails[0].mail_id));
    expect(x.event).toBe(x.wpa);
    expect(x.mail).toBe(x.wpa);
  });

  it('the module convener approves a WPA of another AS', async () => {
    const w = await wpaIn('PENDING_SEND', 'as01');
    const r = await as('mc01', wpaCalls.approve, { wpaApplId: w.wpa_appl_id, lastUpdatedDate: w.token });
    expect(r.msg).toBe('SUCCESS');
  });

  it('an AS not assigned sees no such WPA (NOT_FOUND), and nothing is written', async () => {
    // Without WPA Standing Approval (another suite's profile edits may have left it on).
    await ctx.db.query(`update academic_staff set wpa_stand_approve_ind = 'N' where user_id = $1`, [ctx.uid.as02]);
    const w = await wpaIn('PENDING_SEND', 'as01');
    const before = await lastMailId(ctx.db);
    const r = await as('as02', wpaCalls.approve, { wpaApplId: w.wpa_appl_id, lastUpdatedDate: w.token });
    expect(r.errorCode).toBe('NOT_FOUND');
    expect((await stateOf(w.wpa_appl_id)).wpa_status).toBe('PENDING_SEND');
    expect(await lastMailId(ctx.db)).toBe(before);
  });

  it('the programme leader has no action (FORBIDDEN), and may read the WPA with every action off', async () => {
    const w = await wpaIn('PENDING_SEND', 'as01');
    expect((await as('pl01', wpaCalls.approve, { wpaApplId: w.wpa_appl_id })).errorCode).toBe('FORBIDDEN');
    const d = await as('pl01', wpaCalls.searchById, { wpaApplId: w.wpa_appl_id });
    expect(d.msg).toBe('SUCCESS');
    const { notesPanel: _n, content: _c, print: _p, ...acts } = d.object.actions;
    expect(Object.values(acts).every((v) => v === false)).toBe(true);
  });

  it('approving what is not PENDING_SEND is INVALID_STATE', async () => {
    const w = await wpaIn('PENDING_REVIEW', 'as01');
    const r = await as('as01', wpaCalls.approve, { wpaApplId: w.wpa_appl_id });
    expect(r.errorCode).toBe('INVALID_STATE');
  });

  it('a missing WPA, and one of a programme the caller holds no role in, are NOT_FOUND alike', async () => {
    expect((await as('as01', wpaCalls.approve, { wpaApplId: 99999999 })).errorCode).toBe('NOT_FOUND');
    const other = await one(
      ctx.db,
      `select w.wpa_appl_id from wpa_appls w join cohort_modules cm using (cohort_module_id)
       join cohort_programmes cp using (cohort_prog_id) join programmes p using (prog_id)
       where p.prog_code = 'BBAMKT' and w.wpa_status = 'PENDING_SEND' limit 1`,
    );
    expect((await as('as01', wpaCalls.approve, { wpaApplId: other.wpa_appl_id })).errorCode).toBe('NOT_FOUND');
  });
});

describe('two staff acting on one WPA at once: one wins, the other hears who', () => {
  it('same token, two approvals at once: one SUCCESS, one CONFLICT naming the winner', async () => {
    const w = await wpaIn('PENDING_SEND', 'as01');
    const since = (await one(ctx.db, `select coalesce(max(wpa_event_id), 0) as id from wpa_appl_events`)).id;
    const body = { wpaApplId: w.wpa_appl_id, lastUpdatedDate: w.token };
    const [a, b] = await Promise.all([as('as01', wpaCalls.approve, body), as('mc01', wpaCalls.approve, body)]);
    const answers = [a, b].map((x) => x.errorCode ?? 'SUCCESS').sort();
    expect(answers).toEqual(['CONFLICT', 'SUCCESS']);
    const lost = a.errorCode ? a : b;
    const winner = a.errorCode ? 'Grace Cheung' : 'Priya Raman';
    expect(lost.msg).toContain(`changed by ${winner}`);
    expect(
      await rows(
        ctx.db,
        `select 1 from wpa_appl_events where wpa_appl_id = $1 and event_type = 'wpa.approve' and wpa_event_id > $2`,
        [w.wpa_appl_id, since],
      ),
    ).toHaveLength(1);
  });

  it('a stale token is CONFLICT naming who changed the WPA', async () => {
    const w = await wpaIn('PENDING_REVIEW', 'as01');
    expect(
      (
        await as('mc01', wpaCalls.updateRemark, {
          wpaApplId: w.wpa_appl_id,
          remarks: 'Checked.',
          lastUpdatedDate: w.token,
        })
      ).msg,
    ).toBe('SUCCESS');
    const r = await as('as01', wpaCalls.updateStatusAndInput, {
      wpaApplId: w.wpa_appl_id,
      wpaStatus: 'ACCEPTED',
      selectStudentOrIs: 'IS',
      lastUpdatedDate: w.token,
    });
    expect(r.errorCode).toBe('CONFLICT');
    expect(r.msg).toMatch(/^This WPA was changed by Grace Cheung on \d{2} \w{3} \d{4} \d{2}:\d{2} UTC\./);
  });
});

describe('return to student and terminate (updateStatus)', () => {
  it('Return needs a comment (001 §5) of at most 250', async () => {
    const w = await wpaIn('PENDING_SEND', 'as01');
    const none = await as('as01', wpaCalls.updateStatus, {
      wpaApplId: w.wpa_appl_id,
      wpaStatus: 'RETURNED_TO_STUDENT',
    });
    expect(none).toMatchObject({ errorCode: 'VALIDATION', msg: 'Please enter Comment.' });
    const blank = await as('as01', wpaCalls.updateStatus, {
      wpaApplId: w.wpa_appl_id,
      wpaStatus: 'RETURNED_TO_STUDENT',
      eventRemark: '   ',
    });
    expect(blank.msg).toBe('Please enter Comment.');
    const long = await raw('as01', wpaCalls.updateStatus.path, {
      wpaApplId: w.wpa_appl_id,
      wpaStatus: 'RETURNED_TO_STUDENT',
      eventRemark: 'x'.repeat(251),
    });
    expect(long.errorCode).toBe('VALIDATION');
    const ok = await as('as01', wpaCalls.updateStatus, {
      wpaApplId: w.wpa_appl_id,
      wpaStatus: 'RETURNED_TO_STUDENT',
      eventRemark: 'The WIL period is wrong.',
      lastUpdatedDate: w.token,
    });
    expect(ok.object?.wpaStatus).toBe('RETURNED_TO_STUDENT');
    const d = await as('as01', wpaCalls.searchById, { wpaApplId: w.wpa_appl_id });
    expect(d.object.returnReason).toBe('The WIL period is wrong.');
    expect(d.object.eventList.at(-1)).toMatchObject({
      eventType: 'wpa.return',
      fromStatus: 'PENDING_SEND',
      toStatus: 'RETURNED_TO_STUDENT',
      eventRemark: 'The WIL period is wrong.',
      actorName: 'Priya Raman',
    });
    expect(d.object.actions).toMatchObject({ terminate: true, approve: false, returnToStudent: false });
  });

  it('Terminate from RETURNED_TO_STUDENT and SENT_TO_IS by the assigned AS or the MC; not by another AS; not from PENDING_REVIEW', async () => {
    const returned = await wpaIn('RETURNED_TO_STUDENT', 'as01');
    expect(
      (await as('as02', wpaCalls.updateStatus, { wpaApplId: returned.wpa_appl_id, wpaStatus: 'TERMINATED' })).errorCode,
    ).toBe('NOT_FOUND');
    const t1 = await as('as01', wpaCalls.updateStatus, { wpaApplId: returned.wpa_appl_id, wpaStatus: 'TERMINATED' });
    expect(t1.object).toMatchObject({ wpaStatus: 'TERMINATED', message: WPA_MSG.terminated });
    const sent = await wpaIn('SENT_TO_IS', 'as01');
    expect(
      (await as('mc01', wpaCalls.updateStatus, { wpaApplId: sent.wpa_appl_id, wpaStatus: 'TERMINATED' })).object
        ?.wpaStatus,
    ).toBe('TERMINATED');
    const review = await wpaIn('PENDING_REVIEW', 'as01');
    expect(
      (await as('as01', wpaCalls.updateStatus, { wpaApplId: review.wpa_appl_id, wpaStatus: 'TERMINATED' })).errorCode,
    ).toBe('INVALID_STATE');
    expect(
      (await as('pl01', wpaCalls.updateStatus, { wpaApplId: sent.wpa_appl_id, wpaStatus: 'TERMINATED' })).errorCode,
    ).toBe('FORBIDDEN');
  });
});

describe('resend to the industry supervisor (resendToIS)', () => {
  it("name and email with the spec's messages; the status stays and the mail goes to the new address", async () => {
    const w = await wpaIn('SENT_TO_IS', 'as01');
    const say = async (body: Record<string, unknown>) =>
      (await raw('as01', wpaCalls.resendToIS.path, { wpaApplId: w.wpa_appl_id, ...body })).msg;
    expect(await say({ industrySupervisorEmail: 'a@b.com' })).toBe('Name is required.');
    expect(await say({ industrySupervisorName: 'Ann' })).toBe('Email Address is required.');
    expect(await say({ industrySupervisorName: 'Ann', industrySupervisorEmail: 'not-an-email' })).toBe(
      'Incorrect Email format.',
    );
    expect(await say({ industrySupervisorName: 'Ann', industrySupervisorEmail: 'ann@partner.example.comxx' })).toBe(
      'Incorrect Email format.',
    );
    expect(await say({})).toBe('Name is required.; Email Address is required.');
    const before = await lastMailId(ctx.db);
    const r = await as('as01', wpaCalls.resendToIS, {
      wpaApplId: w.wpa_appl_id,
      industrySupervisorName: '陳大文',
      industrySupervisorEmail: 'david.chan@harbour.example.hk',
      lastUpdatedDate: w.token,
    });
    expect(r.object).toMatchObject({ wpaStatus: 'SENT_TO_IS' });
    const mail = await one(ctx.db, `select mail_id, to_address, body_text from mail_outbox where mail_id > $1`, [
      before,
    ]);
    expect(mail.to_address).toBe('david.chan@harbour.example.hk');
    expect(mail.body_text).toContain('Dear 陳大文');
    const x = await writers(w.wpa_appl_id, Number(mail.mail_id));
    expect([x.event, x.mail]).toEqual([x.wpa, x.wpa]);
    expect(await lastEvent(w.wpa_appl_id)).toMatchObject({
      event_type: 'wpa.resend',
      from_status: 'SENT_TO_IS',
      to_status: 'SENT_TO_IS',
    });
    // Resend is the MC's or the assigned AS's: another AS is refused.
    expect(
      (
        await as('as02', wpaCalls.resendToIS, {
          wpaApplId: w.wpa_appl_id,
          industrySupervisorName: 'A',
          industrySupervisorEmail: 'a@b.com',
        })
      ).errorCode,
    ).toBe('NOT_FOUND');
  });
});

describe('accept and reject (updateStatusAndInput)', () => {
  it('the source of the profile information is required (001 §5)', async () => {
    const w = await wpaIn('PENDING_REVIEW', 'as01');
    const r = await as('as01', wpaCalls.updateStatusAndInput, { wpaApplId: w.wpa_appl_id, wpaStatus: 'ACCEPTED' });
    expect(r).toMatchObject({ errorCode: 'VALIDATION', msg: WPA_MSG.source });
  });

  it('Accept with source IS: ACCEPTED, the mark from the ratings, the message of 001 §8', async () => {
    const w = await wpaIn('PENDING_REVIEW', 'as01');
    const r = await as('as01', wpaCalls.updateStatusAndInput, {
      wpaApplId: w.wpa_appl_id,
      wpaStatus: 'ACCEPTED',
      selectStudentOrIs: 'IS',
      lastUpdatedDate: w.token,
    });
    expect(r.object).toMatchObject({ wpaStatus: 'ACCEPTED', message: WPA_MSG.accepted });
    const row = await one(ctx.db, `select select_student_or_is, mark from wpa_appls where wpa_appl_id = $1`, [
      w.wpa_appl_id,
    ]);
    expect(row.select_student_or_is).toBe('IS');
    expect(Number(row.mark)).toBeGreaterThan(0);
    expect(await lastEvent(w.wpa_appl_id)).toMatchObject({
      event_type: 'wpa.accept',
      event_remark: 'Source: Industry Supervisor',
    });
    const d = await as('pl01', wpaCalls.searchById, { wpaApplId: w.wpa_appl_id });
    expect(d.object.actions).toMatchObject({ print: true, content: true, adjustWeight: false });
  });

  it('Reject with source STUDENT by the MC', async () => {
    const w = await wpaIn('PENDING_REVIEW', 'as01');
    const r = await as('mc01', wpaCalls.updateStatusAndInput, {
      wpaApplId: w.wpa_appl_id,
      wpaStatus: 'REJECTED',
      selectStudentOrIs: 'STUDENT',
    });
    expect(r.object).toMatchObject({ wpaStatus: 'REJECTED', message: WPA_MSG.rejected });
  });

  it('form values sent with the decision are checked with the review rules, all or nothing', async () => {
    const w = await wpaIn('PENDING_REVIEW', 'as01');
    const send = (extra: Record<string, unknown>) =>
      raw('as01', wpaCalls.updateStatusAndInput.path, {
        wpaApplId: w.wpa_appl_id,
        wpaStatus: 'ACCEPTED',
        selectStudentOrIs: 'STUDENT',
        ...extra,
      });
    expect((await send({ wpaQuestionResult1: 6 })).msg).toBe('A rating must be a whole number from 0 to 5.');
    expect((await send({ wpaQuestionResult2: null })).msg).toBe(WPA_MSG.ratingReview);
    expect((await send({ activityProportion1: 40 })).msg).toBe(WPA_MSG.timeSpentSumReview);
    expect((await send({ activityProportion1: -1 })).msg).toContain(WPA_MSG.timeSpentNegative);
    expect((await send({ industrySupervisorEmail: 'nope' })).msg).toBe(WPA_MSG.emailFormat);
    expect((await send({ wilHours: 1000 })).msg).toBe(WPA_MSG.wilHoursMax);
    expect((await send({ periodStartDate: '2026-12-01', periodEndDate: '2026-01-01' })).msg).toBe(
      `${WPA_MSG.startAfterEnd}; ${WPA_MSG.endBeforeStart}`,
    );
    expect((await stateOf(w.wpa_appl_id)).wpa_status).toBe('PENDING_REVIEW');
    const ok = await send({ wpaQuestionResult1: 5, workPerformance: 4, strengthArea: 'Clear writing.' });
    expect(ok.msg).toBe('SUCCESS');
    const row = await one(
      ctx.db,
      `select wpa_question_result1, work_performance, strength_area from wpa_appls where wpa_appl_id = $1`,
      [w.wpa_appl_id],
    );
    expect(row).toEqual({ wpa_question_result1: 5, work_performance: 4, strength_area: 'Clear writing.' });
  });

  it('accept is refused to another AS, the PL, and outside PENDING_REVIEW', async () => {
    const w = await wpaIn('PENDING_REVIEW', 'as01');
    const body = { wpaApplId: w.wpa_appl_id, wpaStatus: 'ACCEPTED' as const, selectStudentOrIs: 'IS' as const };
    expect((await as('as02', wpaCalls.updateStatusAndInput, body)).errorCode).toBe('NOT_FOUND');
    expect((await as('pl01', wpaCalls.updateStatusAndInput, body)).errorCode).toBe('FORBIDDEN');
    const sent = await wpaIn('SENT_TO_IS', 'as01');
    expect((await as('as01', wpaCalls.updateStatusAndInput, { ...body, wpaApplId: sent.wpa_appl_id })).errorCode).toBe(
      'INVALID_STATE',
    );
  });
});

describe('the notes panel (updateRemark)', () => {
  it('hidden for PENDING_SEND; 500 each; private remarks stay out of the history', async () => {
    const pending = await wpaIn('PENDING_SEND', 'as01');
    expect((await as('as01', wpaCalls.updateRemark, { wpaApplId: pending.wpa_appl_id, remarks: 'x' })).errorCode).toBe(
      'INVALID_STATE',
    );
    const w = await wpaIn('ACCEPTED', 'as01');
    expect(
      (await raw('as01', wpaCalls.updateRemark.path, { wpaApplId: w.wpa_appl_id, remarks: 'x'.repeat(501) })).errorCode,
    ).toBe('VALIDATION');
    const ok = await as('as01', wpaCalls.updateRemark, {
      wpaApplId: w.wpa_appl_id,
      remarks: 'Private: call the student.',
      comments: 'Well done.',
    });
    expect(ok.object).toMatchObject({ wpaStatus: 'ACCEPTED', message: WPA_MSG.saved });
    const d = await as('as01', wpaCalls.searchById, { wpaApplId: w.wpa_appl_id });
    expect(d.object).toMatchObject({ remarks: 'Private: call the student.', comments: 'Well done.' });
    expect(d.object.eventList.at(-1)).toMatchObject({ eventType: 'wpa.updateNotes', eventRemark: null });
    expect((await as('pl01', wpaCalls.updateRemark, { wpaApplId: w.wpa_appl_id, remarks: 'x' })).errorCode).toBe(
      'FORBIDDEN',
    );
  });
});

describe('weighting (searchAllAccepted, updateOverrideWeight)', () => {
  it('marks, weights, adjusted marks and the total; the rules of 001 §5; the assigned AS adjusts', async () => {
    const w = await wpaIn('ACCEPTED', 'as01');
    const list = await as('as01', wpaCalls.searchAllAccepted, { studentModuleId: w.student_module_id });
    expect(list.msg).toBe('SUCCESS');
    const n = list.object.list.length;
    expect(n).toBeGreaterThan(0);
    expect(list.object.canAdjust).toBe(true);
    for (const x of list.object.list) {
      expect(['ACCEPTED', 'ACCEPTED_OFFLINE']).toContain(x.wpaStatus);
      expect(x.weight).toBeCloseTo(Math.round(1000 / n) / 1000, 3);
    }
    const bad = async (overrideWeight: unknown) =>
      (
        await raw('as01', wpaCalls.updateOverrideWeight.path, {
          studentModuleId: w.student_module_id,
          wpaApplModelList: [{ wpaApplId: w.wpa_appl_id, overrideWeight }],
        })
      ).msg;
    for (const v of [1.5, -0.1, 0.1234]) expect(await bad(v)).toBe(WPA_MSG.overrideWeight);
    const r = await as('as01', wpaCalls.updateOverrideWeight, {
      studentModuleId: w.student_module_id,
      asComment: 'Weighted by placement length.',
      wpaApplModelList: [{ wpaApplId: w.wpa_appl_id, overrideWeight: 0.5 }],
    });
    expect(r.object?.message).toBe(WPA_MSG.saved);
    const after = await as('as01', wpaCalls.searchAllAccepted, { studentModuleId: w.student_module_id });
    const mine = after.object.list.find((x) => x.wpaApplId === w.wpa_appl_id)!;
    expect(mine.overrideWeight).toBe(0.5);
    expect(mine.overrideMark).toBeCloseTo(Math.round(0.5 * mine.mark! * 100) / 100, 2);
    expect(after.object.asComment).toBe('Weighted by placement length.');
    const expected = after.object.list.reduce((s, x) => s + (x.overrideWeight ?? 1 / n) * (x.mark ?? 0), 0);
    expect(after.object.totalMark).toBeCloseTo(Math.round(expected * 100) / 100, 2);
    expect(await lastEvent(w.wpa_appl_id)).toMatchObject({
      event_type: 'wpa.adjustWeight',
      to_status: mine.wpaStatus,
    });
    // Another AS may read nothing of this student's weighting, nor change it; the PL reads but may not change.
    expect((await as('as02', wpaCalls.searchAllAccepted, { studentModuleId: w.student_module_id })).errorCode).toBe(
      'NOT_FOUND',
    );
    const pl = await as('pl01', wpaCalls.searchAllAccepted, { studentModuleId: w.student_module_id });
    expect(pl.object.canAdjust).toBe(false);
    expect(
      (
        await as('pl01', wpaCalls.updateOverrideWeight, {
          studentModuleId: w.student_module_id,
          wpaApplModelList: [{ wpaApplId: w.wpa_appl_id, overrideWeight: 0.2 }],
        })
      ).errorCode,
    ).toBe('FORBIDDEN');
  });

  it('a WPA that is not accepted cannot be weighted', async () => {
    const w = await wpaIn('PENDING_REVIEW', 'as01');
    const r = await as('as01', wpaCalls.updateOverrideWeight, {
      studentModuleId: w.student_module_id,
      wpaApplModelList: [{ wpaApplId: w.wpa_appl_id, overrideWeight: 0.5 }],
    });
    expect(r.errorCode).toBe('INVALID_STATE');
  });
});
