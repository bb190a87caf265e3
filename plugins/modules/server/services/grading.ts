import { sql, type RawBuilder } from 'kysely';
import type { ModulesCall, ModulesDb } from '../area.js';
import { utcDateTime } from '@core/server/dates.js';
import type { Actor } from '@core/server/auth/actor.js';
import type { CallScope } from '@core/server/auth/scope.js';
import { AppError, conflict, forbidden, notFound, validation } from '@core/server/http/appError.js';
import { pageWithDetails, paging, tokenOf } from '@core/server/db/lists.js';
import type { PayloadOf, Replyable, ReplyOf } from '@core/shared/callSpec.js';
import type { modulesCalls } from '@schemas/modules/calls.js';
import { MODULE_MESSAGES } from '@schemas/modules/limits.js';
import { isGradable } from '../../shared/progress.js';
import { canGrade, hasStudentActions } from '../../shared/roles.js';
import { gradingFaults, joinMessages, numberOf, remarksFault } from '../../shared/validation.js';
import { moduleAccess, requireStudentActions, studentsOfStaff, tokenValue, type ModuleAccess } from './access.js';
import { EFFECTIVE_STATUS, nameOf } from './sqlParts.js';
import { tabPage, tabRows, type Tab } from './assignPage.js';
import { studentFigures } from '../figures/studentFigures.js';

export type AssignRow = Replyable<ReplyOf<typeof modulesCalls.search>['list'][number]>;
type AssignDetail = Replyable<ReplyOf<typeof modulesCalls.searchById>>;
type AssignFilters = PayloadOf<typeof modulesCalls.exportAssign>;

/** How long a submitted file's link stays valid. */
const FILE_LINK_TTL_SECONDS = 3600;

/** The row's columns over sma, cma, sm, s, u, a (the AS's staff row) and asu. */
const ROW = sql`sma.student_module_assign_id, sma.cohort_module_assign_id, sma.student_module_id, cma.cohort_module_id,
  cma.assign_seq, cma.assign_name, cma.assign_deadline, sma.submitted_date, sma.assign_marks, sma.remarks, sma.marked_date,
  cma.turnitin_req_ind, sma.turnitin_score, sma.similarity_status, sma.file_name, ${EFFECTIVE_STATUS} as status,
  u.first_name, u.last_name, s.student_acct_id, ${nameOf('asu')} as user_name, a.user_id as academic_supervisor_user_id,
  ${tokenOf('sma.last_updated_date')} as last_updated_date`;

const JOINS = sql`join cohort_module_assigns cma on cma.cohort_module_assign_id = sma.cohort_module_assign_id
  join student_modules sm on sm.student_module_id = sma.student_module_id
  join students s on s.student_id = sm.student_id
  join users u on u.user_id = s.user_id
  left join academic_staff a on a.academic_staff_id = sm.academic_staff_id
  left join users asu on asu.user_id = a.user_id`;

/** The caller may confirm a grade on the row (002 §6), as answered with each row. */
const withCanGrade = <R extends { status: unknown; academicSupervisorUserId: number | null }>(
  a: ModuleAccess,
  r: R,
): R & { canGrade: boolean } => ({
  ...r,
  canGrade: isGradable(String(r.status)) && hasStudentActions(a.actor) && canGrade(a.actor, r.academicSupervisorUserId),
});

/** The assignment (a tab) and its module's access, or NOT_FOUND. */
async function assignAccess(db: ModulesDb, scope: CallScope, actor: Actor, cohortModuleAssignId: number) {
  const r = await sql<Tab & { assignName: string }>`
    select cohort_module_assign_id, cohort_module_id, assign_seq, assign_name,
           coalesce(assign_deadline < current_date, false) as passed
      from cohort_module_assigns where cohort_module_assign_id = ${cohortModuleAssignId}`.execute(db);
  const tab = r.rows[0];
  if (!tab) throw notFound('The assignment is not found.');
  return { a: await moduleAccess(db, scope, actor, tab.cohortModuleId, 'The assignment is not found.'), tab };
}

/**
 * assign/search (002 §7): one assignment's student rows (a tab of the assignment list), filtered,
 * sorted and paged (assignPage.ts). An AS held to their own students sees only theirs.
 */
export async function searchStudentAssigns(c: ModulesCall<'search'>): Promise<{ list: AssignRow[]; total: number }> {
  const { db, scope, actor, body } = c;
  const { a, tab } = await assignAccess(db, scope, actor, body.cohortModuleAssignId);
  const { limit, offset } = paging(body);
  const { staffId } = await studentsOfStaff(db, a, body.academicSupervisorUserId);
  const { page, total } = tabPage({ tab, staffId, filters: body, limit, offset });
  const details = sql`select ${ROW}, page.ord
    from page join student_module_assigns sma on sma.student_module_assign_id = page.student_module_assign_id ${JOINS}`;
  const result = await pageWithDetails<Omit<AssignRow, 'canGrade'>>(db, page, details, total);
  if (!result.list.length && offset > 0 && !total) {
    result.total = (await searchStudentAssigns({ ...c, body: { ...body, startRow: 0, page: 1, pageSize: 1 } })).total;
  }
  return { list: result.list.map((r) => withCanGrade(a, r)), total: result.total };
}

