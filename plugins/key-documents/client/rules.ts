import { EXEMPT } from '@schemas/key-documents/keyDocuments';

/**
 * Who may do what with a key document (spec 002 §6 'Key document actions'). What may be done to
 * a listed document (delete, replace, submit) comes with the row from the server's rules; the
 * screens only decide what has no row yet: the upload.
 */

export interface Actor {
  userId: number;
  /** The caller's roles in the selected cohort programme. */
  roleCodes: readonly string[];
}

/**
 * Upload of key documents and exemptions: 'limited to Academic user only' (002 §6), that is the
 * module convener and the academic supervisors; a programme leader acts on no key document.
 */
export const canUpload = (a: Actor) =>
  !a.roleCodes.includes('PROGRAMME_LEADER') &&
  (a.roleCodes.includes('MODULE_CONVENER') || a.roleCodes.includes('ACADEMIC_SUPERVISOR'));

/** An exemption (code EXEMPT) is replaced through the exempted-hours form (002 §5). */
export const isExemption = (d: { code: string | null }) => d.code === EXEMPT;
