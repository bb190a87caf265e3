import { sql, type RawBuilder } from 'kysely';
import { contributeDigest } from '@core/server/digest/digestPoint.js';
import { moduleSection } from '@core/server/digest/moduleCounts.js';
import { keyDocumentsContract } from '@schemas/key-documents/contract.js';
import { modulesContract } from '@schemas/modules/contract.js';
import type { KeyDocumentsDb } from './area.js';
import { STUDENT_MODULES } from './services/access.js';
import en from './locales/en.json' with { type: 'json' };
import zhHant from './locales/zh-Hant.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };

/** A draft older than this many days is waiting for someone to submit it (issue 39). */
export const DRAFT_DAYS = 7;

const CONVENER = 'MODULE_CONVENER';

const draft = sql`kd.status = 'DRAFT' and kd.uploaded_date < now() - make_interval(days => ${sql.lit(DRAFT_DAYS)})`;

/**
 * `who`'s drafts waiting (moduleStaff): two branches, so that a supervisor's reads its own
 * students by the module and supervisor index.
 */
const oldDrafts = (who: RawBuilder<unknown>) =>
  sql`select who.user_id, who.cohort_prog_id, who.cohort_module_id from ${who} who
      join ${STUDENT_MODULES} sm on sm.cohort_module_id = who.cohort_module_id and sm.academic_staff_id = who.academic_staff_id
      join key_documents kd on kd.student_module_id = sm.student_module_id
     where not who.whole and ${draft}
    union all
    select who.user_id, who.cohort_prog_id, who.cohort_module_id from ${who} who
      join ${STUDENT_MODULES} sm on sm.cohort_module_id = who.cohort_module_id
      join key_documents kd on kd.student_module_id = sm.student_module_id
     where who.whole and ${draft}`;

/**
 * The key-documents area's part of the daily digest (issue 39): per module of the current
 * cohort's programmes, DRAFT documents uploaded over 7 days ago that the staff member may
 * submit (002 §6): a module convener every student's, a supervisor their own students'; a
 * programme leader acts on none. Each opens the module's Key Documents, the module chosen first.
 */
export const keyDocumentsDigest = contributeDigest<KeyDocumentsDb>({
  labels: { en, 'zh-Hant': zhHant, 'zh-Hans': zhHans },
  sections: [
    moduleSection({
      id: 'key-documents.oldDrafts',
      order: 40,
      titleKey: 'digest.drafts.title',
      titleParams: { days: DRAFT_DAYS },
      itemKey: 'digest.drafts.item',
      staff: { roles: [CONVENER, 'ACADEMIC_SUPERVISOR'], whole: [CONVENER] },
      rows: oldDrafts,
      page: { to: keyDocumentsContract.routes.list, choice: modulesContract.choices.cohortModule },
    }),
  ],
});
