/**
 * The WPA form's rules (spec 002 §5 'WPA form (review and offline)', 001 §5), written once for
 * both sides: the screens show these messages beside their fields, and the server answers
 * VALIDATION with the same words (messages joined with ';', the spec's message lists). Plain
 * functions over plain values; a number may arrive as the text a form field holds.
 *
 * The two variants are one definition: 'review' is the form the industry supervisor fills in and
 * staff review (activities required, phone at most 12, 'This is required.'), 'offline' the form
 * an AS enters from the paper form (activities optional, phone at most 50, 'Please assess student
 * competencies.').
 */
import { isEmail } from '@schemas/core/inputRules.js';
import { ALL_QUESTIONS, WPA_MAX, WPA_MSG, WPA_RANGE } from '@schemas/wpa/limits.js';

export type WpaFormVariant = 'review' | 'offline';

type Value = string | number | null | undefined;

/** The form's values by the spec's field names (001 §3); numbers may be the field's text. */
export type WpaFormValues = Partial<Record<string, Value>>;

/** Field name → the spec's message for it; '_timeSpent' holds the sum rule's. */
export type WpaFormErrors = Partial<Record<string, string>>;

export const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The value as a number, or NaN when it is not one ('' and null are blank, see `blank`). */
export function numberOf(v: Value): number {
  if (typeof v === 'number') return v;
  if (typeof v !== 'string' || !/^\s*-?(\d+(\.\d*)?|\.\d+)\s*$/.test(v)) return NaN;
  return Number(v);
}

/** Decimal places as typed ('1.50' → 2; 1.5 → 1); Infinity when the number is not plain. */
export function decimalsOf(v: Value): number {
  const s = typeof v === 'number' ? String(v) : String(v ?? '').trim();
  if (/e/i.test(s)) return Infinity;
  const dot = s.indexOf('.');
  return dot < 0 ? 0 : s.length - dot - 1;
}

/** 'YYYY-MM-DD…' → 'YYYY-MM-DD' when it is a day of the calendar (2026-02-30 is not), else null. */
export function dayOf(v: Value): string | null {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(v)) return null;
  const d = v.slice(0, 10);
  const t = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d ? d : null;
}

/** The three activities, their proportion field and the supervisor's time-spent field (001 §3). */
export const ACTIVITY_FIELDS = [
  { activity: 'activity1', proportion: 'activityProportion1', timeSpent: 'timeSpentOne' },
  { activity: 'activity2', proportion: 'activityProportion2', timeSpent: 'timeSpentTwo' },
  { activity: 'activity3', proportion: 'activityProportion3', timeSpent: 'timeSpentThree' },
] as const;

export const ratingField = (n: number) => `wpaQuestionResult${n}`;

/** Field labels used in length messages (the screens show their own translated labels). */
const LABEL: Record<string, string> = {
  companyName: 'Company Name',
  companyAddress: 'Company Address',
  industrySupervisorName: 'Name of Industry Supervisor',
  industrySupervisorPosition: 'Position of Industry Supervisor',
  industrySupervisorPhone: 'Phone of Industry Supervisor',
  industrySupervisorEmail: 'Email of Industry Supervisor',
  activity1: 'Activity 1',
  activity2: 'Activity 2',
  activity3: 'Activity 3',
  strengthArea: 'Strength Area',
  growthArea: 'Growth Area',
  workPerformanceComment: 'Comments',
  signature: 'Name of the signatory',
};

function text(e: WpaFormErrors, v: WpaFormValues, name: string, max: number, required: string | null) {
  const s = v[name];
  if (blank(s)) {
    if (required) e[name] = required;
    return;
  }
  if (String(s).length > max) e[name] = WPA_MSG.tooLong(LABEL[name] ?? name, max);
}

/** A rating 0 to 5 (whole numbers); `missing` when none is given and one is needed. */
function rating(e: WpaFormErrors, v: WpaFormValues, name: string, missing: string | null) {
  const s = v[name];
  if (blank(s)) {
    if (missing) e[name] = missing;
    return;
  }
  const n = numberOf(s);
  if (!Number.isInteger(n) || n < WPA_RANGE.ratingMin || n > WPA_RANGE.ratingMax) e[name] = WPA_MSG.ratingRange;
}

export interface WpaFormOptions {
  variant: WpaFormVariant;
  /** The question numbers (1 to 13) of the WPA's question set that have a question: each needs a rating. */
  questionNos: readonly number[];
  /** Check the supervisor's own Part I (the Is fields) instead of the student's (issue 31's page). */
  supervisorPartOne?: boolean;
}

