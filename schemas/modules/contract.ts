import { functionCode, routeRef, slotRef } from '../core/contract';

/** One cohort module as its summary screens pass it to what other areas add. */
export interface ModuleSummaryProps {
  cohortModuleId: number;
  /** The caller's roles in the module's cohort programme. */
  roleCodes: readonly string[];
}

/**
 * What the module area (spec 002) offers other areas: the slots of its Module Summary and
 * student summary screens, its pages, and the function it checks.
 */
export const modulesContract = {
  slots: {
    /** Module Summary: buttons to the areas of one cohort module (WPA Management, Assignments, Key Documents). */
    summaryActions: slotRef<ModuleSummaryProps>('modules.summaryActions'),
    /** Module Summary statistics: each area's counter rows, for the chosen view. */
    summaryCounters: slotRef<ModuleSummaryProps & { view: 'module' | 'studentAssigned' }>('modules.summaryCounters'),
    /** Student summary: one section per area (WPA table, assignments, key documents). */
    studentSections: slotRef<ModuleSummaryProps & { studentModuleId: number }>('modules.studentSections'),
  },
  routes: {
    list: routeRef('modules.list'),
  },
  functions: {
    modules: functionCode({
      code: 'MODULES',
      description: 'Module list and summary, students and their bulk changes, assignments and grading.',
      grants: {
        MODULE_CONVENER: ['canSelect', 'canInsert', 'canUpdate', 'canDelete', 'canView', 'canUpload', 'canDownload'],
        PROGRAMME_LEADER: ['canSelect', 'canView', 'canDownload'],
        ACADEMIC_SUPERVISOR: ['canSelect', 'canUpdate', 'canView', 'canUpload', 'canDownload'],
      },
    }),
  },
} as const;
