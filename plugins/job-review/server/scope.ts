import { sql } from 'kysely';
import type { Db } from '@core/server/db/connect.js';
import type { Actor } from '@core/server/auth/actor.js';
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
 */
export async function resolveScope(
  db: Db,
  actor: Actor,
  opts: { progCodes?: readonly string[] | null; cohortYear?: number | null; need?: RoleNeed },
): Promise<Scope> {
  const cohort = await (
    opts.cohortYear
      ? db.selectFrom('cohorts').select(['cohortId', 'cohortYear']).where('cohortYear', '=', opts.cohortYear)
      : db.selectFrom('cohorts').select(['cohortId', 'cohortYear']).where('isCurrent', '=', 'Y')
  ).executeTakeFirst();
  if (!cohort) throw validation(`There is no cohort ${opts.cohortYear ?? '(current)'}.`);
  const codes = [...new Set((opts.progCodes ?? []).map((c) => c.toUpperCase()))];
  const rows = await db
    .selectFrom('staffRoles as sr')
    .innerJoin('cohortProgrammes as cp', 'cp.cohortProgId', 'sr.cohortProgId')
    .innerJoin('programmes as p', 'p.progId', 'cp.progId')
    .select([
      'cp.cohortProgId',
      'p.progId',
      'p.progCode',
      'p.progTitle',
      sql<string[]>`array_agg(distinct sr.role_code order by sr.role_code)`.as('roles'),
    ])
    .where('sr.academicStaffId', '=', actor.academicStaffId ?? -1)
    .where('cp.cohortId', '=', cohort.cohortId)
    .$if(codes.length > 0, (q) => q.where(sql<boolean>`p.prog_code = any(${codes}::text[])`))
    .groupBy(['cp.cohortProgId', 'p.progId', 'p.progCode', 'p.progTitle'])
    .orderBy('p.progCode')
    .execute();
  const missing = codes.filter((c) => !rows.some((r) => r.progCode === c));
  if (missing.length) {
    throw forbidden(`You hold no role in programme ${missing.join(', ')} for cohort ${cohort.cohortYear}.`);
  }
  const need = NEED[opts.need ?? 'any'];
  const progs = need ? rows.filter((r) => r.roles.some((x) => need.includes(x))) : rows;
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
export async function rolesInCohortProg(db: Db, actor: Actor, cohortProgId: number): Promise<string[]> {
  if (!actor.academicStaffId) return [];
  const rows = await db
    .selectFrom('staffRoles')
    .select('roleCode')
    .where('academicStaffId', '=', actor.academicStaffId)
    .where('cohortProgId', '=', cohortProgId)
    .execute();
  return rows.map((r) => r.roleCode);
}

/** 'job_id DESC' → an allowed ORDER BY fragment, or VALIDATION. Never SQL from input. */
export function orderFrom(
  orderBy: string | null | undefined,
  allowed: Record<string, string>,
  fallback: string,
): ReturnType<typeof sql.raw> {
  if (!orderBy || !orderBy.trim()) return sql.raw(fallback);
  const m = /^\s*([A-Za-z_]+)(\s+(ASC|DESC))?\s*$/i.exec(orderBy);
  const column = m ? allowed[m[1]!] : undefined;
  if (!m || !column) throw validation(`Sorting by '${orderBy}' is not supported.`);
  const dir = m[3]?.toUpperCase() === 'DESC' ? 'desc' : 'asc';
  return sql.raw(`${column} ${dir} nulls last, ${fallback}`);
}

/** Paging of spec 000 §9: page 1 and 10 rows by default; startRow wins when sent. */
export function paging(p: { page?: number | null; pageSize?: number | null; startRow?: number | null }) {
  const pageSize = p.pageSize ?? 10;
  const offset = p.startRow ?? ((p.page ?? 1) - 1) * pageSize;
  return { limit: pageSize, offset };
}

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
