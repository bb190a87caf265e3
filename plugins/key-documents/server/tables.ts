import type { ColumnType, Generated } from 'kysely';
import type { AuditedTable as Audit } from '@core/shared/audit.js';
import type { KeyDocumentStatus } from '@schemas/key-documents/keyDocuments.js';

/** numeric(5,2): read as text by pg, written as a number. */
type Hours = ColumnType<string | null, number | null | undefined, number | null>;

/** Spec 002 §3 'Key document' (migration 001_key_documents). */
export interface KeyDocumentsTable extends Audit {
  keyDocumentId: Generated<number>;
  studentModuleId: number;
  /** A KEY_DOCUMENT_FILE_TYPE sys_params id. */
  fileType: number;
  fileDesc: string | null;
  filePath: string;
  fileName: string;
  fileExt: string;
  fileSize: number;
  /** SHA-256 of the content, hex: conversions are kept under it. */
  fileHash: string;
  uploadedDate: Generated<Date>;
  uploadedBy: number;
  userType: string;
  status: Generated<KeyDocumentStatus>;
  code: string | null;
  exemptedHours: Hours;
  /** The student module's cohort module (the list's index); null on a row a release before issue 36 wrote. */
  cohortModuleId: number | null;
}

/** Every upload, replace, submit and delete, written in the transaction of the change (DOMAIN.md). */
export interface KeyDocumentEventsTable {
  eventId: Generated<string>;
  keyDocumentId: number;
  studentModuleId: number;
  action: 'UPLOAD' | 'REPLACE' | 'SUBMIT' | 'DELETE';
  fromStatus: string | null;
  toStatus: string | null;
  remark: string | null;
  filePath: string | null;
  exemptedHours: Hours;
  createdBy: number;
  createdDate: Generated<Date>;
}

/** Key documents's own tables, as its handle (KeyDocumentsDb, ./area.ts) names them: no other area's code sees them. */
export interface KeyDocumentsTables {
  keyDocuments: KeyDocumentsTable;
  keyDocumentEvents: KeyDocumentEventsTable;
}
