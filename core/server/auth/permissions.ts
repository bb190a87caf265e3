import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import type { PermissionFlag } from '../plugin.js';
import type { Actor } from './actor.js';

const COLUMN: Record<PermissionFlag, string> = {
  canSelect: 'can_select',
  canInsert: 'can_insert',
  canUpdate: 'can_update',
  canDelete: 'can_delete',
  canAudit: 'can_audit',
  canView: 'can_view',
  canUpload: 'can_upload',
  canDownload: 'can_download',
};

/** Role codes the actor holds in a cohort programme (spec 000 §6: roles per programme and cohort). */
export async function rolesIn(db: Db, actor: Actor, cohortProgId: number): Promise<string[]> {
  if (!actor.academicStaffId) return [];
  const rows = await db
    .selectFrom('staffRoles')
    .select('roleCode')
    .where('academicStaffId', '=', actor.academicStaffId)
    .where('cohortProgId', '=', cohortProgId)
    .execute();
  return rows.map((r) => r.roleCode);
}

/** True when any role the actor holds in the selected cohort programme grants the flag. */
export async function hasPermission(
  db: Db,
  actor: Actor,
  functionCode: string,
  flag: PermissionFlag,
): Promise<boolean> {
  if (!actor.academicStaffId || !actor.cohortProgId) return false;
  const row = await db
    .selectFrom('staffRoles as sr')
    .innerJoin('functionPermissions as fp', 'fp.roleCode', 'sr.roleCode')
    .select(sql<boolean>`bool_or(${sql.ref(`fp.${COLUMN[flag]}`)} = 'Y')`.as('granted'))
    .where('sr.academicStaffId', '=', actor.academicStaffId)
    .where('sr.cohortProgId', '=', actor.cohortProgId)
    .where('fp.functionCode', '=', functionCode)
    .executeTakeFirst();
  return row?.granted === true;
}
