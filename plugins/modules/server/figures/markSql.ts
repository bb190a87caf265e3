import { sql, type RawBuilder } from 'kysely';
import type { FiguresContext } from '@core/server/counters/figures.js';
import { MODULE_LIMITS } from '@schemas/modules/limits.js';
import { programmesContract } from '@schemas/programmes/contract.js';
import { studentFact } from '../services/sqlParts.js';

/**
 * The total module mark and the '<50% WIL hours attained' flag in SQL, per student module, as
 * plugins/modules/shared/marks.ts and progress.ts say them in TypeScript (tests compare the two).
 * Over `sm` (student_modules), `ap` (ASSIGN_FIGURES), `mp` (module_parameters) and `sh` (SHARES).
 */

/**
 * The shares of the two parts of the total (shared/marks.ts partShares) as a lateral `sh` after
 * `p` (programmes) and `co` (cohorts): the programme's weightings (programme_parameters_v, its
 * latest row) while the programmes area is on, else equal shares.
 */
export function sharesSql(ctx: FiguresContext): RawBuilder<unknown> {
  if (!ctx.publishes(programmesContract.readViews.parameters)) {
    return sql`cross join lateral (select 1::numeric as sa, 1::numeric as sw) sh`;
  }
  return sql`left join lateral (
      select coalesce(pp.assignment1_log_weighting, 0) + coalesce(pp.assignment2_final_report_weighting, 0)
               + coalesce(pp.assignment3_other_weighting, 0) as a, coalesce(pp.wpa_weighting, 0) as w
        from programme_parameters_v pp where pp.prog_code = p.prog_code and pp.cohort_year = co.cohort_year
       order by pp.programme_parameters_id desc limit 1) pw on true
    cross join lateral (select case when pw.a is null or pw.a + pw.w <= 0 then 1 else greatest(0, pw.a) end::numeric as sa,
                               case when pw.a is null or pw.a + pw.w <= 0 then 1 else greatest(0, pw.w) end::numeric as sw) sh`;
}

/**
 * The total module mark (shared/marks.ts totalModuleMark): the WPA part is the contributed
 * wpaMarks, left out (share and all) while no area contributes it; null before any mark.
 */
export function totalMarkSql(ctx: FiguresContext): RawBuilder<number | null> {
  const wpa = studentFact(ctx, 'wpaMarks');
  if (!wpa) return sql`case when ap.any_mark and ap.a_part is not null then round(ap.a_part, 2) end`;
  return sql`(select case when not (coalesce(ap.any_mark, false) or w.m is not null) then null
      else round(((case when ap.a_part is null then 0 else sh.sa * ap.a_part end) + sh.sw * coalesce(w.m, 0))
                 / nullif((case when ap.a_part is null then 0 else sh.sa end) + sh.sw, 0), 2) end
      from (select (${wpa})::numeric as m) w)`;
}

/**
 * The share of the needed WIL hours attained, in percent to two places (shared/progress.ts
 * lessHoursAttained): needed hours are the curriculum hours less the contributed exempted hours;
 * 100 when none are needed; undefined while no area contributes the completed hours.
 */
function hoursPercentSql(ctx: FiguresContext): RawBuilder<number> | undefined {
  const completed = studentFact(ctx, 'completedWilHours');
  if (!completed) return undefined;
  const exempted = studentFact(ctx, 'exemptedHours');
  const needed = sql`round(greatest(0, coalesce(mp.curriculum_hours, 0) - ${exempted ? sql`coalesce((${exempted})::numeric, 0)` : sql`0`}), 2)`;
  return sql`(select case when n.v > 0 then round(least(100, 100 * greatest(0, coalesce((${completed})::numeric, 0)) / n.v), 2)
      else 100 end from (select ${needed} as v) n)`;
}

/** '<50% WIL hours attained': null while no area contributes the completed hours. */
export function lessHoursSql(ctx: FiguresContext): RawBuilder<boolean | null> {
  const pct = hoursPercentSql(ctx);
  return pct ? sql`(${pct} < ${sql.lit(MODULE_LIMITS.lessHoursPercent)})` : sql`null::boolean`;
}

/**
 * The Module Summary's hours share bucket (issue 38): the lower bound of the share attained,
 * 0, 25, 50, 75 or 100 (complete), so the two lowest are the '<50%' list; null like lessHoursSql.
 */
export function hoursBucketSql(ctx: FiguresContext): RawBuilder<number | null> {
  const pct = hoursPercentSql(ctx);
  if (!pct) return sql`null::smallint`;
  return sql`(select case when x.p < 25 then 0 when x.p < 50 then 25 when x.p < 75 then 50 when x.p < 100 then 75
      else 100 end::smallint from (select ${pct} as p) x)`;
}
