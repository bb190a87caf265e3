import { changeRef, functionCode, GRANTS, type ViewRows } from '../core/contract';

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
        MODULE_CONVENER: GRANTS.readOnly,
        PROGRAMME_LEADER: GRANTS.all,
        ACADEMIC_SUPERVISOR: [],
      },
    }),
  },
} as const;

type Weight = number | null;
type QuestionNo = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;

/** The rows of the programmes area's published view (migrations/002_published_views). */
export type ProgrammesViews = ViewRows<
  typeof programmesContract.readViews,
  {
    parameters: {
      programmeParametersId: number;
      lastUpdatedDate: Date;
      progTitle: string;
      progCode: string;
      deptName: string;
      cohortYear: number;
      programmeLeaderName: string | null;
      programmeLeaderId: number | null;
      moduleConvenerName: string | null;
      moduleConvenerId: number | null;
      academicSupervisors: string | null;
      academicSupervisorIds: number[] | null;
      assignment1LogWeighting: Weight;
      assignment2FinalReportWeighting: Weight;
      assignment3OtherWeighting: Weight;
      wpaWeighting: Weight;
    } & { [K in `programmeSpecificWpaQuestion${9 | 10 | 11 | 12 | 13}`]: string | null } & {
      [K in `wpaQuestion${QuestionNo}Weighting`]: Weight;
    };
  }
>;
