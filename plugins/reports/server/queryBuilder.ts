import { sql, type RawBuilder } from 'kysely';
import { validation } from '@core/server/http/appError.js';
import { parseSort } from '@core/server/db/lists.js';
import { containsPattern, startsWithPattern } from '@core/shared/likePattern.js';
import type { ReportDefinition } from './definitions.js';

export interface QueryInput {
  /** Filter values keyed by the definition's filter names (already schema-checked). */
  filters: Record<string, unknown>;
  orderBy?: string;
  startRow: number;
  pageSize: number;
}

/** Rows the caller may see, as the server worked it out (never from the payload alone). */
export interface Scope {
  progCodes?: string[];
  cohortYear?: number;
  /** Only this supervisor's students, except in ledProgCodes (programmes the caller leads). */
  supervisorUserId?: number;
  /** Programmes read in which the caller is convener or leader: every row of them. */
  ledProgCodes?: string[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const sortsOf = new WeakMap<ReportDefinition, ReadonlyMap<string, string>>();
/** The definition's sort names as the kernel's allow-list (a name sorts by its own column). */
function sortsOfDef(def: ReportDefinition) {
  let m = sortsOf.get(def);
  if (!m) {
    m = new Map(def.source.sort.map((c) => [c, c]));
    sortsOf.set(def, m);
  }
  return m;
}

/** The spec's orderBy ('student_name' or 'student_name DESC') against the allow-list (the kernel's parser). */
export function parseOrderBy(def: ReportDefinition, orderBy: string | undefined) {
  const s = parseSort(orderBy?.trim().toLowerCase() || def.source.defaultSort, sortsOfDef(def));
  if (!s) throw validation('The sort order is not valid.');
  return { column: s.column, desc: s.desc };
}

function isEmpty(v: unknown) {
  return v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
}

/** One condition per bound filter; values are always bound parameters. */
export function conditions(
  def: ReportDefinition,
  filters: Record<string, unknown>,
  scope: Scope,
): RawBuilder<unknown>[] {
  const out: RawBuilder<unknown>[] = [];
  for (const [name, value] of Object.entries(filters)) {
    if (isEmpty(value)) continue;
    const bind = Object.hasOwn(def.source.bind, name) ? def.source.bind[name] : undefined;
    if (!bind) throw validation(`The filter '${name}' is not known.`);
    const col = sql.ref(bind.column);
    const scalar = typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
    switch (bind.op) {
      case 'eq':
        if (!scalar) throw validation(`The filter '${name}' is not valid.`);
        out.push(sql`${col} = ${value}`);
        break;
      case 'like':
      case 'contains': {
        if (typeof value !== 'string') throw validation(`The filter '${name}' is not valid.`);
        const pattern = bind.op === 'like' ? startsWithPattern(value) : containsPattern(value);
        // A lower-case column: lower-case the input once (an InitPlan, not per row) and use LIKE,
        // which matches the same rows as ILIKE (PostgreSQL's ILIKE lower-cases both sides itself).
        out.push(bind.lowercase ? sql`${col} like (select lower(${pattern}))` : sql`${col} ilike ${pattern}`);
        break;
      }
      case 'in':
        if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' || typeof v === 'number')) {
          throw validation(`The filter '${name}' is not valid.`);
        }
        out.push(sql`${col} = any(${value})`);
        break;
      case 'has':
        if (!scalar) throw validation(`The filter '${name}' is not valid.`);
        out.push(sql`${value} = any(${col})`);
        break;
      case 'gte':
      case 'lte':
        if (!scalar) throw validation(`The filter '${name}' is not valid.`);
        out.push(bind.op === 'gte' ? sql`${col} >= ${value}` : sql`${col} <= ${value}`);
        break;
      case 'dateFrom':
      case 'dateTo':
        if (typeof value !== 'string' || !DATE.test(value)) throw validation(`The filter '${name}' is not a date.`);
        out.push(bind.op === 'dateFrom' ? sql`${col} >= ${value}::date` : sql`${col} <= ${value}::date`);
        break;
    }
  }
  const s = def.source.scope;
  if (s?.programme) {
    if (!scope.progCodes) throw new Error(`report ${def.id} needs a programme scope`);
    // One programme (the usual case) as '=', so an index on (programme, sort column) gives the
    // page in order; '= any' of a list cannot.
    out.push(
      scope.progCodes.length === 1
        ? sql`${sql.ref(s.programme)} = ${scope.progCodes[0]}`
        : sql`${sql.ref(s.programme)} = any(${scope.progCodes})`,
    );
  }
  if (s?.cohortYear && scope.cohortYear !== undefined) out.push(sql`${sql.ref(s.cohortYear)} = ${scope.cohortYear}`);
  if (s?.supervisor && scope.supervisorUserId !== undefined) {
    // The role is decided per programme read: own students only where the caller supervises,
    // every row where they convene or lead (spec 001 §6, issue 14).
    const own = sql`${sql.ref(s.supervisor)} = ${scope.supervisorUserId}`;
    out.push(
      s.programme && scope.ledProgCodes?.length
        ? sql`(${own} or ${sql.ref(s.programme)} = any(${scope.ledProgCodes}))`
        : own,
    );
  }
  return out;
}

function body(def: ReportDefinition, input: QueryInput, scope: Scope) {
  const where = conditions(def, input.filters, scope);
  const order = parseOrderBy(def, input.orderBy);
  const dflt = parseOrderBy(def, def.source.defaultSort);
  const cols = sql.join(def.columns.map((c) => sql`${sql.ref(c.column)}`));
  const from = sql.table(def.source.from);
  const whereSql = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const dir = (d: boolean) => (d ? sql`desc nulls last` : sql`asc nulls first`);
  const keys = [sql`${sql.ref(order.column)} ${dir(order.desc)}`];
  if (dflt.column !== order.column) keys.push(sql`${sql.ref(dflt.column)} ${dir(dflt.desc)}`);
  const orderSql = sql`order by ${sql.join(keys)}`;
  return { cols, from, whereSql, orderSql };
}

/**
 * One page of the report and the total: paged and sorted in SQL. The total is a scalar subquery
 * (run once, as an InitPlan) rather than count(*) over (): a window must build every matching
 * row, with all its columns, before the sort and limit, whereas the page alone can stop after
 * its rows (an index in sort order) and the count reads only what the filters need.
 */
export function pageQuery(def: ReportDefinition, input: QueryInput, scope: Scope): RawBuilder<Record<string, unknown>> {
  const { cols, from, whereSql, orderSql } = body(def, input, scope);
  return sql`select ${cols}, (select count(*) from ${from} ${whereSql}) as report_total from ${from} ${whereSql}
    ${orderSql} limit ${input.pageSize} offset ${input.startRow}`;
}

/** The total alone (a page past the end has no row to carry it). */
export function countQuery(
  def: ReportDefinition,
  input: QueryInput,
  scope: Scope,
): RawBuilder<{ report_total: number }> {
  const { from, whereSql } = body(def, input, scope);
  return sql`select count(*) as report_total from ${from} ${whereSql}`;
}

/** Every row of the report for the export, same filters, scope and sort as the screen. */
export function exportQuery(
  def: ReportDefinition,
  input: QueryInput,
  scope: Scope,
): RawBuilder<Record<string, unknown>> {
  const { cols, from, whereSql, orderSql } = body(def, input, scope);
  return sql`select ${cols} from ${from} ${whereSql} ${orderSql}`;
}

/**
 * How many rows the export would write, counted up to `cap` only (a limit inside the count), so
 * that refusing an export too large for Excel costs no more than `cap` rows however many match.
 */
export function cappedCountQuery(
  def: ReportDefinition,
  input: QueryInput,
  scope: Scope,
  cap: number,
): RawBuilder<{ report_total: number }> {
  const { from, whereSql } = body(def, input, scope);
  return sql`select count(*) as report_total from (select 1 from ${from} ${whereSql} limit ${cap}) as capped`;
}

/** The most categories a report chart draws: a chart of more bars is no longer read at a glance. */
export const CHART_CATEGORIES = 50;

/**
 * The definition's chart (issue 38) over the search's filters and scope: the rows grouped by the
 * chart's column (checked at start against the definition's columns), counted or their number
 * column summed or averaged, the largest groups first.
 */
export function chartQuery(
  def: ReportDefinition,
  input: QueryInput,
  scope: Scope,
): RawBuilder<{ category: string | null; value: number | string }> {
  const chart = def.chart!;
  const { from, whereSql } = body(def, input, scope);
  const col = chart.measure.column ? sql.ref(chart.measure.column) : null;
  const value =
    chart.measure.fn === 'count' || !col
      ? sql`count(*)`
      : chart.measure.fn === 'sum'
        ? sql`coalesce(sum(${col}), 0)`
        : sql`round(avg(${col}), 2)`;
  return sql`select ${sql.ref(chart.groupBy)}::text as category, ${value} as value from ${from} ${whereSql}
    group by 1 order by 2 desc nulls last, 1 limit ${CHART_CATEGORIES}`;
}
