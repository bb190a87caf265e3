import { sql, type RawBuilder } from 'kysely';
import { defineTally, type Tally } from '@core/server/counters/tallies.js';
import type { JobReviewDb } from '../area.js';

/** The two kinds of decision the home charts draw (decisionChartBody's 'posts', 'applications'). */
export type DecisionKind = 'posts' | 'applications';

/**
 * The convener's decisions as the machines make them (machines/jobPost.ts, jobApplication.ts): a
 * post leaves SUBMITTED, an application TEACHER_REVIEWING, approved, with a special arrangement,
 * or rejected. One row per decision event of `events` (`e`: the event table, or the one event a
 * decision writes): its programme, its day, the decision and the whole calendar days it waited
 * (the decision's day less the post's submission or the application's day; null without one).
 */
function decisionEvents(kind: DecisionKind, events: RawBuilder<unknown>) {
  if (kind === 'posts') {
    return sql`select jp.cohort_prog_id, e.event_date::date as day, 'posts'::varchar as kind,
        (case e.to_status when 'ACTIVE' then 'APPROVED' else e.to_status end)::varchar as decision,
        e.event_date::date - jp.submit_date::date as waited_days
      from ${events} join job_posts jp on jp.job_id = e.job_id
     where e.from_status = 'SUBMITTED' and e.to_status in ('ACTIVE', 'SPECIAL_ARRANGEMENT', 'REJECTED')`;
  }
  return sql`select jp.cohort_prog_id, e.event_date::date as day, 'applications'::varchar as kind,
      (case e.to_status when 'PEND_IP_RECEIPT' then 'APPROVED' else e.to_status end)::varchar as decision,
      e.event_date::date - ja.apply_date::date as waited_days
    from ${events} join job_applications ja on ja.job_appl_id = e.job_appl_id
    join job_posts jp on jp.job_id = ja.job_id
   where e.from_status = 'TEACHER_REVIEWING' and e.to_status in ('PEND_IP_RECEIPT', 'SPECIAL_ARRANGEMENT', 'REJECTED')`;
}

/** Decisions per group of job_decision_days, from some events. */
const grouped = (events: RawBuilder<unknown>) => sql`
  select d.cohort_prog_id, d.day, d.kind, d.decision, d.waited_days, count(*)::int as decisions
    from (${events}) d
   group by 1, 2, 3, 4, 5`;

/**
 * Job review's daily decision figures (issue 38's home charts): decisions per programme, day,
 * kind, decision and days waited (a histogram per day: the median is exact), in
 * job_decision_days. Each decision adds its own (countDecision, in its transaction); a migration
 * filled them from the events; check-counters compares them with the events and repairs them.
 */
export const decisionDays: Tally = defineTally({
  id: 'job-review.decisionDays',
  table: 'job_decision_days',
  by: ['cohort_prog_id', 'day', 'kind', 'decision', 'waited_days'],
  sums: ['decisions'],
  truth: () =>
    grouped(
      sql`${decisionEvents('posts', sql`job_post_events e`)}
          union all ${decisionEvents('applications', sql`job_appl_events e`)}`,
    ),
});

/**
 * Adds the decision this transaction wrote on a post or an application (its event: `from` to `to`,
 * stamped with the transaction's now()) to the daily figures, in the decision's transaction. It
 * reads the event's values, not the event table: the post or application is one row by its key.
 */
export async function countDecision(
  trx: JobReviewDb,
  kind: DecisionKind,
  event: { id: number; from: string; to: string },
) {
  const key = kind === 'posts' ? 'job_id' : 'job_appl_id';
  const written = sql`(values (${event.id}::int, ${event.from}::varchar, ${event.to}::varchar, now()))
    as e(${sql.raw(key)}, from_status, to_status, event_date)`;
  await sql`insert into job_decision_days (cohort_prog_id, day, kind, decision, waited_days, decisions)
    ${grouped(decisionEvents(kind, written))}
    on conflict (cohort_prog_id, kind, day, decision, waited_days)
    do update set decisions = job_decision_days.decisions + excluded.decisions`.execute(trx);
}
