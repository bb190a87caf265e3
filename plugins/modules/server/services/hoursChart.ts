import { sql } from 'kysely';
import type { ModulesDb } from '../area.js';
import type { Kernel } from '@core/server/kernel.js';
import { ALL_STAFF } from '@core/server/counters/figures.js';
import { validation } from '@core/server/http/appError.js';
import { MODULE_MESSAGES } from '@schemas/modules/limits.js';
import { studentFact } from './sqlParts.js';

/** The buckets of the share of WIL hours attained, lowest first: a bucket's lower bound is its code. */
export const HOURS_BUCKETS = ['0', '25', '50', '75', '100'] as const;

/**
 * The module's students by share of the needed WIL hours attained (issue 38), as the Student List's
 * '<50% WIL hours attained' reckons it (figures/markSql.ts: the two lowest buckets are that list):
 * the maintained rollup module_hours_buckets (a few rows; an AS's own rows for an AS). Refused
 * like that list while no area contributes the completed hours.
 */
export async function hoursShareFigures(
  db: ModulesDb,
  kernel: Pick<Kernel, 'extensions'>,
  cohortModuleId: number,
  staffId: number | null,
) {
  if (!studentFact(kernel, 'completedWilHours')) throw validation(MODULE_MESSAGES.listNotAvailable);
  const r = await sql<{ bucket: number; value: number }>`
    select bucket, students as value from module_hours_buckets
     where cohort_module_id = ${cohortModuleId} and academic_staff_id = ${staffId ?? ALL_STAFF}`.execute(db);
  const counts = new Map(r.rows.map((x) => [String(x.bucket), x.value]));
  return HOURS_BUCKETS.map((b) => ({ category: b, series: 'count', value: counts.get(b) ?? 0 }));
}
