import { call } from '@core/client/data/call';
import { jobReviewCalls as c } from '@schemas/job-review/calls';
import type { ApplicationRow } from '../types';

/**
 * The home cards' calls (spec 000 §7) with their exact payloads; paths and answer types come from
 * the call specs, and the selected programme and cohort are filled by the call layer
 * (core/client/data/call.ts). `signal` lets a card drop a request it no longer needs (useLoad).
 */

export type HomeAppl = ApplicationRow;

const opts = (signal?: AbortSignal) => ({ signal });

export const searchJobCount = (signal?: AbortSignal) => call(c.searchJobCount, {}, opts(signal));

export const searchYearStudent = (signal?: AbortSignal) => call(c.searchYearStudent, {}, opts(signal));
export const searchNoApplictionsStudentsCounts = (signal?: AbortSignal) =>
  call(c.searchNoApplictionsStudentsCounts, {}, opts(signal));
export const searchApplCount = (signal?: AbortSignal) => call(c.searchApplCount, {}, opts(signal));

export const searchJobListAndStudentApplList = (signal?: AbortSignal) =>
  call(c.searchJobListAndStudentApplList, {}, opts(signal));

export const searchJobList = (jobTitle: string, sortBy: string, signal?: AbortSignal) =>
  call(
    c.searchJobList,
    {
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
    },
    opts(signal),
  );

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
