import { sql, type RawBuilder } from 'kysely';
import type { WpaCall, WpaDb } from '../area.js';
import { notFound, validation } from '@core/server/http/appError.js';
import { pageLimit, pageWithDetails, paging, parseSort, tokenOf } from '@core/server/db/lists.js';
import { containsPattern } from '@core/shared/likePattern.js';
import type { ReplyOf } from '@core/shared/callSpec.js';
import type { Replyable } from '@core/shared/callSpec.js';
import type { wpaCalls } from '@schemas/wpa/calls.js';
import { dateRangeErrors, dayOf, studentIdSearch } from '../../shared/formRules.js';
import { ownStudentsOnly } from './who.js';
import { nameOf, SENT_OVER, STUDENT_MODULES, WPA_JOINS } from './sqlParts.js';
import { ALL_STAFF } from '@core/server/counters/figures.js';
import { staffIdOfUser } from '@core/server/reference/staffIds.js';
import { COUNTED_STATUSES } from '../migrations/004_student_figures.js';
import { sentOver } from '../contributions.js';

export type WpaRow = Replyable<ReplyOf<typeof wpaCalls.search>['list'][number]>;

/**
 * The WPA sort names of 002 §9 (an allow-list of own keys): ID, company, supervisor, hours, mark,
 * submit date, last update, sent to IS over 14 days, status; and the student's name and AS.
 * `needs` says which joins the page must make to sort by it.
 */
const SORT = new Map<string, { column: string; needs?: 'student' | 'user' | 'supervisor' }>([
  ['wpa_appl_id', { column: 'w.wpa_appl_id' }],
  ['student_acct_id', { column: 's.student_acct_id', needs: 'student' }],
  ['first_name', { column: 'u.first_name', needs: 'user' }],
  ['student_name', { column: "u.first_name || ' ' || u.last_name", needs: 'user' }],
  ['academic_supervisor_user_name', { column: "asu.first_name || ' ' || asu.last_name", needs: 'supervisor' }],
  ['company_name', { column: 'w.company_name' }],
  ['industry_supervisor_name', { column: 'w.industry_supervisor_name' }],
  ['wil_hours', { column: 'w.wil_hours' }],
  ['mark', { column: 'w.mark' }],
  ['apply_date', { column: 'w.apply_date' }],
  ['last_updated_date', { column: 'w.last_updated_date' }],
  // Longest waiting first in ascending order; forms not with the supervisor last.
  ['sent_to_is_over', { column: "case when w.wpa_status = 'SENT_TO_IS' then w.sent_to_is_date end" }],
  ['sent_to_is', { column: 'w.sent_to_is' }],
  ['wpa_status', { column: 'w.wpa_status' }],
]);
const SORT_COLUMNS = new Map([...SORT].map(([k, v]) => [k, v.column]));

/** The statuses of each WPA Management list (002 §2). */
const SHOW: Record<string, RawBuilder<unknown>> = {
  pendingSend: sql`w.wpa_status = 'PENDING_SEND'`,
  sentToIs: sql`w.wpa_status = 'SENT_TO_IS'`,
  over: SENT_OVER,
  pendingReview: sql`w.wpa_status = 'PENDING_REVIEW'`,
};

/** The list row's columns over a WPA and WPA_JOINS. */
export const ROW = sql`w.wpa_appl_id, w.wpa_status, w.student_module_id, w.cohort_module_id,
  s.student_acct_id, u.first_name, u.last_name, ${nameOf('u')} as student_name,
  sm.academic_supervisor_user_id, ${nameOf('asu')} as academic_supervisor_user_name,
  w.company_name, w.industry_supervisor_name, w.industry_supervisor_email, w.wil_hours,
  w.period_start_date, w.period_end_date, w.mark, w.override_weight, w.apply_date,
  w.sent_to_is, w.sent_to_is_date, ${SENT_OVER} as sent_to_is_over,
  case when w.wpa_status = 'SENT_TO_IS' and w.sent_to_is_date is not null
       then (current_date - w.sent_to_is_date::date) end as sent_to_is_days,
  w.remind_count, w.last_reminded_date,
  (w.wpa_status = 'ACCEPTED_OFFLINE') as offline,
  ${tokenOf('w.last_updated_date')} as last_updated_date`;

/** The statuses WPA Management lists (never DRAFT), each the column of wpa_module_counts that counts it. */
const LISTED = Object.entries(COUNTED_STATUSES).filter(([, status]) => status !== 'DRAFT');

/**
 * A list's total from the maintained counters (wpa_module_counts, the module's row 0 or one AS's):
 * the statuses of its showStatus and status list added up; 'over' is the Module Summary's counter.
 */
function listTotal(
  cohortModuleId: number,
  staffId: number | null,
  show: string | null,
  statuses: readonly string[] | null,
): RawBuilder<unknown> {
  const shown = show === 'over' ? 'SENT_TO_IS' : show ? SHOW_STATUS[show] : null;
  const kept = LISTED.filter(([, st]) => (!shown || st === shown) && (!statuses?.length || statuses.includes(st)));
  if (show === 'over') {
    if (!kept.length) return sql`0`;
    return sentOver({
      cohortModuleId: sql`${cohortModuleId}::int`,
      academicStaffId: staffId === null ? sql`null::int` : sql`${staffId}::int`,
    });
  }
  const sum = kept.length ? kept.map(([c]) => `c.${c}`).join(' + ') : '0';
  return sql`coalesce((select ${sql.raw(sum)} from wpa_module_counts c
    where c.cohort_module_id = ${cohortModuleId} and c.academic_staff_id = ${staffId ?? ALL_STAFF}), 0)`;
}

