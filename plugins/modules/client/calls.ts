import { call } from '@core/client/data/call';
import { downloadFile } from '@core/client/data/fileCalls';
import type { PageRequest } from '@core/client/ui/DataGrid';
import { modulesCalls as c } from '@schemas/modules/calls';
import type { StudentModuleRow } from './types';

/**
 * The module area's calls (spec 002 §7) with the screens' payloads; paths and types come from
 * the call specs (schemas/modules/calls.ts). The screens read through useCall with the specs'
 * payloads (core/client/data/useCall.ts); `signal` lets a grid drop a page it no longer needs.
 */

const opts = (signal?: AbortSignal) => ({ signal });

/** A list's payload for one page: its filters and sort, and the page the grid asks for. */
const onePage = <B>(body: B, p: PageRequest) => ({ ...body, page: p.page, startRow: p.startRow, pageSize: p.pageSize });

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
  call(c.searchModuleStudent, onePage(studentFilter(f, p.orderBy), p), opts(signal));

/** The Student List as .xlsx with the screen's filters and sort (the kernel's file answer). */
export const exportModuleStudent = (f: StudentFilter, orderBy?: string) =>
  downloadFile(c.exportModuleStudent, studentFilter(f, orderBy), { fileName: 'StudentList.xlsx' });

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
  call(c.search, onePage(assignFilter(f, p.orderBy), p), opts(signal));

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
