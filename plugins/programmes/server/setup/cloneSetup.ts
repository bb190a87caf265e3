import type { Actor } from '@core/server/auth/actor.js';
import type { CallScope } from '@core/server/auth/scope.js';
import type { Kernel } from '@core/server/kernel.js';
import { AppError, forbidden, notFound, validation } from '@core/server/http/appError.js';
import type { PayloadOf } from '@core/shared/callSpec.js';
import type { programmeCalls } from '@schemas/programmes/calls.js';
import type { ProgrammesDb } from '../area.js';
import { ledProgIds } from '../ledProgrammes.js';
import { announceWeightings } from '../weightingsChanged.js';

type CloneBody = PayloadOf<typeof programmeCalls.clone>;
interface Source {
  cohortProgId: number;
  progId: number;
  progCode: string;
  cohortYear: number;
}

/** The cohort programme cloned from (one the caller leads) and the other cohort it goes to. */
async function cloneEnds(db: ProgrammesDb, scope: CallScope, body: CloneBody) {
  const cohortYear = body.cohortYear.trim();
  if (!/^\d{4}$/.test(cohortYear)) throw validation('Cohort must be a year of 4 digits, e.g. 2026.');
  const source: Source | undefined = await db
    .selectFrom('cohortProgrammes as cp')
    .innerJoin('programmes as p', 'p.progId', 'cp.progId')
    .innerJoin('cohorts as c', 'c.cohortId', 'cp.cohortId')
    .select(['cp.cohortProgId', 'cp.progId', 'p.progCode', 'c.cohortYear'])
    .where('cp.cohortProgId', '=', body.sourceCohortProgId)
    .executeTakeFirst();
  if (!source) throw notFound();
  if (!(await ledProgIds(scope)).has(source.progId)) {
    throw forbidden(`You are not a Programme Leader of ${source.progCode}.`);
  }
  const target = await db
    .selectFrom('cohortProgrammes as cp')
    .innerJoin('cohorts as c', 'c.cohortId', 'cp.cohortId')
    .select('cp.cohortProgId')
    .where('cp.progId', '=', source.progId)
    .where('c.cohortYear', '=', Number(cohortYear))
    .executeTakeFirst();
  if (!target) throw validation(`Cohort ${cohortYear} does not exist for ${source.progCode}.`);
  if (target.cohortProgId === source.cohortProgId) {
    throw validation('Choose a cohort other than the one you clone from.');
  }
  return { source, target: { cohortProgId: target.cohortProgId, cohortYear } };
}

/** The target's setup, locked; one already there is replaced only when the caller confirmed. */
async function clearTarget(
  trx: ProgrammesDb,
  source: Source,
  target: { cohortProgId: number; cohortYear: string },
  overwrite: boolean,
) {
  const existing = await trx
    .selectFrom('programmeParameters')
    .select('programmeParametersId')
    .where('cohortProgId', '=', target.cohortProgId)
    .forUpdate()
    .executeTakeFirst();
  if (existing && !overwrite) {
    throw new AppError(
      'CONFLICT',
      `${source.progCode} ${target.cohortYear} already has a WIL programme setup. Confirm to replace it.`,
    );
  }
  if (existing) {
    await trx
      .deleteFrom('programmeParameters')
      .where('programmeParametersId', '=', existing.programmeParametersId)
      .execute();
  }
  return Boolean(existing);
}

/** Copies the setup row and its academic supervisors to the target; returns the new row's id. */
async function copySetup(trx: ProgrammesDb, from: Record<string, unknown>, targetId: number, actor: Actor) {
  const {
    programmeParametersId: fromId,
    createdBy: _cb,
    createdDate: _cd,
    lastUpdatedBy: _lb,
    lastUpdatedDate: _ld,
    ...values
  } = from;
  const { programmeParametersId } = await trx
    .insertInto('programmeParameters')
    .values({
      ...values,
      cohortProgId: targetId,
      createdBy: actor.accountId,
      lastUpdatedBy: actor.accountId,
    } as never)
    .returning('programmeParametersId')
    .executeTakeFirstOrThrow();
  const sups = await trx
    .selectFrom('programmeParameterSupervisors')
    .select('academicStaffId')
    .where('programmeParametersId', '=', fromId as number)
    .execute();
  if (sups.length) {
    await trx
      .insertInto('programmeParameterSupervisors')
      .values(sups.map((s) => ({ programmeParametersId, academicStaffId: s.academicStaffId })))
      .execute();
  }
  return programmeParametersId;
}

/** Clone WIL Programme Setup: a cohort programme's setup copied to another cohort, in one transaction. */
export async function cloneSetup(
  db: ProgrammesDb,
  scope: CallScope,
  actor: Actor,
  body: CloneBody,
  kernel: Pick<Kernel, 'counters'>,
) {
  const { source, target } = await cloneEnds(db, scope, body);
  return db.transaction().execute(async (trx) => {
    const from = (await trx
      .selectFrom('programmeParameters')
      .selectAll()
      .where('cohortProgId', '=', source.cohortProgId)
      .executeTakeFirst()) as Record<string, unknown> | undefined;
    if (!from) {
      throw notFound(`${source.progCode} ${source.cohortYear} has no WIL programme setup to clone.`);
    }
    const replaced = await clearTarget(trx, source, target, Boolean(body.overwrite));
    const programmeParametersId = await copySetup(trx, from, target.cohortProgId, actor);
    await announceWeightings(kernel, trx, [target.cohortProgId]);
    return { programmeParametersId, cohortProgId: target.cohortProgId, replaced };
  });
}
