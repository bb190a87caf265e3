import type { AnyDb } from '@core/server/counters/figures.js';
import type { Kernel } from '@core/server/kernel.js';
import { programmesContract } from '@schemas/programmes/contract.js';

/**
 * Announces, in the caller's transaction, that these cohort programmes' setups (their assessment
 * weightings) changed: other areas' maintained figures that read them follow (the module area's
 * total marks, issue 36). Nothing to announce for none.
 */
export async function announceWeightings(
  kernel: Pick<Kernel, 'counters'>,
  trx: AnyDb,
  cohortProgIds: readonly number[],
) {
  if (!cohortProgIds.length) return;
  await kernel.counters.announce(
    trx,
    programmesContract.changes.weightings,
    [...new Set(cohortProgIds)].map((cohortProgId) => ({ cohortProgId })),
  );
}
