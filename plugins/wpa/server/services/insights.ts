import { sql } from 'kysely';
import type { WpaDb } from '../area.js';
import type { Actor } from '@core/server/auth/actor.js';
import type { CallScope, Scope } from '@core/server/auth/scope.js';
import { ALL_STAFF } from '@core/server/counters/figures.js';
import { permission } from '@schemas/core/contract.js';
import { wpaContract } from '@schemas/wpa/contract.js';
import type { PayloadOf, Replyable, ReplyOf } from '@core/shared/callSpec.js';
import { wpaCalls } from '@schemas/wpa/calls.js';
import { CHARTED } from './chart.js';
import { ownStudentsOnly } from './who.js';

type Call = typeof wpaCalls.searchInsightChart;
type Figures = Replyable<ReplyOf<Call>>;

/**
 * The modules read and whose rollup rows each reads (`mods`: cohort_module_id, module_code,
 * staff_id): every module of the programmes in scope; the whole module (academic_staff_id 0)
 * where the caller convenes or leads, their own students' row where they only supervise
 * (wpaAppl/search's rule; an AS with no staff record reads a row that does not exist).
 */
function modulesRead(actor: Actor, scope: Scope) {
  const own = scope.progs.filter((p) => ownStudentsOnly(p.roles)).map((p) => p.cohortProgId);
  const staff = actor.academicStaffId ?? -1;
  return sql`mods as (
    select cm.cohort_module_id, m.module_code,
           case when cm.cohort_prog_id = any(${own}::int[]) then ${staff}::int else ${ALL_STAFF}::int end as staff_id
      from cohort_modules cm join modules m on m.module_id = cm.module_id
     where cm.cohort_prog_id = any(${scope.cohortProgIds}::int[]))`;
}

/**
 * Accepted WPA forms per module, cumulative per week (Monday, YYYY-MM-DD) from the week of the
 * first acceptance to this one: each module's line from the daily figures (wpa_accepted_days).
 */
const completion = (mods: ReturnType<typeof modulesRead>) => sql<Figures[number]>`
  with ${mods},
  weekly as (
    select d.cohort_module_id, date_trunc('week', d.accepted_day)::date as week, sum(d.forms) as forms
      from wpa_accepted_days d join mods on mods.cohort_module_id = d.cohort_module_id and d.academic_staff_id = mods.staff_id
     group by 1, 2),
  weeks as (
    select generate_series(min(week), greatest(max(week), date_trunc('week', current_date)::date), interval '1 week')::date as week
      from weekly having count(*) > 0)
  select to_char(w.week, 'YYYY-MM-DD') as category, mods.cohort_module_id as category_id, mods.module_code as series,
         (sum(coalesce(weekly.forms, 0)) over (partition by mods.cohort_module_id order by w.week))::int as value
    from weeks w cross join mods
    left join weekly on weekly.cohort_module_id = mods.cohort_module_id and weekly.week = w.week
   order by w.week, mods.module_code`;

/** The average rating (2 decimals) of each question over the accepted forms of the modules read. */
const ratings = (mods: ReturnType<typeof modulesRead>) => sql<Figures[number]>`
  with ${mods}
  select r.question_no::text as category, null::int as category_id, 'average' as series,
         round(sum(r.rating_sum) / sum(r.rating_count), 2)::float8 as value
    from wpa_question_ratings r join mods on mods.cohort_module_id = r.cohort_module_id and r.academic_staff_id = mods.staff_id
   group by r.question_no having sum(r.rating_count) > 0
   order by r.question_no`;

/** The forms of each module by status (never DRAFT), from the maintained counts (wpa_module_counts). */
const byStatus = (mods: ReturnType<typeof modulesRead>) => sql<Figures[number]>`
  with ${mods}
  select mods.module_code as category, mods.cohort_module_id as category_id, s.status as series,
         s.value::int as value
    from mods join wpa_module_counts c on c.cohort_module_id = mods.cohort_module_id and c.academic_staff_id = mods.staff_id
    cross join lateral (values ${sql.raw(CHARTED.map(([col, status], i) => `('${status}', c.${col}, ${i})`).join(', '))}) s(status, value, ord)
   order by mods.module_code, s.ord`;

const CHARTS = { completion, ratings, byStatus };

/**
 * wpaAppl/searchInsightChart (issue 38): one Insights chart over the modules of the programmes in
 * scope, from the maintained figures only; every programme read must grant WPA reading (as the
 * lists need it in theirs).
 */
export async function searchInsightChart(
  db: WpaDb,
  actor: Actor,
  scope: CallScope,
  body: PayloadOf<Call>,
): Promise<Figures> {
  const read = await scope.resolve(wpaCalls.searchInsightChart.scope, body, {
    permission: permission(wpaContract.functions.wpa, 'canSelect'),
  });
  const r = await CHARTS[body.chart](modulesRead(actor, read)).execute(db);
  return r.rows.map((f) => ({ ...f, value: Number(f.value) }));
}
