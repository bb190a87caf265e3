import { externalRouteRef, functionCode, routeRef } from '../core/contract';

const readOnly = ['canSelect', 'canView', 'canDownload'] as const;

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
        PROGRAMME_LEADER: readOnly,
        ACADEMIC_SUPERVISOR: readOnly,
      },
    }),
    applReview: functionCode({
      code: 'APPL_REVIEW',
      description: 'Review of job applications: approve, reject.',
      grants: {
        MODULE_CONVENER: ['canSelect', 'canUpdate', 'canView', 'canDownload'],
        PROGRAMME_LEADER: readOnly,
        ACADEMIC_SUPERVISOR: readOnly,
      },
    }),
  },
} as const;
