import { sql, type RawBuilder } from 'kysely';
import { contributeDigest } from '@core/server/digest/digestPoint.js';
import { countPerModule, moduleItems, moduleStaff, type ModuleCount } from '@core/server/digest/moduleCounts.js';
import { modulesContract } from '@schemas/modules/contract.js';
import { wpaContract } from '@schemas/wpa/contract.js';
import { WPA_RANGE } from '@schemas/wpa/limits.js';
import type { WpaDb } from './area.js';
import { SENT_OVER, STUDENT_MODULES } from './services/sqlParts.js';
import en from './locales/en.json' with { type: 'json' };
import zhHant from './locales/zh-Hant.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };

const CONVENER = 'MODULE_CONVENER';
const SUPERVISOR = 'ACADEMIC_SUPERVISOR';

/** A count per module with how many of it wait to be approved (send) and accepted (review). */
interface Row extends ModuleCount {
  send: number;
  review: number;
}

/**
 * The WPAs (`w`) where `what` holds, one row each, for `who` (moduleStaff): those of the students
 * assigned to them (through the module area's view, by its module and supervisor index), every
 * WPA of the module for those with `whole`.
 */
const wpasOf = (who: ReturnType<typeof moduleStaff>, what: RawBuilder<unknown>) =>
  sql`select who.user_id, who.cohort_prog_id, who.cohort_module_id, w.wpa_status from ${who} who
      join ${STUDENT_MODULES} sm on sm.cohort_module_id = who.cohort_module_id and sm.academic_staff_id = who.academic_staff_id
      join wpa_appls w on w.student_module_id = sm.student_module_id
     where not who.whole and ${what}
    union all
    select who.user_id, who.cohort_prog_id, who.cohort_module_id, w.wpa_status from ${who} who
      join wpa_appls w on w.cohort_module_id = who.cohort_module_id
     where who.whole and ${what}`;

const management = (showStatus: (r: Row) => string | null) => ({
  to: wpaContract.routes.management,
  choice: modulesContract.choices.cohortModule,
  params: (r: Row): Record<string, string> => {
    const s = showStatus(r);
    return s ? { showStatus: s } : {};
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
        const who = moduleStaff(batch, { roles: [CONVENER, SUPERVISOR], whole: [CONVENER] });
        const rows = wpasOf(who, sql`w.wpa_status in ('PENDING_SEND', 'PENDING_REVIEW')`);
        const counts = sql`, count(*) filter (where c.wpa_status = 'PENDING_SEND')::int as send,
          count(*) filter (where c.wpa_status = 'PENDING_REVIEW')::int as review`;
        const r = await countPerModule<Row>(rows, counts).execute(db);
        return moduleItems(
          r.rows,
          management((x) => (x.send === 0 ? 'pendingReview' : x.review === 0 ? 'pendingSend' : null)),
        );
      },
    },
    {
      id: 'wpa.waitingForSupervisor',
      order: 21,
      titleKey: 'digest.supervisor.title',
      titleParams: { days: WPA_RANGE.overDays },
      itemKey: 'digest.supervisor.item',
      async items({ db, batch }) {
        // Their own students', whatever role they hold there.
        const who = moduleStaff(batch, { roles: [CONVENER, SUPERVISOR, 'PROGRAMME_LEADER'] });
        const r = await countPerModule<Row>(wpasOf(who, SENT_OVER)).execute(db);
        return moduleItems(
          r.rows,
          management(() => 'over'),
        );
      },
    },
  ],
});
