/**
 * The module area's form rules (spec 002 §5), written once: the screens show the message beside
 * the field, the server answers VALIDATION with the same words (several joined with ';'). Each
 * rule answers a message key of schemas/modules/limits.ts MODULE_MESSAGES (the screens translate
 * `rule.<key>`), or null. A number may come as the text its field holds: then the text itself is
 * checked (no minus sign, no 'e', its length), as the spec's inputs refuse them.
 */
import { MODULE_LIMITS as L, MODULE_MESSAGES, type ModuleMessage } from '@schemas/modules/limits.js';

export type Fault = ModuleMessage | null;
type NumberInput = number | string | null | undefined;

export const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The message of a fault. */
export const messageOf = (f: ModuleMessage) => MODULE_MESSAGES[f];

/**
 * A plain non-negative decimal with at most `decimals` places and `chars` characters: its value,
 * or NaN. Text may hold digits and one dot only (no sign, no exponent); a JSON number must be
 * finite, not negative and have at most `decimals` places.
 */
export function plainNumber(v: NumberInput, decimals: number, chars: number): number {
  if (typeof v === 'number') {
    if (!Number.isFinite(v) || v < 0) return NaN;
    const s = String(v);
    if (/e/i.test(s)) return decimals >= 0 && Number.isInteger(v) ? v : NaN;
    const dot = s.indexOf('.');
    return dot >= 0 && s.length - dot - 1 > decimals ? NaN : v;
  }
  const s = String(v ?? '').trim();
  const re = decimals > 0 ? new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`) : /^\d+$/;
  if (s.length > chars || !re.test(s)) return NaN;
  return Number(s);
}

/** The value a rule accepted, as a number (null when blank). */
export const numberOf = (v: NumberInput): number | null => (blank(v) ? null : Number(v));

// ---- Module parameters ----

/** Curriculum and other learning hours: optional, 0 to 9999.99, 2 decimals, 7 characters, no minus or 'e'. */
export function hoursFault(v: NumberInput): Fault {
  if (blank(v)) return null;
  const n = plainNumber(v, 2, L.hoursChars);
  return Number.isNaN(n) || n > L.hoursMax ? 'hoursRange' : null;
}

const dayOf = (d: string | null | undefined) => (blank(d) ? '' : String(d).slice(0, 10));

/** Expected commence and end dates: both required, commence not after end; each re-validates the other. */
export function moduleDateFaults(
  commence: string | null | undefined,
  end: string | null | undefined,
): { commence: Fault; end: Fault } {
  const c = dayOf(commence);
  const e = dayOf(end);
  const crossed = Boolean(c && e && c > e);
  return {
    commence: !c ? 'commenceRequired' : crossed ? 'commenceAfterEnd' : null,
    end: !e ? 'endRequired' : crossed ? 'endBeforeCommence' : null,
  };
}

export interface ModuleParameterInput {
  curriculumHours?: NumberInput;
  otherLearningTrainingHours?: NumberInput;
  expectedCommenceDate?: string | null;
  expectedEndDate?: string | null;
}

/** Every fault of the Module Parameter dialog, by field. */
export function moduleParameterFaults(
  p: ModuleParameterInput,
): Partial<Record<keyof ModuleParameterInput, ModuleMessage>> {
  const dates = moduleDateFaults(p.expectedCommenceDate, p.expectedEndDate);
  const out: Partial<Record<keyof ModuleParameterInput, ModuleMessage>> = {};
  const put = (k: keyof ModuleParameterInput, f: Fault) => {
    if (f) out[k] = f;
  };
  put('curriculumHours', hoursFault(p.curriculumHours));
  put('otherLearningTrainingHours', hoursFault(p.otherLearningTrainingHours));
  put('expectedCommenceDate', dates.commence);
  put('expectedEndDate', dates.end);
  return out;
}

// ---- Assignments ----

/** Exclude small matches: optional, whole numbers 8 to 99 (2 digits). */
export function smallMatchesFault(v: NumberInput): Fault {
  if (blank(v)) return null;
  const n = plainNumber(v, 0, 2);
  return Number.isNaN(n) || n < L.smallMatchesMin || n > L.smallMatchesMax ? 'smallMatches' : null;
}

/** Weighting: required, 0 to 100, 2 decimals. */
export function assignWeightFault(v: NumberInput): Fault {
  if (blank(v)) return 'assignWeightRequired';
  const n = plainNumber(v, 2, 6);
  return Number.isNaN(n) || n > 100 ? 'assignWeightRange' : null;
}

export interface AssignmentInput {
  assignSeq?: number | null;
  assignName?: string | null;
  assignWeight?: NumberInput;
  activeInd?: string | null;
  turnitinReqInd?: string | null;
  excludeSmallMatches?: NumberInput;
}

/**
 * Every fault of one assignment (002 §5): sequence (1 to 10, not another assignment's), weighting,
 * name (required, at most 50), status and Use Turnitin required, exclude small matches.
 * `takenSeqs`: the sequences the module's other assignments use.
 */
export function assignmentFaults(
  a: AssignmentInput,
  takenSeqs: readonly number[] = [],
): Partial<Record<keyof AssignmentInput, ModuleMessage>> {
  const out: Partial<Record<keyof AssignmentInput, ModuleMessage>> = {};
  const seq = a.assignSeq;
  if (seq === null || seq === undefined || !Number.isInteger(seq) || seq < 1 || seq > L.maxAssignments) {
    out.assignSeq = 'assignSeqRequired';
  } else if (takenSeqs.includes(seq)) out.assignSeq = 'assignSeqTaken';
  const w = assignWeightFault(a.assignWeight);
  if (w) out.assignWeight = w;
  const name = (a.assignName ?? '').trim();
  if (!name) out.assignName = 'assignNameRequired';
  else if (name.length > L.assignNameMax) out.assignName = 'assignNameMax';
  if (a.activeInd !== 'Y' && a.activeInd !== 'N') out.activeInd = 'activeIndRequired';
  if (a.turnitinReqInd !== 'Y' && a.turnitinReqInd !== 'N') out.turnitinReqInd = 'turnitinRequired';
  const sm = smallMatchesFault(a.excludeSmallMatches);
  if (sm) out.excludeSmallMatches = sm;
  return out;
}

/** The Turnitin indicators of an assignment (002 §3). */
export interface TurnitinSettings {
  turnitinReqInd: 'Y' | 'N';
  storeStudentPaperInd: 'Y' | 'N';
  checkStoredPaperInd: 'Y' | 'N';
  checkInternetInd: 'Y' | 'N';
  checkJournalsInd: 'Y' | 'N';
  excludeBibliographyInd: 'Y' | 'N';
  excludeQuotedMaterialInd: 'Y' | 'N';
}

const yn = (v: string | null | undefined): 'Y' | 'N' => (v === 'Y' ? 'Y' : 'N');

/**
 * The indicators as saved: Use Turnitin Y sets store papers, check stored, check internet and
 * check journals to Y, and exclude bibliography and exclude quoted to N (002 §5); with N they are
 * kept as given (N when blank).
 */
export function turnitinSettings(a: Partial<Record<keyof TurnitinSettings, string | null>>): TurnitinSettings {
  if (a.turnitinReqInd === 'Y') {
    return {
      turnitinReqInd: 'Y',
      storeStudentPaperInd: 'Y',
      checkStoredPaperInd: 'Y',
      checkInternetInd: 'Y',
      checkJournalsInd: 'Y',
      excludeBibliographyInd: 'N',
      excludeQuotedMaterialInd: 'N',
    };
  }
  return {
    turnitinReqInd: 'N',
    storeStudentPaperInd: yn(a.storeStudentPaperInd),
    checkStoredPaperInd: yn(a.checkStoredPaperInd),
    checkInternetInd: yn(a.checkInternetInd),
    checkJournalsInd: yn(a.checkJournalsInd),
    excludeBibliographyInd: yn(a.excludeBibliographyInd),
    excludeQuotedMaterialInd: yn(a.excludeQuotedMaterialInd),
  };
}

/** At most 10 assignments per module: adding one to `existing`. */
export const tooManyAssignments = (existing: number): Fault =>
  existing >= L.maxAssignments ? 'tooManyAssignments' : null;

// ---- Grading ----

/** The mark: required ('Please input the grade of this assignment.'), 0 to 100, 2 decimals, 6 characters. */
export function markFault(v: NumberInput): Fault {
  if (blank(v)) return 'markRequired';
  const n = plainNumber(v, 2, L.markChars);
  return Number.isNaN(n) || n > L.markMax ? 'markRange' : null;
}

export const remarksFault = (v: string | null | undefined): Fault =>
  (v ?? '').length > L.remarksMax ? 'remarksMax' : null;

/** Every fault of the grading dialog, by field. */
export function gradingFaults(g: {
  assignMarks?: NumberInput;
  markedDate?: string | null;
  remarks?: string | null;
}): Partial<Record<'assignMarks' | 'markedDate' | 'remarks', ModuleMessage>> {
  const out: Partial<Record<'assignMarks' | 'markedDate' | 'remarks', ModuleMessage>> = {};
  const m = markFault(g.assignMarks);
  if (m) out.assignMarks = m;
  if (!dayOf(g.markedDate)) out.markedDate = 'markedDateRequired';
  const r = remarksFault(g.remarks);
  if (r) out.remarks = r;
  return out;
}

/** The grading dialog's confirm text (002 §5). */
export const confirmGradeText = (mark: number | string) =>
  `Please confirm that the grade you entered for this assignment is ${mark}.`;

/** The grading success message (002 §4). */
export const GRADED_MESSAGE = "You have successfully graded the student's assignment.";

// ---- Bulk changes ----

/** No selection: 'Please select the student first.' */
export const selectionFault = (selected: readonly unknown[] | null | undefined): Fault =>
  selected && selected.length ? null : 'selectStudent';

/** Sub Group: required, 0 to 9. */
export const subGroupFault = (g: number | null | undefined): Fault =>
  g === null || g === undefined || !Number.isInteger(g) || g < 0 || g > 9 ? 'subGroupRequired' : null;

export const newAsFault = (userId: number | null | undefined): Fault => (userId ? null : 'newAsRequired');

export const newStatusFault = (status: string | null | undefined): Fault => (status ? null : 'newStatusRequired');

// ---- Filter popovers ----

/** Date range of a filter popover: start not after end, each message on its own side. */
export function rangeFaults(start: string | null | undefined, end: string | null | undefined) {
  const s = dayOf(start);
  const e = dayOf(end);
  const crossed = Boolean(s && e && s > e);
  return { start: crossed ? ('startAfterEnd' as const) : null, end: crossed ? ('endBeforeStart' as const) : null };
}

/** The faults' messages as the server answers them: distinct, joined with ';'. */
export const joinMessages = (faults: readonly (Fault | undefined)[]) =>
  [...new Set(faults.filter((f): f is ModuleMessage => Boolean(f)).map(messageOf))].join(';');
