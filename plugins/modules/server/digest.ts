import { sql, type RawBuilder } from 'kysely';
import { contributeDigest, linkChoice, type DigestItem } from '@core/server/digest/digestPoint.js';
import { modulesContract } from '@schemas/modules/contract.js';
import type { ModulesDb } from './area.js';
import { OVERDUE, PENDING_REVIEW } from './services/sqlParts.js';
import en from './locales/en.json' with { type: 'json' };
import zhHant from './locales/zh-Hant.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };

/** One person's count in one module. */
interface Row {
  userId: number;
  cohortProgId: number;
  cohortModuleId: number;
  moduleCode: string;
  moduleName: string;
  count: number;
}

/** The student assignments of active assignments, over `sm` (student_modules): aliases sma, cma. */
const ASSIGNMENTS = sql`join student_module_assigns sma on sma.student_module_id = sm.student_module_id
  join cohort_module_assigns cma on cma.cohort_module_assign_id = sma.cohort_module_assign_id and cma.active_ind = 'Y'`;

/** Counts per person and module of `who` (user_id, academic_staff_id, cohort_prog_id, whole) where `what` holds. */
const perModule = (who: RawBuilder<unknown>, what: RawBuilder<unknown>) => sql<Row>`
  with who as (${who})
  select who.user_id, cm.cohort_prog_id, cm.cohort_module_id, m.module_code, m.module_name, count(*)::int as count
    from who
    join cohort_modules cm on cm.cohort_prog_id = who.cohort_prog_id
    join modules m on m.module_id = cm.module_id
    join student_modules sm on sm.cohort_module_id = cm.cohort_module_id and sm.academic_staff_id = who.academic_staff_id
    ${ASSIGNMENTS}
   where not who.whole and ${what}
   group by 1, 2, 3, 4, 5
  union all
  select who.user_id, cm.cohort_prog_id, cm.cohort_module_id, m.module_code, m.module_name, count(*)::int
    from who
    join cohort_modules cm on cm.cohort_prog_id = who.cohort_prog_id
    join modules m on m.module_id = cm.module_id
    join student_modules sm on sm.cohort_module_id = cm.cohort_module_id
    ${ASSIGNMENTS}
   where who.whole and ${what}
   group by 1, 2, 3, 4, 5`;

const itemsOf = (rows: readonly Row[], showStatus: string): DigestItem[] =>
  rows.map((r) => ({
    userId: r.userId,
    count: r.count,
    params: { moduleCode: r.moduleCode, moduleName: r.moduleName },
    link: {
      to: modulesContract.routes.assignmentList,
      params: { showStatus },
      cohortProgId: r.cohortProgId,
      choice: { ref: modulesContract.choices.cohortModule, value: r.cohortModuleId },
    },
  }));

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
        const who = sql`select distinct r.user_id, r.academic_staff_id, r.cohort_prog_id, false as whole from ${batch.roles} r`;
        return itemsOf((await perModule(who, PENDING_REVIEW).execute(db)).rows, 'pendingReview');
      },
    },
    {
      id: 'modules.overdueAssignments',
      order: 31,
      titleKey: 'digest.overdue.title',
      itemKey: 'digest.overdue.item',
      async items({ db, batch }) {
        const who = sql`select r.user_id, min(r.academic_staff_id) as academic_staff_id, r.cohort_prog_id,
            bool_or(r.role_code = 'MODULE_CONVENER') as whole
          from ${batch.roles} r where r.role_code in ('MODULE_CONVENER', 'ACADEMIC_SUPERVISOR')
          group by r.user_id, r.cohort_prog_id`;
        return itemsOf((await perModule(who, OVERDUE).execute(db)).rows, 'overdue');
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
