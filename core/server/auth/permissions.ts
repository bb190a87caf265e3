import type { Handle } from '../db/areaDb.js';
import { kernelHandle } from '../db/handles.js';
import type { Actor } from './actor.js';

/**
 * Role codes the actor holds in a cohort programme (spec 000 §6: roles per programme and cohort),
 * read in the caller's transaction: a change decides on the roles of that moment, not on the
 * access cache's copy (access.ts).
 */
export async function rolesIn(db: Handle, actor: Actor, cohortProgId: number): Promise<string[]> {
  if (!actor.academicStaffId) return [];
  const rows = await kernelHandle(db)
    .selectFrom('staffRoles')
    .select('roleCode')
    .where('academicStaffId', '=', actor.academicStaffId)
    .where('cohortProgId', '=', cohortProgId)
    .execute();
  return rows.map((r) => r.roleCode);
}
