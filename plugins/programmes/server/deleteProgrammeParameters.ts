import { conflict, forbidden, notFound } from '@core/server/http/appError.js';
import type { ProgrammesDb } from './area.js';
import type { CallScope } from '@core/server/auth/scope.js';
import type { PayloadOf } from '@core/shared/callSpec.js';
import type { programmeCalls } from '@schemas/programmes/calls.js';
import type { Kernel } from '@core/server/kernel.js';
import { announceWeightings } from './weightingsChanged.js';

/**
 * Deletes a programme parameter record and its supervisors (spec 001 §7 programmeParameters/delete).
 * This plugin owns the tables, so it alone writes them; the Programme Parameter Report only calls
 * the path. The caller needs a role in the record's programme (any cohort); a lastUpdatedDate sent
 * must match the row's, else CONFLICT.
 */
export async function deleteProgrammeParameters(
  db: ProgrammesDb,
  scope: CallScope,
  body: PayloadOf<typeof programmeCalls.deleteProgrammeParameters>,
  kernel: Pick<Kernel, 'counters'>,
) {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('programmeParameters as pp')
      .innerJoin('cohortProgrammes as cp', 'cp.cohortProgId', 'pp.cohortProgId')
      .select(['pp.programmeParametersId', 'pp.lastUpdatedDate', 'cp.progId', 'pp.cohortProgId'])
      .where('pp.programmeParametersId', '=', body.programmeParametersId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound();
    if (!(await scope.held()).some((p) => p.progId === row.progId)) {
      throw forbidden('You have no role in this programme.');
    }
    if (body.lastUpdatedDate && new Date(body.lastUpdatedDate).getTime() !== new Date(row.lastUpdatedDate).getTime()) {
      throw conflict();
    }
    await trx
      .deleteFrom('programmeParameterSupervisors')
      .where('programmeParametersId', '=', body.programmeParametersId)
      .execute();
    await trx
      .deleteFrom('programmeParameters')
      .where('programmeParametersId', '=', body.programmeParametersId)
      .execute();
    // Other areas' figures that read the weightings follow, in this transaction.
    await announceWeightings(kernel, trx, [row.cohortProgId]);
  });
  return null;
}