/** assign/export: the statement of one assignment tab's rows with the screen's filters and sort. */
export async function exportStudentAssignsQuery(
  db: ModulesDb,
  scope: CallScope,
  actor: Actor,
  body: AssignFilters,
): Promise<{ query: RawBuilder<Omit<AssignRow, 'canGrade'>>; assignName: string }> {
  const { a, tab } = await assignAccess(db, scope, actor, body.cohortModuleAssignId);
  const { staffId } = await studentsOfStaff(db, a, body.academicSupervisorUserId);
  const rows = tabRows(tab, staffId, body);
  return {
    query: sql`select ${ROW} from ${rows.from}
      join student_modules sm on sm.student_module_id = sma.student_module_id
      join students s on s.student_id = sm.student_id
      join users u on u.user_id = s.user_id
      left join academic_staff a on a.academic_staff_id = sm.academic_staff_id
      left join users asu on asu.user_id = a.user_id
      where ${rows.where} order by ${rows.order}`,
    assignName: tab.assignName,
  };
}

/** A student assignment the caller may read, with its access; NOT_FOUND otherwise (an AS asking for another's student learns nothing). */
async function readable(db: ModulesDb, scope: CallScope, actor: Actor, studentModuleAssignId: number) {
  const r = await sql<{ cohortModuleId: number; assignedUserId: number | null }>`
    select cma.cohort_module_id, a.user_id as assigned_user_id
      from student_module_assigns sma
      join cohort_module_assigns cma on cma.cohort_module_assign_id = sma.cohort_module_assign_id
      join student_modules sm on sm.student_module_id = sma.student_module_id
      left join academic_staff a on a.academic_staff_id = sm.academic_staff_id
     where sma.student_module_assign_id = ${studentModuleAssignId}`.execute(db);
  const row = r.rows[0];
  if (!row) throw notFound('The student assignment is not found.');
  const a = await moduleAccess(db, scope, actor, row.cohortModuleId, 'The student assignment is not found.');
  if (a.ownStudentsOf !== null && row.assignedUserId !== a.ownStudentsOf)
    throw notFound('The student assignment is not found.');
  return a;
}

async function rowOf(db: ModulesDb, a: ModuleAccess, studentModuleAssignId: number): Promise<AssignRow> {
  const r = await sql<Omit<AssignRow, 'canGrade'>>`select ${ROW} from student_module_assigns sma ${JOINS}
    where sma.student_module_assign_id = ${studentModuleAssignId}`.execute(db);
  return withCanGrade(a, r.rows[0]!);
}

/** assign/searchById (002 §7): one student assignment with its Turnitin link and submitted file. */
export async function searchStudentAssignById(c: ModulesCall<'searchById'>): Promise<AssignDetail> {
  const { db, scope, actor, kernel, body } = c;
  const a = await readable(db, scope, actor, body.studentModuleAssignId);
  const row = await rowOf(db, a, body.studentModuleAssignId);
  const more = await db
    .selectFrom('studentModuleAssigns')
    .select(['turnitinUrl', 'submissionId', 'filePath'])
    .where('studentModuleAssignId', '=', body.studentModuleAssignId)
    .executeTakeFirstOrThrow();
  const fileUrl = more.filePath
    ? `/files/${more.filePath}?${kernel.files.suffix(more.filePath, actor.sessionId, FILE_LINK_TTL_SECONDS)}`
    : null;
  return { ...row, ...more, fileUrl };
}

