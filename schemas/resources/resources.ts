/** Payloads of the resource pages (spec 001 §2 Resources, §7). */

/** Recipient types of the wider platform; WIL Academic only ever shows GENERAL and ACADEMIC. */
export const RECIPIENT_TYPES = ['GENERAL', 'ACADEMIC', 'STUDENT', 'PARTNER', 'ADMIN'] as const;
export const ACADEMIC_RECIPIENTS = ['GENERAL', 'ACADEMIC'] as const;

export const searchAllResourceBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    startRow: { type: 'integer', minimum: 0, default: 0 },
    recipientList: { type: 'array', maxItems: 10, items: { type: 'string', enum: RECIPIENT_TYPES } },
  },
} as const;

export const searchResourceByIdBody = {
  type: 'object',
  required: ['resourceId'],
  additionalProperties: false,
  properties: { resourceId: { type: 'integer', minimum: 1 } },
} as const;
