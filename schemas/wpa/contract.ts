import { functionCode, GRANTS, routeRef, type ViewRows } from '../core/contract';

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
        PROGRAMME_LEADER: GRANTS.readOnly,
        ACADEMIC_SUPERVISOR: ['canSelect', 'canInsert', 'canUpdate', 'canView', 'canUpload', 'canDownload'],
      },
    }),
  },
} as const;

type Num = number | null;
type Day = string | null;
type QuestionNo = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;

/** Part I of a WPA (001 §3): the placement and its three major activities as the student gave them, in wpa_appls and the view alike. */
export interface WpaPartOne {
  wilHours: Num;
  periodStartDate: Day;
  periodEndDate: Day;
  companyName: string | null;
  companyAddress: string | null;
  industrySupervisorName: string | null;
  industrySupervisorPosition: string | null;
  industrySupervisorPhone: string | null;
  industrySupervisorEmail: string | null;
  activity1: string | null;
  activity2: string | null;
  activity3: string | null;
  activityProportion1: Num;
  activityProportion2: Num;
  activityProportion3: Num;
}

/** The rows of the WPA area's published view (migrations/002_published_views). */
export type WpaViews = ViewRows<
  typeof wpaContract.readViews,
  {
    records: {
      wpaApplId: number;
      studentModuleId: number;
      cohortModuleId: number;
      cohortYear: number;
      cohortId: number;
      mark: Num;
      applyDate: Day;
      wpaStatus: string;
      moduleCode: string;
      moduleName: string;
      signature: string | null;
      signatureDate: Day;
      workPerformance: Num;
      strengthArea: string | null;
      growthArea: string | null;
      workPerformanceComment: string | null;
      overrideWeight: Num;
      selectStudentOrIs: 'STUDENT' | 'IS' | null;
      sentToIs: 'Y' | 'N';
      sentToIsDate: Date | null;
      weightAdjusted: 'Y' | 'N';
      studentAcctId: string;
      firstName: string;
      lastName: string;
      studentName: string;
      progCode: string;
      progTitle: string;
      cohortProgId: number;
      academicSupervisorUserId: number | null;
    } & WpaPartOne & { [K in `wpaQuestion${QuestionNo}`]: string | null } & {
        [K in `wpaQuestionResult${QuestionNo}`]: Num;
      };
  }
>;
