import { insertBody, updateStatusAndInputBody } from '@schemas/wpa/payloads.js';
import { ALL_QUESTIONS } from '@schemas/wpa/limits.js';
import { blank, dayOf, numberOf, ratingField, type WpaFormValues } from '../../shared/formRules.js';

/** The calls' own fields: everything else of their payloads is a form field. */
const NOT_FORM = new Set([
  'wpaApplId',
  'lastUpdatedDate',
  'wpaStatus',
  'selectStudentOrIs',
  'eventRemark',
  'remarks',
  'comments',
  'studentModuleId',
]);

/** The WPA form's fields as the review call takes them (Part I of both sources, activities, ratings, comments, signature). */
export const FORM_FIELDS = Object.keys(updateStatusAndInputBody.properties).filter((k) => !NOT_FORM.has(k));

/** The offline form's fields (Part I as given on paper, activities, ratings, comments, signature). */
export const OFFLINE_FIELDS = Object.keys(insertBody.properties).filter((k) => !NOT_FORM.has(k));

const isDate = (k: string) => /Date(Is)?$/.test(k);

/** The form values of a row or payload (only `keys` when given). */
export function formValuesOf(source: Record<string, unknown>, keys: readonly string[] = FORM_FIELDS): WpaFormValues {
  const v: WpaFormValues = {};
  for (const k of keys) {
    const x = source[k];
    v[k] = typeof x === 'string' || typeof x === 'number' || x === null ? x : undefined;
  }
  return v;
}

/** The columns to write for `keys` of checked form values: texts trimmed, dates as days, numbers as numbers. */
export function formSet(values: WpaFormValues, keys: readonly string[]): Record<string, string | number | null> {
  const set: Record<string, string | number | null> = {};
  for (const k of keys) {
    const x = values[k];
    if (blank(x)) set[k] = null;
    else if (isDate(k)) set[k] = dayOf(x);
    else if (typeof x === 'number') set[k] = x;
    else if (/^(wilHours|activityProportion|timeSpent|wpaQuestionResult|workPerformance)/.test(k)) {
      const n = numberOf(x);
      set[k] = Number.isNaN(n) ? null : n;
    } else set[k] = String(x).trim();
  }
  return set;
}

/** The ratings by question number. */
export function ratingsOf(values: WpaFormValues): Record<number, number | null> {
  const r: Record<number, number | null> = {};
  for (let n = 1; n <= ALL_QUESTIONS; n++) {
    const x = values[ratingField(n)];
    r[n] = blank(x) ? null : numberOf(x);
  }
  return r;
}
