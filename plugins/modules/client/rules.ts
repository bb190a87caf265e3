/**
 * The module area's rules as the screens use them.
 * INTERIM: until plugins/modules/shared/ (the rules client and server share) lands, these are
 * stand-ins with the spec's wording; they are then re-exported from there, never written twice.
 */

/** Spec 002 §9: completed over needed WIL hours, 100 when none are needed; absent when the figures are. */
export function completedHoursPercent(completed: number | null | undefined, needed: number | null | undefined) {
  if (completed === undefined || needed === undefined) return undefined;
  if (!needed) return 100;
  return Math.min(100, (Number(completed ?? 0) / needed) * 100);
}

/** Spec 000 §5's grade scale, from the total module mark. */
export function gradeOf(mark: number | null | undefined) {
  if (mark === null || mark === undefined) return undefined;
  const bands: [number, string][] = [
    [85, 'A'],
    [80, 'A-'],
    [75, 'B+'],
    [70, 'B'],
    [65, 'B-'],
    [60, 'C+'],
    [55, 'C'],
    [50, 'C-'],
    [45, 'D+'],
    [40, 'D'],
  ];
  return bands.find(([min]) => mark >= min)?.[1] ?? 'F';
}

// ---- Form rules (spec 002 §5); messages are the spec's, shown through the locales by key ----

/** A message key of the module area's locales, with its values. */
export type Fault = { key: string; values?: Record<string, unknown> } | null;

const HOURS = /^\d{1,4}(\.\d{1,2})?$/;
/** Curriculum and other learning hours: optional, 0 to 9999.99, 2 decimals, 7 characters, no minus or 'e'. */
export function hoursFault(raw: string): Fault {
  const v = raw.trim();
  if (v === '') return null;
  if (v.length > 7 || !HOURS.test(v) || Number(v) > 9999.99) return { key: 'rule.hoursRange' };
  return null;
}

/** Expected commence and end dates: both required, commence not after end; each checks the other. */
export function moduleDateFaults(commence: string, end: string): { commence: Fault; end: Fault } {
  const crossed = Boolean(commence && end && commence > end);
  return {
    commence: !commence ? { key: 'rule.commenceRequired' } : crossed ? { key: 'rule.commenceAfterEnd' } : null,
    end: !end ? { key: 'rule.endRequired' } : crossed ? { key: 'rule.endBeforeCommence' } : null,
  };
}

export const MAX_ASSIGNMENTS = 10;

/** Exclude small matches: optional, 8 to 99. */
export function smallMatchesFault(raw: string): Fault {
  const v = raw.trim();
  if (v === '') return null;
  if (!/^\d{1,2}$/.test(v) || Number(v) < 8) return { key: 'rule.smallMatches' };
  return null;
}

/** Grading (spec 002 §5): required, 0 to 100, 2 decimals, 6 characters. */
export function markFault(raw: string): Fault {
  const v = raw.trim();
  if (v === '') return { key: 'rule.markRequired' };
  if (v.length > 6 || !/^\d{1,3}(\.\d{1,2})?$/.test(v) || Number(v) > 100) return { key: 'rule.markRange' };
  return null;
}
