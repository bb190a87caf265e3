import { api } from '@core/client/api';
import type { Area, CompanyProfile, JobApplication, JobPost, PageOf, PartnerContact, StudentRow } from './types';

/** The job-review calls of spec 000 §7, with their exact paths and payloads. */

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
) =>
  api<PageOf<JobPost>>('academicHome/searchAllJobList', {
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
  });

export const searchById = (jobId: number) => api<JobPost>('academicHome/searchById', { jobId });
export const searchByPartnerId = (partnerId: number) =>
  api<CompanyProfile>('academicHome/searchByPartnerId', { partnerId });
export const searchPartnerContact = (partnerId: number, partnerContactId?: number | null) =>
  api<PartnerContact | PartnerContact[]>('partnerHome/searchPartnerContact', {
    partnerId,
    ...(partnerContactId ? { partnerContactId } : {}),
  });
export const searchAllArea = () => api<Area[]>('commonDropDown/searchAllArea');

export const searchStudentList = (studentName: string, progCodeList: string[], cohortYear: number, jobId?: number) =>
  api<PageOf<StudentRow & { assignToUserId?: number }> & { invalidList?: string[] }>('academicHome/searchStudentList', {
    studentName,
    page: 1,
    pageSize: 100,
    progCodeList,
    cohortYear,
    ...(jobId ? { jobId } : {}),
  });

/** Review-page approve/reject payload: the job post with the decision fields. */
export const updateJob = (payload: Record<string, unknown>) => api('academicHome/update', payload);
export const updateReject = (payload: Record<string, unknown>) => api('academicHome/updateReject', payload);

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
  api<PageOf<JobApplication>>('academicHome/searchAppl', {
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

export const searchJobApplById = (jobApplId: number, cohortYear: number) =>
  api<JobApplication>('academicHome/searchJobApplById', { jobApplId, cohortYear });

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
}) => api('academicHome/updateJobApplStatus', payload);

export type StudentListCall =
  | 'academicHome/searchNoApplictionsStudents'
  | 'academicHome/searchAcademicTotalNumberStudent'
  | 'academicHome/searchAcademicInProgressStudent';

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
) => api<PageOf<StudentRow>>(path, p);
