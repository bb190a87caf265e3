/**
 * The module area's figures (spec 002 §3, §9; 000 §5), written once for the server (whose SQL
 * computes the same total to page and sort by it: plugins/modules/server/services/sqlParts.ts,
 * tested against these) and the screens. docs/DECISIONS.md 'Issue 28: modules' gives the formula.
 */
import { grade } from '@core/shared/validators.js';

/**
 * Half away from zero at `places`, as PostgreSQL's round() of a numeric does (the product is taken
 * to 12 significant digits first, so a float's 72.22499… rounds as the 72.225 it stands for).
 */
export const round = (n: number, places: number) => {
  const f = 10 ** places;
  const x = Number((Math.abs(n) * f).toPrecision(12));
  return (Math.sign(n) * Math.round(x)) / f;
};

/** The grade of a total module mark (000 §5: the kernel's scale), null when there is no mark. */
export function gradeOf(mark: number | null | undefined): string | null {
  if (mark === null || mark === undefined || Number.isNaN(mark)) return null;
  return grade(mark);
}

/** The programme's weightings of a module's assessment (programme parameters, 001 §3). */
export interface ProgrammeWeightings {
  assignment1LogWeighting: number | null;
  assignment2FinalReportWeighting: number | null;
  assignment3OtherWeighting: number | null;
  wpaWeighting: number | null;
}

/** One of the module's assignments as the total counts it. */
export interface MarkedAssignment {
  /** The assignment's weight (assignWeight). */
  weight: number | null;
  /** The student's mark, null while not marked. */
  mark: number | null;
  /** Only active assignments count (activeInd Y). */
  active: boolean;
}

/**
 * The assignments' part of the total, out of 100: the active assignments' marks weighted by their
 * weights (equally when every weight is 0 or blank), an unmarked one counting 0. Null when the
 * module has no active assignment.
 */
export function assignmentPart(assignments: readonly MarkedAssignment[]): number | null {
  const active = assignments.filter((a) => a.active);
  if (!active.length) return null;
  const sw = active.reduce((s, a) => s + Math.max(0, a.weight ?? 0), 0);
  if (sw > 0) return active.reduce((s, a) => s + Math.max(0, a.weight ?? 0) * (a.mark ?? 0), 0) / sw;
  return active.reduce((s, a) => s + (a.mark ?? 0), 0) / active.length;
}

/**
 * The shares of the two parts: the programme's three assignment weightings added up against its
 * WPA weighting; equal shares when the programme has no weightings (none set, or the programmes
 * area is off).
 */
export function partShares(w: ProgrammeWeightings | null | undefined): { assignments: number; wpa: number } {
  const a =
    (w?.assignment1LogWeighting ?? 0) + (w?.assignment2FinalReportWeighting ?? 0) + (w?.assignment3OtherWeighting ?? 0);
  const p = w?.wpaWeighting ?? 0;
  if (!w || a + p <= 0) return { assignments: 1, wpa: 1 };
  return { assignments: Math.max(0, a), wpa: Math.max(0, p) };
}

/**
 * The total module mark out of 100, 2 decimals (the spec leaves it open; docs/DECISIONS.md):
 *
 *   total = (Sa × A + Sw × W) / (Sa + Sw)
 *
 * A: assignmentPart (the active assignments' marks by their weights, unmarked as 0);
 * W: the WPA area's wpaMarks (the student's accepted WPAs' weighted marks), 0 while none is accepted;
 * Sa: the programme's assignment weightings added up (log + final report + other), Sw: its WPA
 * weighting (equal shares without programme weightings).
 * A part that does not exist leaves the formula with its share: no active assignment (A), or the
 * WPA area off (`wpaMarks` undefined: W). Null before the student has any mark (no assignment
 * marked, no accepted WPA's mark) or when neither part exists.
 */
export function totalModuleMark(input: {
  assignments: readonly MarkedAssignment[];
  weightings: ProgrammeWeightings | null | undefined;
  /** The contributed wpaMarks: undefined when no area contributes it, null when no WPA is accepted. */
  wpaMarks: number | null | undefined;
}): number | null {
  const a = assignmentPart(input.assignments);
  const hasMark = input.assignments.some((x) => x.active && x.mark !== null) || (input.wpaMarks ?? null) !== null;
  if (!hasMark) return null;
  const s = partShares(input.weightings);
  let num = 0;
  let den = 0;
  if (a !== null) {
    num += s.assignments * a;
    den += s.assignments;
  }
  if (input.wpaMarks !== undefined) {
    num += s.wpa * (input.wpaMarks ?? 0);
    den += s.wpa;
  }
  return den > 0 ? round(num / den, 2) : null;
}

/** Spec 002 §9: workPerformanceMark / acceptedWpaCount, 2 decimals, 0 when none is accepted. */
export function averageWorkPerformance(mark: number | null | undefined, accepted: number | null | undefined): number {
  return accepted ? round(Number(mark ?? 0) / accepted, 2) : 0;
}
