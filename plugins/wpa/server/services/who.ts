import type { Actor } from '@core/server/auth/actor.js';
import type { WpaActor } from '../../machines/wpaForm.js';

/**
 * Who the caller is for one WPA (docs/DECISIONS.md 'Issue 29: WPA', the machine's header): read
 * from the caller's roles in the WPA's cohort programme and the AS assigned to the WPA's student
 * module. The machine's guards decide from it. The profile's WPA Standing Approval plays no part:
 * a flag staff set on themselves never widens what they may do to others' records (issue 34).
 */
export interface WpaCaller extends WpaActor {
  /** May open the WPA: MC or PL of its programme, its assigned AS, or a privileged user. */
  mayRead: boolean;
}

export interface CallerFacts {
  /** The caller's role codes in the WPA's cohort programme. */
  roles: readonly string[];
  /** The user id of the AS assigned to the WPA's student module. */
  assignedAsUserId: number | null;
}

export function callerOf(actor: Pick<Actor, 'userId'>, f: CallerFacts): WpaCaller {
  const convener = f.roles.includes('MODULE_CONVENER');
  const supervises = f.roles.includes('ACADEMIC_SUPERVISOR') || convener;
  // The spec's 'flagged privileged user' (001 §6, 002 §6): the module convener of the WPA's
  // programme, a role an administrator grants; never a flag the caller can set on themselves.
  const privileged = convener;
  // The AS assigned to the student module, while they still supervise in that programme.
  const assignedAs = f.assignedAsUserId !== null && f.assignedAsUserId === actor.userId && supervises;
  return {
    privileged,
    assignedAs,
    convener,
    mayRead: privileged || assignedAs || f.roles.includes('PROGRAMME_LEADER'),
  };
}

/** The caller sees only their own students' WPAs in a list (002 §6): an AS who is neither MC nor PL there. */
export const ownStudentsOnly = (roles: readonly string[]) =>
  !roles.includes('MODULE_CONVENER') && !roles.includes('PROGRAMME_LEADER');
