import { sql, type RawBuilder } from 'kysely';
import { pageLimit, parseSort } from '@core/server/db/lists.js';
import { containsPattern } from '@core/shared/likePattern.js';
import type { PayloadOf } from '@core/shared/callSpec.js';
import type { modulesCalls } from '@schemas/modules/calls.js';
import { EFFECTIVE_STATUS, OVERDUE, PENDING_REVIEW } from './sqlParts.js';
import { FIGURE_SORTS, studentIdSearch } from './studentPage.js';

type AssignFilters = PayloadOf<typeof modulesCalls.exportAssign>;

/** One assignment (a tab) as its list reads it. */
export interface Tab {
  cohortModuleAssignId: number;
  cohortModuleId: number;
  assignSeq: number;
  /** Its deadline is before today: a BLANK or WIP row is OVERDUE. */
  passed: boolean;
}

/**
 * The tab's sorts (002 §2: student ID, name, submitted date, mark, status, and a few more): a
 * column of the module's figures (`f`, ordered by its index per module) or of the student
 * assignment (`sma`, by its index per assignment); status, which moves with the date, sorts
 * every row of the tab.
 */
const SORTS: Record<string, { column: string; nullable?: boolean }> = {
  ...Object.fromEntries(Object.entries(FIGURE_SORTS).map(([name, s]) => [name, { ...s, column: `f.${s.column}` }])),
  submitted_date: { column: 'sma.submitted_date', nullable: true },
  assign_marks: { column: 'sma.assign_marks', nullable: true },
  marked_date: { column: 'sma.marked_date', nullable: true },
  turnitin_score: { column: 'sma.turnitin_score', nullable: true },
  status: {
    column:
      "case when sma.status in ('BLANK', 'WIP') and cma.assign_deadline < current_date then 'OVERDUE' else sma.status end",
  },
};
const SORT_NAMES = new Map(Object.keys(SORTS).map((k) => [k, k]));

/** The letters of the module figures' assign_states (figures/studentFigures.ts): marked in lower case. */
const LETTERS = ['B', 'W', 'S', 'L', 'O'] as const;
const STATUS_OF: Record<string, string> = { B: 'BLANK', W: 'WIP', S: 'SUBMITTED', L: 'SUBMITTED_LATE', O: 'OVERDUE' };

/** The states a tab's filters keep (its deadline passed or not): what its total sums. */
export function statesOf(f: AssignFilters, passed: boolean): string[] {
  const all = LETTERS.flatMap((l) => [l, l.toLowerCase()]);
  return all.filter((s) => {
    const upper = s.toUpperCase();
    const status = passed && (upper === 'B' || upper === 'W') ? 'OVERDUE' : STATUS_OF[upper]!;
    if (f.showStatus === 'pendingReview' && !(s === 'S' || s === 'L')) return false;
    if (f.showStatus === 'overdue' && status !== 'OVERDUE') return false;
    if (f.assignStatusList?.length && !f.assignStatusList.includes(status as never)) return false;
    if (f.withoutMarkFlag === 'Y' && s !== upper) return false;
    return true;
  });
}

/** The tab's conditions over sma, cma and f (the module's figures of the row's student). */
export function tabConditions(tab: Tab, staffId: number | null, f: AssignFilters): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = [sql`sma.cohort_module_assign_id = ${tab.cohortModuleAssignId}`];
  if (staffId !== null) where.push(sql`f.academic_staff_id = ${staffId}`);
  if (f.showStatus === 'pendingReview') where.push(PENDING_REVIEW);
  if (f.showStatus === 'overdue') where.push(OVERDUE);
  if (f.assignStatusList?.length) where.push(sql`(${EFFECTIVE_STATUS}) = any(${[...f.assignStatusList]}::text[])`);
  if (f.withoutMarkFlag === 'Y') where.push(sql`sma.assign_marks is null`);
  const id = studentIdSearch(f.studentAcctId);
  if (id) where.push(sql`f.student_acct_id ilike ${containsPattern(id)}`);
  return where;
}

const TAB_FROM = sql`student_module_assigns sma
  join cohort_module_assigns cma on cma.cohort_module_assign_id = sma.cohort_module_assign_id
  join student_module_figures f on f.student_module_id = sma.student_module_id`;

