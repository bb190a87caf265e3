import { call, callTypedReply, type PayloadOf } from '@core/client/data/call';
import { jobReviewCalls as c } from '@schemas/job-review/calls';
import { referenceCalls } from '@schemas/core/reference';

/** The job-review calls of spec 000 §7: the screens' payloads; paths and types come from the call specs. */

export interface JobListFilter {
  jobTitle?: string;
  appDeadStartDate?: string | null;
  appDeadEndDate?: string | null;
  workLocId?: number | null;
  jobPostStatusList?: string[];
  orderBy?: string;
}

export const searchAllJobList = (
  progCodeList: string[],
  f: JobListFilter,
  paging: { page: number; pageSize: number; startRow: number; orderBy?: string },
  signal?: AbortSignal,
) =>
  callTypedReply(
    c.searchAllJobList,
    {
      appDeadStartDate: f.appDeadStartDate || null,
      appDeadEndDate: f.appDeadEndDate || null,
      jobTitle: f.jobTitle ?? '',
      workLocId: f.workLocId ?? null,
      page: paging.page,
      pageSize: paging.pageSize,
      startRow: paging.startRow,
      progCodeList,
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

export const searchPartnerContact = (partnerId: number, partnerContactId?: number | null) =>
  call(c.searchPartnerContact, { partnerId, ...(partnerContactId ? { partnerContactId } : {}) });
export const searchAllArea = () => call(referenceCalls.searchAllArea, undefined);

export const searchStudentList = (studentName: string, progCodeList: string[], cohortYear: number, jobId?: number) =>
  call(c.searchStudentList, {
    studentName,
    page: 1,
    pageSize: 100,
    progCodeList,
    cohortYear,
    ...(jobId ? { jobId } : {}),
  });

/** Review-page approve/reject payload: the job post with the decision fields. */
// Spec 000 §7: the review page sends the whole post with the decision fields; the server's schema
// keeps the fields it knows (removeAdditional), so the payload is typed loosely here.
export const updateJob = (payload: Record<string, unknown>) => call(c.update, payload as PayloadOf<typeof c.update>);
export const updateReject = (payload: Record<string, unknown>) =>
  call(c.updateReject, payload as PayloadOf<typeof c.updateReject>);

export interface ApplFilter {
  jobApplStatusList: string[];
  jobId?: number | null;
  jobTitle?: string;
  /** One box matching job ID, job title, student ID or student name. */
  keyword?: string;
}

export const searchAppl = (
  progCodeList: string[],
  cohortYear: number,
  f: ApplFilter,
  paging: { page: number; pageSize: number; startRow: number; orderBy?: string },
) =>
  call(c.searchAppl, {
    page: paging.page,
    startRow: paging.startRow,
    pageSize: paging.pageSize,
    jobApplStatusList: f.jobApplStatusList,
    progCodeList,
    cohortYear,
    orderBy: paging.orderBy ?? '',
    ...(f.jobId ? { jobId: f.jobId } : {}),
    ...(f.jobTitle ? { jobTitle: f.jobTitle } : {}),
    ...(f.keyword ? { keyword: f.keyword } : {}),
  });

export const updateJobApplStatus = (payload: {
  jobApplStatus: string;
  jobApplId: number;
  jobId: number;
  studentEmail: string;
  studentName: string;
  eventRemark: string;
  mcCommentsToStudent: string;
  specialArrange: string;
  lastUpdatedDate?: string | null;
}) => call(c.updateJobApplStatus, payload as PayloadOf<typeof c.updateJobApplStatus>);

export type StudentListCall = (typeof c)[
  'searchNoApplictionsStudents' | 'searchAcademicTotalNumberStudent' | 'searchAcademicInProgressStudent'];

export const searchYearList = (
  path: StudentListCall,
  p: {
    studentName: string;
    page: number;
    startRow: number;
    pageSize: number;
    progCode: string;
    selectYear: number;
    currentCohortYear: number;
    orderBy?: string;
  },
) => call(path, p);
