import { changeRef, functionCode } from '../core/contract';

/** What the programmes area checks: the WIL programme setup (batch upload, clone). */
export const programmesContract = {
  /** Views other areas may read (the Programme Parameter Report). */
  readViews: {
    parameters: 'programme_parameters_v',
  },
  /**
   * Changes other areas' maintained figures read (core/server/counters): a cohort programme's
   * weightings saved or deleted (the module area's total marks split by them).
   */
  changes: {
    weightings: changeRef<{ cohortProgId: number }>('programmes.weightings'),
  },
  functions: {
    programmeSetup: functionCode({
      code: 'PROGRAMME_SETUP',
      description: 'WIL programme setup: batch upload, template, clone.',
      grants: {
        MODULE_CONVENER: ['canSelect', 'canView', 'canDownload'],
        PROGRAMME_LEADER: ['canSelect', 'canInsert', 'canUpdate', 'canDelete', 'canView', 'canUpload', 'canDownload'],
        ACADEMIC_SUPERVISOR: [],
      },
    }),
  },
} as const;
