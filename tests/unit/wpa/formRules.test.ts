import { describe, expect, it } from 'vitest';
import { WPA_MSG } from '@schemas/wpa/limits';
import {
  dateRangeErrors,
  dayOf,
  overrideWeightError,
  resendErrors,
  returnCommentError,
  sourceError,
  studentIdSearch,
  wpaFormErrors,
} from '@plugins/wpa/shared/formRules';
import { adjustedMark, defaultWeight, markOf, totalMark } from '@plugins/wpa/shared/marks';

/** The WPA form's rules both sides apply (spec 002 §5, 001 §5) and its arithmetic (001 §4, §9). */
const asked = [1, 2, 3, 4, 5, 6, 7, 8];
const good = {
  wilHours: '320.5',
  periodStartDate: '2026-06-01',
  periodEndDate: '2026-08-31',
  companyName: '港灣數據有限公司',
  companyAddress: '香港灣仔',
  industrySupervisorName: '陳大文',
  industrySupervisorPosition: 'Manager',
  industrySupervisorPhone: '21234567',
  industrySupervisorEmail: 'david.chan@harbour.example.hk',
  activity1: 'A',
  activityProportion1: '50',
  activity2: 'B',
  activityProportion2: 30,
  activity3: 'C',
  activityProportion3: 20,
  ...Object.fromEntries(asked.map((n) => [`wpaQuestionResult${n}`, 3])),
  workPerformance: 4,
  signature: '陳大文',
  signatureDate: '2026-09-01',
};

describe('the WPA form (review and offline)', () => {
  it('a whole form passes both variants', () => {
    expect(wpaFormErrors(good, { variant: 'review', questionNos: asked })).toEqual({});
    expect(wpaFormErrors(good, { variant: 'offline', questionNos: asked })).toEqual({});
  });
  it('hours: required, 0 to 999.99, 2 decimals', () => {
    const e = (wilHours: unknown) =>
      wpaFormErrors({ ...good, wilHours } as never, { variant: 'offline', questionNos: asked }).wilHours;
    expect(e(null)).toBe(WPA_MSG.wilHoursRequired);
    expect(e('1000')).toBe(WPA_MSG.wilHoursMax);
    expect(e(-1)).toBe(WPA_MSG.wilHoursMin);
    expect(e('1.234')).toBe(WPA_MSG.wilHoursDecimals);
    expect(e('999.99')).toBeUndefined();
  });
  it('activities: required in review only; proportions total 100 with the variant’s message', () => {
    const none = {
      ...good,
      activity1: '',
      activity2: '',
      activity3: '',
      activityProportion1: null,
      activityProportion2: null,
      activityProportion3: null,
    };
    expect(wpaFormErrors(none, { variant: 'offline', questionNos: asked })).toEqual({});
    expect(wpaFormErrors(none, { variant: 'review', questionNos: asked }).activity1).toBe(WPA_MSG.activityRequired);
    const off = { ...good, activityProportion3: 10 };
    expect(wpaFormErrors(off, { variant: 'offline', questionNos: asked })._timeSpent).toBe(WPA_MSG.timeSpentSumOffline);
    expect(wpaFormErrors(off, { variant: 'review', questionNos: asked })._timeSpent).toBe(WPA_MSG.timeSpentSumReview);
    expect(
      wpaFormErrors({ ...good, activityProportion1: -5 }, { variant: 'review', questionNos: asked })
        .activityProportion1,
    ).toBe(WPA_MSG.timeSpentNegative);
    expect(
      wpaFormErrors({ ...good, activityProportion1: '33.333' }, { variant: 'offline', questionNos: asked })
        .activityProportion1,
    ).toBe(WPA_MSG.proportionDecimals);
  });
  it('ratings of the questions asked only, 0 to 5; phone 12 in review, 50 offline; email format', () => {
    const r = wpaFormErrors(
      { ...good, wpaQuestionResult9: null, wpaQuestionResult1: null },
      { variant: 'offline', questionNos: [...asked, 9] },
    );
    expect(r.wpaQuestionResult1).toBe(WPA_MSG.ratingOffline);
    expect(r.wpaQuestionResult9).toBe(WPA_MSG.ratingOffline);
    expect(
      wpaFormErrors({ ...good, wpaQuestionResult1: null }, { variant: 'review', questionNos: asked })
        .wpaQuestionResult1,
    ).toBe(WPA_MSG.ratingReview);
    expect(
      wpaFormErrors({ ...good, wpaQuestionResult2: 6 }, { variant: 'review', questionNos: asked }).wpaQuestionResult2,
    ).toBe(WPA_MSG.ratingRange);
    const phone = { ...good, industrySupervisorPhone: '+852 2123 4567' };
    expect(wpaFormErrors(phone, { variant: 'review', questionNos: asked }).industrySupervisorPhone).toMatch(/12/);
    expect(wpaFormErrors(phone, { variant: 'offline', questionNos: asked }).industrySupervisorPhone).toBeUndefined();
    for (const email of ['a@b', 'a@b.abcde', 'a..b@c.com', 'a b@c.com']) {
      expect(
        wpaFormErrors({ ...good, industrySupervisorEmail: email }, { variant: 'review', questionNos: asked })
          .industrySupervisorEmail,
      ).toBe(WPA_MSG.emailFormat);
    }
  });
  it('the supervisor’s own Part I (the Is fields) for their page', () => {
    const e = wpaFormErrors(good, { variant: 'review', questionNos: asked, supervisorPartOne: true });
    expect(e.companyNameIs).toBe(WPA_MSG.companyName);
    expect(e.industrySupervisorNameIs).toBe(WPA_MSG.supervisorName);
  });
});