/** Part I: hours, period, company, industry supervisor (the Is fields on the supervisor's page). */
function partOneErrors(e: WpaFormErrors, v: WpaFormValues, review: boolean, f: (name: string) => string) {
  const hours = v[f('wilHours')];
  if (blank(hours)) e[f('wilHours')] = WPA_MSG.wilHoursRequired;
  else {
    const n = numberOf(hours);
    if (Number.isNaN(n)) e[f('wilHours')] = WPA_MSG.wilHoursRequired;
    else if (n < 0) e[f('wilHours')] = WPA_MSG.wilHoursMin;
    else if (n > WPA_RANGE.wilHoursMax) e[f('wilHours')] = WPA_MSG.wilHoursMax;
    else if (decimalsOf(hours) > WPA_RANGE.hoursDecimals) e[f('wilHours')] = WPA_MSG.wilHoursDecimals;
  }
  const start = dayOf(v[f('periodStartDate')]);
  const end = dayOf(v[f('periodEndDate')]);
  if (!start) e[f('periodStartDate')] = WPA_MSG.periodStart;
  if (!end) e[f('periodEndDate')] = WPA_MSG.periodEnd;
  if (start && end && start > end) {
    e[f('periodStartDate')] = WPA_MSG.startAfterEnd;
    e[f('periodEndDate')] = WPA_MSG.endBeforeStart;
  }
  const lengths = (name: string, max: number, required: string) => {
    const s = v[f(name)];
    if (blank(s)) e[f(name)] = required;
    else if (String(s).length > max) e[f(name)] = WPA_MSG.tooLong(LABEL[name] ?? name, max);
  };
  lengths('companyName', WPA_MAX.companyName, WPA_MSG.companyName);
  lengths('companyAddress', WPA_MAX.companyAddress, WPA_MSG.companyAddress);
  lengths('industrySupervisorName', WPA_MAX.industrySupervisorName, WPA_MSG.supervisorName);
  lengths('industrySupervisorPosition', WPA_MAX.industrySupervisorPosition, WPA_MSG.supervisorPosition);
  lengths('industrySupervisorPhone', review ? WPA_MAX.phoneReview : WPA_MAX.phoneOffline, WPA_MSG.supervisorPhone);
  const email = v[f('industrySupervisorEmail')];
  if (blank(email)) e[f('industrySupervisorEmail')] = WPA_MSG.supervisorEmail;
  else if (String(email).length > WPA_MAX.email || !isEmail(String(email).trim())) {
    e[f('industrySupervisorEmail')] = WPA_MSG.emailFormat;
  }
}

/**
 * Activities and their proportion of time: required in review, optional offline; the
 * proportions of the activities given total 100.
 */
function activityErrors(e: WpaFormErrors, v: WpaFormValues, review: boolean) {
  let anyActivity = false;
  let sum = 0;
  let sumKnown = true;
  for (const a of ACTIVITY_FIELDS) {
    text(e, v, a.activity, WPA_MAX.activity, review ? WPA_MSG.activityRequired : null);
    const filled = !blank(v[a.activity]);
    anyActivity ||= filled;
    const p = v[a.proportion];
    if (blank(p)) {
      if (filled) e[a.proportion] = WPA_MSG.proportionRequired;
      if (filled) sumKnown = false;
    } else {
      const n = numberOf(p);
      if (Number.isNaN(n)) e[a.proportion] = WPA_MSG.proportionRequired;
      else if (n < 0) e[a.proportion] = review ? WPA_MSG.timeSpentNegative : WPA_MSG.proportionRange;
      else if (n > WPA_RANGE.proportionMax) e[a.proportion] = WPA_MSG.proportionRange;
      else if (decimalsOf(p) > WPA_RANGE.proportionDecimals) e[a.proportion] = WPA_MSG.proportionDecimals;
      if (Number.isNaN(n)) sumKnown = false;
      else sum += n;
    }
    const t = v[a.timeSpent];
    if (!blank(t)) {
      const n = numberOf(t);
      if (Number.isNaN(n) || n < 0) e[a.timeSpent] = WPA_MSG.timeSpentNegative;
    }
  }
  if (sumKnown && (review || anyActivity) && Math.abs(sum - 100) > 0.001) {
    e._timeSpent = review ? WPA_MSG.timeSpentSumReview : WPA_MSG.timeSpentSumOffline;
  }
}

