import { functionCode, GRANTS } from '../core/contract';

/** What the reports area checks (spec 001 §6: canSelect N hides Search; PL may delete a parameter record). */
export const reportsContract = {
  functions: {
    report: functionCode({
      code: 'REPORT',
      description: 'Reports: search, export, and deleting a programme parameter record.',
      grants: {
        MODULE_CONVENER: GRANTS.readOnly,
        PROGRAMME_LEADER: ['canSelect', 'canDelete', 'canView', 'canDownload'],
        ACADEMIC_SUPERVISOR: GRANTS.readOnly,
      },
    }),
  },
} as const;
