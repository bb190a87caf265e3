import { chartFigures } from '../core/charts.js';
import { DEFAULT_KEY_DOCUMENT_MAX_MB, KEY_DOCUMENT_TYPES, KEY_DOCUMENT_TYPES_LABEL } from './fileTypes.js';
import {
  cohortModuleBody,
  deleteKeyDocumentBody,
  insertKeyDocumentBody,
  keyDocumentIdBody,
  pickStudentBody,
  searchKeyDocumentBody,
  searchKeyDocumentChartBody,
  updateKeyDocumentBody,
  updateKeyDocumentStatusBody,
} from './keyDocuments.js';
import { keyDocumentMessages as m } from './messages.js';
import { keyDocumentReplies as r } from './replies.js';

/**
 * The upload form of insert and update: one file in form field 'file', the JSON model in form
 * field 'model'. The server's limit comes from SYSTEM_CONFIG KEY_DOCUMENT_FILE_SIZE (this is the
 * default); the refusals use the spec's words ({n}: the limit in MB).
 */
export const keyDocumentForm = {
  files: {
    file: {
      types: KEY_DOCUMENT_TYPES,
      maxBytes: DEFAULT_KEY_DOCUMENT_MAX_MB * 1024 * 1024,
      label: KEY_DOCUMENT_TYPES_LABEL,
      messages: { missing: m.selectFile, tooMany: m.oneFile, tooLarge: m.fileSize },
    },
  },
} as const;

/**
 * The key-document calls of spec 002 §7: path, payload and reply in one place. The server
 * declares its routes from these, and the screens' call functions take their types from them.
 *
 * - search: { list, total } of one cohort module or student module, paged and sorted in SQL.
 * - searchById: one document with its events.
 * - searchChart: the module's documents by status (issue 38), from the maintained counts.
 * - insert / update: multipart (keyDocumentForm); answer the saved document.
 * - delete: null. updateStatus: Submit, answers the document.
 * - convertPptToBase64: a ppt or pptx document's slides as PNG data: URLs.
 * - convertToPdf: a signed link to a PDF of a pdf, doc, docx, xls, xlsx or tif document.
 * - pickStudent (issue 36): the Upload dialog's student picker, searched on the server as the user
 *   types (prefix of the student ID, name or last name), a page at a time ({ list, more }).
 * - searchStudent, searchAcademic (beyond the spec's calls, for the Key Documents screen): the
 *   module's students an upload may name ([{ studentModuleId, studentAcctId, firstName, lastName }],
 *   by name) and the academic supervisors of its AS filter ([{ userId, userName }]); an AS held
 *   to their own students gets only theirs, and only themselves.
 * The viewer's calls take the document's id (never a URL: the server opens only what the caller
 * may read) and answer 'File loading failed, please try again later!' when they cannot.
 */
export const keyDocumentCalls = {
  search: { path: 'keyDocument/search', body: searchKeyDocumentBody, reply: r.search },
  searchChart: { path: 'keyDocument/searchChart', body: searchKeyDocumentChartBody, reply: chartFigures },
  searchById: { path: 'keyDocument/searchById', body: keyDocumentIdBody, reply: r.searchById },
  insert: { path: 'keyDocument/insert', body: insertKeyDocumentBody, multipart: keyDocumentForm, reply: r.saved },
  update: { path: 'keyDocument/update', body: updateKeyDocumentBody, multipart: keyDocumentForm, reply: r.saved },
  delete: { path: 'keyDocument/delete', body: deleteKeyDocumentBody, reply: r.none },
  updateStatus: { path: 'keyDocument/updateStatus', body: updateKeyDocumentStatusBody, reply: r.saved },
  convertPptToBase64: { path: 'file/convertPptToBase64', body: keyDocumentIdBody, reply: r.slides },
  convertToPdf: { path: 'file/convertToPdf', body: keyDocumentIdBody, reply: r.pdf },
  searchStudent: { path: 'keyDocument/searchStudent', body: cohortModuleBody, reply: r.students },
  pickStudent: { path: 'keyDocument/pickStudent', body: pickStudentBody, reply: r.pickedStudents },
  searchAcademic: { path: 'keyDocument/searchAcademic', body: cohortModuleBody, reply: r.supervisors },
} as const;
