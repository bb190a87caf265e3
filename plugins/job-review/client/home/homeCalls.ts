import { api } from '@core/client/api';

/** The home dashboard's calls (spec 000 §7), with their exact paths and payloads. */

export interface JobCount {
  cohortProgId?: number;
  progCode?: string;
  progTitle?: string;
  postedNum: number;
  submittedNum: number;
}

export interface HomeJob {
  jobId: number;
  jobTitle: string;
  jobPostStatus: string;
  progCode?: string | null;
  progTitle?: string | null;
  companyName?: string | null;
  companyLogo?: string | null;
  jobTypeVal?: string | null;
  positionTypeVal?: string | null;
  workLocVal?: string | null;
  expCommenceDate?: string | null;
  expEndDate?: string | null;
  lastApplyDate?: string | null;
  receivedQty?: number | null;
}

export interface HomeAppl {
  jobApplId: number;
  jobId: number;
  jobTitle?: string | null;
  companyName?: string | null;
  jobApplStatus: string;
  jobPostStatus?: string | null;
  studentAcctId?: string | null;
  studentName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  applyDate?: string | null;
  progCode?: string | null;
}

export interface HomeModule {
  cohortModuleId: number;
  moduleCode: string;
  moduleName: string;
  status: string;
}

export const searchJobCount = (progCodeList: string[]) =>
  api<JobCount[] | JobCount>('academicHome/searchJobCount', { progCodeList });

export const searchYearStudent = (progCodeList: string[], currentCohortYear: number) =>
  api<Record<string, number>>('academicHome/searchYearStudent', { progCodeList, currentCohortYear });
export const searchNoApplictionsStudentsCounts = (progCodeList: string[], currentCohortYear: number) =>
  api<Record<string, number>>('academicHome/searchNoApplictionsStudentsCounts', { progCodeList, currentCohortYear });
export const searchApplCount = (progCodeList: string[], currentCohortYear: number) =>
  api<Record<string, number>>('academicHome/searchApplCount', { progCodeList, currentCohortYear });

export const searchModule = (cohortProgId: number) => api<HomeModule[]>('academicHome/searchModule', { cohortProgId });

export const searchJobListAndStudentApplList = (progCodeList: string[]) =>
  api<{ submittedJobList: HomeJob[]; submittedStudentList: HomeAppl[] }>(
    'academicHome/searchJobListAndStudentApplList',
    { progCodeList },
  );

export const searchJobList = (progCodeList: string[], jobTitle: string, sortBy: string) =>
  api<{ postedList: HomeJob[] }>('academicHome/searchJobList', {
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
  });

export const searchAppl = (
  progCodeList: string[],
  cohortYear: number,
  jobApplStatusList: string[],
  p: { page: number; startRow: number; pageSize: number; orderBy?: string },
) =>
  api<{ list: HomeAppl[]; total: number }>('academicHome/searchAppl', {
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
