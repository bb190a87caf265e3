import type { WpaRemarkCode, WpaRemarkParams } from '@schemas/wpa/remarks.js';

/** What an event row stores of a remark the server writes: the English text, its code and parameters. */
export interface CodedRemark {
  eventRemark: string;
  remarkCode: WpaRemarkCode;
  remarkParams: Record<string, string | null>;
}

const supervisor = (name: string | null) => name ?? 'the industry supervisor';

const ENGLISH: { [C in WpaRemarkCode]: (p: WpaRemarkParams[C]) => string } = {
  sent: (p) => `Sent to ${supervisor(p.name)} <${p.email}>`,
  resent: (p) => `Resent to ${supervisor(p.name)} <${p.email}>`,
  reminded: (p) => `Reminder ${p.n} sent to ${supervisor(p.name)} <${p.email}>`,
  source: (p) =>
    [`Source: ${p.source === 'IS' ? 'Industry Supervisor' : 'Student'}`, p.remark].filter(Boolean).join('. '),
  paper: () => 'Entered from the paper form',
  weighted: (p) => `Override weight ${p.from ?? 'default'} → ${p.to ?? 'default'}`,
};

/** A remark the server writes (issue 35): the client shows it from `remarkCode` and `remarkParams`. */
export function codedRemark<C extends WpaRemarkCode>(code: C, params: WpaRemarkParams[C]): CodedRemark {
  return { eventRemark: ENGLISH[code](params), remarkCode: code, remarkParams: { ...params } };
}

/** A remark a person typed: as typed, with no code. */
export const typedRemark = (text: string | null) => ({ eventRemark: text, remarkCode: null, remarkParams: null });
