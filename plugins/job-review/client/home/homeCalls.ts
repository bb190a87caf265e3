import { call, callTypedReply } from '@core/client/data/call';
import { jobReviewCalls as c } from '@schemas/job-review/calls';
import type { ApplicationRow } from '../types';

/**
 * The home cards' calls (spec 000 §7) with their exact payloads; paths and answer types come from
 * the call specs. `signal` lets a card drop a request it no longer needs (useLoad).
 */

export type HomeAppl = ApplicationRow;

const opts = (signal?: AbortSignal) => ({ signal });

export const searchJobCount = (progCodeList: string[], signal?: AbortSignal) =>
  call(c.searchJobCount, { progCodeList }, opts(signal));

/** A home chart of the programme (issue 38): decisions per week, or the median days waited. */
export const searchDecisionChart = (
  chart: 'posts' | 'applications' | 'waiting',
  progCodeList: string[],
  signal?: AbortSignal,
) => call(c.searchDecisionChart, { chart, progCodeList }, opts(signal));

export const searchYearStudent = (progCodeList: string[], currentCohortYear: number, signal?: AbortSignal) =>
  call(c.searchYearStudent, { progCodeList, currentCohortYear }, opts(signal));
export const searchNoApplictionsStudentsCounts = (
  progCodeList: string[],
  currentCohortYear: number,
  signal?: AbortSignal,
) => call(c.searchNoApplictionsStudentsCounts, { progCodeList, currentCohortYear }, opts(signal));
export const searchApplCount = (progCodeList: string[], currentCohortYear: number, signal?: AbortSignal) =>
  call(c.searchApplCount, { progCodeList, currentCohortYear }, opts(signal));

export const searchJobListAndStudentApplList = (progCodeList: string[], signal?: AbortSignal) =>
  call(c.searchJobListAndStudentApplList, { progCodeList }, opts(signal));

export const searchJobList = (progCodeList: string[], jobTitle: string, sortBy: string, signal?: AbortSignal) =>
  callTypedReply(
    c.searchJobList,
    {
      jobTitle,
      progCodeList,
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
    },
    opts(signal),
  );

export const searchAppl = (
  progCodeList: string[],
  cohortYear: number,
  jobApplStatusList: string[],
  p: { page: number; startRow: number; pageSize: number; orderBy?: string },
) =>
  callTypedReply(c.searchAppl, {
    page: p.page,
    startRow: p.startRow,
    pageSize: p.pageSize,
    jobApplStatusList,
    progCodeList,
    cohortYear,
    orderBy: p.orderBy ?? '',
  });

export const nameOf = (r: { studentName?: string | null; firstName?: string | null; lastName?: string | null }) =>
  r.studentName ?? [r.firstName, r.lastName].filter(Boolean).join(' ');
