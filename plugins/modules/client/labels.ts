import type { Intent } from '@blueprintjs/core';
export { ASSIGN_STATUSES, GRADABLE_STATUSES, STUDENT_MODULE_STATUSES } from '@schemas/modules/limits';

/** The tags' colours of the module area's statuses (spec 002 §3); labels come from the locales by code. */
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
