import { functionCode } from '../core/contract';

/** What the programmes area checks: the WIL programme setup (batch upload, clone). */
export const programmesContract = {
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
