import { sql } from 'kysely';
import { contributeDigest } from '@core/server/digest/digestPoint.js';
import { keyDocumentsContract } from '@schemas/key-documents/contract.js';
import { modulesContract } from '@schemas/modules/contract.js';
import type { KeyDocumentsDb } from './area.js';
import { STUDENT_MODULES } from './services/access.js';
import en from './locales/en.json' with { type: 'json' };
import zhHant from './locales/zh-Hant.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };

/** A draft older than this many days is waiting for someone to submit it (issue 39). */
export const DRAFT_DAYS = 7;

interface Row {
  userId: number;
  cohortProgId: number;
  cohortModuleId: number;
  moduleCode: string;
  moduleName: string;
  count: number;
}

/**
 * The key-documents area's part of the daily digest (issue 39): per module of the current
 * cohort's programmes, DRAFT documents uploaded over 7 days ago that the staff member may
 * submit (002 §6): a module convener every student's, a supervisor their own students'; a
 * programme leader acts on none. Each opens the module's Key Documents, the module chosen first.
 */
export const keyDocumentsDigest = contributeDigest<KeyDocumentsDb>({
  labels: { en, 'zh-Hant': zhHant, 'zh-Hans': zhHans },
  sections: [
    {
      id: 'key-documents.oldDrafts',
      order: 40,
      titleKey: 'digest.drafts.title',
      titleParams: { days: DRAFT_DAYS },
      itemKey: 'digest.drafts.item',
      async items({ db, batch }) {
        // Two branches, so that a supervisor's reads its own students by the module and supervisor index.
        const r = await sql<Row>`
          with who as (
            select r.user_id, min(r.academic_staff_id) as academic_staff_id, r.cohort_prog_id,
                   bool_or(r.role_code = 'MODULE_CONVENER') as whole
              from ${batch.roles} r where r.role_code in ('MODULE_CONVENER', 'ACADEMIC_SUPERVISOR')
             group by r.user_id, r.cohort_prog_id),
          mine as (
            select who.user_id, cm.cohort_prog_id, cm.cohort_module_id, sm.student_module_id
              from who join cohort_modules cm on cm.cohort_prog_id = who.cohort_prog_id
              join ${STUDENT_MODULES} sm on sm.cohort_module_id = cm.cohort_module_id and sm.academic_staff_id = who.academic_staff_id
             where not who.whole
            union all
            select who.user_id, cm.cohort_prog_id, cm.cohort_module_id, sm.student_module_id
              from who join cohort_modules cm on cm.cohort_prog_id = who.cohort_prog_id
              join ${STUDENT_MODULES} sm on sm.cohort_module_id = cm.cohort_module_id
             where who.whole)
          select mine.user_id, mine.cohort_prog_id, mine.cohort_module_id, m.module_code, m.module_name, count(*)::int as count
            from mine
            join key_documents kd on kd.student_module_id = mine.student_module_id
            join cohort_modules cm on cm.cohort_module_id = mine.cohort_module_id
            join modules m on m.module_id = cm.module_id
           where kd.status = 'DRAFT' and kd.uploaded_date < now() - make_interval(days => ${sql.lit(DRAFT_DAYS)})
           group by 1, 2, 3, 4, 5`.execute(db);
        return r.rows.map((x) => ({
          userId: x.userId,
          count: x.count,
          params: { moduleCode: x.moduleCode, moduleName: x.moduleName },
          link: {
            to: keyDocumentsContract.routes.list,
            cohortProgId: x.cohortProgId,
            choice: { ref: modulesContract.choices.cohortModule, value: x.cohortModuleId },
          },
        }));
      },
    },
  ],
});
