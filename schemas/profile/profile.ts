/** Payloads of the personal profile calls (spec 000 §7 academicStaff/*, Uploads; §3 Staff profile). */
import { payload } from '../core/payloadParts.js';

export const ROLE_CODE_PATTERN = '^[A-Z_]+(,[A-Z_]+)*$';

/** Salutations offered by the profile form (the spec names the field only; see docs/decisions/profile.md). */
export const SALUTATIONS = ['Dr', 'Prof', 'Mr', 'Ms', 'Mrs', 'Miss'] as const;

/** academicStaff/webSiteSearchById: only the caller's own academicStaffId is answered. */
export const webSiteSearchByIdBody = payload(
  {
    roleCode: { type: ['string', 'null'], maxLength: 200 },
    progCode: { type: ['string', 'null'], maxLength: 20 },
    academicStaffId: { type: 'integer', minimum: 1 },
    cohortId: { type: ['integer', 'null'], minimum: 1 },
  },
  ['academicStaffId'],
);

/** academicPhotoModel: 'done' with url = the storage path of an uploaded photo (or the current one); 'removed' clears it. */
export const academicPhotoModel = payload(
  {
    status: { type: 'string', enum: ['done', 'removed'] },
    url: { type: ['string', 'null'], maxLength: 300 },
  },
  ['status'],
);

/**
 * The JSON string in form field `data` of academicStaff/webSiteUpdateById. The spec's required
 * rules (§5) are checked by profileMessages() first, so their own messages are the ones shown;
 * this schema then checks shape and lengths.
 */
export const profileUpdateData = payload(
  {
    academicStaffId: { type: 'integer', minimum: 1 },
    // Read-only on screen and never stored by the call; accepted so the form can send its whole model.
    academicStaffAcctId: { type: ['string', 'null'] },
    cna: { type: ['string', 'null'] },
    progId: { type: ['integer', 'null'] },
    baseProgId: { type: ['integer', 'null'] },
    // Its length and shape are profileMessages' ('Incorrect Email format.', spec 000 §5).
    email: { type: ['string', 'null'] },
    firstName: { type: ['string', 'null'], maxLength: 100 },
    lastName: { type: ['string', 'null'], maxLength: 100 },
    // Editable.
    staffSaluation: { type: ['string', 'null'], enum: [...SALUTATIONS, null, ''] },
    progRoleTitle: { type: ['string', 'null'], maxLength: 200 },
    receiveNotiInd: { type: ['string', 'null'], enum: ['Y', 'N', null, ''] },
    wpaStandApproveInd: { type: ['string', 'null'], enum: ['Y', 'N', null, ''] },
    jobappStandApproveInd: { type: ['string', 'null'], enum: ['Y', 'N', null, ''] },
    academicPhotoModel,
    lastUpdatedDate: { type: 'string', minLength: 1, maxLength: 40 },
    // The selected programme (spec §7): roles are read from the database for it, never trusted.
    roleCode: { type: ['string', 'null'], maxLength: 200 },
    progCode: { type: ['string', 'null'], maxLength: 20 },
    cohortId: { type: ['integer', 'null'], minimum: 1 },
  },
  ['academicStaffId', 'lastUpdatedDate', 'academicPhotoModel'],
);

/** The upload calls' answer, typed from its reply schema (schemas/profile/replies.ts). */
export type { UploadAnswer } from './replies.js';
