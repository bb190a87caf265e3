import { bool, count, id, int, listOf, num, pageOf, record, str, text } from '../core/replyParts.js';
import { KEY_DOCUMENT_STATUSES } from './keyDocuments.js';

/**
 * One key document as the lists, the student summary and the writes answer it (spec 002 §3 'Key
 * document', with the student's names and the AS name of the lists). Besides the spec's fields:
 * cohortModuleId, fileExt (the type found in the content: the viewer goes by it, never by the
 * name), fileSize, fileUrl (a download link signed for this file and the reader's session, one
 * hour) and actions (what the caller may do with it now, decided by the server's rules of 002 §4
 * and §6).
 */
export const keyDocumentRow = record({
  keyDocumentId: id,
  studentAcctId: str,
  studentModuleId: id,
  cohortModuleId: id,
  firstName: text,
  lastName: text,
  academicSupervisorUserId: int,
  academicSupervisorUserName: text,
  /** A KEY_DOCUMENT_FILE_TYPE parameter id, and its label. */
  fileType: id,
  fileTypeVal: text,
  fileDesc: text,
  /** The stored file's path (opened only through fileUrl or the viewer's calls). */
  filePath: str,
  /** The name the uploader's browser sent, for display and the download. */
  fileName: str,
  /** pdf, ppt, pptx, doc, docx, xls, xlsx, jpg, png, bmp, tif, mp3, wav or txt: found in the content. */
  fileExt: str,
  fileSize: count,
  fileUrl: str,
  uploadedDate: str,
  uploadedBy: int,
  /** The uploader's name. */
  userName: text,
  /** The uploader's user type: ACADEMIC, or STUDENT for a student's own upload. */
  userType: text,
  status: { type: 'string', enum: KEY_DOCUMENT_STATUSES } as const,
  /** EXEMPT for an exemption, else null. */
  code: text,
  exemptedHours: num,
  /** The concurrency token: send it back with update, updateStatus and delete. */
  lastUpdatedDate: str,
  actions: record({ delete: bool, replace: bool, submit: bool }),
});

/** One event of a key document (upload, replace, submit): who, when, from, to. */
export const keyDocumentEvent = record({
  eventId: id,
  action: str,
  fromStatus: text,
  toStatus: text,
  remark: text,
  createdBy: int,
  userName: text,
  createdDate: str,
});

/** A student an upload may name: one student module of the module, as the upload's choice shows it. */
export const keyDocumentStudent = record({
  studentModuleId: id,
  studentAcctId: str,
  firstName: text,
  lastName: text,
});

/** An academic supervisor of the AS filter. */
export const keyDocumentSupervisor = record({ userId: id, userName: str });

export const keyDocumentReplies = {
  search: pageOf(keyDocumentRow),
  searchById: record({ ...keyDocumentRow.properties, eventList: listOf(keyDocumentEvent) }),
  saved: keyDocumentRow,
  none: { type: 'null' },
  students: listOf(keyDocumentStudent),
  /** A page of the picker: its students, and whether more match. */
  pickedStudents: record({ list: listOf(keyDocumentStudent), more: bool }),
  supervisors: listOf(keyDocumentSupervisor),
  /** One PNG per slide, as data: URLs, in slide order. */
  slides: listOf({ type: 'string' } as const),
  /** A PDF to show: the file itself, or its conversion kept in the file store; signed for one hour. */
  pdf: record({ url: str, fileName: str, converted: bool }),
} as const;
