import { EXEMPT } from '@schemas/key-documents/keyDocuments';

/**
 * What the screens decide themselves (spec 002 §6 'Key document actions'). What may be done to a
 * listed document (delete, replace, submit) comes with its row from the server; the upload, which
 * has no row yet, follows the same rule the server applies (plugins/key-documents/shared).
 */
export { mayUpload as canUpload, type KeyDocumentActor as Actor } from '../shared/actions';

/** An exemption (code EXEMPT) is replaced through the exempted-hours form (002 §5). */
export const isExemption = (d: { code: string | null }) => d.code === EXEMPT;
