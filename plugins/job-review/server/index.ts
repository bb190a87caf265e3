import { defineServerPlugin } from '@core/server/plugin.js';
import type { JobReviewDb } from './area.js';
import { jobReviewContract } from '@schemas/job-review/contract.js';
import { createJobReviewTables } from './migrations/001_job_review.js';
import { listSpeed } from './migrations/002_list_speed.js';
import { publishedViews } from './migrations/003_published_views.js';
import { jobReviewRoutes } from './routes.js';
import { seedJobReview } from './seed.js';
import { jobReviewDigest } from './digest.js';

/**
 * Job post and application review (spec 000 §2 from 'Academic home', §4, §7): the lifecycles
 * live in ../machines, shared with the screens.
 */
export default defineServerPlugin<JobReviewDb>({
  id: 'job-review',
  description: 'Job post and job application review, and the student lists and counts of the academic home.',
  functions: Object.values(jobReviewContract.functions),
  readViews: Object.values(jobReviewContract.readViews),
  migrations: [createJobReviewTables, listSpeed, publishedViews],
  routes: jobReviewRoutes,
  // The daily digest: posts and applications awaiting the convener (issue 39).
  contributes: [jobReviewDigest],
  seed: seedJobReview,
});
