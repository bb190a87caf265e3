import type { Intent } from '@blueprintjs/core';

/** Status sets of spec 002 §3 and the tags' colours; labels come from the locales by code. */

export const STUDENT_MODULE_STATUSES = ['ACTIVE', 'HOLD_WIL', 'DROPPED', 'COMPLETED'] as const;
export const ASSIGN_STATUSES = ['BLANK', 'WIP', 'SUBMITTED', 'SUBMITTED_LATE', 'OVERDUE'] as const;
/** Rows a grader opens (spec 002 §4 'Assignment'). */
export const GRADABLE = ['SUBMITTED', 'SUBMITTED_LATE'] as const;

const intents: Record<string, Record<string, Intent>> = {
  moduleStatus: { ACTIVE: 'success', COMPLETED: 'primary', INCOMPLETE: 'warning', INACTIVE: 'none' },
  studentStatus: { ACTIVE: 'success', HOLD_WIL: 'warning', DROPPED: 'danger', COMPLETED: 'primary' },
  assignStatus: { WIP: 'primary', SUBMITTED: 'success', SUBMITTED_LATE: 'warning', OVERDUE: 'danger' },
  activeInd: { Y: 'success', N: 'none' },
};

export type StatusKind = 'moduleStatus' | 'studentStatus' | 'assignStatus' | 'activeInd';

export const statusIntent = (kind: StatusKind, code: string): Intent => intents[kind]![code] ?? 'none';

/** Sort options of spec 002 §9: [label key, orderBy]. */
export const MODULE_SORTS: [string, string][] = [
  ['sort.moduleCode', 'module_code'],
  ['sort.moduleName', 'module_name'],
  ['sort.cohortYear', 'cohort_year'],
];
