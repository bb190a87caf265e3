import { describe, expect, it } from 'vitest';
import { WPA_MSG } from '@schemas/wpa/limits';
import { supervisorDraftErrors, supervisorFormErrors, SUPERVISOR_FIELDS } from '@plugins/wpa/shared/supervisorRules';
import { supervisorSettingsFrom } from '@plugins/wpa/server/supervisorSettings';

/** Issue 31: the supervisor's form is the review form's rules on their own Part I; a draft requires nothing. */
describe("the supervisor's form rules", () => {
  it('the fields are the Is-suffixed Part I, activities and proportions, 13 ratings, performance, comments and the signatory', () => {
    expect(SUPERVISOR_FIELDS).toContain('companyNameIs');
    expect(SUPERVISOR_FIELDS).toContain('activityProportion3');
    expect(SUPERVISOR_FIELDS).toContain('wpaQuestionResult13');
    expect(SUPERVISOR_FIELDS).not.toContain('companyName');
    expect(SUPERVISOR_FIELDS).not.toContain('timeSpentOne');
  });

  it("submit checks the supervisor's Part I, not the student's, with the review form's messages", () => {
    const e = supervisorFormErrors({ companyName: 'The student gave one' }, [1, 2]);
    expect(e.companyNameIs).toBe(WPA_MSG.companyName);
    expect(e.companyName).toBeUndefined();
    expect(e.wpaQuestionResult1).toBe(WPA_MSG.ratingReview);
    expect(e.wpaQuestionResult3).toBeUndefined();
    expect(e._timeSpent).toBe(WPA_MSG.timeSpentSumReview);
    expect(e.industrySupervisorPhoneIs).toBe(WPA_MSG.supervisorPhone);
  });

  it('a draft: blanks and a partial sum pass, a value given must pass its rule', () => {
    expect(supervisorDraftErrors({})).toEqual({});
    expect(supervisorDraftErrors({ activity1: 'One', activityProportion1: 30 })).toEqual({});
    expect(supervisorDraftErrors({ wpaQuestionResult4: 6, industrySupervisorEmailIs: 'x@' })).toEqual({
      wpaQuestionResult4: WPA_MSG.ratingRange,
      industrySupervisorEmailIs: WPA_MSG.emailFormat,
    });
    expect(supervisorDraftErrors({ periodStartDateIs: '2026-09-01', periodEndDateIs: '2026-06-01' })).toEqual({
      periodStartDateIs: WPA_MSG.startAfterEnd,
      periodEndDateIs: WPA_MSG.endBeforeStart,
    });
  });
});

describe('the link and reminder settings', () => {
  it('default to 30 days, 14, every 7, 3 times, 01:00 UTC', () => {
    expect(supervisorSettingsFrom({})).toEqual({
      linkDays: 30,
      remindDays: 14,
      remindIntervalDays: 7,
      remindCount: 3,
      remindCron: '0 1 * * *',
    });
  });

  it('are read from the environment, and a bad value stops the start naming it', () => {
    expect(supervisorSettingsFrom({ WPA_REMIND_DAYS: '10', WPA_REMIND_COUNT: '0' })).toMatchObject({
      remindDays: 10,
      remindCount: 0,
    });
    expect(() => supervisorSettingsFrom({ WPA_LINK_DAYS: '0' })).toThrow(/WPA_LINK_DAYS/);
    expect(() => supervisorSettingsFrom({ WPA_REMIND_INTERVAL_DAYS: 'weekly' })).toThrow(/WPA_REMIND_INTERVAL_DAYS/);
    expect(() => supervisorSettingsFrom({ WPA_REMIND_CRON: 'daily' })).toThrow(/WPA_REMIND_CRON/);
  });
});