/** The status of each WPA Management list but 'over' (002 §2). */
const SHOW_STATUS: Record<string, string> = {
  pendingSend: 'PENDING_SEND',
  sentToIs: 'SENT_TO_IS',
  pendingReview: 'PENDING_REVIEW',
};

const NO_MODULE = 'There is no such module.';

/** The cohort module's programme, or NOT_FOUND. */
export async function cohortProgOf(db: WpaDb, cohortModuleId: number): Promise<number> {
  const r = await sql<{ cohortProgId: number }>`
    select cohort_prog_id from cohort_modules where cohort_module_id = ${cohortModuleId}`.execute(db);
  if (!r.rows[0]) throw notFound(NO_MODULE);
  return r.rows[0].cohortProgId;
}

/**
 * wpaAppl/search (002 §7): one cohort module's WPAs (never a draft), filtered, sorted and paged
 * in one statement: a page of ids in order with the total, then those rows' details. A caller
 * who is only an AS in the module's programme sees their own students, whatever the payload says.
 */
export async function searchWpas(c: WpaCall<'search'>): Promise<{ list: WpaRow[]; total: number }> {
  const { db, actor, scope, body } = c;
  const grant = await scope.rowProgramme(await cohortProgOf(db, body.cohortModuleId), NO_MODULE);
  const range = dateRangeErrors(body.startDate, body.endDate);
  if (range.startDate) throw validation(range.startDate);
  const start = body.startDate ? dayOf(body.startDate) : null;
  const end = body.endDate ? dayOf(body.endDate) : null;
  if ((body.startDate && !start) || (body.endDate && !end)) throw validation('Please enter a valid date.');
  const { limit, offset } = paging(body);
  const sort = parseSort(body.orderBy, SORT_COLUMNS);
  const needs = sort ? SORT.get(sort.name)?.needs : undefined;
  const order = sql.raw(
    sort ? `${sort.column} ${sort.desc ? 'desc' : 'asc'} nulls last, w.wpa_appl_id desc` : 'w.wpa_appl_id desc',
  );

  const supervisor = ownStudentsOnly(grant.roles) ? actor.userId : (body.academicSupervisorUserId ?? null);
  const staffId = supervisor === null ? null : await staffIdOfUser(db, supervisor);
  const studentId = body.studentAcctId ? studentIdSearch(body.studentAcctId) : '';
  const company = body.companyName?.trim() ?? '';

  const where: RawBuilder<unknown>[] = [sql`w.cohort_module_id = ${body.cohortModuleId}`, sql`w.wpa_status <> 'DRAFT'`];
  if (body.studentModuleId) where.push(sql`w.student_module_id = ${body.studentModuleId}`);
  if (body.showStatus) where.push(SHOW[body.showStatus]!);
  if (body.wpaStatusList?.length) where.push(sql`w.wpa_status = any(${[...body.wpaStatusList]}::text[])`);
  if (body.sentToIs) where.push(sql`w.sent_to_is = ${body.sentToIs}`);
  if (company) {
    const like = containsPattern(company);
    where.push(sql`(w.company_name ilike ${like} or w.company_name_is ilike ${like})`);
  }
  if (studentId) where.push(sql`s.student_acct_id ilike ${containsPattern(studentId)}`);
  if (start) where.push(sql`w.apply_date >= ${start}::date`);
  if (end) where.push(sql`w.apply_date < ${end}::date + 1`);
  if (staffId !== null) where.push(sql`sm.academic_staff_id = ${staffId}`);

  // The page reads the WPAs of the module by its index; the student module, student and users
  // are joined only when a filter or the sort needs them.
  const needModule = supervisor !== null || Boolean(studentId) || needs !== undefined;
  const needStudent = Boolean(studentId) || needs === 'student' || needs === 'user';
  // The lists as WPA Management opens them (a status, or all; an AS's own): the module's index in
  // order, stopped after the page, and the total from the maintained counters.
  const total =
    sort || body.studentModuleId || body.sentToIs || company || studentId || start || end
      ? undefined
      : listTotal(body.cohortModuleId, staffId, body.showStatus ?? null, body.wpaStatusList ?? null);
  const page = sql`select w.wpa_appl_id, row_number() over (order by ${order}) as ord
    ${total ? sql`` : sql`, count(*) over ()::int as total`}
    from wpa_appls w
    ${needModule ? sql`join ${STUDENT_MODULES} sm on sm.student_module_id = w.student_module_id` : sql``}
    ${needStudent ? sql`join students s on s.student_id = sm.student_id` : sql``}
    ${needs === 'user' ? sql`join users u on u.user_id = s.user_id` : sql``}
    ${needs === 'supervisor' ? sql`left join users asu on asu.user_id = sm.academic_supervisor_user_id` : sql``}
    where ${sql.join(where, sql` and `)}
    order by ${order} limit ${pageLimit(limit)} offset ${offset}`;
  const details = sql`select ${ROW}, page.ord from page join wpa_appls w on w.wpa_appl_id = page.wpa_appl_id ${WPA_JOINS}`;
  const result = await pageWithDetails<WpaRow>(db, page, details, total);
  // Past the last page no row carries the total: count again from the first page.
  if (!result.list.length && offset > 0 && !total) {
    result.total = (await searchWpas({ ...c, body: { ...body, startRow: 0, page: 1, pageSize: 1 } })).total;
  }
  return result;
}
