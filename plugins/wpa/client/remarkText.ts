import type { TFunction } from 'i18next';

/** What an event of the history says of its remark (the reply's eventRemark, remarkCode, remarkParams). */
export interface RemarkOf {
  eventRemark: string | null;
  remarkCode: string | null;
  remarkParams: Record<string, string | null> | null;
}

/**
 * An event's remark in the user's language: one the server wrote, from its code and parameters
 * (schemas/wpa/remarks.ts) and the labels `remark.<code>`, with the reviewer's own words after a
 * decision's source as typed; a remark a person typed (a return reason) as it was written. The
 * English text is only the fallback for a code the labels do not know.
 */
export function remarkText(e: RemarkOf, t: TFunction): string | null {
  if (!e.remarkCode) return e.eventRemark;
  const p = e.remarkParams ?? {};
  const weight = (w: string | null | undefined) => w ?? t('remark.defaultWeight');
  const text = t(`remark.${e.remarkCode}`, {
    ...p,
    name: p.name ?? t('remark.theSupervisor'),
    source: t(p.source === 'STUDENT' ? 'dialog.sourceStudent' : 'dialog.sourceIs'),
    from: weight(p.from),
    to: weight(p.to),
    defaultValue: e.eventRemark ?? '',
  });
  return e.remarkCode === 'source' && p.remark ? `${text}\n${p.remark}` : text;
}
