import { call } from '@core/client/data/call';
import { jobReviewCalls as c } from '@schemas/job-review/calls';
import type { ApplicationRow } from '../types';

/**
 * The home cards' calls (spec 000 §7) with their exact payloads; paths and answer types come from
 * the call specs; the call layer fills the selected programme and cohort (core/client/data/call.ts).
 * The cards read through useCall (core/client/data/useCall.ts).
 */

export type HomeAppl = ApplicationRow;

/** Active Job Postings' search: a title and a sort, every other filter of the call empty. */
export const jobListPayload = (jobTitle: string, sortBy: string) => ({
  jobTitle,
  jobTypeList: [],
  positionTypeList: [],
  partnerIdList: [],
  commenceStartDate: null,
  commenceEndDate: null,
  appDeadStartDate: null,
  appDeadEndDate: null,
  expEndDateStart: null,
  expEndDate: null,
  sortBy,
  workLocIdList: [],
});

export const searchAppl = (
  jobApplStatusList: string[],
  p: { page: number; startRow: number; pageSize: number; orderBy?: string },
) =>
  call(c.searchAppl, {
    page: p.page,
    startRow: p.startRow,
    pageSize: p.pageSize,
    jobApplStatusList,
    orderBy: p.orderBy ?? '',
  });

export const nameOf = (r: { studentName?: string | null; firstName?: string | null; lastName?: string | null }) =>
  r.studentName ?? [r.firstName, r.lastName].filter(Boolean).join(' ');
