import { sql } from 'kysely';
import type { KeyDocumentsDb } from '../area.js';
import type { Kernel } from '@core/server/kernel.js';
import type { Actor } from '@core/server/auth/actor.js';
import type { CallScope } from '@core/server/auth/scope.js';
import { checkRange, pageWithDetails, paging } from '@core/server/db/lists.js';
import { notFound, validation } from '@core/server/http/appError.js';
import type { PayloadOf } from '@core/shared/callSpec.js';
import type { keyDocumentCalls } from '@schemas/key-documents/calls.js';
import { staffIdOfUser } from '@core/server/reference/staffIds.js';
import { moduleAccess, studentModuleAccess, type ModuleAccess } from './access.js';
import { documentPage } from './documentPage.js';
import { rowById, rowColumns, rowJoins, toReply, type KeyDocumentRecord } from './rows.js';

type SearchPayload = PayloadOf<typeof keyDocumentCalls.search>;

/**
 * keyDocument/search (spec 002 §2 'Key Documents', §7): the documents of one cohort module, or of
 * one student module (the student summary), filtered, sorted and paged in one statement. The
 * caller's roles are those in the module's cohort programme; an academic supervisor who neither
 * convenes nor leads it sees only their own students' documents, whatever the payload's AS is.
 */
export async function searchKeyDocuments(
  kernel: Kernel,
  db: KeyDocumentsDb,
  scope: CallScope,
  actor: Actor,
  body: SearchPayload,
) {
  let access: ModuleAccess;
  let studentModuleId: number | null = null;
  if (body.studentModuleId) {
    ({ access } = await studentModuleAccess(db, scope, actor, body.studentModuleId));
    if (body.cohortModuleId && body.cohortModuleId !== access.cohortModuleId)
      throw notFound('The student module is not found.');
    studentModuleId = body.studentModuleId;
  } else if (body.cohortModuleId) {
    access = await moduleAccess(db, scope, actor, body.cohortModuleId);
  } else {
    throw validation('Please select a module.');
  }
  checkRange(body.startDate, body.endDate);
  const { limit, offset } = paging(body);
  const asUser = access.ownStudentsOf ?? body.academicSupervisorUserId ?? null;
  const staffId = asUser === null ? null : await staffIdOfUser(db, asUser);
  const { page, total } = documentPage(body, {
    cohortModuleId: access.cohortModuleId,
    studentModuleId,
    staffId,
    limit,
    offset,
  });
  const details = sql`select ${rowColumns}, page.ord
      from page join key_documents kd on kd.key_document_id = page.key_document_id ${rowJoins}`;
  const r = await pageWithDetails<KeyDocumentRecord>(db, page, details, total);
  let count = r.total;
  if (!r.list.length && offset > 0 && !total) {
    count = (await searchKeyDocuments(kernel, db, scope, actor, { ...body, startRow: 0, page: 1, pageSize: 1 })).total;
  }
  return { list: r.list.map((row) => toReply(kernel, actor, access, row)), total: count };
}

/** The document (for any call that acts on one) with the caller's access, or NOT_FOUND. */
export async function documentWithAccess(db: KeyDocumentsDb, scope: CallScope, actor: Actor, keyDocumentId: number) {
  const row = (await rowById(keyDocumentId).execute(db)).rows[0];
  if (!row) throw notFound('The key document is not found.');
  const access = await moduleAccess(db, scope, actor, row.cohortModuleId, 'The key document is not found.');
  if (access.ownStudentsOf !== null && row.academicSupervisorUserId !== access.ownStudentsOf) {
    throw notFound('The key document is not found.');
  }
  return { row, access };
}

/** keyDocument/searchById: one document with its events, oldest first. */
export async function searchKeyDocumentById(
  kernel: Kernel,
  db: KeyDocumentsDb,
  scope: CallScope,
  actor: Actor,
  keyDocumentId: number,
) {
  const { row, access } = await documentWithAccess(db, scope, actor, keyDocumentId);
  const events = await sql<{
    eventId: string;
    action: string;
    fromStatus: string | null;
    toStatus: string | null;
    remark: string | null;
    createdBy: number | null;
    userName: string | null;
    createdDate: Date;
  }>`select e.event_id, e.action, e.from_status, e.to_status, e.remark, e.created_by,
            nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as user_name, e.created_date
       from key_document_events e left join users u on u.user_id = e.created_by
      where e.key_document_id = ${keyDocumentId} order by e.event_id`.execute(db);
  return {
    ...toReply(kernel, actor, access, row),
    eventList: events.rows.map((e) => ({ ...e, eventId: Number(e.eventId) })),
  };
}
