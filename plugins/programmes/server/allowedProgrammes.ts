import type { ProgrammesDb } from './area.js';
import type { Actor } from '@core/server/auth/actor.js';

/** Programme ids the actor holds any role in, in any cohort (spec 001 §6: pickers are scoped to these). */
export async function allowedProgIds(db: ProgrammesDb, actor: Actor): Promise<number[]> {
  if (!actor.academicStaffId) return [];
  const rows = await db
    .selectFrom('staffRoles as sr')
    .innerJoin('cohortProgrammes as cp', 'cp.cohortProgId', 'sr.cohortProgId')
    .select('cp.progId')
    .distinct()
    .where('sr.academicStaffId', '=', actor.academicStaffId)
    .execute();
  return rows.map((r) => r.progId);
}

/** Programme ids the actor leads (PROGRAMME_LEADER in any cohort): who may change their WIL setup. */
export async function ledProgIds(db: ProgrammesDb, actor: Actor): Promise<Set<number>> {
  if (!actor.academicStaffId) return new Set();
  const rows = await db
    .selectFrom('staffRoles as sr')
    .innerJoin('cohortProgrammes as cp', 'cp.cohortProgId', 'sr.cohortProgId')
    .select('cp.progId')
    .distinct()
    .where('sr.academicStaffId', '=', actor.academicStaffId)
    .where('sr.roleCode', '=', 'PROGRAMME_LEADER')
    .execute();
  return new Set(rows.map((r) => r.progId));
}
