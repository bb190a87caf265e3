import { call, type PayloadOf } from '@core/client/data/call';
import { callMultipart, downloadFile } from '@core/client/data/fileCalls';
import { languageCodeNow } from '@core/client/i18n';
import { modulesCalls } from '@schemas/modules/calls';
import { wpaCalls as c } from '@schemas/wpa/calls';
import type { AcademicItem, ModuleSummary, Wpa } from './types';

/** The WPA calls of spec 001 §7 and 002 §7 with the screens' payloads; paths and types come from the call specs. */

const opts = (signal?: AbortSignal) => ({ signal });

export interface WpaFilter {
  cohortModuleId: number;
  studentModuleId?: number;
  showStatus?: PayloadOf<typeof c.search>['showStatus'];
  wpaStatusList: NonNullable<PayloadOf<typeof c.search>['wpaStatusList']>;
  sentToIs?: 'Y' | 'N' | null;
  companyName?: string;
  studentAcctId?: string;
  startDate?: string | null;
  endDate?: string | null;
  academicSupervisorUserId?: number | null;
}

export const searchWpa = (
  f: WpaFilter,
  p: { page: number; startRow: number; pageSize: number; orderBy?: string },
  signal?: AbortSignal,
) =>
  call(
    c.search,
    {
      cohortModuleId: f.cohortModuleId,
      studentModuleId: f.studentModuleId ?? null,
      showStatus: f.showStatus ?? null,
      page: p.page,
      startRow: p.startRow,
      pageSize: p.pageSize,
      orderBy: p.orderBy ?? '',
      wpaStatusList: f.wpaStatusList,
      sentToIs: f.sentToIs ?? null,
      companyName: f.companyName ?? '',
      studentAcctId: f.studentAcctId ?? '',
      startDate: f.startDate || null,
      endDate: f.endDate || null,
      academicSupervisorUserId: f.academicSupervisorUserId ?? null,
    },
    opts(signal),
  );

export const searchById = (wpaApplId: number, signal?: AbortSignal) => call(c.searchById, { wpaApplId }, opts(signal));

export const searchWpaQuestion = (key: { wpaApplId?: number; studentModuleId?: number }, signal?: AbortSignal) =>
  call(c.searchWpaQuestion, key, opts(signal));

/** The WPA an action is on, with its concurrency token as last read (DOMAIN: lastUpdatedDate). */
const target = (w: Wpa) => ({ wpaApplId: w.wpaApplId, lastUpdatedDate: w.lastUpdatedDate });

export const approve = (w: Wpa) => call(c.approve, { ...target(w), wpaStatus: 'SENT_TO_IS' });
export const returnToStudent = (w: Wpa, eventRemark: string) =>
  call(c.updateStatus, { ...target(w), wpaStatus: 'RETURNED_TO_STUDENT', eventRemark });
export const terminate = (w: Wpa) => call(c.updateStatus, { ...target(w), wpaStatus: 'TERMINATED' });
export const resendToIS = (w: Wpa, v: { name: string; email: string }) =>
  call(c.resendToIS, { ...target(w), industrySupervisorName: v.name, industrySupervisorEmail: v.email });
export const decide = (w: Wpa, wpaStatus: 'ACCEPTED' | 'REJECTED', selectStudentOrIs: 'STUDENT' | 'IS') =>
  call(c.updateStatusAndInput, { ...target(w), wpaStatus, selectStudentOrIs });
export const updateRemark = (w: Wpa, remarks: string, comments: string) =>
  call(c.updateRemark, { ...target(w), remarks, comments });

export const searchAllAccepted = (studentModuleId: number, signal?: AbortSignal) =>
  call(c.searchAllAccepted, { studentModuleId }, opts(signal));
export const updateOverrideWeight = (
  studentModuleId: number,
  asComment: string,
  rows: { wpaApplId: number; overrideWeight: number | null; lastUpdatedDate: string | null }[],
) => call(c.updateOverrideWeight, { studentModuleId, asComment, wpaApplModelList: rows });

/** The offline WPA (002 §5): the model as JSON beside the signature image and the paper form. */
export const insertOffline = (model: PayloadOf<typeof c.insert>, signatureImg: Blob, file: Blob) =>
  callMultipart(c.insert, { files: { signatureImg, file }, model });

/** Print WPA Form: the PDF under the server's name (WPAForm, the date, four digits), labels in the user's language. */
export const printWpa = (w: Wpa) =>
  downloadFile(c.generatePdf, { wpaApplId: w.wpaApplId, language: languageCodeNow() }, { fileName: 'WPAForm.pdf' });

// The module card, the counters' figures and the Assigned-AS choices are the module area's: its
// call specs (schemas/modules/calls.ts) answer them, the WPA figures among them contributed by this
// area's field points (modules.moduleFacts).
export const searchModuleSummary = async (
  cohortModuleId: number,
  signal?: AbortSignal,
  academicSupervisorUserId?: number,
): Promise<ModuleSummary> =>
  (await call(
    modulesCalls.searchModuleById,
    { cohortModuleId, academicSupervisorUserId: academicSupervisorUserId ?? null },
    opts(signal),
  )) as unknown as ModuleSummary;
export const searchAcademic = (cohortModuleId: number, signal?: AbortSignal): Promise<AcademicItem[]> =>
  call(modulesCalls.searchAcademic, { cohortModuleId }, opts(signal));
