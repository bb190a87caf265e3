import { createExternalRouteRef, createRouteRef } from '@core/client/extensions/routeRefs';

/** The job-review pages other plugins may link to (config/app.json "routes" binds them). */
export const jobReviewRoutes = {
  seeAllJobPostings: createRouteRef('job-review.seeAllJobPostings'),
  studentAllApplications: createRouteRef('job-review.studentAllApplications'),
  reviewJobPosting: createRouteRef('job-review.reviewJobPosting', ['jobId', 'flag']),
  reviewApplication: createRouteRef('job-review.reviewApplication', ['jobApplId']),
};

/** Pages of other plugins the job-review screens link to. */
export const jobReviewExternalRoutes = {
  /** 'See All Modules' on the Assessment card: the modules plugin's list, once it exists. */
  moduleList: createExternalRouteRef('job-review.moduleList'),
};
