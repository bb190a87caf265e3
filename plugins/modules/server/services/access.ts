import { sql } from 'kysely';
import type { ModulesDb } from '../area.js';
import type { Actor } from '@core/server/auth/actor.js';
import type { CallScope } from '@core/server/auth/scope.js';
import { forbidden, notFound, validation } from '@core/server/http/appError.js';
import { MODULE_MESSAGES } from '@schemas/modules/limits.js';
import { canRead, hasStudentActions, ownStudentsOf, type ModuleActor } from '../../shared/roles.js';

/** One cohort module as the caller may read it (spec 002 §6). */
export interface ModuleAccess {
  cohortModuleId: number;
  cohortProgId: number;
  progCode: string;
  cohortYear: number;
  /** The caller with their roles in the module's cohort programme. */
  actor: ModuleActor;
  /**
   * The user id whose students the caller is held to (an AS who neither convenes nor leads
   * there), whatever a payload says; null: the whole module.
   */
  ownStudentsOf: number | null;
}

/**
 * The caller's access to a cohort module: NOT_FOUND in `unknown` (the words of the row the call
 * names) when there is none or it lies in a programme the caller holds no role in, as
 * core/server/auth/scope.ts rowProgramme answers; FORBIDDEN when their role there may not read.
 */
export async function moduleAccess(
  db: ModulesDb,
  scope: CallScope,
  actor: Actor,
  cohortModuleId: number,
  unknown = 'There is no such module.',
): Promise<ModuleAccess> {
  const r = await sql<{ cohortProgId: number; progCode: string; cohortYear: number }>`
    select cm.cohort_prog_id, p.prog_code, co.cohort_year
      from cohort_modules cm
      join cohort_programmes cp on cp.cohort_prog_id = cm.cohort_prog_id
      join programmes p on p.prog_id = cp.prog_id
      join cohorts co on co.cohort_id = cp.cohort_id
     where cm.cohort_module_id = ${cohortModuleId}`.execute(db);
  const cm = r.rows[0];
  if (!cm) throw notFound(unknown);
  const grant = await scope.rowProgramme(cm.cohortProgId, unknown);
  const who: ModuleActor = { userId: actor.userId, roleCodes: grant.roles };
  if (!canRead(who)) throw forbidden('Your role in this programme does not allow this.');
  return { cohortModuleId, ...cm, actor: who, ownStudentsOf: ownStudentsOf(who) };
}

/** A student change at all: a programme leader with no other role there is refused (002 §6). */
export function requireStudentActions(a: ModuleAccess) {
  if (!hasStudentActions(a.actor)) throw forbidden('A programme leader makes no change to students.');
}

/** The academic staff id of a user (the assigned AS is stored as one), or null. */
export async function staffIdOf(db: ModulesDb, userId: number): Promise<number | null> {
  const r = await db
    .selectFrom('academicStaff')
    .select('academicStaffId')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return r?.academicStaffId ?? null;
}

/**
 * Whose students a list or a counter reads: the caller's own when they are held to them (an AS
 * who omits or forges academicSupervisorUserId still gets only theirs), else the AS the payload
 * names, else everyone (null). As an academic staff id (-1: a user who is no staff member, so
 * nobody's students).
 */
export async function studentsOfStaff(
  db: ModulesDb,
  a: ModuleAccess,
  requested: number | null | undefined,
): Promise<{ userId: number | null; staffId: number | null }> {
  const userId = a.ownStudentsOf ?? requested ?? null;
  if (userId === null) return { userId: null, staffId: null };
  return { userId, staffId: (await staffIdOf(db, userId)) ?? -1 };
}

/** Refuses a start date later than the end date (002 §5 'Filter popovers'). */
export function checkRange(start: string | null | undefined, end: string | null | undefined) {
  if (start && end && start.slice(0, 10) > end.slice(0, 10)) throw validation(MODULE_MESSAGES.startAfterEnd);
}

/** A timestamp a payload sends (lastUpdatedDate), as PostgreSQL reads it, or VALIDATION. */
export function tokenValue(token: string): string {
  const t = token.trim();
  if (
    !/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?)?(Z|[+-]\d{2}(:?\d{2})?)?$/.test(t) ||
    Number.isNaN(Date.parse(t))
  ) {
    throw validation('lastUpdatedDate is not a valid date.');
  }
  return t;
}
