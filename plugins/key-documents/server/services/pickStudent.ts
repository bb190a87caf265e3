import { sql, type RawBuilder } from 'kysely';
import type { KeyDocumentsCall } from '../area.js';
import type { Replyable, ReplyOf } from '@core/shared/callSpec.js';
import type { keyDocumentCalls } from '@schemas/key-documents/calls.js';
import { modulesContract } from '@schemas/modules/contract.js';
import { staffIdOfUser } from '@core/server/reference/staffIds.js';
import { moduleAccess, STUDENT_MODULES } from './access.js';

type Picked = Replyable<ReplyOf<typeof keyDocumentCalls.pickStudent>>;

/** The module area's students as its lists page them (its published view, indexed by prefix). */
const PICKS = sql.table(modulesContract.readViews.studentPicks);

/** The last code point: every text that starts with a prefix sorts (bytewise) below prefix + it. */
const LAST = '\u{10FFFF}';

/** The picks whose lower-cased `column` starts with `prefix` (empty: all), in that order, at most `upTo`. */
function range(column: string, part: number, prefix: string, where: RawBuilder<unknown>, upTo: RawBuilder<unknown>) {
  const key = sql`lower(${sql.ref(`v.${column}`)}) collate "C"`;
  return sql`(select v.student_module_id, ${sql.lit(part)} as part, ${key} as k from ${PICKS} v
    where ${where} ${prefix ? sql`and ${key} >= ${prefix} and ${key} < ${prefix + LAST}` : sql``}
    order by ${key}, v.student_module_id limit ${upTo})`;
}

/**
 * keyDocument/pickStudent (issue 36): the students of a module an upload may name whose student
 * ID, name or last name starts with the text typed (in that rank; any case), a page at a time,
 * through the module area's published view: each a range of its index per cohort module, so a
 * page costs the same on 40 or 10,000 students. An AS held to their own students picks only theirs.
 */
export async function pickStudents(c: KeyDocumentsCall<'pickStudent'>): Promise<Picked> {
  const { db, scope, actor, body } = c;
  const access = await moduleAccess(db, scope, actor, body.cohortModuleId);
  const staffId = access.ownStudentsOf === null ? null : await staffIdOfUser(db, access.ownStudentsOf);
  const pageSize = body.pageSize ?? 10;
  const startRow = body.startRow ?? 0;
  const typed = (body.text ?? '').trim().toLowerCase();
  const id = typed.replace(/[^a-z0-9]/g, '');
  const where = sql`v.cohort_module_id = ${access.cohortModuleId} ${staffId === null ? sql`` : sql`and v.academic_staff_id = ${staffId}`}`;
  // One row more than the page: whether more match. The page's names are looked up by key
  // (`offset 0`: no hash of the view's every student module).
  const upTo = sql`${sql.lit(pageSize + 1)} + ${startRow}`;
  const ranges = typed
    ? [
        range('student_acct_id', 0, id, where, upTo),
        range('student_name', 1, typed, where, upTo),
        range('student_last_name', 2, typed, where, upTo),
      ]
    : [range('student_acct_id', 0, '', where, upTo)];
  const r = await sql<Picked['list'][number]>`
    with hits as (${sql.join(id || !typed ? ranges : ranges.slice(1), sql` union all `)}),
    best as (select distinct on (h.student_module_id) h.* from hits h order by h.student_module_id, h.part),
    page as (select * from best order by part, k, student_module_id limit ${sql.lit(pageSize + 1)} offset ${startRow})
    select page.student_module_id, sm.student_acct_id, sm.first_name, sm.last_name
      from page
      cross join lateral (select x.student_acct_id, x.first_name, x.last_name from ${STUDENT_MODULES} x
        where x.student_module_id = page.student_module_id offset 0) sm
     order by page.part, page.k, page.student_module_id`.execute(db);
  return { list: r.rows.slice(0, pageSize), more: r.rows.length > pageSize };
}
