import { sql, type Expression, type RawBuilder } from 'kysely';
import type { Kernel } from '@core/server/kernel.js';
import { mergedRangesPage, pageLimit, parseSort } from '@core/server/db/lists.js';
import { ALL_STAFF } from '@core/server/counters/figures.js';
import type { ContributedField, RowRefs } from '@core/server/extensions/fieldPoints.js';
import { containsPattern } from '@core/shared/likePattern.js';
import type { PayloadOf } from '@core/shared/callSpec.js';
import type { modulesCalls } from '@schemas/modules/calls.js';
import { modulesContract } from '@schemas/modules/contract.js';
import { MODULE_MESSAGES } from '@schemas/modules/limits.js';
import { validation } from '@core/server/http/appError.js';

type StudentFilters = PayloadOf<typeof modulesCalls.exportModuleStudent>;

/** Letters and digits of a student ID search (the spec's student ID inputs keep only these). */
export const studentIdSearch = (s: string | null | undefined) => (s ?? '').replace(/[^A-Za-z0-9]/g, '');

/** The figures table of the module area (migrations/003_student_figures.ts), alias `f`. */
const FIGURES = 'student_module_figures';

type Sort = { column: string; nullable?: boolean };

/** The sorts both module lists take from the module's figures (the Student List's and an assignment tab's). */
export const FIGURE_SORTS: Readonly<Record<string, Sort>> = {
  student_acct_id: { column: 'student_acct_id' },
  student_name: { column: 'student_name' },
  first_name: { column: 'student_name' },
  last_name: { column: 'student_last_name' },
  academic_supervisor_user_name: { column: 'academic_supervisor_name', nullable: true },
};

/**
 * The Student List's own sort names (002 §9: ID, name, sub group, assigned AS, total mark,
 * status; and the counts) → the column of the module's figures each sorts by (an index each).
 */
const OWN_SORTS: Record<string, Sort> = {
  ...FIGURE_SORTS,
  group: { column: 'sub_group', nullable: true },
  submitted_assign_count: { column: 'submitted_assign_count' },
  no_marks_assign_count: { column: 'no_marks_assign_count' },
  total_module_mark: { column: 'total_module_mark', nullable: true },
  status: { column: 'status' },
};

/** Which rows a page reads first, in what order: a figures table (the module's or a contributor's). */
interface Driver {
  table: string;
  /** The order's column of the driver (null: an expression over it, `expr`). */
  column: string | null;
  expr?: Expression<unknown>;
  nullable: boolean;
  desc: boolean;
  /** A condition on the driver that its partial index holds (a counter's list). */
  where?: RawBuilder<unknown>;
}

/** The student-facts row of a statement reading a figures table `d` (the point's key and scope). */
const rowOf = (alias: string): RowRefs<string> => ({
  studentModuleId: sql.ref(`${alias}.student_module_id`),
  cohortModuleId: sql.ref(`${alias}.cohort_module_id`),
  studentId: sql`(select x.student_id from student_modules x where x.student_module_id = ${sql.ref(`${alias}.student_module_id`)})`,
});

const contributed = (kernel: Pick<Kernel, 'extensions'>, name: string): ContributedField | undefined =>
  kernel.extensions.fields(modulesContract.points.studentFacts).find((f) => f.name === name);

/** The list's counters that narrow it to a contributed figure (002 §2 moduleStudentList), by field. */
const BY_FACT: Record<
  string,
  { field: string; holds: (e: Expression<unknown>) => RawBuilder<unknown>; column: (c: string) => RawBuilder<unknown> }
> = {
  exemptedHours: {
    field: 'exemptedHours',
    holds: (e) => sql`coalesce((${e})::numeric, 0) > 0`,
    // As the contributor's partial index says it (modules.studentFacts' figures).
    column: (c) => sql`${sql.ref(c)} > 0`,
  },
  noAcceptedWpa: {
    field: 'acceptedWpaCount',
    holds: (e) => sql`coalesce((${e})::int, 0) = 0`,
    column: (c) => sql`${sql.ref(c)} = 0`,
  },
};

/** The driver of a page: the sort's figures table, or a counter's contributor list, or the module's. */
function driverOf(kernel: Pick<Kernel, 'extensions'>, f: StudentFilters): Driver {
  const fields = kernel.extensions.fields(modulesContract.points.studentFacts).filter((x) => x.sortKey);
  const allowed = new Map<string, string>([
    ...Object.keys(OWN_SORTS).map((k) => [k, k] as [string, string]),
    ...fields.map((x) => [x.sortKey!, x.sortKey!] as [string, string]),
  ]);
  const sort = parseSort(f.orderBy, allowed);
  if (sort && !OWN_SORTS[sort.name]) {
    const field = fields.find((x) => x.sortKey === sort.name)!;
    if (field.figures)
      return { table: field.figures.table, column: field.figures.column, nullable: true, desc: sort.desc };
    return { table: FIGURES, column: null, expr: field.select(rowOf('d')), nullable: true, desc: sort.desc };
  }
  const own = sort ? OWN_SORTS[sort.name]! : OWN_SORTS.student_acct_id!;
  const byFact = f.showStatus ? BY_FACT[f.showStatus] : undefined;
  const field = byFact && contributed(kernel, byFact.field);
  if (field?.figures && own.column === 'student_acct_id') {
    // A counter's list in student ID order: from the contributor's index of its rows.
    const where = byFact!.column(`d.${field.figures.column}`);
    return { table: field.figures.table, column: 'student_acct_id', nullable: false, desc: sort?.desc ?? false, where };
  }
  return { table: FIGURES, column: own.column, nullable: own.nullable ?? false, desc: sort?.desc ?? false };
}

