import { sql } from 'kysely';
import type { ModulesDb } from '../area.js';
import type { Kernel } from '@core/server/kernel.js';
import type { Actor } from '@core/server/auth/actor.js';
import type { CallScope } from '@core/server/auth/scope.js';
import { ALL_STAFF } from '@core/server/counters/figures.js';
import type { PayloadOf, Replyable, ReplyOf } from '@core/shared/callSpec.js';
import type { modulesCalls } from '@schemas/modules/calls.js';
import { moduleAccess, studentsOfStaff } from './access.js';
import { hoursShareFigures } from './hoursChart.js';

type Figures = Replyable<ReplyOf<typeof modulesCalls.searchModuleChart>>;

/**
 * A student assignment's state letter (module_assign_states `t`, its assignment `c`) as the
 * chart's series: marked first (lower case), then overdue as the counters say it (stored OVERDUE,
 * or blank or in progress past the deadline), else its status.
 */
export const SERIES = sql`case when t.state <> upper(t.state) then 'MARKED'
  when t.state = 'O' or (t.state in ('B', 'W') and c.assign_deadline < current_date) then 'OVERDUE'
  when t.state = 'B' then 'BLANK' when t.state = 'W' then 'WIP' when t.state = 'S' then 'SUBMITTED'
  else 'SUBMITTED_LATE' end`;

/**
 * academicModule/searchModuleChart (issue 38): one Module Summary chart of the module area, with
 * the rules of searchModuleById (an AS held to their own students gets theirs, whatever the
 * payload says). Each reads maintained counters (a few rows, the AS's own rows for an AS):
 * 'assignStatus' module_assign_states, 'marks' module_assign_bands, 'hoursShare'
 * module_hours_buckets (hoursChart.ts).
 */
export async function searchModuleChart(
  db: ModulesDb,
  kernel: Pick<Kernel, 'extensions'>,
  scope: CallScope,
  actor: Actor,
  body: PayloadOf<typeof modulesCalls.searchModuleChart>,
): Promise<Figures> {
  const a = await moduleAccess(db, scope, actor, body.cohortModuleId);
  const { staffId } = await studentsOfStaff(db, a, body.academicSupervisorUserId);
  if (body.chart === 'hoursShare') return hoursShareFigures(db, kernel, a.cohortModuleId, staffId);
  if (body.chart === 'assignStatus') {
    const r = await sql<Figures[number]>`
      select c.assign_name as category, c.cohort_module_assign_id as category_id, ${SERIES} as series,
             sum(t.students)::int as value
        from module_assign_states t
        join cohort_module_assigns c on c.cohort_module_id = t.cohort_module_id and c.assign_seq = t.assign_seq
         and c.active_ind = 'Y'
       where t.cohort_module_id = ${a.cohortModuleId} and t.academic_staff_id = ${staffId ?? ALL_STAFF}
       group by c.assign_seq, c.cohort_module_assign_id, c.assign_name, 3 having sum(t.students) > 0
       order by c.assign_seq, 3`.execute(db);
    return r.rows;
  }
  // Marks by band: the maintained rollup (module_assign_bands), the band's lower bound as the series.
  const r = await sql<Figures[number]>`
    select c.assign_name as category, c.cohort_module_assign_id as category_id, t.band::text as series,
           t.students as value
      from module_assign_bands t
      join cohort_module_assigns c on c.cohort_module_id = t.cohort_module_id and c.assign_seq = t.assign_seq
       and c.active_ind = 'Y'
     where t.cohort_module_id = ${a.cohortModuleId} and t.academic_staff_id = ${staffId ?? ALL_STAFF} and t.students > 0
     order by c.assign_seq, t.band`.execute(db);
  return r.rows;
}
