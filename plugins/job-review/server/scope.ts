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
