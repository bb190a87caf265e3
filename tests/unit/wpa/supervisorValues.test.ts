import { describe, expect, it } from 'vitest';
import { dayText, momentText } from '@plugins/wpa/client/supervisor/dates';
import {
  dataUrlBlob,
  startValues,
  supervisorPayload,
  type SupervisorForm,
} from '@plugins/wpa/client/supervisor/supervisorValues';
import { SUPERVISOR_FIELDS, supervisorFormErrors } from '@plugins/wpa/shared/supervisorRules';

const partOne = {
  wilHours: 240.5,
  periodStartDate: '2026-01-05',
  periodEndDate: '2026-03-27T00:00:00.000Z',
  companyName: 'Harbour Analytics Ltd',
  companyAddress: '1 Harbour Road',
  industrySupervisorName: 'Chris Wong',
  industrySupervisorPosition: 'Team Lead',
  industrySupervisorPhone: '2123 4567',
  industrySupervisorEmail: 'chris.wong@example.hk',
};

const form = (draft: Record<string, unknown> | null) =>
  ({
    studentName: 'Nicole Yeung',
    studentAcctId: '2600011A',
    progTitle: null,
    moduleCode: 'COMP3911',
    moduleName: null,
    email: 'chris.wong@example.hk',
    expiresDate: '2026-12-26T08:00:00.000Z',
    partOne,
    draft,
    draftSavedDate: null,
    signatureImg: null,
    questionList: [{ questionNo: 1, question: 'Quality of work', helpText: null }],
    ratingLegend: [],
  }) as unknown as SupervisorForm;

describe("the supervisor's form values (issue 31)", () => {
  it("starts from the student's Part I in the supervisor's own fields, the signature date today", () => {
    const v = startValues(form(null), '2026-11-26');
    expect(v.wilHoursIs).toBe('240.5');
    expect(v.periodEndDateIs).toBe('2026-03-27');
    expect(v.companyNameIs).toBe('Harbour Analytics Ltd');
    expect(v.industrySupervisorEmailIs).toBe('chris.wong@example.hk');
    expect(v.activity1).toBeUndefined();
    expect(v.signatureDate).toBe('2026-11-26');
  });

  it('starts from the saved draft when there is one, blanks included', () => {
    const v = startValues(
      form({ companyNameIs: 'Kowloon Digital', wpaQuestionResult1: 4, signatureDate: '2026-11-20' }),
      '2026-11-26',
    );
    expect(v.companyNameIs).toBe('Kowloon Digital');
    expect(v.wilHoursIs).toBe('');
    expect(v.wpaQuestionResult1).toBe('4');
    expect(v.signatureDate).toBe('2026-11-20');
  });

  it('sends every field of the spec: numbers as numbers, ratings whole, blank as null', () => {
    const payload = supervisorPayload('tok', {
      wilHoursIs: '312.5',
      activityProportion1: '60.25',
      wpaQuestionResult1: '4',
      workPerformance: '5',
      companyNameIs: '  Kowloon Digital ',
      activity2: '   ',
    }) as Record<string, unknown>;
    expect(Object.keys(payload).sort()).toEqual(['token', ...SUPERVISOR_FIELDS].sort());
    expect(payload).toMatchObject({
      token: 'tok',
      wilHoursIs: 312.5,
      activityProportion1: 60.25,
      wpaQuestionResult1: 4,
      workPerformance: 5,
      companyNameIs: 'Kowloon Digital',
      activity2: null,
      growthArea: null,
    });
  });

  it("a complete form passes the review rules on the supervisor's Part I", () => {
    const v = {
      ...startValues(form(null), '2026-11-26'),
      activity1: 'Reporting',
      activityProportion1: '60',
      activity2: 'Testing',
      activityProportion2: '30',
      activity3: 'Writing',
      activityProportion3: '10',
      wpaQuestionResult1: '4',
      workPerformance: '4',
      signature: 'Chris Wong',
    };
    expect(supervisorFormErrors(v, [1])).toEqual({});
  });

  it('reads the kept signature (a data: URL) back as an image', async () => {
    const blob = dataUrlBlob(`data:image/png;base64,${Buffer.from('png!').toString('base64')}`)!;
    expect(blob.type).toBe('image/png');
    expect(await blob.text()).toBe('png!');
    expect(dataUrlBlob('https://example.com/x.png')).toBeNull();
  });

  it('shows dates as the staff screens do, a day as the day it names', () => {
    expect(dayText('2026-08-10')).toBe('10 Aug 2026');
    expect(dayText(null)).toBe('');
    expect(dayText('not a date')).toBe('');
    expect(momentText('2026-08-10')).toBe('10 Aug 2026 00:00');
  });
});
