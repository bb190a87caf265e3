/**
 * The remarks the WPA server writes itself into a decision history (issue 35): each one has a code
 * and its parameters, which the client shows from its labels (`remark.<code>`) in the user's
 * language; eventRemark keeps the English text (the spec's field, the exports). A remark a person
 * typed has no code. `remark` in `source` is the reviewer's own words, shown as typed.
 */
export interface WpaRemarkParams {
  sent: { name: string | null; email: string };
  resent: { name: string | null; email: string };
  reminded: { n: string; name: string | null; email: string };
  source: { source: 'IS' | 'STUDENT'; remark: string | null };
  paper: Record<string, never>;
  /** The override weight before and after (null: the default weighting). */
  weighted: { from: string | null; to: string | null };
}
export type WpaRemarkCode = keyof WpaRemarkParams;
export const WPA_REMARK_CODES = [
  'sent',
  'resent',
  'reminded',
  'source',
  'paper',
  'weighted',
] as const satisfies readonly WpaRemarkCode[];

/** A remark's parameters as the reply carries them: text or null. */
export const remarkParamsSchema = {
  type: ['object', 'null'],
  additionalProperties: { type: ['string', 'null'] },
} as const;
