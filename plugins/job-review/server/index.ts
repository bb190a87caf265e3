import { defineServerPlugin } from '@core/server/plugin.js';
import { rebuildTally } from '@core/server/counters/tallies.js';
import type { JobReviewDb } from './area.js';
import { jobReviewContract } from '@schemas/job-review/contract.js';
import { createJobReviewTables } from './migrations/001_job_review.js';
import { listSpeed } from './migrations/002_list_speed.js';
import { publishedViews } from './migrations/003_published_views.js';
import { decisionDaysTable } from './migrations/004_decision_days.js';
import { decisionDays } from './figures/decisionDays.js';
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
  migrations: [createJobReviewTables, listSpeed, publishedViews, decisionDaysTable],
  // The home charts' daily decision figures (issue 38), kept by each decision: figures/decisionDays.ts.
  tallies: [decisionDays],
  routes: jobReviewRoutes,
  // The daily digest: posts and applications awaiting the convener (issue 39).
  contributes: [jobReviewDigest],
  // The demo's decisions are written as rows: their daily figures are then counted from them.
  seed: async (ctx) => {
    await seedJobReview(ctx);
    await rebuildTally(ctx.db, decisionDays);
  },
});
