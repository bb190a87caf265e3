import { sql } from 'kysely';
import type { ModulesDb } from '../area.js';
import { utcDateTime } from '@core/server/dates.js';
import type { Actor } from '@core/server/auth/actor.js';
import type { CallScope } from '@core/server/auth/scope.js';
import { conflict, forbidden, validation } from '@core/server/http/appError.js';
import { tokenOf } from '@core/server/db/lists.js';
import type { PayloadOf, Replyable, ReplyOf } from '@core/shared/callSpec.js';
import type { modulesCalls } from '@schemas/modules/calls.js';
import { MODULE_MESSAGES } from '@schemas/modules/limits.js';
import { canChangeStatusOf, canManage } from '../../shared/roles.js';
import {
  joinMessages,
  newAsFault,
  newStatusFault,
  selectionFault,
  subGroupFault,
  type Fault,
} from '../../shared/validation.js';
import { moduleAccess, requireStudentActions, tokenValue, type ModuleAccess } from './access.js';
import { nameOf } from './sqlParts.js';
import type { Counters } from '@core/server/counters/counters.js';
import { studentFigures } from '../figures/studentFigures.js';

type Saved = Replyable<ReplyOf<typeof modulesCalls.updateStudentModuleGroup>>;
type Chosen = { studentModuleId: number; lastUpdatedDate?: string | null }[] | null | undefined;

/** The selected rows as locked for the change. */
interface Locked {
  studentModuleId: number;
  cohortModuleId: number;
  academicStaffId: number | null;
  assignedUserId: number | null;
  subGroup: number | null;
  status: string;
  lastUpdatedDate: string;
  stale: boolean;
  who: string | null;
}

const refuse = (...faults: Fault[]) => {
  const msg = joinMessages(faults);
  if (msg) throw validation(msg);
};

/** The selection without repeats, each token checked as a date. */
function chosen(list: Chosen) {
  const seen = new Map<number, string | null>();
  for (const c of list ?? []) {
    if (!seen.has(c.studentModuleId))
      seen.set(c.studentModuleId, c.lastUpdatedDate ? tokenValue(c.lastUpdatedDate) : null);
  }
  return { ids: [...seen.keys()], tokens: [...seen.values()] };
}

/**
 * Locks the selected student modules in the change's transaction and checks them: every one in
 * the module (else VALIDATION), and none changed since the list was read (a token older than the
 * row's: CONFLICT naming who changed it and when). Nothing has been written yet.
 */
async function lockSelection(trx: ModulesDb, a: ModuleAccess, list: Chosen): Promise<Locked[]> {
  const { ids, tokens } = chosen(list);
  const r = await sql<Locked>`
    select sm.student_module_id, sm.cohort_module_id, sm.academic_staff_id, st.user_id as assigned_user_id,
           sm.sub_group, sm.status, ${tokenOf('sm.last_updated_date')} as last_updated_date,
           (c.token is not null and sm.last_updated_date > c.token::timestamptz) as stale,
           (select coalesce(${nameOf('wu')}, wu.account_id) from users wu where lower(wu.account_id) = lower(sm.last_updated_by)) as who
      from unnest(${ids}::int[], ${tokens}::text[]) as c(id, token)
      join student_modules sm on sm.student_module_id = c.id
      left join academic_staff st on st.academic_staff_id = sm.academic_staff_id
     order by sm.student_module_id
       for update of sm`.execute(trx);
  if (r.rows.length !== ids.length || r.rows.some((x) => x.cohortModuleId !== a.cohortModuleId)) {
    throw validation(MODULE_MESSAGES.notInModule);
  }
  return r.rows;
}

function checkFresh(rows: readonly Locked[]) {
  const stale = rows.find((x) => x.stale);
  if (stale) {
    throw conflict(
      `A selected student was changed by ${stale.who ?? 'someone else'} on ${utcDateTime(stale.lastUpdatedDate)}. Please reload the list and try again.`,
    );
  }
}

/**
 * Writes one change to every locked row and its event (who, when, from, to, remark), and the
 * module's figures of those students (kernel.counters), in the caller's transaction: all rows or
 * none. Answers the rows' new tokens.
 */
async function write(
  trx: ModulesDb,
  counters: Counters,
  actor: Actor,
  rows: readonly Locked[],
  change: {
    type: 'GROUP' | 'AS' | 'STATUS';
    set: ReturnType<typeof sql>;
    from: (r: Locked) => string | null;
    to: string | null;
    remark?: string | null;
  },
): Promise<Saved> {
  const ids = rows.map((r) => r.studentModuleId);
  const updated = await sql<{ studentModuleId: number; lastUpdatedDate: string }>`
    update student_modules sm set ${change.set}, last_updated_by = ${actor.accountId}, last_updated_date = clock_timestamp()
     where sm.student_module_id = any(${ids}::int[])
     returning sm.student_module_id, ${tokenOf('sm.last_updated_date')} as last_updated_date`.execute(trx);
  await sql`insert into student_module_events (student_module_id, event_type, from_value, to_value, event_remark, actor_user_id)
    select * from unnest(${ids}::int[], ${rows.map(() => change.type)}::text[], ${rows.map(change.from)}::text[],
      ${rows.map(() => change.to)}::text[], ${rows.map(() => change.remark ?? null)}::text[], ${rows.map(() => actor.userId)}::int[])`.execute(
    trx,
  );
  await counters.refresh(trx, [{ figures: studentFigures, keys: ids }]);
  const list = updated.rows.sort((x, y) => x.studentModuleId - y.studentModuleId);
  return { updated: list.length, list };
}