/** Part II: the ratings of the questions the WPA has, the work performance, comments and signature. */
function partTwoErrors(e: WpaFormErrors, v: WpaFormValues, review: boolean, questionNos: readonly number[]) {
  const asked = new Set(questionNos);
  for (let n = 1; n <= ALL_QUESTIONS; n++) {
    rating(e, v, ratingField(n), asked.has(n) ? (review ? WPA_MSG.ratingReview : WPA_MSG.ratingOffline) : null);
  }
  rating(e, v, 'workPerformance', WPA_MSG.workPerformance);
  text(e, v, 'strengthArea', WPA_MAX.longText, null);
  text(e, v, 'growthArea', WPA_MAX.longText, null);
  text(e, v, 'workPerformanceComment', WPA_MAX.longText, null);
  text(e, v, 'signature', WPA_MAX.signature, WPA_MSG.signatureName);
  if (!dayOf(v.signatureDate)) e.signatureDate = WPA_MSG.signatureDate;
}

/**
 * Every rule of 002 §5 for one form: field name → message, in the form's order; empty when the
 * form passes. The server runs it on the payload, the screens on their values.
 */
export function wpaFormErrors(v: WpaFormValues, o: WpaFormOptions): WpaFormErrors {
  const e: WpaFormErrors = {};
  const review = o.variant === 'review';
  const is = o.supervisorPartOne ? 'Is' : '';
  partOneErrors(e, v, review, (name) => `${name}${is}`);
  activityErrors(e, v, review);
  partTwoErrors(e, v, review, o.questionNos);
  return e;
}

/** The messages alone, once each, as the server sends them (joined with ';'). */
export const messagesOf = (e: WpaFormErrors): string[] => [...new Set(Object.values(e) as string[])];

/** 001 §5: the return-to-student comment. */
export function returnCommentError(comment: Value): string | null {
  if (blank(comment)) return WPA_MSG.returnComment;
  if (String(comment).length > WPA_MAX.returnComment) return WPA_MSG.tooLong('Comment', WPA_MAX.returnComment);
  return null;
}

/** 001 §5: the resend popup's name and email. */
export function resendErrors(r: { industrySupervisorName?: Value; industrySupervisorEmail?: Value }): WpaFormErrors {
  const e: WpaFormErrors = {};
  if (blank(r.industrySupervisorName)) e.industrySupervisorName = WPA_MSG.resendName;
  else if (String(r.industrySupervisorName).length > WPA_MAX.resendName) {
    e.industrySupervisorName = WPA_MSG.tooLong('Name', WPA_MAX.resendName);
  }
  const email = r.industrySupervisorEmail;
  if (blank(email)) e.industrySupervisorEmail = WPA_MSG.resendEmail;
  else if (String(email).length > WPA_MAX.resendEmail || !isEmail(String(email).trim())) {
    e.industrySupervisorEmail = WPA_MSG.emailFormat;
  }
  return e;
}

/** 001 §5: Accept and Reject need the source of the profile information. */
export const sourceError = (s: Value): string | null => (s === 'STUDENT' || s === 'IS' ? null : WPA_MSG.source);

/** 001 §3, 002 §5: the notes panel (remarks and comments, 500 each). */
export function notesErrors(n: { remarks?: Value; comments?: Value }): WpaFormErrors {
  const e: WpaFormErrors = {};
  if (!blank(n.remarks) && String(n.remarks).length > WPA_MAX.notes)
    e.remarks = WPA_MSG.tooLong('Remarks', WPA_MAX.notes);
  if (!blank(n.comments) && String(n.comments).length > WPA_MAX.notes) {
    e.comments = WPA_MSG.tooLong('Comments', WPA_MAX.notes);
  }
  return e;
}

/** 001 §5: an override weight is a number 0 to 1, up to 3 decimals, at most 5 characters; blank clears it. */
export function overrideWeightError(w: Value): string | null {
  if (blank(w)) return null;
  const n = numberOf(w);
  const typed = typeof w === 'number' ? String(w) : String(w).trim();
  if (
    Number.isNaN(n) ||
    n < 0 ||
    typed.startsWith('-') ||
    n > WPA_RANGE.overrideWeightMax ||
    decimalsOf(w) > WPA_RANGE.overrideWeightDecimals ||
    typed.length > WPA_MAX.overrideWeightChars
  ) {
    return WPA_MSG.overrideWeight;
  }
  return null;
}

/** 001 §5, 002 §5: the date-range filters' messages, for the start and the end field. */
export function dateRangeErrors(start: Value, end: Value): { startDate?: string; endDate?: string } {
  const s = dayOf(start);
  const t = dayOf(end);
  return s && t && s > t ? { startDate: WPA_MSG.startAfterEnd, endDate: WPA_MSG.endBeforeStart } : {};
}

/** 001 §2, 002 §2: the student ID search keeps only letters and digits. */
export const studentIdSearch = (s: Value) => String(s ?? '').replace(/[^A-Za-z0-9]/g, '');
