/**
 * The kernel's calls of the daily digest (issue 39): the language a staff member chose, kept on
 * the server; the profile's preview of today's mail; and the check behind a mail's link, made
 * after sign-in before the page opens. Not in the spec: new paths, named like its own.
 */
export const PREVIEW_REASONS = ['notificationOff', 'noRole', 'noEmail', 'nothingWaits', 'alreadySent'] as const;

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
/** A route or choice id: '<owner>.<name>'. */
const refId = { type: 'string', minLength: 3, maxLength: 100, pattern: '^[a-z][a-z0-9-]*\\.[A-Za-z0-9]+$' } as const;

export const saveLanguageBody = {
  type: 'object',
  required: ['language'],
  additionalProperties: false,
  // The spec's language settings (000 §1; core/shared/languages.ts LANGUAGES).
  properties: { language: { type: 'string', enum: ['EN', 'TC', 'SC'] } },
} as const;

export const previewDigestReply = {
  type: 'object',
  required: ['subject', 'html', 'text', 'willSend', 'reason'],
  additionalProperties: false,
  properties: {
    /** The mail as it would be sent; null when nothing waits or no role is held in the current cohort. */
    subject: { type: ['string', 'null'] },
    html: { type: ['string', 'null'] },
    text: { type: ['string', 'null'] },
    /** Whether today's run would mail it. */
    willSend: { type: 'boolean' },
    /** Why not (or 'alreadySent': it has gone today). */
    reason: { type: ['string', 'null'], enum: [...PREVIEW_REASONS, null] },
  },
} as const;

export const openLinkBody = {
  type: 'object',
  required: ['to'],
  additionalProperties: false,
  properties: {
    /** The destination's route id. */
    to: refId,
    /** The cohort programme it opens in. */
    cohortProgId: { ...id, type: ['integer', 'null'] },
    /** A choice the page reads (its id) and the value to set. */
    choice: { ...refId, type: ['string', 'null'] },
    value: { ...id, type: ['integer', 'null'] },
  },
} as const;

export const openLinkReply = {
  type: 'object',
  required: ['to', 'cohortProgId', 'cohortId', 'choice'],
  additionalProperties: false,
  properties: {
    to: { type: 'string' },
    cohortProgId: { type: ['integer', 'null'] },
    cohortId: { type: ['integer', 'null'] },
    choice: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          required: ['id', 'key', 'value'],
          additionalProperties: false,
          properties: { id: { type: 'string' }, key: { type: 'string' }, value: { type: 'integer' } },
        },
      ],
    },
  },
} as const;

export const digestCalls = {
  saveLanguage: { path: 'user/saveLanguage', body: saveLanguageBody, reply: { type: 'null' } },
  preview: { path: 'academicStaff/previewDigest', reply: previewDigestReply },
  openLink: { path: 'academic/link/open', body: openLinkBody, reply: openLinkReply },
} as const;
