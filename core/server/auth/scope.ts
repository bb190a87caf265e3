import type { RoleCode } from '@schemas/core/contract.js';
import { forbidden, notFound, validation } from '../http/appError.js';
import type { Access, Grant } from './access.js';
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

export interface ScopeRequest {
  /** Programmes the payload names (progCodeList / progCode); none: the selected one, else all held. */
  progCodes?: readonly string[] | null;
  /** The cohort the payload names; none: the selected programme's cohort, else the current one. */
  cohortYear?: number | null;
  /** Keep only programmes where the caller holds one of these roles (FORBIDDEN when a named one is left out). */
  need?: readonly RoleCode[];
}

const NOT_ALLOWED = 'Your role in the selected programme does not allow this.';

/**
 * The one scope rule of every area (docs/ARCHITECTURE.md 'One scope'). A call reads the selected
 * cohort programme (header X-Cohort-Prog-Id, resolved once per call from the access cache) or the
 * programmes its payload names; a programme the payload or a row names is checked against the
 * caller's own roles there, in the cohort read, never trusted and never widened to another cohort
 * of the same programme. Roles and cohorts come from the kernel's access cache (no query per call).
 */
export class CallScope {
  private selectedGrant: Promise<Grant | null> | undefined;

  constructor(
    private readonly access: Access,
    private readonly actor: Actor,
  ) {}

  /** The selected cohort programme as the caller holds it, or null (none sent, or no role there). */
  selected(): Promise<Grant | null> {
    this.selectedGrant ??= this.actor.cohortProgId
      ? this.access.grants(this.actor).then((gs) => gs.find((g) => g.cohortProgId === this.actor.cohortProgId) ?? null)
      : Promise.resolve(null);
    return this.selectedGrant;
  }

  /** The selected cohort programme, or FORBIDDEN when none is selected or the caller holds no role there. */
  async requireSelected(need?: readonly RoleCode[]): Promise<Grant> {
    const g = await this.selected();
    if (!g) throw forbidden('Please select a programme you hold a role in.');
    if (need && !g.roles.some((r) => (need as readonly string[]).includes(r))) throw forbidden(NOT_ALLOWED);
    return g;
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

  private async grantIn(cohortProgId: number, need: readonly RoleCode[] | undefined, none: () => Error) {
    const g = (await this.access.grants(this.actor)).find((x) => x.cohortProgId === cohortProgId);
    if (!g) throw none();
    if (need && !g.roles.some((r) => (need as readonly string[]).includes(r))) throw forbidden(NOT_ALLOWED);
    return g;
  }

  /** The caller's roles in one cohort programme (none: an empty list). */
  async rolesIn(cohortProgId: number): Promise<string[]> {
    return this.access.rolesIn(this.actor, cohortProgId);
  }

  /**
   * The programmes a list reads: those the payload names (else the selected one, else every one
   * the caller holds a role in) in the cohort it names (else the selected programme's, else the
   * current one). Each named programme must be held in that cohort: FORBIDDEN otherwise.
   */
  async programmes(req: ScopeRequest = {}): Promise<Scope> {
    const [grants, cohorts, selected] = await Promise.all([
      this.access.grants(this.actor),
      this.access.cohorts(),
      this.selected(),
    ]);
    const cohort = req.cohortYear
      ? cohorts.find((c) => c.cohortYear === req.cohortYear)
      : selected
        ? cohorts.find((c) => c.cohortId === selected.cohortId)
        : cohorts.find((c) => c.isCurrent);
    if (!cohort) throw validation(`There is no cohort ${req.cohortYear ?? '(current)'}.`);
    const named = [...new Set((req.progCodes ?? []).map((c) => c.toUpperCase()))];
    const codes = named.length ? named : selected ? [selected.progCode] : [];
    const rows = grants.filter((g) => g.cohortId === cohort.cohortId && (!codes.length || codes.includes(g.progCode)));
    const missing = codes.filter((c) => !rows.some((r) => r.progCode === c));
    if (missing.length) {
      throw forbidden(`You hold no role in programme ${missing.join(', ')} for cohort ${cohort.cohortYear}.`);
    }
    const need = req.need as readonly string[] | undefined;
    const progs: ScopedProgramme[] = (need ? rows.filter((r) => r.roles.some((x) => need.includes(x))) : rows).map(
      ({ cohortProgId, progId, progCode, progTitle, roles }) => ({ cohortProgId, progId, progCode, progTitle, roles }),
    );
    if (need && codes.length > 0 && progs.length === 0) throw forbidden(NOT_ALLOWED);
    return {
      cohortId: cohort.cohortId,
      cohortYear: cohort.cohortYear,
      progs,
      cohortProgIds: progs.map((p) => p.cohortProgId),
      progIds: progs.map((p) => p.progId),
    };
  }
}
