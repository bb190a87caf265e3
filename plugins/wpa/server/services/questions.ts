import { sql } from 'kysely';
import type { WpaDb } from '../area.js';
import type { Kernel } from '@core/server/kernel.js';
import type { ReplyOf } from '@core/shared/callSpec.js';
import { programmesContract } from '@schemas/programmes/contract.js';
import { ALL_QUESTIONS, GENERAL_QUESTIONS } from '@schemas/wpa/limits.js';
import type { wpaCalls } from '@schemas/wpa/calls.js';

const NOS = Array.from({ length: ALL_QUESTIONS }, (_, i) => i + 1);

/** A WPA's question set: texts and help by number (1 to 13), and the programme's weightings. */
export interface QuestionSet {
  texts: Record<number, string | null>;
  help: Record<number, string | null>;
  weightings: Record<number, number | null>;
}

/** The numbers of the questions that have a text: only these are shown and rated (001 §3). */
export const askedOf = (q: QuestionSet) => NOS.filter((n) => (q.texts[n] ?? '').trim() !== '');

const blankSet = (): QuestionSet => ({
  texts: Object.fromEntries(NOS.map((n) => [n, null])),
  help: Object.fromEntries(NOS.map((n) => [n, null])),
  weightings: Object.fromEntries(NOS.map((n) => [n, null])),
});

/**
 * The question set of a cohort module today: the general questions 1 to 8 (this area's), the
 * programme-specific 9 to 13 and every weighting from the programme parameters of the module's
 * programme and cohort, read through the view the programmes area publishes (none while that
 * area is off: no programme questions, equal weights).
 */
export async function currentQuestionSet(db: WpaDb, kernel: Kernel, cohortModuleId: number): Promise<QuestionSet> {
  const set = blankSet();
  const general = await sql<{ questionNo: number; question: string | null; helpText: string | null }>`
    select question_no, question, help_text from wpa_general_questions order by question_no`.execute(db);
  for (const g of general.rows) {
    if (g.questionNo >= 1 && g.questionNo <= GENERAL_QUESTIONS) {
      set.texts[g.questionNo] = g.question;
      set.help[g.questionNo] = g.helpText;
    }
  }
  const view = programmesContract.readViews.parameters;
  if (!kernel.publishes(view)) return set;
  const params = await sql<Record<string, string | number | null>>`
    select pp.* from cohort_modules cm
      join cohort_programmes cp on cp.cohort_prog_id = cm.cohort_prog_id
      join programmes p on p.prog_id = cp.prog_id
      join cohorts co on co.cohort_id = cp.cohort_id
      join ${sql.table(view)} pp on pp.prog_code = p.prog_code and pp.cohort_year = co.cohort_year
     where cm.cohort_module_id = ${cohortModuleId}
     order by pp.programme_parameters_id desc limit 1`.execute(db);
  const pp = params.rows[0];
  if (!pp) return set;
  for (const n of NOS) {
    if (n > GENERAL_QUESTIONS) set.texts[n] = (pp[`programmeSpecificWpaQuestion${n}`] as string | null) ?? null;
    const w = pp[`wpaQuestion${n}Weighting`];
    set.weightings[n] = w === null || w === undefined ? null : Number(w);
  }
  return set;
}

/**
 * A WPA's question set: the texts it was given (kept on the WPA when it was created), else
 * today's set of its module; the weightings are the programme's today.
 */
export async function questionSetOfWpa(
  db: WpaDb,
  kernel: Kernel,
  wpa: { cohortModuleId: number } & Partial<Record<string, unknown>>,
): Promise<QuestionSet> {
  const current = await currentQuestionSet(db, kernel, wpa.cohortModuleId);
  const kept = NOS.some((n) => typeof wpa[`wpaQuestion${n}`] === 'string' && wpa[`wpaQuestion${n}`] !== '');
  if (!kept) return current;
  return {
    ...current,
    texts: Object.fromEntries(NOS.map((n) => [n, (wpa[`wpaQuestion${n}`] as string | null) ?? null])),
  };
}

/** wpaAppl/searchWpaQuestion's answer from a question set. */
export function questionReply(q: QuestionSet): ReplyOf<typeof wpaCalls.searchWpaQuestion> {
  const t = (n: number) => q.texts[n] ?? null;
  return {
    wpaQuestion1: t(1),
    wpaQuestion2: t(2),
    wpaQuestion3: t(3),
    wpaQuestion4: t(4),
    wpaQuestion5: t(5),
    wpaQuestion6: t(6),
    wpaQuestion7: t(7),
    wpaQuestion8: t(8),
    programmeSpecificWpaQuestion9: t(9),
    programmeSpecificWpaQuestion10: t(10),
    programmeSpecificWpaQuestion11: t(11),
    programmeSpecificWpaQuestion12: t(12),
    programmeSpecificWpaQuestion13: t(13),
    questionList: askedOf(q).map((n) => ({
      questionNo: n,
      question: q.texts[n]!,
      helpText: q.help[n] ?? null,
      weighting: q.weightings[n] ?? null,
    })),
  };
}

/** The question texts to keep on a new WPA (wpa_question1..13). */
export const questionColumns = (q: QuestionSet) =>
  Object.fromEntries(NOS.map((n) => [`wpaQuestion${n}`, q.texts[n] ?? null])) as Record<
    `wpaQuestion${number}`,
    string | null
  >;
