import type { FastifyRequest } from 'fastify';
import type { PermissionFlag, RoleCode } from '@schemas/core/contract.js';
import { namedScope, type NamedScope, type ScopeFields } from '@core/shared/scopeFields.js';
import { forbidden, notFound, validation } from '../http/appError.js';
import type { Access, CohortRow, Grant } from './access.js';
import type { Actor } from './actor.js';

/** A programme of a call's scope, as the caller holds it in the cohort read. */
export interface ScopedProgramme {
  cohortProgId: number;
  progId: number;
  progCode: string;
  progTitle: string;
  roles: string[];
}

/** The programmes one call reads, all of one cohort. */
export interface Scope {
  cohortId: number;
  cohortYear: number;
  progs: ScopedProgramme[];
  cohortProgIds: number[];
  progIds: number[];
}

/** A programme the caller holds a role in, in some cohort (the pickers' reach). */
export interface HeldProgramme {
  progId: number;
  progCode: string;
  progTitle: string;
  /** The roles held in it, over every cohort. */
  roles: string[];
}

/** The programmes a 'held' call reads (any cohort), and the cohort it narrows to, if it names one. */
export interface HeldScope {
  progs: HeldProgramme[];
  progIds: number[];
  cohortId: number | null;
}

/** What a call's declared scope fields resolve to: a cohort's programmes, or those held in any cohort. */
export type ResolvedScope<F> = F extends { readonly reach: 'held' } ? HeldScope : Scope;

/** How a call's scope is checked beyond the caller's roles. */
export interface ScopeRules {
  /** Keep only programmes where one of these roles is held (FORBIDDEN when a named one is left out). */
  need?: readonly RoleCode[];
  /**
   * Every programme read must grant this function through the caller's role there, never the
   * selected programme's (issue 14); a call that reads none is refused.
   */
  permission?: { readonly functionCode: string; readonly flag: PermissionFlag };
}

const NOT_ALLOWED = 'Your role in the selected programme does not allow this.';

