import type { FromSchema } from 'json-schema-to-ts';
import type { setupRowError } from '@schemas/programmes/replies.js';
import {
  ASSIGNMENT_FIELDS,
  QUESTION_MAX,
  QUESTION_WEIGHT_FIELDS,
  SETUP_COLUMNS,
  SPECIFIC_QUESTION_FIELDS,
  type SetupField,
} from './columns.js';

/** One data row of the sheet as text, with its row number in the sheet (1 is the header). */
export interface SheetRow {
  row: number;
  cells: Partial<Record<SetupField, string>>;
}

/** A fault of the file as the refusal lists it (schemas/programmes/replies.ts; the screen reads the same type). */
export type RowError = FromSchema<typeof setupRowError>;

/** What the database already knows, loaded once for the whole file. */
export interface SetupLookup {
  /** Upper-case programme code → programme id. */
  programmes: Map<string, number>;
  /** Cohort year text → cohort id. */
  cohorts: Map<string, number>;
  /** `${progId}:${cohortId}` → cohort programme id. */
  cohortProgrammes: Map<string, number>;
  /** Lower-case account id → academic staff id (active staff only). */
  staff: Map<string, number>;
  /** `${academicStaffId}:${cohortProgId}:${roleCode}` for every role held. */
  roles: Set<string>;
  /** Programmes the uploader leads (they may set up only these). */
  ledProgIds: Set<number>;
}

export type WeightField = (typeof ASSIGNMENT_FIELDS)[number] | (typeof QUESTION_WEIGHT_FIELDS)[number];
export type QuestionField = (typeof SPECIFIC_QUESTION_FIELDS)[number];

export interface SetupRecord {
  row: number;
  cohortProgId: number;
  programmeLeaderId: number;
  moduleConvenerId: number;
  supervisorIds: number[];
  weights: Record<WeightField, number | null>;
  questions: Record<QuestionField, string | null>;
}

const HEADER = new Map(SETUP_COLUMNS.map((c) => [c.field, c.header]));
const header = (f: SetupField) => HEADER.get(f)!;

/** 0 to 100 with up to 2 decimals, as hundredths (integer maths for the sums). */
export function parseWeight(text: string): number | 'bad' | null {
  const t = text.trim();
  if (t === '') return null;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(t)) return 'bad';
  const cents = Math.round(Number(t) * 100);
  return cents <= 10000 ? cents : 'bad';
}

/** One row being checked: its cells as trimmed text, and where its faults go. */
interface RowCheck {
  row: number;
  text: (f: SetupField) => string;
  fail: (field: SetupField | '', reason: string) => void;
}

/** Programme and cohort: they exist, the uploader leads the programme, and no earlier row set it up. */
function checkCohortProgramme(c: RowCheck, lookup: SetupLookup, seen: Map<number, number>) {
  const { text, fail } = c;
  const progCode = text('progCode').toUpperCase();
  const progId = lookup.programmes.get(progCode);
  if (!progCode) fail('progCode', 'Programme Code is required.');
  else if (progId === undefined) fail('progCode', `Programme ${progCode} does not exist.`);
  else if (!lookup.ledProgIds.has(progId)) fail('progCode', `You are not a Programme Leader of ${progCode}.`);
  const cohortYear = text('cohortYear');
  const cohortId = lookup.cohorts.get(cohortYear);
  if (!cohortYear) fail('cohortYear', 'Cohort is required.');
  else if (cohortId === undefined) fail('cohortYear', `Cohort ${cohortYear} does not exist.`);
  const cohortProgId =
    progId !== undefined && cohortId !== undefined ? lookup.cohortProgrammes.get(`${progId}:${cohortId}`) : undefined;
  if (progId !== undefined && cohortId !== undefined && cohortProgId === undefined) {
    fail('cohortYear', `${progCode} has no cohort ${cohortYear}.`);
  }
  if (cohortProgId !== undefined) {
    const first = seen.get(cohortProgId);
    if (first !== undefined) fail('', `${progCode} ${cohortYear} is already set up in row ${first}.`);
    else seen.set(cohortProgId, c.row);
  }
  return { progCode, cohortYear, cohortProgId };
}

