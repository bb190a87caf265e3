import { utcDateTime } from '@core/server/dates.js';
import { sql, type Selectable } from 'kysely';
import type { WpaDb } from '../area.js';
import type { Actor } from '@core/server/auth/actor.js';
import { conflict, notFound } from '@core/server/http/appError.js';
import { callerRolesAt, lockedRow, machineVerdict, sameTokenAs } from '@core/server/db/lifecycleDecision.js';
import { tokenOf } from '@core/server/db/lists.js';
import { studentWithUser } from '@core/server/reference/referenceJoins.js';
import { nextWpaStatus, type WpaEventType, type WpaStatus } from '../../machines/wpaForm.js';
import type { WpaApplsTable } from '../tables.js';
import { callerOf, type WpaCaller } from './who.js';
import { nameOf, STUDENT_MODULES } from './sqlParts.js';
import { NO_WPA } from './detail.js';

/** A WPA locked for a decision, with what the decision and its mail need. */
export type LockedWpa = Omit<Selectable<WpaApplsTable>, 'lastUpdatedDate'> & {
  cohortProgId: number;
  assignedAsUserId: number | null;
  studentAcctId: string;
  studentName: string | null;
  moduleCode: string;
  moduleName: string;
  /** The row's concurrency token. */
  lastUpdatedDate: string;
  /** Who changed it last (read only when the token sent is older). */
  lastUpdatedByName?: string | null;
  roles: string[];
  /** Whether the token sent is the row's (null when none was sent). */
  sameToken: boolean | null;
  caller: WpaCaller;
};

/**
 * Locks one WPA for a decision (select … for update, then read), with the caller's roles in its programme
 * read in the same transaction, and the student module's AS read through
 * the module area's view. NOT_FOUND without it, or when the caller may not see it (no role in its
 * programme, or an AS of other students).
 */
export async function lockWpa(
  trx: WpaDb,
  actor: Actor,
  wpaApplId: number,
  token: string | null | undefined,
): Promise<LockedWpa> {
  // The row is locked in a statement of its own: FOR UPDATE over the module area's view keeps the
  // view from being flattened, and its plan read every student module (issue 36's plan check).
  // The read after the lock sees the row, and what it joins, as committed when the lock was had.
  await sql`select 1 from wpa_appls where wpa_appl_id = ${wpaApplId} for update`.execute(trx);
  const r = await lockedRow(
    trx,
    sql<Omit<LockedWpa, 'caller'>>`
    select w.*, cm.cohort_prog_id, sm.academic_supervisor_user_id as assigned_as_user_id,
      s.student_acct_id, ${nameOf('u')} as student_name, m.module_code, m.module_name,
      ${tokenOf('w.last_updated_date')} as last_updated_date,
      ${callerRolesAt(actor, 'cm.cohort_prog_id')} as roles,
      ${sameTokenAs('w.last_updated_date', token)} as same_token
    from wpa_appls w
    join cohort_modules cm on cm.cohort_module_id = w.cohort_module_id
    join modules m on m.module_id = cm.module_id
    join ${STUDENT_MODULES} sm on sm.student_module_id = w.student_module_id
    ${studentWithUser('sm.student_id')}
    where w.wpa_appl_id = ${wpaApplId}`,
  );
  if (!r) throw notFound(NO_WPA);
  // Who changed it, read after the lock: a row locked after a concurrent change is the new version,
  // but rows joined to it in the locking statement are as they were before the wait.
  if (r.sameToken === false) {
    const who = await sql<{ name: string | null }>`
      select ${nameOf('u')} as name from users u where lower(u.account_id) = lower(${r.lastUpdatedBy})`.execute(trx);
    r.lastUpdatedByName = who.rows[0]?.name ?? r.lastUpdatedBy;
  }
  const caller = callerOf(actor, {
    roles: r.roles,
    assignedAsUserId: r.assignedAsUserId,
  });
  // One the caller may not see (another programme's, another AS's student) is as one that does not exist.
  if (!caller.mayRead) throw notFound(NO_WPA);
  return { ...r, caller };
}

/** CONFLICT naming who changed the WPA, and when (two staff acting at once: the second hears who won). */
export const changedBy = (w: Pick<LockedWpa, 'lastUpdatedByName' | 'lastUpdatedDate'>) =>
  conflict(
    `This WPA was changed by ${w.lastUpdatedByName ?? 'someone else'} on ${utcDateTime(w.lastUpdatedDate)}. Please reload it and try again.`,
  );

/**
 * The machine's answer for this caller and event: the next status, or FORBIDDEN (the caller may
 * not), CONFLICT (the token sent is older than the row's: someone acted first) or INVALID_STATE
 * (the status does not allow it), in that order.
 */
export function decide(w: LockedWpa, type: WpaEventType): WpaStatus {
  return machineVerdict(
    nextWpaStatus({ status: w.wpaStatus, ...w.caller }, { type }),
    w.sameToken === false ? changedBy(w) : null,
  );
}
