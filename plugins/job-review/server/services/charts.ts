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
 * or the median days a post or an application waited for its decision, per week ('waiting').
 */
export async function searchDecisionChart(
  db: JobReviewDb,
  scope: Scope,
  body: PayloadOf<typeof jobReviewCalls.searchDecisionChart>,
): Promise<Figures> {
  const cp = scope.cohortProgIds;
  // The convener's decisions as the machines make them (machines/jobPost.ts, jobApplication.ts):
  // a post leaves SUBMITTED, an application TEACHER_REVIEWING: approved, with a special arrangement, or rejected.
  const posts = sql`select e.event_date, case e.to_status when 'ACTIVE' then 'APPROVED' else e.to_status end as decision,
        'posts' as kind, extract(epoch from e.event_date - jp.submit_date) / 86400 as days
      from job_posts jp join job_post_events e on e.job_id = jp.job_id
     where jp.cohort_prog_id = any(${cp}::int[]) and e.event_date >= ${SINCE}
       and e.from_status = 'SUBMITTED' and e.to_status in ('ACTIVE', 'SPECIAL_ARRANGEMENT', 'REJECTED')`;
  const appls = sql`select e.event_date, case e.to_status when 'PEND_IP_RECEIPT' then 'APPROVED' else e.to_status end as decision,
        'applications' as kind, extract(epoch from e.event_date - ja.apply_date) / 86400 as days
      from job_posts jp join job_applications ja on ja.job_id = jp.job_id
      join job_appl_events e on e.job_appl_id = ja.job_appl_id
     where jp.cohort_prog_id = any(${cp}::int[]) and e.event_date >= ${SINCE}
       and e.from_status = 'TEACHER_REVIEWING' and e.to_status in ('PEND_IP_RECEIPT', 'SPECIAL_ARRANGEMENT', 'REJECTED')`;
  const week = sql`to_char(date_trunc('week', d.event_date), 'YYYY-MM-DD')`;
  const r =
    body.chart === 'waiting'
      ? await sql<Figures[number]>`
          select ${week} as category, d.kind as series,
                 round((percentile_cont(0.5) within group (order by d.days))::numeric, 1)::float8 as value
            from (${posts} union all ${appls}) d where d.days is not null
           group by 1, 2 order by 1, 2`.execute(db)
      : await sql<Figures[number]>`
          select ${week} as category, d.decision as series, count(*)::int as value
            from (${body.chart === 'posts' ? posts : appls}) d
           group by 1, 2 order by 1, 2`.execute(db);
  return r.rows;
}
