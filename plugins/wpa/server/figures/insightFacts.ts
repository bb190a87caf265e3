import { sql } from 'kysely';
import { perModuleAndStaff } from '@core/server/counters/figures.js';
import { ACCEPTED } from '../services/sqlParts.js';

/** The rated questions of a WPA (001 §3): 8 general and 5 of the programme. */
export const QUESTION_NOS = Array.from({ length: 13 }, (_, i) => i + 1);

/**
 * The day a WPA was accepted (UTC, as the sent days): its last move into an accepted status;
 * a form with no such event (the large data set's) its offline entry, else its last update.
 */
const ACCEPTED_DAY = sql`(coalesce(
    (select max(e.event_date) from wpa_appl_events e where e.wpa_appl_id = w.wpa_appl_id and e.to_status in ${ACCEPTED}),
    w.offline_entered_date, w.last_updated_date) at time zone 'UTC')::date`;

const perQuestion = (f: (n: number) => string) => sql.raw(`array[${QUESTION_NOS.map(f).join(', ')}]`);

/**
 * Issue 38's Insights figures of one student module (a lateral `i` after `sm`): the day each of
 * its accepted WPAs was accepted, and per question the sum and count of the accepted WPAs'
 * ratings. A form that leaves acceptance leaves them, so the rollups below move back with it.
 */
export const INSIGHT_SUMS = sql`left join lateral (
    select coalesce(array_agg(${ACCEPTED_DAY} order by w.wpa_appl_id), '{}') as accepted_days,
           ${perQuestion((n) => `coalesce(sum(w.wpa_question_result${n}), 0)`)} as rating_sums,
           ${perQuestion((n) => `count(w.wpa_question_result${n})`)} as rating_counts
      from wpa_appls w where w.student_module_id = sm.student_module_id and w.wpa_status in ${ACCEPTED}) i on true`;

/** The facts INSIGHT_SUMS adds to the WPA figures of a student module. */
export const INSIGHT_FACTS = ['accepted_days', 'rating_sums', 'rating_counts'] as const;

/**
 * Per module and AS (0: the whole module): the forms accepted each day (the Insights' completion
 * over time), and each question's rating sum and count (its average rating).
 */
export const insightRollups = [
  ...perModuleAndStaff({
    table: 'wpa_accepted_days',
    by: { accepted_day: 'd.day' },
    sums: { forms: '1' },
    from: 'cross join lateral unnest(f.accepted_days) as d(day)',
  }),
  ...perModuleAndStaff({
    table: 'wpa_question_ratings',
    by: { question_no: 'q.no::int' },
    sums: { rating_sum: 'q.total', rating_count: 'q.n' },
    from: 'cross join lateral unnest(f.rating_sums, f.rating_counts) with ordinality as q(total, n, no)',
    where: 'q.n > 0',
  }),
];