/** The selected cohort programme as the client sends it (header X-Cohort-Prog-Id), if any. */
function selectedHeader(req: Pick<FastifyRequest, 'headers'>): number | null {
  const raw = req.headers['x-cohort-prog-id'];
  const n = typeof raw === 'string' ? Number.parseInt(raw, 10) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

const holds = (roles: readonly string[], need: readonly RoleCode[] | undefined) =>
  !need || roles.some((r) => (need as readonly string[]).includes(r));

const scopeOf = (cohort: Pick<CohortRow, 'cohortId' | 'cohortYear'>, progs: ScopedProgramme[]): Scope => ({
  cohortId: cohort.cohortId,
  cohortYear: cohort.cohortYear,
  progs,
  cohortProgIds: progs.map((p) => p.cohortProgId),
  progIds: progs.map((p) => p.progId),
});

const programmeOf = ({ cohortProgId, progId, progCode, progTitle, roles }: Grant): ScopedProgramme => ({
  cohortProgId,
  progId,
  progCode,
  progTitle,
  roles,
});

/**
 * The one scope rule of every area (docs/ARCHITECTURE.md 'One scope'), and the only code that
 * reads the selected programme (header X-Cohort-Prog-Id) or a programme or cohort field of a
 * payload. A call reads the selected cohort programme, or the programmes and cohort the fields its
 * spec declares name (`scope` in its call spec, resolved once before the handler: `resolved`); a
 * programme a payload or a row names is checked against the caller's own roles there, in the
 * cohort read, never trusted and never widened to another cohort of the same programme. Roles and
 * cohorts come from the kernel's access cache (no query per call).
 */
export class CallScope {
  private selectedGrant: Promise<Grant | null> | undefined;
  private resolvedScope: Scope | HeldScope | undefined;

  constructor(
    private readonly access: Access,
    private readonly actor: Pick<Actor, 'academicStaffId'>,
    /** The cohort programme the client says is selected, if any (not yet checked). */
    readonly selectedId: number | null,
  ) {}

  /** The scope of one request: its caller and the programme its header selects. */
  static ofRequest(access: Access, actor: Pick<Actor, 'academicStaffId'>, req: Pick<FastifyRequest, 'headers'>) {
    return new CallScope(access, actor, selectedHeader(req));
  }

  /**
   * Resolves the scope fields a call spec declares in its payload (the kernel runs this once,
   * before the handler): `resolved` is then what they name, checked.
   */
  async forCall(call: { scope?: ScopeFields; scopeRoles?: readonly RoleCode[] }, body: unknown): Promise<this> {
    if (call.scope) this.resolvedScope = await this.resolve(call.scope, body, { need: call.scopeRoles });
    return this;
  }

  /** What the call's declared scope fields resolved to (only for a call whose spec declares them). */
  get resolved(): Scope | HeldScope {
    if (!this.resolvedScope) throw new Error('This call declares no scope fields in its call spec.');
    return this.resolvedScope;
  }

  /** The selected cohort programme as the caller holds it, or null (none sent, or no role there). */
  selected(): Promise<Grant | null> {
    this.selectedGrant ??= this.selectedId
      ? this.access.grants(this.actor).then((gs) => gs.find((g) => g.cohortProgId === this.selectedId) ?? null)
      : Promise.resolve(null);
    return this.selectedGrant;
  }

  /** The selected cohort programme, or FORBIDDEN when none is selected or the caller holds no role there. */
  async requireSelected(need?: readonly RoleCode[]): Promise<Grant> {
    const g = await this.selected();
    if (!g) throw forbidden('Please select a programme you hold a role in.');
    if (!holds(g.roles, need)) throw forbidden(NOT_ALLOWED);
    return g;
  }

  /** True when a role the caller holds in the selected cohort programme (or the one given) grants the flag. */
  can(functionCode: string, flag: PermissionFlag, cohortProgId = this.selectedId): Promise<boolean> {
    return this.access.can(this.actor, cohortProgId, functionCode, flag);
  }

  /**
   * One cohort programme a payload names: the caller's grant there, or FORBIDDEN. With `need`,
   * one of those roles must be held there. A row's programme: rowProgramme.
   */
  cohortProgramme(cohortProgId: number, need?: readonly RoleCode[]): Promise<Grant> {
    return this.grantIn(cohortProgId, need, () => forbidden('You hold no role in this programme.'));
  }

  /**
   * The cohort programme of a row a call names by id: the caller's grant there. A row of a
   * programme the caller holds no role in answers NOT_FOUND in `unknown`, the words the area
   * answers for an id that does not exist, so nobody learns which ids exist elsewhere (issue 34).
   * With `need`, one of those roles must be held there (FORBIDDEN: the caller sees the row).
   */
  rowProgramme(cohortProgId: number, unknown: string, need?: readonly RoleCode[]): Promise<Grant> {
    return this.grantIn(cohortProgId, need, () => notFound(unknown));
  }

  /** rowProgramme as a list's scope: the row's programme in the row's cohort. */
  async rowScope(cohortProgId: number, unknown: string, need?: readonly RoleCode[]): Promise<Scope> {
    const g = await this.rowProgramme(cohortProgId, unknown, need);
    return scopeOf(g, [programmeOf(g)]);
  }

  private async grantIn(cohortProgId: number, need: readonly RoleCode[] | undefined, none: () => Error) {
    const g = (await this.access.grants(this.actor)).find((x) => x.cohortProgId === cohortProgId);
    if (!g) throw none();
    if (!holds(g.roles, need)) throw forbidden(NOT_ALLOWED);
    return g;
  }

  /** The caller's roles in one cohort programme (none: an empty list). */
  async rolesIn(cohortProgId: number): Promise<string[]> {
    return this.access.rolesIn(this.actor, cohortProgId);
  }

  /** The programmes the caller holds a role in, in any cohort (with `need`: one of those roles). */
  async held(need?: readonly RoleCode[]): Promise<HeldProgramme[]> {
    const byProg = new Map<number, HeldProgramme>();
    for (const g of await this.access.grants(this.actor)) {
      const p = byProg.get(g.progId) ?? { progId: g.progId, progCode: g.progCode, progTitle: g.progTitle, roles: [] };
      p.roles = [...new Set([...p.roles, ...g.roles])].sort();
      byProg.set(g.progId, p);
    }
    return [...byProg.values()].filter((p) => holds(p.roles, need));
  }

  /**
   * The single entry for a payload's scope fields: what the fields `fields` declares name in
   * `body`, checked against the caller's roles (and `rules`). The kernel calls it before the
   * handler for the fields a call spec declares; a call whose fields depend on its payload (a
   * report's definition) calls it itself.
   */
  resolve<F extends ScopeFields>(fields: F, body: unknown, rules?: ScopeRules): Promise<ResolvedScope<F>>;
  async resolve(fields: ScopeFields, body: unknown, rules: ScopeRules = {}): Promise<Scope | HeldScope> {
    const named = namedScope(fields, body);
    if (fields.reach === 'held') return this.inHeld(named, rules.need);
    const scope = fields.cohortProgId
      ? await this.inCohortProgramme(named, rules.need)
      : await this.inCohort(named, rules.need);
    if (rules.permission) await this.allowedIn(scope, rules.permission);
    return scope;
  }

  /** A call on one cohort programme: the one it names, else the selected one. */
  private async inCohortProgramme(named: NamedScope, need?: readonly RoleCode[]): Promise<Scope> {
    const g = named.cohortProgId
      ? await this.cohortProgramme(named.cohortProgId, need)
      : await this.requireSelected(need);
    return scopeOf(g, [programmeOf(g)]);
  }

  /**
   * The programmes a list reads: those the payload names (else the selected one, else every one
   * the caller holds a role in) in the cohort it names (else the selected programme's, else the
   * current one). Each named programme must be held in that cohort: FORBIDDEN otherwise.
   */
  private async inCohort(named: NamedScope, need?: readonly RoleCode[]): Promise<Scope> {
    const [grants, cohort, selected] = await Promise.all([
      this.access.grants(this.actor),
      this.cohortRead(named),
      this.selected(),
    ]);
    const codes = named.progCodes?.length
      ? [...new Set(named.progCodes.map((c) => c.toUpperCase()))]
      : selected
        ? [selected.progCode]
        : [];
    const rows = grants.filter((g) => g.cohortId === cohort.cohortId && (!codes.length || codes.includes(g.progCode)));
    const missing = codes.filter((c) => !rows.some((r) => r.progCode === c));
    if (missing.length) {
      throw forbidden(`You hold no role in programme ${missing.join(', ')} for cohort ${cohort.cohortYear}.`);
    }
    const progs = rows.filter((r) => holds(r.roles, need)).map(programmeOf);
    if (need && codes.length > 0 && progs.length === 0) throw forbidden(NOT_ALLOWED);
    return scopeOf(cohort, progs);
  }

  /** The cohort a payload names (by year or id), else the selected programme's, else the current one. */
  private async cohortRead(named: NamedScope): Promise<CohortRow> {
    const [cohorts, selected] = await Promise.all([this.access.cohorts(), this.selected()]);
    if (named.cohortYear !== null && named.cohortId !== null) {
      const byId = cohorts.find((c) => c.cohortId === named.cohortId);
      if (byId?.cohortYear !== named.cohortYear)
        throw validation('The cohort year and the cohort name different cohorts.');
    }
    const cohort =
      named.cohortYear !== null
        ? cohorts.find((c) => c.cohortYear === named.cohortYear)
        : named.cohortId !== null
          ? cohorts.find((c) => c.cohortId === named.cohortId)
          : selected
            ? cohorts.find((c) => c.cohortId === selected.cohortId)
            : cohorts.find((c) => c.isCurrent);
    if (!cohort) throw validation(`There is no cohort ${named.cohortYear ?? named.cohortId ?? '(current)'}.`);
    return cohort;
  }

  /**
   * The pickers' reach: programmes held in any cohort; named ones narrow them (a code not held
   * lists nothing: a picker offers names, never another programme's records).
   */
  private async inHeld(named: NamedScope, need?: readonly RoleCode[]): Promise<HeldScope> {
    const [held, cohorts] = await Promise.all([this.held(need), this.access.cohorts()]);
    if (named.cohortId !== null && !cohorts.some((c) => c.cohortId === named.cohortId)) {
      throw validation(`There is no cohort ${named.cohortId}.`);
    }
    const codes = named.progCodes?.map((c) => c.toUpperCase());
    const progs = codes ? held.filter((p) => codes.includes(p.progCode)) : held;
    return { progs, progIds: progs.map((p) => p.progId), cohortId: named.cohortId };
  }

  /** Each programme read grants the function through the caller's role there; none read is refused. */
  private async allowedIn(scope: Scope, permission: NonNullable<ScopeRules['permission']>) {
    if (!scope.progs.length) throw forbidden('You have no role in this programme.');
    const allowed = await Promise.all(
      scope.progs.map((p) => this.access.grantsFunction(p.roles, permission.functionCode, permission.flag)),
    );
    const refused = scope.progs.filter((_, i) => !allowed[i]).map((p) => p.progCode);
    if (refused.length) throw forbidden(`Your role in programme ${refused.join(', ')} does not allow this.`);
  }
}
