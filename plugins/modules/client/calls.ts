import { api, apiFile } from '@core/client/api';
import { saveFile } from '@core/client/data/fileCalls';
import type {
  AcademicItem,
  CohortModule,
  CohortModuleAssign,
  PageOf,
  StudentAssignRow,
  StudentModuleDetail,
  StudentModuleRow,
} from './types';

/**
 * The module area's calls (spec 002 §7) with the screens' payloads.
 * INTERIM: plain api() until schemas/modules/calls.ts lands; then each is call(spec, payload).
 */

const opts = (signal?: AbortSignal) => ({ signal });

export interface ModuleListFilter {
  cohortProgId: number;
  moduleName: string;
  orderBy: string;
  academicSupervisorUserId?: number;
}
export const searchModule = (f: ModuleListFilter, signal?: AbortSignal) =>
  api<CohortModule[]>('academicModule/searchModule', { ...f, cohortModuleStatusList: [] }, opts(signal));

export const searchModuleById = (cohortModuleId: number, academicSupervisorUserId?: number, signal?: AbortSignal) =>
  api<CohortModule>(
    'academicModule/searchModuleById',
    { cohortModuleId, ...(academicSupervisorUserId ? { academicSupervisorUserId } : {}) },
    opts(signal),
  );

export interface StudentFilter {
  cohortModuleId: number;
  showStatus?: string;
  studentAcctId?: string;
  studentModuleStatusList: string[];
  group?: number | null;
  academicSupervisorUserId?: number | null;
}
export const searchModuleStudent = (
  f: StudentFilter,
  p: { page: number; startRow: number; pageSize: number; orderBy?: string },
  signal?: AbortSignal,
) =>
  api<PageOf<StudentModuleRow>>(
    'academicModule/searchModuleStudent',
    {
      cohortModuleId: f.cohortModuleId,
      showStatus: f.showStatus ?? '',
      page: p.page,
      startRow: p.startRow,
      pageSize: p.pageSize,
      studentAcctId: f.studentAcctId ?? '',
      studentModuleStatusList: f.studentModuleStatusList,
      group: f.group ?? null,
      academicSupervisorUserId: f.academicSupervisorUserId ?? null,
      orderBy: p.orderBy ?? '',
    },
    opts(signal),
  );

export const searchModuleStudentById = (studentModuleId: number, signal?: AbortSignal) =>
  api<StudentModuleDetail>('academicModule/searchModuleStudentById', { studentModuleId }, opts(signal));

export const searchAcademic = (cohortModuleId: number, signal?: AbortSignal) =>
  api<AcademicItem[]>('academicModule/searchAcademic', { cohortModuleId }, opts(signal));

type Chosen = { studentModuleId: number; lastUpdatedDate: string }[];
const chosen = (rows: StudentModuleRow[]): Chosen =>
  rows.map((r) => ({ studentModuleId: r.studentModuleId, lastUpdatedDate: r.lastUpdatedDate }));

export const updateStudentModuleGroup = (cohortModuleId: number, group: number, rows: StudentModuleRow[]) =>
  api<unknown>('academicModule/updateStudentModuleGroup', { cohortModuleId, group, studentModuleList: chosen(rows) });
export const updateStudentModuleAS = (
  cohortModuleId: number,
  academicSupervisorUserId: number,
  rows: StudentModuleRow[],
) =>
  api<unknown>('academicModule/updateStudentModuleAS', {
    cohortModuleId,
    academicSupervisorUserId,
    studentModuleList: chosen(rows),
  });
export const updateStudentModuleStatus = (cohortModuleId: number, status: string, rows: StudentModuleRow[]) =>
  api<unknown>('academicModule/updateStudentModuleStatus', {
    cohortModuleId,
    status,
    studentModuleList: chosen(rows),
  });

export const searchAssign = (cohortModuleId: number, signal?: AbortSignal) =>
  api<CohortModuleAssign[]>('assign/searchAssign', { cohortModuleId }, opts(signal));
export const searchAssignList = (cohortModuleId: number, signal?: AbortSignal) =>
  api<CohortModuleAssign[]>('assign/searchAssignList', { cohortModuleId }, opts(signal));
export const updateAssign = (a: CohortModuleAssign) => api<unknown>('assign/updateAssign', a);

export interface ModuleParameters {
  cohortModuleId: number;
  curriculumHours: number | null;
  otherLearningTrainingHours: number | null;
  expectedCommenceDate: string;
  expectedEndDate: string;
  markDisplayDate: string | null;
  wpaDisplayDate: string | null;
  wpaMarkDisplayDate: string | null;
  lastUpdatedDate?: string | null;
}
export const updateCohortModule = (p: ModuleParameters) => api<unknown>('assign/updateCohortModule', p);

export interface AssignFilter {
  cohortModuleAssignId: number;
  assignStatusList: string[];
  withoutMarkFlag: string;
  studentAcctId: string;
}
export const searchStudentAssign = (
  f: AssignFilter,
  p: { page: number; startRow: number; pageSize: number; orderBy?: string },
  signal?: AbortSignal,
) => api<PageOf<StudentAssignRow>>('assign/search', { ...f, ...p, orderBy: p.orderBy ?? '' }, opts(signal));

export const searchAssignById = (studentModuleAssignId: number) =>
  api<StudentAssignRow & { turnitinUrl: string | null }>('assign/searchById', { studentModuleAssignId });

export interface Grade {
  studentModuleAssignId: number;
  assignMarks: number;
  markedDate: string;
  remarks: string;
  lastUpdatedDate: string;
}
export const updateAssignMarks = (g: Grade) => api<unknown>('assign/updateAssignMarks', g);

/** The Student List as .xlsx with the screen's filters (the kernel's streaming writer). */
export const exportModuleStudent = async (f: StudentFilter) =>
  saveFile(
    await apiFile('academicModule/exportModuleStudent', {
      ...f,
      showStatus: f.showStatus ?? '',
      studentAcctId: f.studentAcctId ?? '',
      group: f.group ?? null,
      academicSupervisorUserId: f.academicSupervisorUserId ?? null,
    }),
    'StudentList.xlsx',
  );

/** One assignment tab as .xlsx with its filters. */
export const exportStudentAssign = async (f: AssignFilter, orderBy: string) =>
  saveFile(await apiFile('assign/export', { ...f, orderBy }), 'Assignment.xlsx');
