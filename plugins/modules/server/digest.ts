import { sql } from 'kysely';
import { contributeDigest, linkChoice } from '@core/server/digest/digestPoint.js';
import { countPerModule, moduleItems, moduleStaff } from '@core/server/digest/moduleCounts.js';
import { modulesContract } from '@schemas/modules/contract.js';
import type { ModulesDb } from './area.js';
import { OVERDUE, PENDING_REVIEW } from './services/sqlParts.js';
import en from './locales/en.json' with { type: 'json' };
import zhHant from './locales/zh-Hant.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };

const CONVENER = 'MODULE_CONVENER';
const SUPERVISOR = 'ACADEMIC_SUPERVISOR';

/**
 * The student assignments of active assignments where `what` holds, one row each, for `who`
 * (moduleStaff): a supervisor's own students by the module and supervisor index, every student
 * of the module for those with `whole` (two branches, so each keeps its own plan).
 */
const assignmentsOf = (who: ReturnType<typeof moduleStaff>, what: typeof OVERDUE) => {
  const assignments = sql`join student_module_assigns sma on sma.student_module_id = sm.student_module_id
    join cohort_module_assigns cma on cma.cohort_module_assign_id = sma.cohort_module_assign_id and cma.active_ind = 'Y'`;
  return sql`select who.user_id, who.cohort_prog_id, who.cohort_module_id from ${who} who
      join student_modules sm on sm.cohort_module_id = who.cohort_module_id and sm.academic_staff_id = who.academic_staff_id
      ${assignments} where not who.whole and ${what}
    union all
    select who.user_id, who.cohort_prog_id, who.cohort_module_id from ${who} who
      join student_modules sm on sm.cohort_module_id = who.cohort_module_id
      ${assignments} where who.whole and ${what}`;
};

const assignmentList = (showStatus: string) => ({
  to: modulesContract.routes.assignmentList,
  choice: modulesContract.choices.cohortModule,
  params: () => ({ showStatus }),
});

/**
 * The module area's part of the daily digest (issue 39), per module of the current cohort's
 * programmes: submissions awaiting the marks of their assigned supervisor (002 §4 'pending
 * review'), and overdue assignments, the whole module's for its convener and their own students'
 * for a supervisor (as the Student List shows them, 002 §6). Programme leaders act on neither.
 * Each links to the module's assignment list narrowed the same way, the module chosen first.
 */
export const modulesDigest = contributeDigest<ModulesDb>({
  labels: { en, 'zh-Hant': zhHant, 'zh-Hans': zhHans },
  sections: [
    {
      id: 'modules.submissionsAwaitingMarks',
      order: 30,
      titleKey: 'digest.toMark.title',
      itemKey: 'digest.toMark.item',
      async items({ db, batch }) {
        // Whatever role they hold there, a supervisor marks the students assigned to them.
        const who = moduleStaff(batch, { roles: [CONVENER, SUPERVISOR, 'PROGRAMME_LEADER'] });
        const rows = (await countPerModule(assignmentsOf(who, PENDING_REVIEW)).execute(db)).rows;
        return moduleItems(rows, assignmentList('pendingReview'));
      },
    },
    {
      id: 'modules.overdueAssignments',
      order: 31,
      titleKey: 'digest.overdue.title',
      itemKey: 'digest.overdue.item',
      async items({ db, batch }) {
        const who = moduleStaff(batch, { roles: [CONVENER, SUPERVISOR], whole: [CONVENER] });
        const rows = (await countPerModule(assignmentsOf(who, OVERDUE)).execute(db)).rows;
        return moduleItems(rows, assignmentList('overdue'));
      },
    },
  ],
});

/** A mail's link may choose a module: the link route checks the user holds a role in its programme. */
export const moduleLinkChoice = linkChoice(
  modulesContract.choices.cohortModule,
  (cohortModuleId) =>
    sql<number | null>`(select cm.cohort_prog_id from cohort_modules cm where cm.cohort_module_id = ${cohortModuleId})`,
);
