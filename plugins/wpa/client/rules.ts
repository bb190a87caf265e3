import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayloadOf } from '@core/client/data/call';
import { isEmail } from '@core/shared/validators';
import type { wpaCalls } from '@schemas/wpa/calls';
import { WPA_MSG, WPA_RANGE } from '@schemas/wpa/limits';
import { ACTIVITIES, FORM_FIELD_NAMES, PLACEMENT_FIELDS, questionResult } from './form/wpaFields';
import type { WpaFormValues } from './form/WpaFormFields';

/**
 * The WPA rules the screens check before a call (spec 001 §5, 002 §5), with the spec's messages
 * (schemas/wpa/limits.ts WPA_MSG).
 * INTERIM: until plugins/wpa/shared lands (the rules both sides use); then this file passes them
 * on and keeps only the form's conversion to the call's model and the messages' translation.
 */

type MsgKey = Exclude<keyof typeof WPA_MSG, 'tooLong'>;
const KEY_OF = new Map<string, MsgKey>(
  (Object.entries(WPA_MSG) as [MsgKey, unknown][])
    .filter(([, v]) => typeof v === 'string')
    .map(([k, v]) => [v as string, k]),
);

/**
 * A rule's or the server's English message in the user's language: the spec's words are keyed by
 * their WPA_MSG name in the locales ('rule.<name>'); any other message shows as it came.
 */
export function useRuleMessage() {
  const { t } = useTranslation('wpa');
  return useCallback(
    (msg: string) => {
      const key = KEY_OF.get(msg);
      return key ? t(`rule.${key}`, { defaultValue: msg }) : msg;
    },
    [t],
  );
}

/** Override weight: 0 to 1, up to 3 decimals, at most 5 characters (spec 001 §5). */
export function overrideWeightFault(s: string): string | null {
  const v = s.trim();
  if (v === '' || !/^\d+(\.\d{1,3})?$/.test(v)) return WPA_MSG.overrideWeight;
  const n = Number(v);
  return n >= 0 && n <= WPA_RANGE.overrideWeightMax ? null : WPA_MSG.overrideWeight;
}

const blank = (v: string | undefined) => v === undefined || v.trim() === '';
const decimals = (v: string) => (v.split('.')[1] ?? '').length;
const isNumber = (v: string) => /^-?\d+(\.\d+)?$/.test(v.trim());

/** The offline form's faults (002 §5, offline variants), by field; an empty object when it may be sent. */
export function offlineFormFaults(
  v: WpaFormValues,
  asked: readonly number[],
  files: { signature: boolean; paperForm: boolean },
): Record<string, string> {
  const f: Record<string, string> = {};
  const required: [string, string][] = [
    ['periodStartDate', WPA_MSG.periodStart],
    ['periodEndDate', WPA_MSG.periodEnd],
    ['companyName', WPA_MSG.companyName],
    ['companyAddress', WPA_MSG.companyAddress],
    ['industrySupervisorName', WPA_MSG.supervisorName],
    ['industrySupervisorPosition', WPA_MSG.supervisorPosition],
    ['industrySupervisorPhone', WPA_MSG.supervisorPhone],
    ['industrySupervisorEmail', WPA_MSG.supervisorEmail],
    ['signature', WPA_MSG.signatureName],
    ['signatureDate', WPA_MSG.signatureDate],
  ];
  for (const [name, msg] of required) if (blank(v[name])) f[name] = msg;

  const hours = v.wilHours ?? '';
  if (blank(hours)) f.wilHours = WPA_MSG.wilHoursRequired;
  else if (!isNumber(hours)) f.wilHours = WPA_MSG.wilHoursRequired;
  else if (Number(hours) < 0) f.wilHours = WPA_MSG.wilHoursMin;
  else if (Number(hours) > WPA_RANGE.wilHoursMax) f.wilHours = WPA_MSG.wilHoursMax;
  else if (decimals(hours) > WPA_RANGE.hoursDecimals) f.wilHours = WPA_MSG.wilHoursDecimals;

  if (!f.periodStartDate && !f.periodEndDate && v.periodStartDate! > v.periodEndDate!)
    f.periodStartDate = WPA_MSG.periodOrder;
  if (!f.industrySupervisorEmail && !isEmail(v.industrySupervisorEmail!.trim()))
    f.industrySupervisorEmail = WPA_MSG.emailFormat;

  let given = false;
  let sum = 0;
  for (const a of ACTIVITIES) {
    const p = v[a.proportion] ?? '';
    if (blank(v[a.activity]) && blank(p)) continue;
    given = true;
    if (blank(p)) f[a.proportion] = WPA_MSG.proportionRequired;
    else if (!isNumber(p)) f[a.proportion] = WPA_MSG.proportionRange;
    else if (Number(p) < 0) f[a.proportion] = WPA_MSG.timeSpentNegative;
    else if (Number(p) > WPA_RANGE.proportionMax) f[a.proportion] = WPA_MSG.proportionRange;
    else if (decimals(p) > WPA_RANGE.proportionDecimals) f[a.proportion] = WPA_MSG.proportionDecimals;
    else sum += Number(p);
  }
  const proportionFault = ACTIVITIES.some((a) => f[a.proportion]);
  if (given && !proportionFault && Math.abs(sum - 100) > 1e-9) f.activityTotal = WPA_MSG.timeSpentSumOffline;

  for (const n of asked) if (blank(v[questionResult(n)])) f[questionResult(n)] = WPA_MSG.ratingOffline;
  if (blank(v.workPerformance)) f.workPerformance = WPA_MSG.workPerformance;

  if (!files.signature) f.signatureImg = WPA_MSG.signatureImage;
  if (!files.paperForm) f.file = WPA_MSG.paperForm;
  return f;
}

type InsertModel = PayloadOf<typeof wpaCalls.insert>;

const NUMBER_FIELDS = new Set(['wilHours', ...ACTIVITIES.map((a) => a.proportion)]);
const DATE_FIELDS = new Set(
  PLACEMENT_FIELDS.filter((d) => d.kind === 'date')
    .map((d) => d.name)
    .concat('signatureDate'),
);

/** The offline form's values as the insert call's model: numbers as numbers, empty as null. */
export function offlineModel(studentModuleId: number, v: WpaFormValues): InsertModel {
  const model: Record<string, unknown> = { studentModuleId };
  for (const name of FORM_FIELD_NAMES) {
    const raw = (v[name] ?? '').trim();
    if (raw === '') model[name] = null;
    else if (NUMBER_FIELDS.has(name)) model[name] = Number(raw);
    else if (name.startsWith('wpaQuestionResult') || name === 'workPerformance') model[name] = parseInt(raw, 10);
    else if (DATE_FIELDS.has(name)) model[name] = raw;
    else model[name] = raw;
  }
  return model as InsertModel;
}