/**
 * The list's conditions over the driver `d` and, where they read the module's own figures, `f`
 * (joined by key when the driver is another area's). Answers them and whether `f` is needed.
 * showStatus needing a figure no area contributes answers 'This list is not available.'
 */
async function conditionsOf(
  kernel: Pick<Kernel, 'extensions'>,
  cohortModuleId: number,
  staffId: number | null,
  f: StudentFilters,
  driver: Driver,
) {
  const own = driver.table === FIGURES ? 'd' : 'f';
  const where: RawBuilder<unknown>[] = [sql`d.cohort_module_id = ${cohortModuleId}`];
  if (staffId !== null) where.push(sql`d.academic_staff_id = ${staffId}`);
  const id = studentIdSearch(f.studentAcctId);
  if (id) where.push(sql`d.student_acct_id ilike ${containsPattern(id)}`);
  if (driver.where) where.push(driver.where);
  const ownWhere: RawBuilder<unknown>[] = [];
  if (f.studentModuleStatusList?.length)
    ownWhere.push(sql`${sql.ref(`${own}.status`)} = any(${[...f.studentModuleStatusList]}::text[])`);
  if (f.group !== null && f.group !== undefined) ownWhere.push(sql`${sql.ref(`${own}.sub_group`)} = ${f.group}`);
  switch (f.showStatus) {
    case 'overdueAssign':
      ownWhere.push(sql`${sql.ref(`${own}.overdue_from`)} <= current_date`);
      break;
    case 'completedWilHoursLess':
      if (!contributed(kernel, 'completedWilHours')) throw validation(MODULE_MESSAGES.listNotAvailable);
      ownWhere.push(sql`${sql.ref(`${own}.less_hours`)}`);
      break;
    case 'exemptedHours':
    case 'noAcceptedWpa': {
      const fact = BY_FACT[f.showStatus]!;
      const field = contributed(kernel, fact.field);
      if (!field) throw validation(MODULE_MESSAGES.listNotAvailable);
      if (!driver.where) where.push(fact.holds(field.select(rowOf('d'))));
      break;
    }
    default:
  }
  return { where: [...where, ...ownWhere], joinsOwn: own === 'f' && ownWhere.length > 0 };
}

/**
 * The total of a list from the maintained counters, when they hold it: the module's (or an AS's)
 * students by sub group and status, and each counter's list as it opens. Undefined when the
 * filters go beyond them (a student ID search, a counter's list narrowed further): the page
 * then counts its matches.
 */
function maintainedTotal(
  kernel: Pick<Kernel, 'extensions'>,
  cohortModuleId: number,
  staffId: number | null,
  f: StudentFilters,
): RawBuilder<unknown> | undefined {
  if (studentIdSearch(f.studentAcctId)) return undefined;
  const staff = staffId ?? 0;
  const narrowed = Boolean(f.studentModuleStatusList?.length) || (f.group !== null && f.group !== undefined);
  const groups = (sum: string) => sql`(select coalesce(sum(${sql.ref(`g.${sum}`)}), 0)::int from module_student_groups g
    where g.cohort_module_id = ${cohortModuleId} and g.academic_staff_id = ${staff}
    ${f.group !== null && f.group !== undefined ? sql`and g.sub_group = ${f.group}` : sql``}
    ${f.studentModuleStatusList?.length ? sql`and g.status = any(${[...f.studentModuleStatusList]}::text[])` : sql``})`;
  if (!f.showStatus) return groups('students');
  if (f.showStatus === 'completedWilHoursLess') return groups('less_hours');
  if (narrowed) return undefined;
  if (f.showStatus === 'overdueAssign') {
    return sql`(select coalesce(sum(o.students), 0)::int from module_overdue_days o
      where o.cohort_module_id = ${cohortModuleId} and o.academic_staff_id = ${staff} and o.overdue_from <= current_date)`;
  }
  const name = f.showStatus === 'exemptedHours' ? 'exemptedHoursCount' : 'noAcceptedWpaStudentCount';
  const field = kernel.extensions.fields(modulesContract.points.moduleFacts).find((x) => x.name === name);
  return field?.select({
    cohortModuleId: sql`${cohortModuleId}::int`,
    academicStaffId: staffId === null ? sql`null::int` : sql`${staffId}::int`,
  }) as RawBuilder<unknown> | undefined;
}

