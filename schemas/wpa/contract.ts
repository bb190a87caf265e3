import { functionCode, routeRef } from '../core/contract';

/**
 * What the WPA area (spec 001 §2 'Review WPA Form detail', 002 §2) offers other areas: its pages,
 * the function it checks and the view the WPA Record Report reads.
 */
export const wpaContract = {
  routes: {
    /** WPA Management: /academic/WPAManagement/{showStatus} (pendingSend, sentToIs, over, pendingReview). */
    management: routeRef('wpa.management', ['showStatus']),
    /** Review WPA Form detail: /academic/reviewWPAFormDetail (the WPA id kept in browser storage). */
    review: routeRef('wpa.review'),
    /** 'Fill in WPA Form': /academic/newWPAForm (the offline form). */
    newForm: routeRef('wpa.newForm'),
  },
  /**
   * Views other areas may read: one row per WPA other than a draft, with its student, module,
   * programme, cohort and assigned AS, in the spec's snake_case names (the WPA Record Report and
   * its export read it).
   */
  readViews: {
    records: 'wpa_records_v',
  },
  functions: {
    wpa: functionCode({
      code: 'WPA',
      description: 'WPA forms: management lists, review decisions, weighting, offline forms and the PDF.',
      grants: {
        MODULE_CONVENER: ['canSelect', 'canInsert', 'canUpdate', 'canView', 'canUpload', 'canDownload'],
        PROGRAMME_LEADER: ['canSelect', 'canView', 'canDownload'],
        ACADEMIC_SUPERVISOR: ['canSelect', 'canInsert', 'canUpdate', 'canView', 'canUpload', 'canDownload'],
      },
    }),
  },
} as const;
