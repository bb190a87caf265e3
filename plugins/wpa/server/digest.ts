import { sql, type RawBuilder } from 'kysely';
import { contributeDigest } from '@core/server/digest/digestPoint.js';
import { figuresStaff, moduleSection, type ModuleCount } from '@core/server/digest/moduleCounts.js';
import { modulesContract } from '@schemas/modules/contract.js';
import { wpaContract } from '@schemas/wpa/contract.js';
import { WPA_RANGE } from '@schemas/wpa/limits.js';
import type { WpaDb } from './area.js';
import { sentOver } from './contributions.js';
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
 * Forms waiting to be approved (send) and accepted (review) for `who` (moduleStaff), from the
 * area's maintained counts per module and supervisor (issue 36): their own students' row, the
 * whole module's for those with `whole`.
 */
const awaitingReview = (who: RawBuilder<unknown>) =>
  sql`select who.user_id, who.cohort_prog_id, who.cohort_module_id, c.pending_send + c.pending_review as n,
        c.pending_send as send, c.pending_review as review
      from ${who} who
      join wpa_module_counts c on c.cohort_module_id = who.cohort_module_id and c.academic_staff_id = ${figuresStaff}
     where c.pending_send + c.pending_review > 0`;

/** Forms with the industry supervisor for over 14 days of `who`'s own students: Module Summary's counter. */
const withSupervisor = (who: RawBuilder<unknown>) => {
  const n = sentOver({
    cohortModuleId: sql.ref('who.cohort_module_id'),
    academicStaffId: sql.ref('who.academic_staff_id'),
  });
  return sql`select x.* from (select who.user_id, who.cohort_prog_id, who.cohort_module_id, ${n} as n from ${who} who) x
     where x.n > 0`;
};

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
    moduleSection<Row>({
      id: 'wpa.awaitingReview',
      order: 20,
      titleKey: 'digest.review.title',
      itemKey: 'digest.review.item',
      staff: { roles: [CONVENER, SUPERVISOR], whole: [CONVENER] },
      rows: awaitingReview,
      count: { extra: sql`, sum(c.send)::int as send, sum(c.review)::int as review`, summed: true },
      page: management((x) => (x.send === 0 ? 'pendingReview' : x.review === 0 ? 'pendingSend' : null)),
    }),
    // Their own students', whatever role they hold there.
    moduleSection<Row>({
      id: 'wpa.waitingForSupervisor',
      order: 21,
      titleKey: 'digest.supervisor.title',
      titleParams: { days: WPA_RANGE.overDays },
      itemKey: 'digest.supervisor.item',
      staff: { roles: [CONVENER, SUPERVISOR, 'PROGRAMME_LEADER'] },
      rows: withSupervisor,
      count: { summed: true },
      page: management(() => 'over'),
    }),
  ],
});