/**
 * The Student List's page of student module ids (`student_module_id`, `ord`) for pageWithDetails,
 * and its total. With a maintained total the page reads its driver's index in order and stops
 * after offset + limit rows (nulls after the rest, through a second range); without one it counts
 * every match (`total` in each row).
 */
export async function studentPage(
  kernel: Pick<Kernel, 'extensions'>,
  o: { cohortModuleId: number; staffId: number | null; filters: StudentFilters; limit: number; offset: number },
): Promise<{ page: RawBuilder<unknown>; total?: RawBuilder<unknown> }> {
  const driver = driverOf(kernel, o.filters);
  const { where, joinsOwn } = await conditionsOf(kernel, o.cohortModuleId, o.staffId, o.filters, driver);
  const dir = sql.raw(driver.desc ? 'desc' : 'asc');
  const key = driver.column ? sql.ref(`d.${driver.column}`) : driver.expr!;
  const from = sql`${sql.table(driver.table)} d
    ${joinsOwn ? sql`join ${sql.table(FIGURES)} f on f.student_module_id = d.student_module_id` : sql``}`;
  const cond = sql.join(where, sql` and `);
  const total = maintainedTotal(kernel, o.cohortModuleId, o.staffId, o.filters);
  if (!total || !driver.column) {
    const order = sql`${key} ${dir} nulls last, d.student_module_id ${dir}`;
    return {
      page: sql`select d.student_module_id, row_number() over (order by ${order}) as ord, count(*) over ()::int as total
        from ${from} where ${cond} order by ${order} limit ${pageLimit(o.limit)} offset ${o.offset}`,
      total,
    };
  }
  if (o.filters.showStatus === 'overdueAssign' && driver.table === FIGURES && driver.column === 'student_acct_id') {
    return { page: overduePage(o, cond, dir), total };
  }
  const upTo = sql`${pageLimit(o.limit)} + ${o.offset}`;
  const ranges = [
    sql`(select d.student_module_id, 0 as part, ${key} as k from ${from} where ${cond}
        ${driver.nullable ? sql`and ${key} is not null` : sql``}
        order by ${key} ${dir}, d.student_module_id ${dir} limit ${upTo})`,
  ];
  if (driver.nullable) {
    ranges.push(sql`(select d.student_module_id, 1 as part, null as k from ${from} where ${cond} and ${key} is null
        order by d.student_module_id ${dir} limit ${upTo})`);
  }
  const order = sql`u.part, u.k ${dir}, u.student_module_id ${dir}`;
  return {
    page: sql`select u.student_module_id, row_number() over (order by ${order}) as ord
      from (${sql.join(ranges, sql` union all `)}) u order by ${order} limit ${pageLimit(o.limit)} offset ${o.offset}`,
    total,
  };
}

/**
 * The students with an overdue assignment in student ID order: one range of the overdue index per
 * first overdue day up to today (module_overdue_days: a few days a module, whatever its size),
 * merged, so a sparse list reads its page and no more.
 */
function overduePage(
  o: { cohortModuleId: number; staffId: number | null; limit: number; offset: number },
  cond: RawBuilder<unknown>,
  dir: RawBuilder<unknown>,
) {
  return mergedRangesPage({
    partitions: sql`(select x.overdue_from from module_overdue_days x
      where x.cohort_module_id = ${o.cohortModuleId} and x.academic_staff_id = ${o.staffId ?? ALL_STAFF}
        and x.overdue_from <= current_date and x.students > 0) p`,
    range: sql`select d.student_module_id, d.student_acct_id from ${sql.table(FIGURES)} d
      where ${cond} and d.overdue_from = p.overdue_from`,
    alias: 'd',
    id: 'student_module_id',
    order: sql`d.student_acct_id ${dir}, d.student_module_id ${dir}`,
    limit: o.limit,
    offset: o.offset,
  });
}

/** The export's statement parts: every match in the list's order, over `d` (the driver) joined to `sm`. */
export async function studentRows(
  kernel: Pick<Kernel, 'extensions'>,
  o: { cohortModuleId: number; staffId: number | null; filters: StudentFilters },
) {
  const driver = driverOf(kernel, o.filters);
  const { where, joinsOwn } = await conditionsOf(kernel, o.cohortModuleId, o.staffId, o.filters, driver);
  const dir = sql.raw(driver.desc ? 'desc' : 'asc');
  const key = driver.column ? sql.ref(`d.${driver.column}`) : driver.expr!;
  return {
    from: sql`${sql.table(driver.table)} d
      ${joinsOwn ? sql`join ${sql.table(FIGURES)} f on f.student_module_id = d.student_module_id` : sql``}`,
    where: sql.join(where, sql` and `),
    order: sql`${key} ${dir} nulls last, d.student_module_id ${dir}`,
  };
}
