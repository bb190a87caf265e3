/**
 * Payloads of the key-document calls (spec 002 §3 'Key document', §5 'Key documents and exempted
 * hours', §7 'Key documents'). Field names are the spec's. Rules that have a spec message (File
 * Type required, the exempted hours, the file itself) are checked by the service with that
 * message, so their fields are not `required` here: a schema refusal would answer ajv's words.
 */

import { moduleChartBody } from '../core/charts.js';
import { date, id, idOrNull, idPayload, orderBy, paging, payload, text, token } from '../core/payloadParts.js';

/** Spec 002 §3: DRAFT or SUBMITTED (SUBMITTED: part of the Assessment Record, locked). */
export const KEY_DOCUMENT_STATUSES = ['DRAFT', 'SUBMITTED'] as const;
export type KeyDocumentStatus = (typeof KEY_DOCUMENT_STATUSES)[number];

/** The KEY_DOCUMENT_FILE_TYPE code that marks an exemption (spec 002 §3 code EXEMPT). */
export const EXEMPT = 'EXEMPT';

/** Description: at most 150 characters (spec 002 §5). */
export const FILE_DESC_MAX = 150;
/** Exempted hours: 0 to 999.99 with at most 2 decimals (spec 002 §5). */
export const EXEMPTED_HOURS_MAX = 999.99;

/** The exempted hours as the form sends them: range here, required and decimals by the service. */
const exemptedHours = { type: ['number', 'null'], minimum: 0, maximum: EXEMPTED_HOURS_MAX } as const;

/**
 * keyDocument/search (spec 002 §7): the documents of one cohort module (the Key Documents screen)
 * or of one student module (the student summary), filtered, sorted and paged in SQL. An academic
 * supervisor (who is not the module's convener) sees only their own students' documents, whatever
 * academicSupervisorUserId says.
 */
export const searchKeyDocumentBody = payload({
  ...paging,
  /**
   * A snake_case sort name, optionally followed by ' DESC': student_acct_id, student_name,
   * academic_supervisor_user_name, file_desc, file_type_val, exempted_hours, uploaded_date,
   * user_name, status, last_updated_date.
   */
  orderBy,
  /** One of cohortModuleId and studentModuleId is required. */
  cohortModuleId: idOrNull,
  studentModuleId: idOrNull,
  /** Student ID, or part of it. */
  studentAcctId: text(20),
  keyDocumentStatusList: {
    type: ['array', 'null'],
    maxItems: 2,
    items: { type: 'string', enum: KEY_DOCUMENT_STATUSES },
  },
  /** Uploaded from this day (inclusive). */
  startDate: date,
  /** Uploaded up to this day (inclusive). */
  endDate: date,
  /** A KEY_DOCUMENT_FILE_TYPE parameter id. */
  fileType: idOrNull,
  academicSupervisorUserId: idOrNull,
});

/** keyDocument/searchChart (issue 38): a module's key documents by status, for the module or one AS's students. */
export const searchKeyDocumentChartBody = moduleChartBody;

/**
 * keyDocument/searchStudent and keyDocument/searchAcademic (beyond the spec's calls: the Key
 * Documents screen's upload and AS filter): one cohort module.
 */
export const cohortModuleBody = idPayload('cohortModuleId');

/**
 * keyDocument/pickStudent (issue 36: the Upload dialog's student picker): the students of one
 * cohort module whose student ID, name or last name starts with `text` (any case; empty: all, by
 * student ID), a page at a time.
 */
export const pickStudentBody = payload(
  {
    cohortModuleId: id,
    text: text(50),
    startRow: { type: ['integer', 'null'], minimum: 0, maximum: 10000 },
    pageSize: { type: ['integer', 'null'], minimum: 1, maximum: 50 },
  },
  ['cohortModuleId'],
);

export const keyDocumentIdBody = idPayload('keyDocumentId');

/**
 * keyDocument/insert: the JSON model (form field 'model') of an upload or an exemption, with one
 * file in form field 'file'. The file type decides which: its code EXEMPT makes an exemption,
 * whose exemptedHours are required.
 */
export const insertKeyDocumentBody = payload(
  {
    studentModuleId: id,
    /** A KEY_DOCUMENT_FILE_TYPE parameter id: 'File Type is required.' */
    fileType: idOrNull,
    fileDesc: text(FILE_DESC_MAX),
    /** Only with the EXEMPT file type, where it is required. */
    exemptedHours,
  },
  ['studentModuleId'],
);

/**
 * keyDocument/update (Replace, and the exempted-hours form of an EXEMPT document): the new file in
 * form field 'file' and this model. Refused once the document is SUBMITTED, and with CONFLICT
 * (naming who changed it) when lastUpdatedDate is not the document's.
 */
export const updateKeyDocumentBody = payload(
  {
    keyDocumentId: id,
    lastUpdatedDate: token,
    /** Another non-EXEMPT type, or the same; an EXEMPT document stays EXEMPT. */
    fileType: idOrNull,
    fileDesc: text(FILE_DESC_MAX),
    /** Required when the document is an exemption; refused otherwise. */
    exemptedHours,
  },
  ['keyDocumentId', 'lastUpdatedDate'],
);

/** keyDocument/delete: the document and its concurrency token. */
export const deleteKeyDocumentBody = payload({ keyDocumentId: id, lastUpdatedDate: token }, [
  'keyDocumentId',
  'lastUpdatedDate',
]);

/** keyDocument/updateStatus: Submit (the only change of status: DRAFT → SUBMITTED). */
export const updateKeyDocumentStatusBody = payload(
  {
    keyDocumentId: id,
    lastUpdatedDate: token,
    status: { type: 'string', enum: ['SUBMITTED'] },
  },
  ['keyDocumentId', 'lastUpdatedDate', 'status'],
);
