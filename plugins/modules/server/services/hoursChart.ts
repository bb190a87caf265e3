import { sql } from 'kysely';
import type { ModulesDb } from '../area.js';
import type { Kernel } from '@core/server/kernel.js';
import { validation } from '@core/server/http/appError.js';
import { MODULE_MESSAGES } from '@schemas/modules/limits.js';
import { studentFact } from './sqlParts.js';

/** The buckets of the share of WIL hours attained, lowest first: a bucket's lower bound is its code. */
export const HOURS_BUCKETS = ['0', '25', '50', '75', '100'] as const;

/**
 * The module's students by share of the needed WIL hours attained (issue 38), as the Student List's
 * '<50% WIL hours attained' reckons it (markSql.ts lessHoursSql: the same rounding, so the two
 * lowest buckets are that list): each student's contributed completed and exempted hours, read
 * from the areas' maintained per-student figures over the module's index. Refused like that list
 * while no area contributes the completed hours.
 */
export async function hoursShareFigures(
  db: ModulesDb,
  kernel: Pick<Kernel, 'extensions'>,
  cohortModuleId: number,
  staffId: number | null,
) {
  const completed = studentFact(kernel, 'completedWilHours');
  if (!completed) throw validation(MODULE_MESSAGES.listNotAvailable);
  const exempted = studentFact(kernel, 'exemptedHours');
  const r = await sql<{ bucket: string; value: number }>`
    select case when s.pct < 25 then '0' when s.pct < 50 then '25' when s.pct < 75 then '50'
                when s.pct < 100 then '75' else '100' end as bucket, count(*)::int as value
      from student_modules sm
      left join module_parameters mp on mp.cohort_module_id = sm.cohort_module_id
      cross join lateral (select greatest(0, coalesce(mp.curriculum_hours, 0)
        - ${exempted ? sql`coalesce((${exempted})::numeric, 0)` : sql`0`}) as needed) n
      cross join lateral (select case when round(n.needed, 2) > 0
        then round(least(100, 100 * greatest(0, coalesce((${completed})::numeric, 0)) / round(n.needed, 2)), 2)
        else 100 end as pct) s
     where sm.cohort_module_id = ${cohortModuleId}
       ${staffId === null ? sql`` : sql`and sm.academic_staff_id = ${staffId}`}
     group by 1`.execute(db);
  const counts = new Map(r.rows.map((x) => [x.bucket, x.value]));
  return HOURS_BUCKETS.map((b) => ({ category: b, series: 'count', value: counts.get(b) ?? 0 }));
}
