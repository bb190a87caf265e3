import { sql } from 'kysely';
import type { JobReviewDb } from '../area.js';
import type { Scope } from '@core/server/auth/scope.js';
import type { PayloadOf, Replyable, ReplyOf } from '@core/shared/callSpec.js';
import type { jobReviewCalls } from '@schemas/job-review/calls.js';

type Figures = Replyable<ReplyOf<typeof jobReviewCalls.searchDecisionChart>>;

/** Weeks a home chart covers, this one included. */
export const CHART_WEEKS = 12;

/** The first day (Monday) of the oldest week charted. */
const SINCE = sql`(date_trunc('week', current_date) - interval '${sql.raw(String(CHART_WEEKS - 1))} weeks')`;

/**
 * academicHome/searchDecisionChart (issue 38): over the programmes searchJobCount reads, the job
 * posts and applications decided per week of the last 12 by decision ('posts', 'applications'),
 * or the median whole days a post or an application waited for its decision, per week
 * ('waiting'). Read from the maintained daily figures (job_decision_days, figures/decisionDays.ts):
 * a few rows per programme and day, whatever the number of events. The median is exact: the
 * middle one or two waits found in each week's histogram of days by their running count.
 */
export async function searchDecisionChart(
  db: JobReviewDb,
  scope: Scope,
  body: PayloadOf<typeof jobReviewCalls.searchDecisionChart>,
): Promise<Figures> {
  const days = sql`from job_decision_days t
     where t.cohort_prog_id = any(${scope.cohortProgIds}::int[]) and t.day >= ${SINCE}::date`;
  const week = sql`to_char(date_trunc('week', t.day), 'YYYY-MM-DD')`;
  if (body.chart !== 'waiting') {
    const r = await sql<Figures[number]>`
      select ${week} as category, t.decision as series, sum(t.decisions)::int as value
        ${days} and t.kind = ${body.chart}
       group by 1, 2 order by 1, 2`.execute(db);
    return r.rows;
  }
  const r = await sql<Figures[number]>`
    with h as (
      select ${week} as category, t.kind, t.waited_days, sum(t.decisions) as n
        ${days} and t.kind in ('posts', 'applications') and t.waited_days is not null
       group by 1, 2, 3),
    c as (
      select h.*, sum(h.n) over (partition by h.category, h.kind order by h.waited_days) as upto,
             sum(h.n) over (partition by h.category, h.kind) as total
        from h)
    select c.category, c.kind as series,
           round(((min(c.waited_days) filter (where c.upto > floor((c.total - 1) / 2))
                  + min(c.waited_days) filter (where c.upto > ceil((c.total - 1) / 2)))::numeric / 2), 1)::float8 as value
      from c group by 1, 2 order by 1, 2`.execute(db);
  return r.rows;
}
