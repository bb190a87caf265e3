import { call, type SentPayloadOf } from '@core/client/data/call';
import { jobReviewCalls as c } from '@schemas/job-review/calls';
import { referenceCalls } from '@schemas/core/reference';
import type { JobPost } from './types';

/**
 * The job-review calls of spec 000 §7: the screens' payloads; paths and types come from the call
 * specs. The selected programme and cohort (progCodeList, cohortYear…) are the call layer's to
 * fill (core/client/data/call.ts): no screen copies them.
 */

/** The All Job Postings filters a screen sets: the spec's fields (the rest are sent empty). */
export type JobListFilter = Pick<
  SentPayloadOf<typeof c.searchAllJobList>,
  'jobTitle' | 'appDeadStartDate' | 'appDeadEndDate' | 'workLocId' | 'jobPostStatusList' | 'orderBy'
>;

export const searchAllJobList = (
  f: JobListFilter,
  paging: { page: number; pageSize: number; startRow: number; orderBy?: string },
  signal?: AbortSignal,
) =>
  call(
    c.searchAllJobList,
    {
      appDeadStartDate: f.appDeadStartDate || null,
      appDeadEndDate: f.appDeadEndDate || null,
      jobTitle: f.jobTitle ?? '',
      workLocId: f.workLocId ?? null,
      page: paging.page,
      pageSize: paging.pageSize,
      startRow: paging.startRow,
      jobPostStatusList: f.jobPostStatusList ?? [],
      jobTypeList: [],
      positionTypeList: [],
      partnerIdList: [],
      commenceStartDate: null,
      commenceEndDate: null,
      expEndDateStart: null,
      expEndDate: null,
      orderBy: paging.orderBy ?? f.orderBy ?? '',
    },
    { signal },
  );

export const searchById = (jobId: number, signal?: AbortSignal) => call(c.searchById, { jobId }, { signal });
export const searchByPartnerId = (partnerId: number, signal?: AbortSignal) =>
  call(c.searchByPartnerId, { partnerId }, { signal });
export const searchPartnerContact = (partnerId: number, partnerContactId?: number | null) =>
  call(c.searchPartnerContact, { partnerId, ...(partnerContactId ? { partnerContactId } : {}) });
export const searchAllArea = () => call(referenceCalls.searchAllArea, undefined);

/** The students of the post's programme (with a jobId), else of the selected programme. */
export const searchStudentList = (studentName: string, jobId?: number) =>
  call(c.searchStudentList, { studentName, page: 1, pageSize: 100, ...(jobId ? { jobId } : {}) });

/**
 * Approve or reject a post. Spec 000 §7: the review page sends the whole post with the decision
 * fields (a spread the server's schema strips to the fields it knows), the lists only those.
 */
type WithPost<P> = P & Partial<Omit<JobPost, keyof P>>;
export const updateJob = (payload: WithPost<SentPayloadOf<typeof c.update>>) => call(c.update, payload);
export const updateReject = (payload: WithPost<SentPayloadOf<typeof c.updateReject>>) => call(c.updateReject, payload);

/**
 * The application list filters a screen sets: the spec's fields. progCodeList is the programme of
 * the post looked at; none: the selected one (the call layer's). keyword matches job ID, job
 * title, student ID or student name in one box.
 */
export type ApplFilter = Pick<
  SentPayloadOf<typeof c.searchAppl>,
  'jobApplStatusList' | 'progCodeList' | 'jobId' | 'jobTitle' | 'keyword'
>;

export const searchAppl = (
  f: ApplFilter,
  paging: { page: number; pageSize: number; startRow: number; orderBy?: string },
) =>
  call(c.searchAppl, {
    page: paging.page,
    startRow: paging.startRow,
    pageSize: paging.pageSize,
    jobApplStatusList: f.jobApplStatusList,
    orderBy: paging.orderBy ?? '',
    ...(f.progCodeList ? { progCodeList: f.progCodeList } : {}),
    ...(f.jobId ? { jobId: f.jobId } : {}),
    ...(f.jobTitle ? { jobTitle: f.jobTitle } : {}),
    ...(f.keyword ? { keyword: f.keyword } : {}),
  });

export const searchJobApplById = (jobApplId: number, signal?: AbortSignal) =>
  call(c.searchJobApplById, { jobApplId }, { signal });

export const updateJobApplStatus = (payload: SentPayloadOf<typeof c.updateJobApplStatus>) =>
  call(c.updateJobApplStatus, payload);

export type StudentListCall = (typeof c)[
  'searchNoApplictionsStudents' | 'searchAcademicTotalNumberStudent' | 'searchAcademicInProgressStudent'];

export const searchYearList = (path: StudentListCall, p: SentPayloadOf<StudentListCall>) => call(path, p);
