/**
 * What counts as needed, completed, overdue or pending review in the module area (spec 002 §3,
 * §4, §9), for the server's SQL (plugins/modules/server/services/sqlParts.ts says the same) and
 * the screens. docs/DECISIONS.md 'Issue 28: modules'.
 */
import { MODULE_LIMITS, type AssignStatus } from '@schemas/modules/limits.js';
import { round } from './marks.js';

/**
 * The WIL hours a student needs: the module's curriculum hours less the hours they are exempted
 * from (key documents), never below 0. Other learning/training hours are shown, not subtracted.
 */
export function neededWilHours(curriculumHours: number | null | undefined, exemptedHours: number | null | undefined) {
  return round(Math.max(0, (curriculumHours ?? 0) - (exemptedHours ?? 0)), 2);
}

/**
 * Completed over needed hours in percent (2 decimals, at most 100); 100 when none are needed
 * (002 §9). Null when the completed hours are not known (no area contributes them).
 */
export function completedHoursPercent(
  completed: number | null | undefined,
  needed: number | null | undefined,
): number | null {
  if (completed === undefined) return null;
  if (!needed || needed <= 0) return 100;
  return round(Math.min(100, (100 * Math.max(0, completed ?? 0)) / needed), 2);
}

/** The '<50% WIL hours attained' flag (002 §3 completedWilHoursLessCount, §9). */
export function lessHoursAttained(completed: number | null | undefined, needed: number | null | undefined): boolean {
  const p = completedHoursPercent(completed, needed);
  return p !== null && p < MODULE_LIMITS.lessHoursPercent;
}

/** 'YYYY-MM-DD' of a date or ISO text, in UTC (the server's dates are UTC, DOMAIN.md). */
export const isoDay = (d: Date | string) => (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));

/**
 * A student assignment's status as shown and filtered: the stored one, except that a BLANK or WIP
 * assignment whose deadline has passed (before today) is OVERDUE; nothing submitted is overdue
 * before its deadline or when it has none.
 */
export function effectiveAssignStatus(
  status: string,
  deadline: string | null | undefined,
  today: string = isoDay(new Date()),
): AssignStatus | string {
  if ((status === 'BLANK' || status === 'WIP') && deadline && deadline.slice(0, 10) < today) return 'OVERDUE';
  return status;
}

export const isOverdue = (status: string, deadline: string | null | undefined, today?: string) =>
  effectiveAssignStatus(status, deadline, today) === 'OVERDUE';

/** Submitted (SUBMITTED or SUBMITTED_LATE) and not marked: pending review (002 §4). */
export const isPendingReview = (status: string, mark: number | null | undefined) =>
  (status === 'SUBMITTED' || status === 'SUBMITTED_LATE') && (mark === null || mark === undefined);

/** A row opens the grading dialog (002 §2): SUBMITTED or SUBMITTED_LATE. */
export const isGradable = (status: string) => status === 'SUBMITTED' || status === 'SUBMITTED_LATE';
