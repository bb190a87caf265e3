import { sql, type RawBuilder } from 'kysely';
import { day, orderClause, pageLimit } from '@core/server/db/lists.js';
import { containsPattern } from '@core/shared/likePattern.js';
import type { PayloadOf } from '@core/shared/callSpec.js';
import type { keyDocumentCalls } from '@schemas/key-documents/calls.js';
import { STUDENT_MODULES } from './access.js';

type SearchPayload = PayloadOf<typeof keyDocumentCalls.search>;

/** keyDocument/search's sort names (spec 002 §7: snake_case, ' DESC' for descending). */
const SORTS = new Map<string, string>([
  ['student_acct_id', 'f.student_acct_id'],
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
const NEWEST = 'kd.uploaded_date desc, kd.key_document_id desc';

interface Scope {
  cohortModuleId: number;
  /** The student summary's one student module, or null: the module's. */
  studentModuleId: number | null;
  /** The AS whose students' documents are listed, as an academic staff id (-1: nobody's), or null. */
  staffId: number | null;
  limit: number;
  offset: number;
}

/**
 * The conditions of a search over `kd` and `f` (this area's figures of the document's student
 * module, which carry its AS and student ID: no view read per document).
 */
function conditionsOf(body: SearchPayload, o: Scope) {
  const statuses = body.keyDocumentStatusList?.length ? body.keyDocumentStatusList : null;
  const studentAcctId = body.studentAcctId?.trim() || null;
  const start = day(body.startDate);
  const end = day(body.endDate);
  const list = [
    o.studentModuleId !== null
      ? sql`kd.student_module_id = ${o.studentModuleId}`
      : sql`kd.cohort_module_id = ${o.cohortModuleId}`,
    o.staffId !== null ? sql`f.academic_staff_id = ${o.staffId}` : null,
    statuses ? sql`kd.status = any(${statuses}::text[])` : null,
    body.fileType ? sql`kd.file_type = ${body.fileType}` : null,
    studentAcctId ? sql`f.student_acct_id ilike ${containsPattern(studentAcctId)}` : null,
    start ? sql`kd.uploaded_date >= ${start}::date` : null,
    end ? sql`kd.uploaded_date < ${end}::date + 1` : null,
  ].filter((w) => w !== null);
  const narrowed = Boolean(body.fileType || studentAcctId || start || end || o.studentModuleId !== null);
  return { where: sql.join(list, sql` and `), statuses, narrowed };
}

/**
 * The module's (or an AS's) documents counted by the maintained counters
 * (key_document_module_counts), for the filters they hold: all, or by status.
 */
function maintainedTotal(o: Scope, statuses: readonly string[] | null): RawBuilder<unknown> {
  const column =
    statuses === null || (statuses.includes('DRAFT') && statuses.includes('SUBMITTED'))
      ? 'documents'
      : statuses.includes('DRAFT')
        ? 'draft_documents'
        : statuses.includes('SUBMITTED')
          ? 'submitted_documents'
          : '0';
  return sql`coalesce((select ${sql.raw(column === '0' ? '0' : `c.${column}`)} from key_document_module_counts c
    where c.cohort_module_id = ${o.cohortModuleId} and c.academic_staff_id = ${o.staffId ?? 0}), 0)`;
}

/**
 * keyDocument/search's page of document ids (`key_document_id`, `ord`) and its total. A module's
 * documents newest first (the screen as it opens) or by upload date read the module's index in
 * order and stop after offset + limit rows, with the total from the maintained counters; another
 * sort or filter reads every match and counts it (a student's documents are a few).
 */
export function documentPage(
  body: SearchPayload,
  o: Scope,
): { page: RawBuilder<unknown>; total?: RawBuilder<unknown> } {
  const orderText = orderClause(body.orderBy, SORTS, NEWEST);
  const sortsBy = (alias: string) => new RegExp(`\\b${alias}\\.`).test(orderText);
  const { where, statuses, narrowed } = conditionsOf(body, o);
  const needsFigures = o.staffId !== null || Boolean(body.studentAcctId?.trim()) || sortsBy('f') || sortsBy('au');
  const from = sql`key_documents kd
    ${needsFigures ? sql`join key_document_student_figures f on f.student_module_id = kd.student_module_id` : sql``}`;
  const byDate = !body.orderBy?.trim() || /^\s*uploaded_date(\s+(asc|desc))?\s*$/i.test(body.orderBy);
  if (byDate && !narrowed) {
    const dir = sql.raw(/desc/i.test(body.orderBy ?? '') || !body.orderBy?.trim() ? 'desc' : 'asc');
    const order = sql`kd.uploaded_date ${dir}, kd.key_document_id ${dir}`;
    return {
      page: sql`select kd.key_document_id, row_number() over (order by ${order}) as ord
        from ${from} where ${where} order by ${order} limit ${pageLimit(o.limit)} offset ${o.offset}`,
      total: maintainedTotal(o, statuses),
    };
  }
  // The people and the file type are looked up by key only where the sort needs them (`offset 0`
  // keeps the planner from hashing a whole table in).
  const order = sql.raw(orderText);
  return {
    page: sql`select kd.key_document_id, row_number() over (order by ${order}) as ord, count(*) over ()::int as total
      from ${from}
      ${
        sortsBy('su')
          ? sql`cross join lateral (select v.first_name, v.last_name from ${STUDENT_MODULES} v
          where v.student_module_id = kd.student_module_id offset 0) su`
          : sql``
      }
      ${
        sortsBy('au')
          ? sql`left join lateral (select x.first_name, x.last_name from academic_staff a join users x on x.user_id = a.user_id
          where a.academic_staff_id = f.academic_staff_id offset 0) au on true`
          : sql``
      }
      ${sortsBy('ft') ? sql`left join sys_params ft on ft.param_id = kd.file_type` : sql``}
      ${sortsBy('up') ? sql`left join lateral (select x.first_name, x.last_name from users x where x.user_id = kd.uploaded_by offset 0) up on true` : sql``}
     where ${where}
     order by ${order} limit ${pageLimit(o.limit)} offset ${o.offset}`,
  };
}
