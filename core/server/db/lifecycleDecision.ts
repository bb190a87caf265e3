import { sql, type RawBuilder } from 'kysely';
import type { Actor } from '../auth/actor.js';
import { AppError, validation } from '../http/appError.js';
import type { Handle } from './areaDb.js';
import type { LifecycleAnswer } from '@core/shared/lifecycleStep.js';

/**
 * The pieces every lifecycle decision (job review's, WPA's) takes around its machine: the
 * caller's roles and the token check read in the statement that locks the row, the machine's
 * answer in the order callers hear it. writeDecision.ts then stamps and writes the update, its
 * event and its mail in one statement.
 */

/** The caller's role codes in the cohort programme `column` names (a text[], in code order). */
export const callerRolesAt = (actor: Actor, column: string) =>
  sql<string[]>`array(select sr.role_code::text from staff_roles sr
    where sr.academic_staff_id = ${actor.academicStaffId ?? -1} and sr.cohort_prog_id = ${sql.ref(column)}
    order by sr.role_code)`;

/** Whether the token sent is the row's `column` to the millisecond (null when none was sent). */
export const sameTokenAs = (column: string, token: string | null | undefined) =>
  sql<
    boolean | null
  >`date_trunc('milliseconds', ${sql.ref(column)}) = date_trunc('milliseconds', ${token ?? null}::timestamptz)`;

const PG_BAD_DATE = new Set(['22007', '22008']);

/** The first row of a locking read; a token PostgreSQL cannot read as a date answers VALIDATION. */
export async function lockedRow<T>(trx: Handle, query: RawBuilder<T>): Promise<T | undefined> {
  try {
    return (await query.execute(trx)).rows[0];
  } catch (e) {
    if (PG_BAD_DATE.has((e as { code?: string }).code ?? '')) throw validation('lastUpdatedDate is not a valid date.');
    throw e;
  }
}

/**
 * The next status, or the refusal callers hear first: FORBIDDEN (the caller may not), then
 * `changedMeanwhile` (the CONFLICT of a token older than the row's: someone acted first), then
 * the machine's INVALID_STATE.
 */
export function machineVerdict<S extends string>(next: LifecycleAnswer<S>, changedMeanwhile: AppError | null): S {
  if (!next.ok && next.errorCode === 'FORBIDDEN') throw new AppError('FORBIDDEN', next.msg);
  if (changedMeanwhile) throw changedMeanwhile;
  if (!next.ok) throw new AppError(next.errorCode, next.msg);
  return next.status;
}
