import type { FromSchema } from 'json-schema-to-ts';

/**
 * Replies of the personal profile calls (the `object` of each answer, spec 000 §3 Staff profile),
 * as the serializer writes them: a field missing here never reaches the screen.
 */

import { id, int, record, str, text, yesNo } from '../core/replyParts.js';

const flag = { type: 'boolean' } as const;

/** One role of the staff member in a programme of the selected cohort. */
const staffRole = record({ progCode: str, roleCode: str, progTitle: str, roleName: str });

/** The upload calls answer the stored path and a signed address to show it at once. */
export const uploadAnswer = record({ storagePath: str, url: str });
export type UploadAnswer = FromSchema<typeof uploadAnswer>;

export const profileReplies = {
  /** webSiteSearchById: the caller's own profile; base programme and photo may be unset. */
  webSiteSearchById: record({
    academicStaffId: id,
    academicStaffAcctId: str,
    staffSaluation: text,
    email: text,
    firstName: str,
    lastName: str,
    cna: text,
    baseProgId: int,
    baseProgCode: text,
    baseProgTitle: text,
    progRoleTitle: text,
    jobappStandApproveInd: yesNo,
    receiveNotiInd: yesNo,
    wpaStandApproveInd: yesNo,
    academicPhoto: text,
    userId: id,
    lastUpdatedDate: str,
    progId: int,
    academicPhotoUrl: text,
    roles: { type: 'array', items: staffRole } as const,
    showWpaStandApprove: flag,
    showJobAppStandApprove: flag,
  }),
  /** webSiteUpdateById: what changed, and the new lastUpdatedDate for the next save. */
  webSiteUpdateById: record({ academicStaffId: id, academicPhoto: text, lastUpdatedDate: str }),
  imageUpload: uploadAnswer,
} as const;
