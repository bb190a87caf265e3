import { sql } from 'kysely';
import type { KeyDocumentsDb } from '../area.js';
import type { Kernel } from '@core/server/kernel.js';
import type { Actor } from '@core/server/auth/actor.js';
import type { CallScope } from '@core/server/auth/scope.js';
import { checkRange, day, orderClause, pageLimit, pageWithDetails, paging } from '@core/server/db/lists.js';
import { notFound, validation } from '@core/server/http/appError.js';
import { containsPattern } from '@core/shared/likePattern.js';
import type { PayloadOf } from '@core/shared/callSpec.js';
import type { keyDocumentCalls } from '@schemas/key-documents/calls.js';
import { moduleAccess, STUDENT_MODULES, studentModuleAccess, type ModuleAccess } from './access.js';
import { rowById, rowColumns, rowJoins, toReply, type KeyDocumentRecord } from './rows.js';

/** keyDocument/search's sort names (spec 002 §7: snake_case, ' DESC' for descending). */
const SORTS = new Map<string, string>([
  ['student_acct_id', 's.student_acct_id'],
  ['student_name', "su.first_name || ' ' || su.last_name"],
  ['first_name', 'su.first_name'],
  ['last_name', 'su.last_name'],
  ['academic_supervisor_user_name', "au.first_name || ' ' || au.last_name"],
  ['file_desc', 'kd.file_desc'],
  ['file_type_val', 'ft.parm_value1'],
  ['exempted_hours', 'kd.exempted_hours'],
  ['uploaded_date', 'kd.uploaded_date'],
  ['user_name', "up.first_name || ' ' || up.last_name"],
  ['status', 'kd.status'],
  ['last_updated_date', 'kd.last_updated_date'],
]);
const FALLBACK = 'kd.uploaded_date desc, kd.key_document_id desc';

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
  const orderText = orderClause(body.orderBy, SORTS, FALLBACK);
  const order = sql.raw(orderText);
  const sortsBy = (alias: string) => new RegExp(`\\b${alias}\\.`).test(orderText);

  const asUser = access.ownStudentsOf ?? body.academicSupervisorUserId ?? null;
  const statuses = body.keyDocumentStatusList?.length ? body.keyDocumentStatusList : null;
  const studentAcctId = body.studentAcctId?.trim() || null;
  const start = day(body.startDate);
  const end = day(body.endDate);
  const where = sql.join(
    [
      sql`sm.cohort_module_id = ${access.cohortModuleId}`,
      studentModuleId !== null ? sql`kd.student_module_id = ${studentModuleId}` : null,
      asUser !== null ? sql`sm.academic_supervisor_user_id = ${asUser}` : null,
      statuses ? sql`kd.status = any(${statuses}::text[])` : null,
      body.fileType ? sql`kd.file_type = ${body.fileType}` : null,
      studentAcctId ? sql`s.student_acct_id ilike ${containsPattern(studentAcctId)}` : null,
      start ? sql`kd.uploaded_date >= ${start}::date` : null,
      end ? sql`kd.uploaded_date < ${end}::date + 1` : null,
    ].filter((w) => w !== null),
    sql` and `,
  );
  // The page's ids first: the module's student modules, and for each its documents by their index,
  // with the student, the people and the file type looked up by key only where the sort or a
  // filter needs them (`offset 0` keeps the planner from hashing the whole table in, which it
  // chose when a module holds an eighth of the documents); then the page's rows with every column.
  const needUser = sortsBy('su');
  const needStudent = needUser || sortsBy('s') || studentAcctId !== null;
  const page = sql`select kd.key_document_id, row_number() over (order by ${order}) as ord, count(*) over ()::int as total
      from ${STUDENT_MODULES} sm
      cross join lateral (select x.* from key_documents x where x.student_module_id = sm.student_module_id offset 0) kd
      ${needStudent ? sql`cross join lateral (select x.student_acct_id, x.user_id from students x where x.student_id = sm.student_id offset 0) s` : sql``}
      ${needUser ? sql`cross join lateral (select x.first_name, x.last_name from users x where x.user_id = s.user_id offset 0) su` : sql``}
      ${sortsBy('au') ? sql`left join lateral (select x.first_name, x.last_name from users x where x.user_id = sm.academic_supervisor_user_id offset 0) au on true` : sql``}
      ${sortsBy('ft') ? sql`left join sys_params ft on ft.param_id = kd.file_type` : sql``}
      ${sortsBy('up') ? sql`left join lateral (select x.first_name, x.last_name from users x where x.user_id = kd.uploaded_by offset 0) up on true` : sql``}
     where ${where}
     order by ${order} limit ${pageLimit(limit)} offset ${offset}`;
  const details = sql`select ${rowColumns}, page.ord
      from page join key_documents kd on kd.key_document_id = page.key_document_id ${rowJoins}`;
  const r = await pageWithDetails<KeyDocumentRecord>(db, page, details);
  let total = r.total;
  if (!r.list.length && offset > 0) {
    const c = await sql<{
      n: number;
    }>`select count(*)::int as n from key_documents kd ${rowJoins} where ${where}`.execute(db);
    total = c.rows[0]?.n ?? 0;
  }
  return { list: r.list.map((row) => toReply(kernel, actor, access, row)), total };
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