describe('the dialogs and filters', () => {
  it('return comment, resend, source, override weight, date range, student ID search', () => {
    expect(returnCommentError(' ')).toBe(WPA_MSG.returnComment);
    expect(returnCommentError('x'.repeat(251))).toMatch(/250/);
    expect(resendErrors({})).toEqual({
      industrySupervisorName: WPA_MSG.resendName,
      industrySupervisorEmail: WPA_MSG.resendEmail,
    });
    expect(resendErrors({ industrySupervisorName: 'A', industrySupervisorEmail: 'x' }).industrySupervisorEmail).toBe(
      WPA_MSG.emailFormat,
    );
    expect(sourceError(null)).toBe(WPA_MSG.source);
    expect(sourceError('IS')).toBeNull();
    for (const w of ['0', '1', '0.125', 0.5, null, '']) expect(overrideWeightError(w)).toBeNull();
    for (const w of ['1.001', '-0', '0.1255', '00.125', 2, 'abc'])
      expect(overrideWeightError(w), String(w)).not.toBeNull();
    expect(dateRangeErrors('2026-02-01', '2026-01-01')).toEqual({
      startDate: WPA_MSG.startAfterEnd,
      endDate: WPA_MSG.endBeforeStart,
    });
    expect(dateRangeErrors('2026-01-01', '2026-01-01')).toEqual({});
    expect(dayOf('2026-02-30')).toBeNull();
    expect(dayOf('2026-02-28T10:00:00Z')).toBe('2026-02-28');
    expect(studentIdSearch(' 26-00011 a!')).toBe('2600011a');
  });
});

describe('marks and weighting', () => {
  it('the mark weights the ratings by the programme, else equally; totals out of 100', () => {
    expect(markOf({ 1: 5, 2: 5 }, {}, [1, 2])).toBe(100);
    expect(markOf({ 1: 5, 2: 0 }, { 1: 3, 2: 1 }, [1, 2])).toBe(75);
    expect(markOf({ 1: 4, 2: null }, {}, [1, 2])).toBe(80);
    expect(markOf({}, {}, [1])).toBeNull();
    expect(defaultWeight(3)).toBeCloseTo(1 / 3);
    expect(adjustedMark(0.5, 81.23)).toBe(40.62);
    expect(
      totalMark([
        { mark: 80, overrideWeight: null },
        { mark: 60, overrideWeight: null },
      ]),
    ).toBe(70);
    expect(
      totalMark([
        { mark: 80, overrideWeight: 0.75 },
        { mark: 60, overrideWeight: 0.25 },
      ]),
    ).toBe(75);
  });
});
