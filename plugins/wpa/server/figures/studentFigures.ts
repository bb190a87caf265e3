import { sql } from 'kysely';
import { defineFigures, keysIn, perModuleAndStaff } from '@core/server/counters/figures.js';
import { modulesContract } from '@schemas/modules/contract.js';
import { ACCEPTED, ACCEPTED_HOURS, STUDENT_MODULES } from '../services/sqlParts.js';
import { COUNTED_STATUSES } from '../migrations/004_student_figures.js';
import { INSIGHT_FACTS, INSIGHT_SUMS, insightRollups } from './insightFacts.js';

const counted = Object.entries(COUNTED_STATUSES);

/**
 * One student module's WPAs summed (a lateral `c` after `sm`): the figures the module area shows
 * (002 §3 'Student module'), each WPA status counted, and the days the forms waiting for their
 * supervisor were sent (UTC).
 */
const SUMS = sql`left join lateral (
    select count(*) filter (where w.wpa_status in ('PENDING_SEND', 'PENDING_REVIEW')) as pending_wpa_count,
           count(*) filter (where w.wpa_status in ${ACCEPTED} and w.override_weight is not null) as wpa_adjust_weight_count,
           coalesce(sum(${ACCEPTED_HOURS}) filter (where w.wpa_status in ${ACCEPTED}), 0) as completed_wil_hours,
           count(*) filter (where w.wpa_status in ${ACCEPTED}) as accepted_wpa_count,
           count(*) filter (where w.wpa_status in ('PENDING_SEND', 'SENT_TO_IS', 'RETURNED_TO_STUDENT', 'PENDING_REVIEW')) as in_progress_wpa_count,
           count(*) filter (where w.wpa_status in ('ACCEPTED', 'ACCEPTED_OFFLINE', 'REJECTED', 'TERMINATED')) as completed_wpa_count,
           coalesce(sum(w.work_performance) filter (where w.wpa_status in ${ACCEPTED}), 0) as work_performance,
           ${sql.raw(counted.map(([c, s]) => `count(*) filter (where w.wpa_status = '${s}') as ${c}_count`).join(',\n           '))},
           coalesce(array_agg((w.sent_to_is_date at time zone 'UTC')::date order by w.sent_to_is_date)
             filter (where w.wpa_status = 'SENT_TO_IS' and w.sent_to_is_date is not null), '{}') as sent_to_is_days
      from wpa_appls w where w.student_module_id = sm.student_module_id) c on true`;

/**
 * The work performance mark out of 100 (2 decimals): each accepted WPA's override weight, else
 * the default weight 1/n, times its mark (plugins/wpa/shared/marks.ts totalMark); null when none
 * is accepted.
 */
const WPA_MARKS = sql`(select round(sum(coalesce(w.override_weight, 1.0 / c.accepted_wpa_count) * coalesce(w.mark, 0)), 2)
  from wpa_appls w where w.student_module_id = sm.student_module_id and w.wpa_status in ${ACCEPTED})`;

/**
 * The WPA area's figures of the module area's student modules (issue 36): read by the module
 * area's lists through modules.studentFacts (fromFigures), rolled up per module and AS for its
 * Module Summary (modules.moduleFacts) and for WPA Management's totals.
 */
export const studentFigures = defineFigures({
  id: 'wpa.studentFigures',
  table: 'wpa_student_figures',
  point: modulesContract.points.studentFacts,
  role: 'contributor',
  facts: [
    'pending_wpa_count',
    'wpa_adjust_weight_count',
    'completed_wil_hours',
    'accepted_wpa_count',
    'in_progress_wpa_count',
    'sent_to_is_count',
    'completed_wpa_count',
    'wpa_marks',
    'work_performance',
    ...counted.map(([c]) => `${c}_count`).filter((c) => c !== 'sent_to_is_count'),
    'sent_to_is_days',
    ...INSIGHT_FACTS,
  ],
  truth: (keys) => sql`
    select sm.student_module_id, sm.cohort_module_id, sm.academic_staff_id, sm.student_acct_id,
           c.pending_wpa_count, c.wpa_adjust_weight_count, c.completed_wil_hours, c.accepted_wpa_count,
           c.in_progress_wpa_count, c.completed_wpa_count, ${WPA_MARKS} as wpa_marks, c.work_performance,
           ${sql.raw(counted.map(([col]) => `c.${col}_count`).join(', '))}, c.sent_to_is_days,
           i.accepted_days, i.rating_sums, i.rating_counts
      from ${STUDENT_MODULES} sm ${SUMS} ${INSIGHT_SUMS}
     where ${keysIn('sm.student_module_id', keys)}`,
  rollups: [
    ...perModuleAndStaff({
      table: 'wpa_module_counts',
      sums: {
        ...Object.fromEntries(counted.map(([c]) => [c, `f.${c}_count`])),
        work_performance: 'f.work_performance',
        no_accepted_students: '(f.accepted_wpa_count = 0)::int',
      },
    }),
    ...perModuleAndStaff({
      table: 'wpa_sent_days',
      by: { sent_day: 'd.day' },
      sums: { forms: '1' },
      from: 'cross join lateral unnest(f.sent_to_is_days) as d(day)',
    }),
    // Issue 38's Insights: forms accepted per day, ratings per question.
    ...insightRollups,
  ],
});
