import type { PayloadOf, ReplyOf } from '@core/client/data/call';
import type { wpaSupervisorCalls } from '@schemas/wpa/supervisorCalls';
import { SUPERVISOR_FIELDS } from '../../shared/supervisorRules';
import { formModel } from '../form/formModel';
import { PLACEMENT_FIELDS, isField } from '../form/wpaFields';
import type { WpaFormValues } from '../form/WpaFormFields';

/** What the link opens (wpaIsForm/searchByToken). */
export type SupervisorForm = ReplyOf<typeof wpaSupervisorCalls.searchByToken>;
/** What saveDraft and submit send: the token and the supervisor's fields. */
export type SupervisorPayload = PayloadOf<typeof wpaSupervisorCalls.saveDraft>;

const DATE_FIELDS = new Set<string>([isField('periodStartDate'), isField('periodEndDate'), 'signatureDate']);

/** A value as the form's field holds it: text, a day for date fields, '' for none. */
function asText(name: string, v: unknown): string {
  if (v === null || v === undefined) return '';
  const s = String(v);
  return DATE_FIELDS.has(name) ? s.slice(0, 10) : s;
}

/**
 * The form's first values: the saved draft when there is one; otherwise Part I as the student
 * gave it (the supervisor confirms or corrects it) and nothing else. The signature date defaults
 * to today (spec 002 §5).
 */
export function startValues(form: SupervisorForm, today: string): WpaFormValues {
  const values: WpaFormValues = {};
  if (form.draft) {
    const draft = form.draft as Record<string, unknown>;
    for (const name of SUPERVISOR_FIELDS) values[name] = asText(name, draft[name]);
  } else {
    const partOne = form.partOne as Record<string, unknown>;
    for (const f of PLACEMENT_FIELDS) values[isField(f.name)] = asText(isField(f.name), partOne[f.name]);
  }
  if (!values.signatureDate) values.signatureDate = today;
  return values;
}

/**
 * The form as saveDraft and submit take it: numbers as numbers, ratings as whole numbers, blank
 * as null. The values have passed the shared rules first (a draft's given values, or the whole
 * form), so a number field holds a number.
 */
export function supervisorPayload(token: string, v: WpaFormValues): SupervisorPayload {
  return { token, ...formModel(SUPERVISOR_FIELDS, v) } as SupervisorPayload;
}

/** The signature kept with the draft (a data: URL) as the image the signature field shows. */
export function dataUrlBlob(url: string): Blob | null {
  const m = /^data:([^;,]+);base64,(.*)$/.exec(url);
  if (!m) return null;
  const bytes = Uint8Array.from(atob(m[2]!), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: m[1] });
}
