import { ACTIVITIES, isField } from './wpaFields';
import type { WpaFormValues } from './WpaFormFields';

// The student's and the supervisor's own hours (a form holds one of the two), and the proportions.
const NUMBER_FIELDS = new Set<string>(['wilHours', isField('wilHours'), ...ACTIVITIES.map((a) => a.proportion)]);

/** A rating field: a question's result or work performance. */
export const isRating = (name: string) => name.startsWith('wpaQuestionResult') || name === 'workPerformance';

/**
 * The named fields of a form as a call takes them: numbers as numbers, ratings as whole numbers,
 * blank as null, the rest as trimmed text.
 */
export function formModel(names: readonly string[], v: WpaFormValues): Record<string, unknown> {
  const model: Record<string, unknown> = {};
  for (const name of names) {
    const raw = (v[name] ?? '').trim();
    if (raw === '') model[name] = null;
    else if (NUMBER_FIELDS.has(name)) model[name] = Number(raw);
    else if (isRating(name)) model[name] = parseInt(raw, 10);
    else model[name] = raw;
  }
  return model;
}