/** The tab's order: the sort's column, then the row's student (or the row) in the same direction. */
export function tabOrder(orderBy: string | null | undefined) {
  const sort = parseSort(orderBy, SORT_NAMES);
  const s = SORTS[sort?.name ?? 'student_acct_id']!;
  const dir = sort?.desc ? 'desc' : 'asc';
  const tie = s.column.startsWith('f.') ? 'f.student_module_id' : 'sma.student_module_assign_id';
  return { ...s, dir, tie, name: sort?.name ?? 'student_acct_id' };
}

/**
 * One tab's page (`student_module_assign_id`, `ord`) and its total. With the total from the
 * module's per-assignment counters (module_assign_states: every filter but a student ID search),
 * the page reads the sort's index in order, the module's figures by student (`f`, whose
 * assign_states letter of the tab skips the rows the filters drop without reading them) or the
 * tab's rows (`sma`), and stops after offset + limit rows; otherwise it counts every match.
 */
export function tabPage(o: {
  tab: Tab;
  staffId: number | null;
  filters: AssignFilters;
  limit: number;
  offset: number;
}): { page: RawBuilder<unknown>; total?: RawBuilder<unknown> } {
  const { tab } = o;
  const order = tabOrder(o.filters.orderBy);
  const where = tabConditions(tab, o.staffId, o.filters);
  const states = statesOf(o.filters, tab.passed);
  const dir = sql.raw(order.dir);
  const key = sql.raw(order.column);
  const tie = sql.raw(order.tie);
  if (studentIdSearch(o.filters.studentAcctId) || order.name === 'status') {
    const by = sql`${key} ${dir} nulls last, ${tie} ${dir}`;
    return {
      page: sql`select sma.student_module_assign_id, row_number() over (order by ${by}) as ord, count(*) over ()::int as total
        from ${TAB_FROM} where ${sql.join(where, sql` and `)} order by ${by} limit ${pageLimit(o.limit)} offset ${o.offset}`,
    };
  }
  const total = sql`(select coalesce(sum(t.students), 0)::int from module_assign_states t
    where t.cohort_module_id = ${tab.cohortModuleId} and t.academic_staff_id = ${o.staffId ?? 0}
      and t.assign_seq = ${tab.assignSeq} and t.state = any(${states}::text[]))`;
  const byStudent = order.column.startsWith('f.');
  // By student: the module's students in the sort's order, each looked up in the tab by key.
  const from = byStudent
    ? sql`student_module_figures f
        join student_module_assigns sma on sma.cohort_module_assign_id = ${tab.cohortModuleAssignId} and sma.student_module_id = f.student_module_id
        join cohort_module_assigns cma on cma.cohort_module_assign_id = sma.cohort_module_assign_id`
    : TAB_FROM;
  const cond = sql.join(
    [
      ...(byStudent
        ? [
            sql`f.cohort_module_id = ${tab.cohortModuleId}`,
            sql`substr(f.assign_states, ${tab.assignSeq}, 1) = any(${states}::text[])`,
          ]
        : []),
      ...where,
    ],
    sql` and `,
  );
  const upTo = sql`${pageLimit(o.limit)} + ${o.offset}`;
  const ranges = [
    sql`(select sma.student_module_assign_id, 0 as part, ${key} as k, ${tie} as t from ${from} where ${cond}
        ${order.nullable ? sql`and ${key} is not null` : sql``} order by ${key} ${dir}, ${tie} ${dir} limit ${upTo})`,
  ];
  if (order.nullable) {
    ranges.push(sql`(select sma.student_module_assign_id, 1 as part, null as k, ${tie} as t from ${from}
        where ${cond} and ${key} is null order by ${tie} ${dir} limit ${upTo})`);
  }
  const by = sql`u.part, u.k ${dir}, u.t ${dir}`;
  return {
    page: sql`select u.student_module_assign_id, row_number() over (order by ${by}) as ord
      from (${sql.join(ranges, sql` union all `)}) u order by ${by} limit ${pageLimit(o.limit)} offset ${o.offset}`,
    total,
  };
}

/** The tab's rows for an export: every match in the list's order. */
export function tabRows(tab: Tab, staffId: number | null, f: AssignFilters) {
  const order = tabOrder(f.orderBy);
  return {
    from: TAB_FROM,
    where: sql.join(tabConditions(tab, staffId, f), sql` and `),
    order: sql.raw(`${order.column} ${order.dir} nulls last, ${order.tie} ${order.dir}`),
  };
}
