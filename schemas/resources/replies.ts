import { RECIPIENT_TYPES } from './resources.js';

/**
 * Replies of the resource pages (the `object` of each answer, spec 001 §2 Resources), as the
 * serializer writes them: a field missing here never reaches a screen.
 */

import { count, id, record, str } from '../core/replyParts.js';

const recipientType = { type: 'string', enum: RECIPIENT_TYPES } as const;

/** A title of the list: every column is NOT NULL in resources. */
export const resourceTitle = record({ resourceId: id, resourcePageName: str, recipientType });

/** An attachment with a signed download address that expires (DOWNLOAD_TTL_SECONDS). */
export const resourceAnnex = record({
  resourceAnnexId: id,
  annexName: str,
  storagePath: str,
  fileType: str,
  downloadUrl: str,
});

export const resourceReplies = {
  searchAll: record({ list: { type: 'array', items: resourceTitle } as const, total: count }),
  /** The page with its content sanitised on the server and its attachments. */
  searchById: record({
    resourceId: id,
    resourcePageName: str,
    displayContent: str,
    recipientType,
    resourceAnnexModelList: { type: 'array', items: resourceAnnex } as const,
  }),
} as const;
