import { sql } from 'kysely';
import type { ModulesDb } from '../area.js';
import type { Actor } from '@core/server/auth/actor.js';
import type { CallScope } from '@core/server/auth/scope.js';
import { ALL_STAFF } from '@core/server/counters/figures.js';
import type { PayloadOf, Replyable, ReplyOf } from '@core/shared/callSpec.js';
import { permission } from '@schemas/core/contract.js';
import { modulesCalls } from '@schemas/modules/calls.js';
import { modulesContract } from '@schemas/modules/contract.js';
import { ownStudentsOf } from '../../shared/roles.js';
import { SERIES } from './charts.js';

type Call = typeof modulesCalls.searchInsightChart;
type Figures = Replyable<ReplyOf<Call>>;

/**
 * academicModule/searchInsightChart (issue 38): assignments by status per module across the
 * modules of the programmes read, from the maintained per-assignment counters
 * (module_assign_states, the Module Summary chart's rows summed per module). Every programme read
 * must grant MODULES reading; where the caller is an AS who neither convenes nor leads, their own
 * students' rollup rows (an AS with no staff record reads a row that does not exist), else the
 * whole module's.
 */
export async function searchInsightChart(
  db: ModulesDb,
  actor: Actor,
  scope: CallScope,
  body: PayloadOf<Call>,
): Promise<Figures> {
  const read = await scope.resolve(modulesCalls.searchInsightChart.scope, body, {
    permission: permission(modulesContract.functions.modules, 'canSelect'),
  });
  const own = read.progs
    .filter((p) => ownStudentsOf({ userId: actor.userId, roleCodes: p.roles }) !== null)
    .map((p) => p.cohortProgId);
  const staff = actor.academicStaffId ?? -1;
  const r = await sql<Figures[number]>`
    with mods as (
      select cm.cohort_module_id, m.module_code,
             case when cm.cohort_prog_id = any(${own}::int[]) then ${staff}::int else ${ALL_STAFF}::int end as staff_id
        from cohort_modules cm join modules m on m.module_id = cm.module_id
       where cm.cohort_prog_id = any(${read.cohortProgIds}::int[]))
    select mods.module_code as category, mods.cohort_module_id as category_id, ${SERIES} as series,
           sum(t.students)::int as value
      from mods
      join module_assign_states t on t.cohort_module_id = mods.cohort_module_id and t.academic_staff_id = mods.staff_id
      join cohort_module_assigns c on c.cohort_module_id = t.cohort_module_id and c.assign_seq = t.assign_seq
       and c.active_ind = 'Y'
     group by mods.module_code, mods.cohort_module_id, 3 having sum(t.students) > 0
     order by mods.module_code, mods.cohort_module_id, 3`.execute(db);
  return r.rows;
}
