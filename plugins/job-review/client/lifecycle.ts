import dayjs from 'dayjs';
import type { ProgrammeChoice } from '@core/client/session/types';
import { jobPostActions } from '@plugins/job-review/machines/jobPost';
import { jobApplicationActions } from '@plugins/job-review/machines/jobApplication';

export { jobApplicationActions };

export const isConvener = (p: ProgrammeChoice | null) => Boolean(p?.roleCodes.includes('MODULE_CONVENER'));
export const isLeader = (p: ProgrammeChoice | null) => Boolean(p?.roleCodes.includes('PROGRAMME_LEADER'));

/** The deadline rule: a deadline before today (spec 000 §4). */
export const deadlinePassed = (lastApplyDate: string | null | undefined) =>
  Boolean(lastApplyDate) && dayjs(lastApplyDate).isBefore(dayjs().startOf('day'));

/**
 * The buttons a job post offers, from the shared machine (spec 000 §4): past its deadline a
 * SUBMITTED post still shows Approve and Reject to an MC, and both lead to the deadline notice.
 */
export function jobButtons(
  job: { jobPostStatus: string; lastApplyDate?: string | null; isConvener?: boolean | null },
  p: ProgrammeChoice | null,
) {
  const passed = deadlinePassed(job.lastApplyDate);
  // searchById tells whether the caller is an MC of the post's own programme.
  const mc = typeof job.isConvener === 'boolean' ? job.isConvener : isConvener(p);
  const a = jobPostActions({ status: job.jobPostStatus, isConvener: mc, deadlinePassed: passed });
  const notice = a.deadlineNotice && a.reject;
  return {
    approve: a.approve || notice,
    approveWithArrangement: a.approveWithArrangement || notice,
    reject: a.reject,
    any: a.approve || a.reject,
  };
}

/** The application buttons; special arrangement Y on the application or its job (spec 000 §4). */
export function applButtons(
  appl: { jobApplStatus: string; specialArrange?: string | null; jobSpecialArrange?: string | null },
  p: ProgrammeChoice | null,
) {
  return jobApplicationActions({
    status: appl.jobApplStatus,
    isConvener: isConvener(p),
    specialArrange: appl.specialArrange === 'Y' || appl.jobSpecialArrange === 'Y',
  });
}
