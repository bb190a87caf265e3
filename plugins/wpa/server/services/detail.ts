import { sql } from 'kysely';
import type { WpaDb } from '../area.js';
import type { Actor } from '@core/server/auth/actor.js';
import type { Kernel } from '@core/server/kernel.js';
import { notFound } from '@core/server/http/appError.js';
import { tokenOf } from '@core/server/db/lists.js';
import type { ReplyOf } from '@core/shared/callSpec.js';
import { wpaCalls } from '@schemas/wpa/calls.js';
import { wpaActions } from '../../machines/wpaForm.js';
import { callerOf, type WpaCaller } from './who.js';
import { nameOf, SENT_OVER, WPA_JOINS } from './sqlParts.js';
import { ensureDemoFile } from '../demoFiles.js';

/** The reply as the services hold it (timestamps read as Date serialise as their ISO text). */
export type WpaDetail = ReplyOf<typeof wpaCalls.searchById>;
type Row = Omit<WpaDetail, 'eventList' | 'actions' | 'signatureImgUrl' | 'fileUrl' | 'signatureFromPaper' | 'offline'>;

const DETAIL_FIELDS = Object.keys(wpaCalls.searchById.reply.properties);

/** The reply's own fields of a row read with `w.*` (the serializer writes exactly those; STRICT_REPLIES). */
const pick = (row: Row): Row =>
  Object.fromEntries(DETAIL_FIELDS.filter((k) => k in row).map((k) => [k, (row as Record<string, unknown>)[k]])) as Row;

/** How long a link to a WPA's signature or paper form stays valid (it also ends with the session). */
export const LINK_TTL_SECONDS = 3600;

/** A stored file's download link, signed for that one file and the reader's session. */
export const linkFor = (kernel: Kernel, actor: Actor, storagePath: string | null) =>
  storagePath ? `/files/${storagePath}?${kernel.files.suffix(storagePath, actor.sessionId, LINK_TTL_SECONDS)}` : null;

/** A WPA's columns with its student, module, programme and people (over WPA_JOINS). */
const DETAIL = sql`w.*, cm.cohort_prog_id,
  s.student_acct_id, u.first_name, u.last_name, ${nameOf('u')} as student_name,
  p.prog_code, p.prog_title, m.module_code, m.module_name, co.cohort_year,
  sm.academic_supervisor_user_id, ${nameOf('asu')} as academic_supervisor_user_name,
  case when w.wpa_status = 'RETURNED_TO_STUDENT' then w.event_remark end as return_reason,
  w.offline_entered_by as offline_entered_by_user_id, ${nameOf('ou')} as offline_entered_by_name,
  ${SENT_OVER} as sent_to_is_over,
  ${tokenOf('w.last_updated_date')} as last_updated_date,
  coalesce(${nameOf('lu')}, w.last_updated_by) as last_updated_by_name`;

/** What an unknown WPA answers, and one the caller may not see (issue 34). */
export const NO_WPA = 'No record is found.';

/**
 * One WPA as a reader may see it: NOT_FOUND without it, and unless the caller is its MC or PL,
 * its assigned AS, or privileged there (an AS who supervises other students of the programme
 * does not see this one, as the lists show an AS only their own students).
 */
export async function readableWpa(
  db: WpaDb,
  actor: Actor,
  roles: (cohortProgId: number) => Promise<string[]>,
  wpaApplId: number,
): Promise<{ row: Row; caller: WpaCaller }> {
  const r = await sql<Row>`
    select ${DETAIL}
    from wpa_appls w ${WPA_JOINS}
    left join users ou on ou.user_id = w.offline_entered_by
    left join users lu on lower(lu.account_id) = lower(w.last_updated_by)
    where w.wpa_appl_id = ${wpaApplId}`.execute(db);
  const row = r.rows[0];
  if (!row || row.wpaStatus === 'DRAFT') throw notFound(NO_WPA);
  const caller = callerOf(actor, {
    roles: await roles(row.cohortProgId),
    assignedAsUserId: row.academicSupervisorUserId,
  });
  // One the caller may not see (another programme's, another AS's student) is as one that does not exist.
  if (!caller.mayRead) throw notFound(NO_WPA);
  return { row, caller };
}

/**
 * wpaAppl/searchById: the WPA with its people, its decision history (who, when, from, to,
 * remark), the links to its signature image and paper form signed for the reader's session, and
 * the buttons and panels the machine allows this caller.
 */
export async function wpaDetail(
  db: WpaDb,
  kernel: Kernel,
  actor: Actor,
  roles: (cohortProgId: number) => Promise<string[]>,
  wpaApplId: number,
): Promise<WpaDetail> {
  const { row, caller } = await readableWpa(db, actor, roles, wpaApplId);
  const events = await sql<WpaDetail['eventList'][number]>`
    select e.wpa_event_id, e.event_type, e.from_status, e.to_status, e.event_remark, e.remark_code, e.remark_params,
      e.event_date, e.actor_user_id,
      coalesce(${nameOf('u')}, u.account_id, e.actor_label) as actor_name
    from wpa_appl_events e left join users u on u.user_id = e.actor_user_id
    where e.wpa_appl_id = ${wpaApplId} order by e.event_date, e.wpa_event_id`.execute(db);
  await ensureDemoFile(kernel, row.signatureImgPath);
  await ensureDemoFile(kernel, row.filePath);
  const offline = row.wpaStatus === 'ACCEPTED_OFFLINE';
  return {
    ...pick(row),
    signatureImgUrl: linkFor(kernel, actor, row.signatureImgPath),
    fileUrl: linkFor(kernel, actor, row.filePath),
    signatureFromPaper: offline,
    offline,
    eventList: events.rows,
    actions: wpaActions({ status: row.wpaStatus, ...caller }),
  };
}
