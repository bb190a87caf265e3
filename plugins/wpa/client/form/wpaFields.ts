import { ALL_QUESTIONS, WPA_MAX } from '@schemas/wpa/limits';
import { ACTIVITY_FIELDS, ratingField } from '../../shared/formRules';

/**
 * The fields of a WPA form (spec 001 §3, 002 §3 and §5) as the screens show them: one definition
 * for the review page, the offline form and the industry supervisor's own page (issue 31). Each
 * names the WPA field, its label and how it is entered; the rules that check a value are the
 * area's shared rules (plugins/wpa/shared), applied alike by the server.
 */

export type FieldKind = 'text' | 'textarea' | 'date' | 'hours' | 'phone' | 'email';

export interface WpaFieldDef {
  /** The WPA field (the student's input; the supervisor's own is the same name with `Is`). */
  name: string;
  /** Label key in the 'wpa' namespace. */
  labelKey: string;
  kind: FieldKind;
  /** Longest input, for the input's own limit (the rule itself is in plugins/wpa/shared). */
  maxLength?: number;
}

/** A field labelled by its own name's key ('field.<name>'). */
const field = (name: string, kind: FieldKind, maxLength?: number): WpaFieldDef => ({
  name,
  labelKey: `field.${name}`,
  kind,
  maxLength,
});

/** Part I: the placement (student and WIL partner information). */
export const PLACEMENT_FIELDS: readonly WpaFieldDef[] = [
  field('wilHours', 'hours', 6),
  field('periodStartDate', 'date'),
  field('periodEndDate', 'date'),
  field('companyName', 'text', WPA_MAX.companyName),
  field('companyAddress', 'textarea', WPA_MAX.companyAddress),
  field('industrySupervisorName', 'text', WPA_MAX.industrySupervisorName),
  field('industrySupervisorPosition', 'text', WPA_MAX.industrySupervisorPosition),
  field('industrySupervisorPhone', 'phone', WPA_MAX.phoneOffline),
  field('industrySupervisorEmail', 'email', WPA_MAX.email),
];

/** The supervisor's own input of a Part I field (spec 001 §3: 'the same fields with an Is suffix'). */
export const isField = (name: string) => `${name}Is`;

/** The three major activities and their proportion of time (spec 002 §3). */
export const ACTIVITIES: readonly { n: number; activity: string; proportion: string }[] = ACTIVITY_FIELDS.map(
  (a, i) => ({ n: i + 1, activity: a.activity, proportion: a.proportion }),
);
export const ACTIVITY_MAX = WPA_MAX.activity;

/** Competency ratings: 8 general and 5 programme-specific questions (spec 001 §3). */
export const QUESTION_NUMBERS = Array.from({ length: ALL_QUESTIONS }, (_, i) => i + 1);
export const questionResult = ratingField;

/** Part II-C: the supervisor's comments. */
export const COMMENT_FIELDS: readonly WpaFieldDef[] = [
  field('strengthArea', 'textarea', WPA_MAX.longText),
  field('growthArea', 'textarea', WPA_MAX.longText),
  field('workPerformanceComment', 'textarea', WPA_MAX.longText),
];

/** Part II-C: who signed and when. */
export const SIGNATURE_FIELDS: readonly WpaFieldDef[] = [
  field('signature', 'text', WPA_MAX.signature),
  field('signatureDate', 'date'),
];

/** Every field a WPA form is entered with (offline form, supervisor's page), for its values object. */
export const FORM_FIELD_NAMES = [
  ...PLACEMENT_FIELDS.map((f) => f.name),
  ...ACTIVITIES.flatMap((a) => [a.activity, a.proportion]),
  ...QUESTION_NUMBERS.map(questionResult),
  'workPerformance',
  ...COMMENT_FIELDS.map((f) => f.name),
  ...SIGNATURE_FIELDS.map((f) => f.name),
];
