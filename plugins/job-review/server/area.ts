import { areaDefinitions, type AreaDb } from '@core/server/plugin.js';
import type { JobReviewTables } from './tables.js';

/** Job review's database handle: its tables and the kernel's (it reads no other area). */
export type JobReviewDb = AreaDb<JobReviewTables>;

/** defineRoute and defineJob whose handlers receive this area's handle as `db`. */
export const { defineRoute, defineJob } = areaDefinitions<JobReviewDb>();