/** What a bulk change needs from its call: the area's handle, the caller, their scope, the figures. */
export interface BulkCall {
  db: ModulesDb;
  scope: CallScope;
  actor: Actor;
  counters: Counters;
}

type Change = Parameters<typeof write>[4];

/**
 * One change to the selected students of a module, all or none: the module's access, then
 * `plan` (the caller's role and the payload's faults, refused before anything is read; the change
 * to write), then in one transaction the rows locked, `mayChange` (FORBIDDEN before CONFLICT),
 * the tokens checked and the change written.
 */
async function changeSelected(
  c: BulkCall,
  body: { cohortModuleId: number; studentModuleList?: Chosen },
  plan: (a: ModuleAccess) => Promise<Change> | Change,
  mayChange?: (a: ModuleAccess, rows: readonly Locked[]) => void,
): Promise<Saved> {
  const a = await moduleAccess(c.db, c.scope, c.actor, body.cohortModuleId);
  requireStudentActions(a);
  const change = await plan(a);
  return c.db.transaction().execute(async (trx) => {
    const rows = await lockSelection(trx, a, body.studentModuleList);
    mayChange?.(a, rows);
    checkFresh(rows);
    return write(trx, c.counters, c.actor, rows, change);
  });
}

/** academicModule/updateStudentModuleGroup (002 §2, §5): Edit Sub Group, by the module convener. */
export const updateGroup = (c: BulkCall, body: PayloadOf<typeof modulesCalls.updateStudentModuleGroup>) =>
  changeSelected(c, body, (a) => {
    if (!canManage(a.actor)) throw forbidden('Only the module convener may edit sub groups.');
    refuse(selectionFault(body.studentModuleList), subGroupFault(body.group));
    const group = body.group!;
    return {
      type: 'GROUP',
      set: sql`sub_group = ${group}`,
      from: (r) => (r.subGroup === null ? null : String(r.subGroup)),
      to: String(group),
    };
  });

/** academicModule/updateStudentModuleAS (002 §2, §5): Assign New AS, by the module convener. */
export const updateAs = (c: BulkCall, body: PayloadOf<typeof modulesCalls.updateStudentModuleAS>) =>
  changeSelected(c, body, async (a) => {
    if (!canManage(a.actor)) throw forbidden('Only the module convener may assign a new academic supervisor.');
    refuse(selectionFault(body.studentModuleList), newAsFault(body.academicSupervisorUserId));
    // The new AS must be an academic supervisor of the module's cohort programme.
    const staff = await sql<{ academicStaffId: number }>`
      select a.academic_staff_id from academic_staff a
        join staff_roles sr on sr.academic_staff_id = a.academic_staff_id
       where a.user_id = ${body.academicSupervisorUserId!} and sr.cohort_prog_id = ${a.cohortProgId}
         and sr.role_code = 'ACADEMIC_SUPERVISOR' limit 1`.execute(c.db);
    const staffId = staff.rows[0]?.academicStaffId;
    if (!staffId) throw validation(MODULE_MESSAGES.newAsNotSupervisor);
    return {
      type: 'AS',
      set: sql`academic_staff_id = ${staffId}`,
      from: (r) => (r.assignedUserId === null ? null : String(r.assignedUserId)),
      to: String(body.academicSupervisorUserId),
    };
  });

/**
 * academicModule/updateStudentModuleStatus (002 §4, §5, §6): Change Status, only by the assigned
 * AS of every selected student ('You have selected student(s) for whom the Assigned AS is not
 * equal to you.', nothing changed).
 */
export const updateStatus = (c: BulkCall, body: PayloadOf<typeof modulesCalls.updateStudentModuleStatus>) =>
  changeSelected(
    c,
    body,
    () => {
      refuse(selectionFault(body.studentModuleList), newStatusFault(body.status));
      const status = body.status!;
      return {
        type: 'STATUS',
        set: sql`status = ${status}`,
        from: (r) => r.status,
        to: status,
        remark: body.eventRemark?.trim() || null,
      };
    },
    (a, rows) => {
      if (
        !canChangeStatusOf(
          a.actor,
          rows.map((r) => r.assignedUserId),
        )
      )
        throw forbidden(MODULE_MESSAGES.notYourStudents);
    },
  );
