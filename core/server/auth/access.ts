import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import { PERMISSION_FLAGS, type PermissionFlag } from '@schemas/core/contract.js';
import type { Actor } from './actor.js';

/** A cohort programme the staff member holds roles in, with its cohort and programme. */
export interface Grant {
  cohortProgId: number;
  cohortId: number;
  cohortYear: number;
  progId: number;
  progCode: string;
  progTitle: string;
  /** Role codes, sorted. */
  roles: string[];
}

export interface CohortRow {
  cohortId: number;
  cohortYear: number;
  isCurrent: boolean;
}

type FunctionGrants = Map<string, Record<PermissionFlag, boolean>>;

const MAX_ENTRIES = 10_000;

/**
 * Who may do what: each staff member's roles per cohort programme, the role → function grants
 * and the cohorts, read at most once per `ttlMs` (the session cache's window) instead of on every
 * call. Roles are kept outside this product (spec 000 §6), so a change there shows after ttlMs
 * at most; with ttlMs 0 every call reads the database.
 */
export class Access {
  /** What was read, by key, until when; a read that failed is dropped at once. */
  private readonly read = new Map<string, { until: number; value: Promise<unknown> }>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
  ) {}

  /** The cohort programmes the actor holds roles in, by programme code. */
  grants(actor: Pick<Actor, 'academicStaffId'>): Promise<Grant[]> {
    const id = actor.academicStaffId;
    if (!id) return Promise.resolve([]);
    return this.remember(`staff ${id}`, () => this.loadGrants(id));
  }

  /** Role codes the actor holds in one cohort programme. */
  async rolesIn(actor: Pick<Actor, 'academicStaffId'>, cohortProgId: number): Promise<string[]> {
    return (await this.grants(actor)).find((g) => g.cohortProgId === cohortProgId)?.roles ?? [];
  }

  /**
   * True when a role the actor holds in this cohort programme grants the flag. Which programme is
   * the call's to say (CallScope.can: the selected one, by default).
   */
  async can(
    actor: Pick<Actor, 'academicStaffId'>,
    cohortProgId: number | null,
    functionCode: string,
    flag: PermissionFlag,
  ): Promise<boolean> {
    if (!actor.academicStaffId || !cohortProgId) return false;
    return this.grantsFunction(await this.rolesIn(actor, cohortProgId), functionCode, flag);
  }

  /** True when one of these roles grants the flag of the function. */
  async grantsFunction(roles: readonly string[], functionCode: string, flag: PermissionFlag): Promise<boolean> {
    if (!roles.length) return false;
    const functions = await this.remember('functions', () => this.loadFunctionGrants());
    return roles.some((r) => functions.get(`${r} ${functionCode}`)?.[flag] === true);
  }

  /** Every cohort, latest first. */
  cohorts(): Promise<CohortRow[]> {
    return this.remember('cohorts', () =>
      this.db
        .selectFrom('cohorts')
        .select(['cohortId', 'cohortYear', sql<boolean>`is_current = 'Y'`.as('isCurrent')])
        .orderBy('cohortYear', 'desc')
        .execute(),
    );
  }

  /** Drops what was read, so that the next call reads the database. */
  forget() {
    this.read.clear();
  }

  private remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.read.get(key);
    if (hit && hit.until > Date.now()) return hit.value as Promise<T>;
    const value = load();
    if (this.ttlMs > 0) {
      if (this.read.size >= MAX_ENTRIES) this.read.delete(this.read.keys().next().value!);
      this.read.set(key, { until: Date.now() + this.ttlMs, value });
      value.catch(() => this.read.get(key)?.value === value && this.read.delete(key));
    }
    return value;
  }

  private async loadFunctionGrants(): Promise<FunctionGrants> {
    const rows = await sql<Record<string, string>>`select * from function_permissions`.execute(this.db);
    const map: FunctionGrants = new Map();
    for (const r of rows.rows) {
      const flags = {} as Record<PermissionFlag, boolean>;
      for (const flag of PERMISSION_FLAGS) flags[flag] = r[flag] === 'Y';
      map.set(`${r.roleCode} ${r.functionCode}`, flags);
    }
    return map;
  }

  private async loadGrants(academicStaffId: number): Promise<Grant[]> {
    const r = await sql<Grant>`
      select cp.cohort_prog_id, cp.cohort_id, c.cohort_year, p.prog_id, p.prog_code, p.prog_title,
        array_agg(distinct sr.role_code order by sr.role_code) as roles
      from staff_roles sr
      join cohort_programmes cp on cp.cohort_prog_id = sr.cohort_prog_id
      join programmes p on p.prog_id = cp.prog_id
      join cohorts c on c.cohort_id = cp.cohort_id
      where sr.academic_staff_id = ${academicStaffId}
      group by cp.cohort_prog_id, cp.cohort_id, c.cohort_year, p.prog_id, p.prog_code, p.prog_title
      order by p.prog_code, c.cohort_year desc`.execute(this.db);
    return r.rows;
  }
}
