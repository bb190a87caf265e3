import { externalRouteRef, functionCode, GRANTS, routeRef, type ViewRows } from '../core/contract';

/** What job review (spec 000 §2, §4) offers other areas: its pages and the functions it checks. */
export const jobReviewContract = {
  routes: {
    seeAllJobPostings: routeRef('job-review.seeAllJobPostings'),
    studentAllApplications: routeRef('job-review.studentAllApplications'),
    reviewJobPosting: routeRef('job-review.reviewJobPosting', ['jobId', 'flag']),
    reviewApplication: routeRef('job-review.reviewApplication', ['jobApplId']),
  },
  /** Pages of other areas its screens link to, bound in config/app.json "routes". */
  externalRoutes: {
    /** 'See All Modules' on the Assessment card: the module area's list. */
    moduleList: externalRouteRef('job-review.moduleList'),
  },
  /** Views other areas may read (the Job Posting and Job Application reports). */
  readViews: {
    posts: 'job_review_posts_v',
    applications: 'job_review_applications_v',
  },
  functions: {
    jobReview: functionCode({
      code: 'JOB_REVIEW',
      description: 'Review of job posts: approve, approve with special arrangement, reject.',
      grants: {
        MODULE_CONVENER: ['canSelect', 'canUpdate', 'canView', 'canDownload'],
        PROGRAMME_LEADER: GRANTS.readOnly,
        ACADEMIC_SUPERVISOR: GRANTS.readOnly,
      },
    }),
    applReview: functionCode({
      code: 'APPL_REVIEW',
      description: 'Review of job applications: approve, reject.',
      grants: {
        MODULE_CONVENER: ['canSelect', 'canUpdate', 'canView', 'canDownload'],
        PROGRAMME_LEADER: GRANTS.readOnly,
        ACADEMIC_SUPERVISOR: GRANTS.readOnly,
      },
    }),
  },
} as const;

type Day = string | null;

/** The rows of job review's published views (migrations/003_published_views). */
export type JobReviewViews = ViewRows<
  typeof jobReviewContract.readViews,
  {
    posts: {
      jobId: number;
      jobTitle: string;
      progTitle: string;
      progCode: string;
      cohortYear: number;
      companyName: string;
      jobPostStatus: string;
      submitDate: Day;
      jobApplyCount: number;
      offerAcceptedCount: number;
      assignedStudents: number;
      positionTypeVal: string | null;
      jobTypeVal: string | null;
      salaryRangeFrom: number | null;
      salaryRangeTo: number | null;
      unitVal: string | null;
      estimatedNoOfDaysAWeek: number | null;
      estimatedNoOfHoursAWeek: number | null;
      expCommenceDate: Day;
      expEndDate: Day;
      lastApplyDate: Day;
      vacancies: number;
      workLocVal: string | null;
    };
    applications: {
      jobApplId: number;
      jobId: number;
      jobTitle: string;
      jobApplStatus: string;
      applyDate: Day;
      lastApplyDate: Day;
      studentUserCode: string;
      firstName: string;
      lastName: string;
      studentName: string;
      email: string | null;
      contactPhone: string | null;
      weChat: string | null;
      personalWeb: string | null;
      whatsApp: string | null;
      linkedIn: string | null;
      fileCount: number;
      portfolioLinkOne: 'Y' | 'N';
      portfolioLinkTwo: 'Y' | 'N';
      portfolioLinkThree: 'Y' | 'N';
      progCode: string;
      cohortYear: number;
    };
  }
>;
