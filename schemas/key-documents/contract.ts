import { functionCode, GRANTS, routeRef } from '../core/contract';

/**
 * What the key-documents area (spec 002 §2 'Key Documents') offers other areas: its page, and the
 * function its calls check. It adds to the module area's screens (Module Summary button and
 * counter, the student summary's section) and field points (exemptedHours, exemptedHoursCount)
 * through schemas/modules/contract.ts.
 */
export const keyDocumentsContract = {
  routes: {
    /** /academic/keyDocument: the cohort module is the one kept in browser storage (002 §2). */
    list: routeRef('key-documents.list'),
  },
  functions: {
    /**
     * Grants as the demo institution has them (src/cli/demo/institution.ts). Upload and Replace
     * check canUpload, Submit and Delete canUpdate (an academic supervisor, who has no canDelete,
     * may still delete what they uploaded: 002 §6), the lists canSelect, the viewer canView.
     */
    keyDocuments: functionCode({
      code: 'KEY_DOCUMENTS',
      description: 'Key documents and exempted hours: upload, replace, submit, delete, view.',
      grants: {
        MODULE_CONVENER: GRANTS.all,
        PROGRAMME_LEADER: GRANTS.readOnly,
        ACADEMIC_SUPERVISOR: ['canSelect', 'canInsert', 'canUpdate', 'canView', 'canUpload', 'canDownload'],
      },
    }),
  },
} as const;
