import type { CallScope } from '@core/server/auth/scope.js';

/** Programme ids the caller leads (PROGRAMME_LEADER in any cohort): who may change their WIL setup. */
export async function ledProgIds(scope: CallScope): Promise<Set<number>> {
  return new Set((await scope.held(['PROGRAMME_LEADER'])).map((p) => p.progId));
}
