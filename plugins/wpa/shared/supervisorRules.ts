/**
 * The rules of the industry supervisor's own form (issue 31): the review form's rules of 002 §5
 * and 001 §5 on the supervisor's Part I (the Is-suffixed fields), the activities and their
 * proportions, the ratings of the questions the WPA asks, work performance, the comments and the
 * signatory, with the spec's messages (formRules.ts). The page and the server apply the same
 * functions: submit needs the whole form; a draft needs nothing, but a value it gives must pass.
 */
import { supervisorFields } from '@schemas/wpa/supervisor.js';
import { blank, wpaFormErrors, type WpaFormErrors, type WpaFormValues } from './formRules.js';

/** The fields the supervisor enters, by the spec's names. */
export const SUPERVISOR_FIELDS = Object.keys(supervisorFields) as readonly (keyof typeof supervisorFields)[];

/** Submit: every rule of the review form, with the supervisor's own Part I; field → message. */
export const supervisorFormErrors = (v: WpaFormValues, questionNos: readonly number[]): WpaFormErrors =>
  wpaFormErrors(v, { variant: 'review', questionNos, supervisorPartOne: true });

/**
 * Save draft: the messages of the values given only (a blank field is no fault yet, and the
 * proportions need not total 100 until the form is submitted).
 */
export function supervisorDraftErrors(v: WpaFormValues): WpaFormErrors {
  const all = supervisorFormErrors(v, []);
  return Object.fromEntries(Object.entries(all).filter(([k]) => k !== '_timeSpent' && !blank(v[k])));
}
