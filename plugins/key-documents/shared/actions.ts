/**
 * Who may do what with a key document (spec 002 §6 'Key document actions', §4 'Key document'):
 * the server refuses by these rules and answers each row's `actions` from them; the screens may
 * use the same functions to leave out what would be refused.
 */

/** The caller as the rules see them: their user id and roles in the document's cohort programme. */
export interface KeyDocumentActor {
  userId: number;
  roleCodes: readonly string[];
}

/** What the rules read of a document. */
export interface KeyDocumentFacts {
  status: string;
  uploadedBy: number | null;
  userType: string | null;
}

const SUBMITTED = 'SUBMITTED';

/** A programme leader acts on no key document (002 §6: no delete, replace or submit, no upload). */
export const isProgrammeLeader = (a: KeyDocumentActor) => a.roleCodes.includes('PROGRAMME_LEADER');

/** Upload of key documents and exemptions: academic staff who convene the module or supervise the student. */
export const mayUpload = (a: KeyDocumentActor) =>
  !isProgrammeLeader(a) && (a.roleCodes.includes('MODULE_CONVENER') || a.roleCodes.includes('ACADEMIC_SUPERVISOR'));

/** Replace and Submit: non-programme-leaders, and only while the document is not SUBMITTED (locked). */
export const mayReplace = (a: KeyDocumentActor, d: KeyDocumentFacts) => mayUpload(a) && d.status !== SUBMITTED;
export const maySubmit = mayReplace;

/**
 * Delete: a non-programme-leader who uploaded it, or any non-programme-leader when a student
 * uploaded it; never once SUBMITTED (part of the Assessment Record).
 */
export const mayDelete = (a: KeyDocumentActor, d: KeyDocumentFacts) =>
  mayUpload(a) && d.status !== SUBMITTED && (d.uploadedBy === a.userId || d.userType === 'STUDENT');

export const actionsOf = (a: KeyDocumentActor, d: KeyDocumentFacts) => ({
  delete: mayDelete(a, d),
  replace: mayReplace(a, d),
  submit: maySubmit(a, d),
});
