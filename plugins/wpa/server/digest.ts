import { sql, type RawBuilder } from 'kysely';
import { contributeDigest, type DigestItem } from '@core/server/digest/digestPoint.js';
import { modulesContract } from '@schemas/modules/contract.js';
import { wpaContract } from '@schemas/wpa/contract.js';
import { WPA_RANGE } from '@schemas/wpa/limits.js';
import type { WpaDb } from './area.js';
import { SENT_OVER, STUDENT_MODULES } from './services/sqlParts.js';
import en from './locales/en.json' with { type: 'json' };
import zhHant from './locales/zh-Hant.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };

/** One person's count in one module; `send` and `review`: how many of each status (to pick the list). */
interface Row {
  userId: number;
  cohortProgId: number;
  cohortModuleId: number;
  moduleCode: string;
  moduleName: string;
  count: number;
  send: number;
  review: number;
}

/**
 * Counts per person and module over the WPAs (`w`) where `what` holds: every WPA of the module
 * for those of `who` with `whole`, else those of the students assigned to them (through the
 * module area's view, by its module and supervisor index).
 */
const perModule = (who: RawBuilder<unknown>, what: RawBuilder<unknown>) => sql<Row>`
  with who as (${who}),
  counted as (
    select who.user_id, cm.cohort_prog_id, cm.cohort_module_id, w.wpa_status
      from who join cohort_modules cm on cm.cohort_prog_id = who.cohort_prog_id
      join ${STUDENT_MODULES} sm on sm.cohort_module_id = cm.cohort_module_id and sm.academic_staff_id = who.academic_staff_id
      join wpa_appls w on w.student_module_id = sm.student_module_id
     where not who.whole and ${what}
    union all
    select who.user_id, cm.cohort_prog_id, cm.cohort_module_id, w.wpa_status
      from who join cohort_modules cm on cm.cohort_prog_id = who.cohort_prog_id
      join wpa_appls w on w.cohort_module_id = cm.cohort_module_id
     where who.whole and ${what})
  select c.user_id, c.cohort_prog_id, c.cohort_module_id, m.module_code, m.module_name, count(*)::int as count,
         count(*) filter (where c.wpa_status = 'PENDING_SEND')::int as send,
         count(*) filter (where c.wpa_status = 'PENDING_REVIEW')::int as review
    from counted c join cohort_modules cm on cm.cohort_module_id = c.cohort_module_id
    join modules m on m.module_id = cm.module_id
   group by 1, 2, 3, 4, 5`;

const itemOf = (r: Row, showStatus: string | null): DigestItem => ({
  userId: r.userId,
  count: r.count,
  params: { moduleCode: r.moduleCode, moduleName: r.moduleName },
  link: {
    to: wpaContract.routes.management,
    params: showStatus ? { showStatus } : {},
    cohortProgId: r.cohortProgId,
    choice: { ref: modulesContract.choices.cohortModule, value: r.cohortModuleId },
  },
});

/**
 * The WPA area's part of the daily digest (issue 39), per module of the current cohort's
 * programmes: forms awaiting review (PENDING_SEND to approve, PENDING_REVIEW to accept: the
 * machine's reviewers, the module convener for every student and the assigned supervisor for
 * theirs), and forms with the industry supervisor for over 14 days (the 'over' list, 002 §9) of
 * the staff member's own students. Each opens WPA Management of the module on the matching list.
 */
export const wpaDigest = contributeDigest<WpaDb>({
  labels: { en, 'zh-Hant': zhHant, 'zh-Hans': zhHans },
  sections: [
    {
      id: 'wpa.awaitingReview',
      order: 20,
      titleKey: 'digest.review.title',
      itemKey: 'digest.review.item',
      async items({ db, batch }) {
        const who = sql`select r.user_id, min(r.academic_staff_id) as academic_staff_id, r.cohort_prog_id,
            bool_or(r.role_code = 'MODULE_CONVENER') as whole
          from ${batch.roles} r where r.role_code in ('MODULE_CONVENER', 'ACADEMIC_SUPERVISOR')
          group by r.user_id, r.cohort_prog_id`;
        const rows = (await perModule(who, sql`w.wpa_status in ('PENDING_SEND', 'PENDING_REVIEW')`).execute(db)).rows;
        return rows.map((r) => itemOf(r, r.send === 0 ? 'pendingReview' : r.review === 0 ? 'pendingSend' : null));
      },
    },
    {
      id: 'wpa.waitingForSupervisor',
      order: 21,
      titleKey: 'digest.supervisor.title',
      titleParams: { days: WPA_RANGE.overDays },
      itemKey: 'digest.supervisor.item',
      async items({ db, batch }) {
        const who = sql`select distinct r.user_id, r.academic_staff_id, r.cohort_prog_id, false as whole from ${batch.roles} r`;
        return (await perModule(who, SENT_OVER).execute(db)).rows.map((r) => itemOf(r, 'over'));
      },
    },
  ],
});