/** Staff: each must exist and hold the role in this cohort programme. */
function checkStaff(c: RowCheck, lookup: SetupLookup, where: ReturnType<typeof checkCohortProgramme>) {
  const { text, fail } = c;
  const { cohortProgId, progCode, cohortYear } = where;
  const staffWithRole = (field: SetupField, account: string, roleCode: string, roleName: string) => {
    const id = lookup.staff.get(account.toLowerCase());
    if (id === undefined) {
      fail(field, `${account} is not an academic staff member.`);
      return undefined;
    }
    if (cohortProgId !== undefined && !lookup.roles.has(`${id}:${cohortProgId}:${roleCode}`)) {
      fail(field, `${account} is not a ${roleName} of ${progCode} ${cohortYear}.`);
    }
    return id;
  };
  const leaderAcct = text('leader');
  const leader = leaderAcct
    ? staffWithRole('leader', leaderAcct, 'PROGRAMME_LEADER', 'Programme Leader')
    : fail('leader', 'Programme Leader User ID is required.');
  const convenerAcct = text('convener');
  const convener = convenerAcct
    ? staffWithRole('convener', convenerAcct, 'MODULE_CONVENER', 'Module Convener')
    : fail('convener', 'Module Convener User ID is required.');
  const supervisorAccts = [
    ...new Set(
      text('supervisors')
        .split(/[,;\s]+/)
        .filter(Boolean)
        .map((a) => a.toLowerCase()),
    ),
  ];
  if (supervisorAccts.length === 0) fail('supervisors', 'At least one Academic Supervisor User ID is required.');
  const supervisorIds = supervisorAccts
    .map((a) => staffWithRole('supervisors', a, 'ACADEMIC_SUPERVISOR', 'Academic Supervisor'))
    .filter((id): id is number => id !== undefined);
  return { leader, convener, supervisorIds };
}

/** Weightings: numbers 0 to 100 (2 decimals); the four assignments add up to 100. */
function checkWeights({ text, fail }: RowCheck) {
  const weights = {} as Record<WeightField, number | null>;
  for (const f of [...ASSIGNMENT_FIELDS, ...QUESTION_WEIGHT_FIELDS]) {
    const w = parseWeight(text(f));
    if (w === 'bad') {
      fail(f, 'Must be a number from 0 to 100 with at most 2 decimals.');
      weights[f] = null;
    } else weights[f] = w;
  }
  for (const f of ASSIGNMENT_FIELDS) if (weights[f] === null && text(f) === '') fail(f, `${header(f)} is required.`);
  const assignmentsOk = ASSIGNMENT_FIELDS.every((f) => weights[f] !== null);
  if (assignmentsOk) {
    const sum = ASSIGNMENT_FIELDS.reduce((s, f) => s + weights[f]!, 0);
    if (sum !== 10000) fail('wpaWeighting', `The four assignment weightings add up to ${sum / 100}, not 100.`);
  }
  return weights;
}

/** Questions: 1 to 8 always weighted; 9 to 13 weighted exactly when their text is given. */
function checkQuestions({ text, fail }: RowCheck, weights: Record<WeightField, number | null>) {
  const questions = {} as Record<QuestionField, string | null>;
  for (const f of SPECIFIC_QUESTION_FIELDS) {
    const q = text(f);
    if (q.length > QUESTION_MAX) fail(f, `At most ${QUESTION_MAX} characters (this has ${q.length}).`);
    questions[f] = q || null;
  }
  QUESTION_WEIGHT_FIELDS.forEach((f, i) => {
    const n = i + 1;
    const used = n <= 8 || questions[`programmeSpecificWpaQuestion${n}` as QuestionField] !== null;
    if (used && weights[f] === null && text(f) === '') fail(f, `${header(f)} is required.`);
    if (!used && weights[f] !== null) fail(f, `Leave it empty: Programme-specific WPA Question ${n} is empty.`);
  });
  if (QUESTION_WEIGHT_FIELDS.every((f) => text(f) === '' || weights[f] !== null)) {
    const sum = QUESTION_WEIGHT_FIELDS.reduce((s, f) => s + (weights[f] ?? 0), 0);
    if (sum !== 10000) fail('wpaQuestion1Weighting', `The WPA question weightings add up to ${sum / 100}, not 100.`);
  }
  return questions;
}

/**
 * Checks every row of a setup file against the rules of the template (see columns.ts) and the
 * database, and answers either the records to write or every fault found (never a mix).
 */
export function validateSetup(rows: SheetRow[], lookup: SetupLookup): { errors: RowError[]; records: SetupRecord[] } {
  const errors: RowError[] = [];
  const records: SetupRecord[] = [];
  const seen = new Map<number, number>();

  for (const { row, cells } of rows) {
    const before = errors.length;
    const check: RowCheck = {
      row,
      text: (f) => (cells[f] ?? '').trim(),
      fail: (field, reason) => errors.push({ row, column: field ? header(field) : '', reason }),
    };
    const where = checkCohortProgramme(check, lookup, seen);
    const staff = checkStaff(check, lookup, where);
    const weights = checkWeights(check);
    const questions = checkQuestions(check, weights);
    if (errors.length === before) {
      records.push({
        row,
        cohortProgId: where.cohortProgId!,
        programmeLeaderId: staff.leader!,
        moduleConvenerId: staff.convener!,
        supervisorIds: [...new Set(staff.supervisorIds)].sort((a, b) => a - b),
        weights,
        questions,
      });
    }
  }
  return { errors, records: errors.length ? [] : records };
}
