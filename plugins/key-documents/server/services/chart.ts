import { sql } from 'kysely';
import type { KeyDocumentsCall } from '../area.js';
import { ALL_STAFF } from '@core/server/counters/figures.js';
import { staffIdOfUser } from '@core/server/reference/staffIds.js';
import type { Replyable, ReplyOf } from '@core/shared/callSpec.js';
import type { keyDocumentCalls } from '@schemas/key-documents/calls.js';
import { moduleAccess } from './access.js';

type Figures = Replyable<ReplyOf<typeof keyDocumentCalls.searchChart>>;

/**
 * keyDocument/searchChart (issue 38): one module's key documents by status from the maintained
 * counts (key_document_module_counts: one row), with keyDocument/search's rules: the module is
 * checked as the list checks it, and an AS who neither convenes nor leads there gets their own
 * students' documents, whatever the payload's AS is.
 */
export async function searchKeyDocumentChart(c: KeyDocumentsCall<'searchChart'>): Promise<Figures> {
  const { db, scope, actor, body } = c;
  const access = await moduleAccess(db, scope, actor, body.cohortModuleId);
  const asUser = access.ownStudentsOf ?? body.academicSupervisorUserId ?? null;
  const staffId = asUser === null ? ALL_STAFF : await staffIdOfUser(db, asUser);
  const r = await sql<{ draft: number; submitted: number }>`
    select c.draft_documents as draft, c.submitted_documents as submitted from key_document_module_counts c
     where c.cohort_module_id = ${body.cohortModuleId} and c.academic_staff_id = ${staffId}`.execute(db);
  const row = r.rows[0];
  return [
    { category: 'DRAFT', series: 'count', value: Number(row?.draft ?? 0) },
    { category: 'SUBMITTED', series: 'count', value: Number(row?.submitted ?? 0) },
  ];
}
