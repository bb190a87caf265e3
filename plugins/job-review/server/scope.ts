import { sql, type RawBuilder } from 'kysely';
import type { Db } from '@core/server/db/connect.js';
import type { Actor } from '@core/server/auth/actor.js';
import type { Access } from '@core/server/auth/access.js';
import { forbidden, validation } from '@core/server/http/appError.js';

export interface ScopedProgramme {
  cohortProgId: number;
  progId: number;
  progCode: string;
  progTitle: string;
  roles: string[];
}
export interface Scope {
  cohortId: number;
  cohortYear: number;
  progs: ScopedProgramme[];
  cohortProgIds: number[];
  progIds: number[];
}

export type RoleNeed = 'any' | 'convenerOrLeader' | 'convener';

const NEED: Record<RoleNeed, string[] | null> = {
  any: null,
  convenerOrLeader: ['MODULE_CONVENER', 'PROGRAMME_LEADER'],
  convener: ['MODULE_CONVENER'],
};

/**
 * The cohort programmes a list may show: those sent (progCodeList / progCode; none sent means
 * every programme the caller holds a role in) for the cohort (cohortYear, else the current one),
 * each of which the caller must hold a role in (spec 000 §1: views are scoped to the selected
 * programme and cohort). Asking for a programme the caller holds no role in is FORBIDDEN.
 * Roles and cohorts come from the kernel's access cache, so a list call costs no lookup.
 */
export async function resolveScope(
  access: Access,
  actor: Actor,
  opts: { progCodes?: readonly string[] | null; cohortYear?: number | null; need?: RoleNeed },
): Promise<Scope> {
  const codes = [...new Set((opts.progCodes ?? []).map((c) => c.toUpperCase()))];
  const [grants, cohorts] = await Promise.all([access.grants(actor), access.cohorts()]);
  const cohort = cohorts.find((c) => (opts.cohortYear ? c.cohortYear === opts.cohortYear : c.isCurrent));
  if (!cohort) throw validation(`There is no cohort ${opts.cohortYear ?? '(current)'}.`);
  const rows = grants.filter((g) => g.cohortId === cohort.cohortId && (!codes.length || codes.includes(g.progCode)));
  const missing = codes.filter((c) => !rows.some((r) => r.progCode === c));
  if (missing.length) {
    throw forbidden(`You hold no role in programme ${missing.join(', ')} for cohort ${cohort.cohortYear}.`);
  }
  const need = NEED[opts.need ?? 'any'];
  const progs: ScopedProgramme[] = (need ? rows.filter((r) => r.roles.some((x) => need.includes(x))) : rows).map(
    ({ cohortProgId, progId, progCode, progTitle, roles }) => ({ cohortProgId, progId, progCode, progTitle, roles }),
  );
  if (need && codes.length > 0 && progs.length === 0) {
    throw forbidden('Your role in the selected programme does not allow this.');
  }
  return {
    cohortId: cohort.cohortId,
    cohortYear: cohort.cohortYear,
    progs,
    cohortProgIds: progs.map((p) => p.cohortProgId),
    progIds: progs.map((p) => p.progId),
  };
}

/** Role codes the caller holds in one cohort programme (for rows: posts and applications). */
export { rolesIn as rolesInCohortProg } from '@core/server/auth/permissions.js';

/** 'job_id DESC' → an allowed ORDER BY fragment, or VALIDATION. Never SQL from input. */
export function orderFrom(
  orderBy: string | null | undefined,
  allowed: Record<string, string>,
  fallback: string,
): ReturnType<typeof sql.raw> {
  return sql.raw(orderClause(orderBy, allowed, fallback));
}

/** The text of orderFrom's fragment, for a caller that picks its plan by the order. */
export function orderClause(orderBy: string | null | undefined, allowed: Record<string, string>, fallback: string) {
  if (!orderBy || !orderBy.trim()) return fallback;
  const m = /^\s*([A-Za-z_]+)(\s+(ASC|DESC))?\s*$/i.exec(orderBy);
  const column = m ? allowed[m[1]!] : undefined;
  if (!m || !column) throw validation(`Sorting by '${orderBy}' is not supported.`);
  const dir = m[3]?.toUpperCase() === 'DESC' ? 'desc' : 'asc';
  return `${column} ${dir} nulls last, ${fallback}`;
}

/** The schemas' largest page (schemas/job-review/common.ts). */
const MAX_PAGE_SIZE = 100;

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
export async function pageWithDetails(
  db: Db,
  page: RawBuilder<unknown>,
  details: RawBuilder<unknown>,
  total: RawBuilder<unknown> = sql`(select total from page limit 1)`,
): Promise<{ list: Record<string, unknown>[]; total: number }> {
  // total and ord come last, so that deleting them (last first) keeps each row's fast shape;
  // copying the rest of a wide row costs more than the statement's own parsing.
  const r = await sql<Record<string, unknown> & { total?: number | null; ord?: string | null }>`
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
