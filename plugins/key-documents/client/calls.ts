import { call, type PayloadOf } from '@core/client/data/call';
import { callMultipart, saveFile } from '@core/client/data/fileCalls';
import { referenceCalls } from '@schemas/core/reference';
import { keyDocumentCalls as c } from '@schemas/key-documents/calls';
import type { KeyDocument, SysParam } from './types';

/** The key documents' calls (spec 002 §7 'Key documents', 'Parameters'): paths and types from the call specs. */

const opts = (signal?: AbortSignal) => ({ signal });

export type KeyDocumentFilter = Omit<PayloadOf<typeof c.search>, 'page' | 'startRow' | 'pageSize' | 'orderBy'>;

export interface Paging {
  page: number;
  startRow: number;
  pageSize: number;
  orderBy?: string;
}

export const searchKeyDocuments = (f: KeyDocumentFilter, p: Paging, signal?: AbortSignal) =>
  call(c.search, { ...f, ...p, orderBy: p.orderBy ?? null }, opts(signal));

export type InsertModel = PayloadOf<typeof c.insert>;
export type UpdateModel = PayloadOf<typeof c.update>;

export const insertKeyDocument = (model: InsertModel, file: File) =>
  callMultipart(c.insert, { files: { file }, model });
export const updateKeyDocument = (model: UpdateModel, file: File) =>
  callMultipart(c.update, { files: { file }, model });

const rowOf = (d: KeyDocument) => ({ keyDocumentId: d.keyDocumentId, lastUpdatedDate: d.lastUpdatedDate });
export const deleteKeyDocument = (d: KeyDocument) => call(c.delete, rowOf(d));
export const submitKeyDocument = (d: KeyDocument) => call(c.updateStatus, { ...rowOf(d), status: 'SUBMITTED' });

/**
 * A stored file through its signed link (same origin: the CSP's connect-src 'self'). A refused
 * or expired link is a failure, never a page to show.
 */
export async function fetchSigned(url: string, signal?: AbortSignal): Promise<Blob> {
  const res = await fetch(url, { signal, credentials: 'same-origin' });
  if (!res.ok) throw new Error(`The file answered ${res.status}.`);
  return res.blob();
}

/** Download: the stored file saved under the name it was uploaded with. */
export const downloadKeyDocument = async (d: KeyDocument) =>
  saveFile({ blob: await fetchSigned(d.fileUrl), fileName: d.fileName });

/** A pdf, doc, docx, xls, xlsx or tif document as a PDF (its conversion kept by the server). */
export async function documentPdf(d: KeyDocument, signal?: AbortSignal): Promise<ArrayBuffer> {
  const { url } = await call(c.convertToPdf, { keyDocumentId: d.keyDocumentId }, opts(signal));
  return (await fetchSigned(url, signal)).arrayBuffer();
}

/** A ppt or pptx as one PNG data: URL per slide. */
export const slideImages = (d: KeyDocument, signal?: AbortSignal) =>
  call(c.convertPptToBase64, { keyDocumentId: d.keyDocumentId }, opts(signal));

/** Options of a system parameter segment, one code of it when given (002 §7 'Parameters'). */
export const searchSysParam = (
  segment: PayloadOf<typeof referenceCalls.searchSysParam>['segment'],
  code?: string,
  signal?: AbortSignal,
): Promise<SysParam[]> => call(referenceCalls.searchSysParam, { segment, code: code ?? null }, opts(signal));

/** The key document size limit in MB (SYSTEM_CONFIG KEY_DOCUMENT_FILE_SIZE), or null. */
export const fileSizeLimit = async (signal?: AbortSignal) => {
  const [p] = await searchSysParam('SYSTEM_CONFIG', 'KEY_DOCUMENT_FILE_SIZE', signal);
  const n = Number(p?.parmValue1);
  return Number.isFinite(n) && n > 0 ? n : null;
};

/** The module's academic supervisors (the AS filter); an AS held to their own students gets only themselves. */
export const searchSupervisors = (cohortModuleId: number, signal?: AbortSignal) =>
  call(c.searchAcademic, { cohortModuleId }, opts(signal));

/**
 * The module's students an upload may name whose student ID, name or last name starts with `text`
 * (an AS: their own), the first `count` of them, and whether more match.
 */
export const pickStudents = (cohortModuleId: number, text: string, count: number, signal?: AbortSignal) =>
  call(
    c.pickStudent,
    { cohortModuleId, text: text.trim() || null, startRow: 0, pageSize: Math.min(count, 50) },
    opts(signal),
  );

/** The Module Summary's key documents by status (issue 38), for the module or one AS's students. */
export const searchKeyDocumentChart = (
  cohortModuleId: number,
  academicSupervisorUserId?: number,
  signal?: AbortSignal,
) => call(c.searchChart, { cohortModuleId, academicSupervisorUserId: academicSupervisorUserId ?? null }, opts(signal));