/** The student assignment locked for a change, with the caller's right to it checked. */
async function lockForChange(
  trx: ModulesDb,
  scope: CallScope,
  actor: Actor,
  studentModuleAssignId: number,
  token: string,
) {
  const r = await sql<{
    cohortModuleId: number;
    assignedUserId: number | null;
    status: string;
    assignMarks: number | null;
    remarks: string | null;
    studentModuleId: number;
    lastUpdatedDate: string;
    stale: boolean;
    who: string | null;
  }>`
    select cma.cohort_module_id, a.user_id as assigned_user_id, ${EFFECTIVE_STATUS} as status, sma.assign_marks, sma.remarks,
           sma.student_module_id, ${tokenOf('sma.last_updated_date')} as last_updated_date,
           sma.last_updated_date > ${token}::timestamptz as stale,
           (select coalesce(${nameOf('wu')}, wu.account_id) from users wu where lower(wu.account_id) = lower(sma.last_updated_by)) as who
      from student_module_assigns sma
      join cohort_module_assigns cma on cma.cohort_module_assign_id = sma.cohort_module_assign_id
      join student_modules sm on sm.student_module_id = sma.student_module_id
      left join academic_staff a on a.academic_staff_id = sm.academic_staff_id
     where sma.student_module_assign_id = ${studentModuleAssignId}
       for update of sma`.execute(trx);
  const row = r.rows[0];
  if (!row) throw notFound('The student assignment is not found.');
  const a = await moduleAccess(trx, scope, actor, row.cohortModuleId, 'The student assignment is not found.');
  if (a.ownStudentsOf !== null && row.assignedUserId !== a.ownStudentsOf)
    throw notFound('The student assignment is not found.');
  requireStudentActions(a);
  if (!canGrade(a.actor, row.assignedUserId)) {
    throw forbidden('Only an academic supervisor, or the one assigned to this student, may grade this assignment.');
  }
  if (row.stale) {
    throw conflict(
      `This assignment was changed by ${row.who ?? 'someone else'} on ${utcDateTime(row.lastUpdatedDate)}. Please reload it and try again.`,
    );
  }
  return { a, row };
}

/**
 * assign/updateAssignMarks (002 §4, §5): Grading Confirm on a SUBMITTED or SUBMITTED_LATE row, by
 * the AS role or the student's assigned AS; the mark, date marked and remarks checked with the
 * spec's messages; the grade and its event (who, when, from, to) written in one transaction.
 */
export async function updateAssignMarks(c: ModulesCall<'updateAssignMarks'>): Promise<AssignRow> {
  const { db, scope, actor, body } = c;
  const { counters } = c.kernel;
  const msg = joinMessages(Object.values(gradingFaults(body)));
  if (msg) throw validation(msg);
  const token = tokenValue(body.lastUpdatedDate);
  const mark = numberOf(body.assignMarks)!;
  const day = body.markedDate!.slice(0, 10);
  const a = await db
    .transaction()
    .execute(async (trx) => {
      const { a, row } = await lockForChange(trx, scope, actor, body.studentModuleAssignId, token);
      if (!isGradable(row.status)) throw new AppError('INVALID_STATE', MODULE_MESSAGES.notGradable);
      await sql`update student_module_assigns set assign_marks = ${mark}, marked_date = ${day}::date,
          remarks = ${body.remarks?.trim() || null}, marked_by = ${actor.userId},
          last_updated_by = ${actor.accountId}, last_updated_date = clock_timestamp()
        where student_module_assign_id = ${body.studentModuleAssignId}`.execute(trx);
      await sql`insert into student_module_events (student_module_id, student_module_assign_id, event_type, from_value, to_value, event_remark, actor_user_id)
        values (${row.studentModuleId}, ${body.studentModuleAssignId}, 'GRADE', ${row.assignMarks === null ? null : String(row.assignMarks)},
          ${String(mark)}, ${body.remarks?.trim() || null}, ${actor.userId})`.execute(trx);
      await counters.refresh(trx, [{ figures: studentFigures, keys: [row.studentModuleId] }]);
      return a;
    })
    .catch((e: { code?: string }) => {
      if (e.code === '22007' || e.code === '22008') throw validation('Please enter a valid date.');
      throw e;
    });
  return rowOf(db, a, body.studentModuleAssignId);
}

/** assign/updateRemarks: the remarks of a student assignment alone (at most 150), by whoever may grade it. */
export async function updateRemarks(c: ModulesCall<'updateRemarks'>): Promise<AssignRow> {
  const { db, scope, actor, body } = c;
  const msg = joinMessages([remarksFault(body.remarks)]);
  if (msg) throw validation(msg);
  const token = tokenValue(body.lastUpdatedDate);
  const remarks = body.remarks?.trim() || null;
  const a = await db.transaction().execute(async (trx) => {
    const { a, row } = await lockForChange(trx, scope, actor, body.studentModuleAssignId, token);
    await sql`update student_module_assigns set remarks = ${remarks},
        last_updated_by = ${actor.accountId}, last_updated_date = clock_timestamp()
      where student_module_assign_id = ${body.studentModuleAssignId}`.execute(trx);
    await sql`insert into student_module_events (student_module_id, student_module_assign_id, event_type, from_value, to_value, actor_user_id)
      values (${row.studentModuleId}, ${body.studentModuleAssignId}, 'REMARKS', ${row.remarks?.slice(0, 60) ?? null},
        ${remarks?.slice(0, 60) ?? null}, ${actor.userId})`.execute(trx);
    return a;
  });
  return rowOf(db, a, body.studentModuleAssignId);
}
