import { areaDefinitions, type AreaDb, type NoTables, type RouteContext } from '@core/server/plugin.js';
import type { Actor } from '@core/server/auth/actor.js';
import type { JobReviewViews } from '@schemas/job-review/contract.js';
import type { ModulesViews } from '@schemas/modules/contract.js';
import type { ProgrammesViews } from '@schemas/programmes/contract.js';
import type { WpaViews } from '@schemas/wpa/contract.js';

/**
 * The reports area's database handle: no table of its own (its views are over the kernel's
 * tables), the kernel's tables, and the views other areas publish that its definitions read
 * (config/reports: each an optional dependency, its reports shown while its area is on).
 */
export type ReportsDb = AreaDb<NoTables, JobReviewViews & ModulesViews & ProgrammesViews & WpaViews>;

/** defineRoute whose handlers receive this area's handle as `db`. */
export const { defineRoute } = areaDefinitions<ReportsDb>();

/** What a report handler receives: any payload (the definition checks it), this area's handle. */
export type ReportContext = RouteContext<unknown, Actor, ReportsDb>;
