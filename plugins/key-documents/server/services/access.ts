import { sql } from 'kysely';
import type { KeyDocumentsDb } from '../area.js';
import type { CallScope } from '@core/server/auth/scope.js';
import type { Actor } from '@core/server/auth/actor.js';
import { forbidden, notFound } from '@core/server/http/appError.js';
import { modulesContract } from '@schemas/modules/contract.js';
import type { KeyDocumentActor } from '../../shared/actions.js';

/** The module area's student modules: the only way this area reads them (its read view). */
export const STUDENT_MODULES = sql.table(modulesContract.readViews.studentModules);

/** The caller in one cohort module: their roles in its programme, and whose students they see. */
export interface ModuleAccess extends KeyDocumentActor {
  cohortModuleId: number;
  cohortProgId: number;
  /**
   * Set when the caller is only an academic supervisor there (not the convener, not the leader):
   * they see and act on their own students' documents only, whatever a payload says (002 §6).
   */
  ownStudentsOf: number | null;
}

/**
 * The caller's access to a cohort module: NOT_FOUND in `unknown` (the words of the row the call
 * names) when there is none or it lies in a programme the caller holds no role in (scope.ts
 * rowProgramme); FORBIDDEN when their role there is none of MC, PL or AS.
 */
export async function moduleAccess(
  db: KeyDocumentsDb,
  scope: CallScope,
  actor: Actor,
  cohortModuleId: number,
  unknown = 'The module is not found.',
): Promise<ModuleAccess> {
  const cm = await db
    .selectFrom('cohortModules')
    .select('cohortProgId')
    .where('cohortModuleId', '=', cohortModuleId)
    .executeTakeFirst();
  if (!cm) throw notFound(unknown);
  const grant = await scope.rowProgramme(cm.cohortProgId, unknown);
  const roleCodes = grant.roles;
  const seesAll = roleCodes.includes('MODULE_CONVENER') || roleCodes.includes('PROGRAMME_LEADER');
  if (!seesAll && !roleCodes.includes('ACADEMIC_SUPERVISOR')) throw forbidden();
  return {
    userId: actor.userId,
    roleCodes,
    cohortModuleId,
    cohortProgId: cm.cohortProgId,
    ownStudentsOf: seesAll ? null : actor.userId,
  };
}

/** One student module through the modules area's view: its cohort module and assigned AS. */
export interface StudentModuleRef {
  studentModuleId: number;
  cohortModuleId: number;
  academicSupervisorUserId: number | null;
}

export async function studentModule(db: KeyDocumentsDb, studentModuleId: number): Promise<StudentModuleRef | null> {
  const r = await sql<StudentModuleRef>`
    select sm.student_module_id, sm.cohort_module_id, sm.academic_supervisor_user_id
      from ${STUDENT_MODULES} sm where sm.student_module_id = ${studentModuleId}`.execute(db);
  return r.rows[0] ?? null;
}

/**
 * The caller's access to one student module: as moduleAccess, and NOT_FOUND when the caller may
 * not see that student (an AS asking for another AS's student learns nothing more).
 */
export async function studentModuleAccess(
  db: KeyDocumentsDb,
  scope: CallScope,
  actor: Actor,
  studentModuleId: number,
): Promise<{ access: ModuleAccess; sm: StudentModuleRef }> {
  const sm = await studentModule(db, studentModuleId);
  if (!sm) throw notFound('The student module is not found.');
  const access = await moduleAccess(db, scope, actor, sm.cohortModuleId, 'The student module is not found.');
  if (access.ownStudentsOf !== null && sm.academicSupervisorUserId !== access.ownStudentsOf) {
    throw notFound('The student module is not found.');
  }
  return { access, sm };
}
