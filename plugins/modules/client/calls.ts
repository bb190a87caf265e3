import { call } from '@core/client/data/call';
import { downloadFile } from '@core/client/data/fileCalls';
import type { PageRequest } from '@core/client/ui/DataGrid';
import { modulesCalls as c } from '@schemas/modules/calls';
import type { StudentModuleRow } from './types';

/**
 * The module area's calls (spec 002 §7) with the screens' payloads; paths and types come from
 * the call specs (schemas/modules/calls.ts). `signal` lets a screen drop an answer it no longer
 * needs (useLoad).
 */

const opts = (signal?: AbortSignal) => ({ signal });

/** The modules of the selected cohort programme (the call layer sends it). */
export const searchModule = (
  f: { moduleName: string; orderBy: string; academicSupervisorUserId?: number },
  signal?: AbortSignal,
) =>
  call(
    c.searchModule,
    {
      moduleName: f.moduleName,
      orderBy: f.orderBy,
      academicSupervisorUserId: f.academicSupervisorUserId ?? null,
    },
    opts(signal),
  );

export const searchModuleById = (cohortModuleId: number, academicSupervisorUserId?: number, signal?: AbortSignal) =>
  call(
    c.searchModuleById,
    { cohortModuleId, academicSupervisorUserId: academicSupervisorUserId ?? null },
    opts(signal),
  );

/** The Student List's filters (002 §2), the list's and its export's. */
export interface StudentFilter {
  cohortModuleId: number;
  showStatus?: string;
  studentAcctId: string;
  studentModuleStatusList: string[];
  group: number | null;
  academicSupervisorUserId: number | null;
}
const studentFilter = (f: StudentFilter, orderBy?: string) => ({
  cohortModuleId: f.cohortModuleId,
  showStatus: (f.showStatus ?? '') as '',
  studentAcctId: f.studentAcctId,
  studentModuleStatusList: f.studentModuleStatusList as 'ACTIVE'[],
  group: f.group,
  academicSupervisorUserId: f.academicSupervisorUserId,
  orderBy: orderBy ?? '',
});

export const searchModuleStudent = (f: StudentFilter, p: PageRequest, signal?: AbortSignal) =>
  call(
    c.searchModuleStudent,
    { ...studentFilter(f, p.orderBy), page: p.page, startRow: p.startRow, pageSize: p.pageSize },
    opts(signal),
  );

/** The Student List as .xlsx with the screen's filters and sort (the kernel's file answer). */
export const exportModuleStudent = (f: StudentFilter, orderBy?: string) =>
  downloadFile(c.exportModuleStudent, studentFilter(f, orderBy), { fileName: 'StudentList.xlsx' });

export const searchModuleStudentById = (studentModuleId: number, signal?: AbortSignal) =>
  call(c.searchModuleStudentById, { studentModuleId }, opts(signal));

export const searchAcademic = (cohortModuleId: number, signal?: AbortSignal) =>
  call(c.searchAcademic, { cohortModuleId }, opts(signal));

/** The chosen rows with the tokens they were listed with (a row changed since is CONFLICT). */
const chosen = (rows: readonly StudentModuleRow[]) =>
  rows.map((r) => ({ studentModuleId: r.studentModuleId, lastUpdatedDate: r.lastUpdatedDate }));

export const updateStudentModuleGroup = (cohortModuleId: number, group: number, rows: readonly StudentModuleRow[]) =>
  call(c.updateStudentModuleGroup, { cohortModuleId, group, studentModuleList: chosen(rows) });

export const updateStudentModuleAS = (
  cohortModuleId: number,
  academicSupervisorUserId: number,
  rows: readonly StudentModuleRow[],
) => call(c.updateStudentModuleAS, { cohortModuleId, academicSupervisorUserId, studentModuleList: chosen(rows) });

export const updateStudentModuleStatus = (cohortModuleId: number, status: string, rows: readonly StudentModuleRow[]) =>
  call(c.updateStudentModuleStatus, {
    cohortModuleId,
    status: status as 'ACTIVE',
    studentModuleList: chosen(rows),
  });

// ---- Assignments ----

export const searchAssign = (cohortModuleId: number, signal?: AbortSignal) =>
  call(c.searchAssign, { cohortModuleId }, opts(signal));
export const searchAssignList = (cohortModuleId: number, signal?: AbortSignal) =>
  call(c.searchAssignList, { cohortModuleId }, opts(signal));

export type AssignPayload = Parameters<typeof call<typeof c.updateAssign>>[1];
export const updateAssign = (a: AssignPayload) => call(c.updateAssign, a);

export type ModuleParameters = Parameters<typeof call<typeof c.updateCohortModule>>[1];
export const updateCohortModule = (p: ModuleParameters) => call(c.updateCohortModule, p);

/** An assignment tab's filters (002 §2), the tab's and its export's. */
export interface AssignFilter {
  cohortModuleAssignId: number;
  showStatus?: string;
  assignStatusList: string[];
  withoutMarkFlag: 'Y' | 'N';
  studentAcctId: string;
}
const assignFilter = (f: AssignFilter, orderBy?: string) => ({
  cohortModuleAssignId: f.cohortModuleAssignId,
  showStatus: (f.showStatus ?? '') as '',
  assignStatusList: f.assignStatusList as 'BLANK'[],
  withoutMarkFlag: f.withoutMarkFlag,
  studentAcctId: f.studentAcctId,
  orderBy: orderBy ?? '',
});

export const searchStudentAssign = (f: AssignFilter, p: PageRequest, signal?: AbortSignal) =>
  call(
    c.search,
    { ...assignFilter(f, p.orderBy), page: p.page, startRow: p.startRow, pageSize: p.pageSize },
    opts(signal),
  );

export const exportStudentAssign = (f: AssignFilter, orderBy?: string) =>
  downloadFile(c.exportAssign, assignFilter(f, orderBy), { fileName: 'Assignment.xlsx' });

export const searchAssignById = (studentModuleAssignId: number) => call(c.searchById, { studentModuleAssignId });

export const updateAssignMarks = (g: {
  studentModuleAssignId: number;
  assignMarks: string;
  markedDate: string;
  remarks: string;
  lastUpdatedDate: string;
}) => call(c.updateAssignMarks, g);
