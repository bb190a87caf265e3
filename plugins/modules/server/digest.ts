import { sql, type RawBuilder } from 'kysely';
import { contributeDigest, linkChoice } from '@core/server/digest/digestPoint.js';
import { figuresStaff, moduleSection } from '@core/server/digest/moduleCounts.js';
import { modulesContract } from '@schemas/modules/contract.js';
import type { ModulesDb } from './area.js';
import { STATE_PENDING_REVIEW, stateOverdue } from './services/sqlParts.js';
import en from './locales/en.json' with { type: 'json' };
import zhHant from './locales/zh-Hant.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };

const CONVENER = 'MODULE_CONVENER';
const SUPERVISOR = 'ACADEMIC_SUPERVISOR';

/**
 * How many student assignments of the module's active assignments are in a state `what` says
 * (over `t`, a row of module_assign_states, and `c`, its assignment), for `who` (moduleStaff):
 * from the module's maintained counts per assignment and state (issue 36), a supervisor's own
 * students' row, the whole module's for those with `whole`; a few rows per person and module.
 */
const assignmentsIn = (who: RawBuilder<unknown>, what: RawBuilder<unknown>) =>
  sql`select who.user_id, who.cohort_prog_id, who.cohort_module_id, t.students as n from ${who} who
      join module_assign_states t on t.cohort_module_id = who.cohort_module_id and t.academic_staff_id = ${figuresStaff}
      join cohort_module_assigns c on c.cohort_module_id = t.cohort_module_id and c.assign_seq = t.assign_seq and c.active_ind = 'Y'
     where t.students > 0 and ${what}`;

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
    // Whatever role they hold there, a supervisor marks the students assigned to them.
    moduleSection({
      id: 'modules.submissionsAwaitingMarks',
      order: 30,
      titleKey: 'digest.toMark.title',
      itemKey: 'digest.toMark.item',
      staff: { roles: [CONVENER, SUPERVISOR, 'PROGRAMME_LEADER'] },
      rows: (who) => assignmentsIn(who, STATE_PENDING_REVIEW),
      count: { summed: true },
      page: assignmentList('pendingReview'),
    }),
    moduleSection({
      id: 'modules.overdueAssignments',
      order: 31,
      titleKey: 'digest.overdue.title',
      itemKey: 'digest.overdue.item',
      staff: { roles: [CONVENER, SUPERVISOR], whole: [CONVENER] },
      rows: (who) => assignmentsIn(who, stateOverdue(sql.ref('c.assign_deadline'))),
      count: { summed: true },
      page: assignmentList('overdue'),
    }),
  ],
});

/** A mail's link may choose a module: the link route checks the user holds a role in its programme. */
export const moduleLinkChoice = linkChoice(
  modulesContract.choices.cohortModule,
  (cohortModuleId) =>
    sql<number | null>`(select cm.cohort_prog_id from cohort_modules cm where cm.cohort_module_id = ${cohortModuleId})`,
);
