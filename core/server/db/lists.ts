import { sql, type RawBuilder } from 'kysely';
import type { Handle } from './areaDb.js';
import { validation } from '../http/appError.js';

/**
 * A list's sort names (the spec's snake_case orderBy names) → the SQL each sorts by. Only the
 * list's own entries count: a name is looked up with Object.hasOwn (or Map.get), never through
 * the prototype, so 'toString', 'constructor' or '__proto__' are refused like any unknown name
 * instead of reaching ORDER BY as a function's text (issue 27).
 */
export type SortAllowList = ReadonlyMap<string, string> | Readonly<Record<string, string>>;

/** 'name', 'name ASC' or 'name DESC' (any case, spaces around): the name and the direction. */
const SORT = /^\s*([A-Za-z_][A-Za-z0-9_]*)(?:\s+(ASC|DESC))?\s*$/i;

/** The allow-list's own entry for `name`, or undefined. */
function ownEntry(allowed: SortAllowList, name: string): string | undefined {
  const value =
    allowed instanceof Map
      ? allowed.get(name)
      : Object.hasOwn(allowed, name)
        ? (allowed as Record<string, string>)[name]
        : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The sort a list was asked for: the allow-list's SQL for the name and the direction, null when
 * none was sent, or VALIDATION "Sorting by 'x' is not supported." for anything else.
 */
export function parseSort(
  orderBy: string | null | undefined,
  allowed: SortAllowList,
): { name: string; column: string; desc: boolean } | null {
  if (orderBy == null || !orderBy.trim()) return null;
  const m = SORT.exec(orderBy);
  const column = m ? ownEntry(allowed, m[1]!) : undefined;
  if (!m || column === undefined) throw validation(`Sorting by '${orderBy}' is not supported.`);
  return { name: m[1]!, column, desc: m[2]?.toUpperCase() === 'DESC' };
}

/** The text of orderFrom's fragment, for a caller that picks its plan by the order. */
export function orderClause(orderBy: string | null | undefined, allowed: SortAllowList, fallback: string): string {
  const s = parseSort(orderBy, allowed);
  return s ? `${s.column} ${s.desc ? 'desc' : 'asc'} nulls last, ${fallback}` : fallback;
}

/** 'job_id DESC' → an allowed ORDER BY fragment (then `fallback`), or VALIDATION. Never SQL from input. */
export function orderFrom(
  orderBy: string | null | undefined,
  allowed: SortAllowList,
  fallback: string,
): RawBuilder<unknown> {
  return sql.raw(orderClause(orderBy, allowed, fallback));
}

/** The largest page a list serves (the schemas' pageSize maximum, schemas/core/payloadParts.ts). */
export const MAX_PAGE_SIZE = 100;

/** Paging of spec 000 §9: page 1 and 10 rows by default; startRow wins when sent. */
export function paging(p: { page?: number | null; pageSize?: number | null; startRow?: number | null }) {
  const pageSize = p.pageSize ?? 10;
  const offset = p.startRow ?? ((p.page ?? 1) - 1) * pageSize;
  // The limit is written into the statement (pageLimit): only a whole number of rows may be.
  if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw validation(`The page size must be a whole number from 1 to ${MAX_PAGE_SIZE}.`);
  }
  return { limit: pageSize, offset };
}

/**
 * A page's LIMIT as a constant of the statement, not a parameter: the server's generic plans
 * (core/server/db/connect.ts) then know the page holds at most that many rows and join its
 * details row by row through their keys. With LIMIT $n the planner guesses a tenth of every
 * match and hash-joins whole tables (issue 18). At most MAX_PAGE_SIZE texts per statement.
 */
export const pageLimit = (limit: number) => sql.lit(limit);

/** 'YYYY-MM-DD…' → 'YYYY-MM-DD' (null stays null). */
export const day = (d: string | null | undefined) => (d ? d.slice(0, 10) : null);

/** Spec 000 §5: date range messages. */
export function checkRange(start: string | null | undefined, end: string | null | undefined) {
  const s = day(start);
  const e = day(end);
  if (s && e && s > e) throw validation('The start date cannot be later than the end date.');
}

/** Concurrency token: the row's last_updated_date to the microsecond, as ISO text. */
export const tokenOf = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The `page` of pageWithDetails read from several index ranges: for each row of `partitions`,
 * the first offset + limit rows of `range` (a select of `alias.id` and the sort columns, ordered
 * by `order`, which must be what the range's index yields), then that page of their merge. Deep
 * pages read more of each range; no page sorts every match.
 */
export function mergedRangesPage(o: {
  partitions: RawBuilder<unknown>;
  range: RawBuilder<unknown>;
  alias: string;
  id: string;
  order: RawBuilder<unknown>;
  limit: number;
  offset: number;
}): RawBuilder<unknown> {
  return sql`select ${sql.ref(`${o.alias}.${o.id}`)}, row_number() over (order by ${o.order}) as ord
    from ${o.partitions}
    cross join lateral (${o.range} order by ${o.order} limit ${pageLimit(o.limit)} + ${o.offset}) ${sql.raw(o.alias)}
    order by ${o.order} limit ${pageLimit(o.limit)} offset ${o.offset}`;
}

/**
 * One page of a list in one statement: `page` answers the ids in order (`ord`, and `total` over
 * every match unless `total` is given), `details` selects the rows' columns and `ord` from `page`
 * joined to its tables. The total comes back even when the page is empty.
 */
export async function pageWithDetails<Row extends object = Record<string, unknown>>(
  db: Handle,
  page: RawBuilder<unknown>,
  details: RawBuilder<unknown>,
  total: RawBuilder<unknown> = sql`(select total from page limit 1)`,
): Promise<{ list: Row[]; total: number }> {
  // total and ord come last, so that deleting them (last first) keeps each row's fast shape;
  // copying the rest of a wide row costs more than the statement's own parsing.
  const r = await sql<Row & { total?: number | null; ord?: string | null }>`
    with page as materialized (${page})
    select d.*, ${total} as total from (select 1) as one left join (${details}) d on true
    order by d.ord`.execute(db);
  const count = r.rows[0]?.total ?? 0;
  const list = r.rows[0]?.ord == null ? [] : r.rows;
  for (const row of list) {
    delete row.total;
    delete row.ord;
  }
  return { list, total: count };
}
