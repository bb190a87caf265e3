import { sql, type RawBuilder } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { WpaDb } from '../area.js';
import type { Actor } from '@core/server/auth/actor.js';
import type { Kernel } from '@core/server/kernel.js';
import { AppError } from '@core/server/http/appError.js';
import type { PayloadOf, ReplyOf, Replyable } from '@core/shared/callSpec.js';
import type { wpaCalls } from '@schemas/wpa/calls.js';
import { WPA_LINK_MSG } from '@schemas/wpa/supervisor.js';
import { nextWpaStatus } from '../../machines/wpaForm.js';
import { SUPERVISOR_SETTINGS } from '../supervisorSettings.js';
import { supervisorMail } from './decisions.js';
import { issueLink, liveLink } from './links.js';
import { decide, lockWpa } from './lockWpa.js';
import { nameOf, STUDENT_MODULES } from './sqlParts.js';
import { codedRemark } from './remarks.js';

/**
 * Reminders that act (issue 31): the supervisor of a form SENT_TO_IS for WPA_REMIND_DAYS (14) is
 * mailed again with their link, then every WPA_REMIND_INTERVAL_DAYS (7), at most
 * WPA_REMIND_COUNT (3) times, by the scheduled job; staff may remind selected forms at once.
 * Each reminder is the machine's wpa.remind: an event on the WPA's history, the WPA's count and
 * time of the last one (the 'over' list shows both), and the mail, in one statement of the
 * transaction that locked the WPA. The link is the live one sent before (its sealed token opened
 * again), or a new one when none is live (expired, or a form sent before links existed).
 * A reminder does not move the row's concurrency token: it changes nothing a reviewer decides on.
 */

/** What a reminder needs of its WPA (read with the WPA locked). */
interface Waiting {
  wpaApplId: number;
  wpaStatus: string;
  industrySupervisorName: string | null;
  industrySupervisorEmail: string | null;
  companyName: string | null;
  periodEndDate: string | null;
  remindCount: number;
  studentAcctId: string;
  studentName: string | null;
  moduleCode: string;
  moduleName: string;
}

/** One reminder of a WPA its caller's transaction has locked: link, mail, count and event in one statement. */
async function remindOne(trx: WpaDb, kernel: Kernel, w: Waiting, actorUserId: number | null) {
  const email = w.industrySupervisorEmail!.trim();
  const link =
    (await liveLink(trx, kernel, w.wpaApplId, email)) ?? (await issueLink(trx, kernel, w.wpaApplId, email, 'REISSUED'));
  const n = w.remindCount + 1;
  const mail = kernel.outbox.insertOf(
    trx,
    supervisorMail(
      w,
      { name: w.industrySupervisorName, email },
      { resent: false, reminder: n, link: link.url, expires: link.expiresDate },
    ),
  );
  const update = trx
    .updateTable('wpaAppls')
    .set({ remindCount: sql`remind_count + 1` as never, lastRemindedDate: sql`now()` as never })
    .where('wpaApplId', '=', w.wpaApplId)
    .returning(['remindCount', 'lastRemindedDate']);
  const event = trx.insertInto('wpaApplEvents').values({
    wpaApplId: w.wpaApplId,
    eventType: 'wpa.remind',
    fromStatus: w.wpaStatus,
    toStatus: w.wpaStatus,
    ...codedRemark('reminded', { n: String(n), name: w.industrySupervisorName, email }),
    actorUserId,
    actorLabel: actorUserId === null ? 'Reminder job' : null,
  });
  const r = await sql<{ remindCount: number; lastRemindedDate: Date; mailId: string }>`
    with updated as (${update}), event as (${event}), mail as (${mail.insert})
    select remind_count, last_reminded_date, (select mail_id from mail) as mail_id from updated`.execute(trx);
  const row = r.rows[0]!;
  await mail.enqueue(row.mailId);
  return { remindCount: row.remindCount, lastRemindedDate: row.lastRemindedDate };
}

const days = (n: number) => sql`make_interval(days => ${sql.lit(n)})`;

/** A form the job reminds now: waiting for its supervisor long enough, not reminded too often or too lately. */
const DUE = sql`w.wpa_status = 'SENT_TO_IS'
  and w.sent_to_is_date <= now() - ${days(SUPERVISOR_SETTINGS.remindDays)}
  and w.remind_count < ${sql.lit(SUPERVISOR_SETTINGS.remindCount)}
  and (w.last_reminded_date is null or w.last_reminded_date <= now() - ${days(SUPERVISOR_SETTINGS.remindIntervalDays)})
  and nullif(trim(w.industry_supervisor_email), '') is not null`;

/**
 * Locks one WPA if it is still due and no one else holds it (another server's job, a staff
 * decision), in a statement of its own: FOR UPDATE over the module area's view keeps the view from
 * being flattened (the plan would read every student module). Then what the mail needs.
 */
async function lockIfDue(trx: WpaDb, wpaApplId: number, due: RawBuilder<unknown>): Promise<Waiting | null> {
  const locked = await sql`select 1 from wpa_appls w where w.wpa_appl_id = ${wpaApplId} and ${due}
    for update skip locked`.execute(trx);
  if (!locked.rows.length) return null;
  const r = await sql<Waiting>`
    select w.wpa_appl_id, w.wpa_status, w.industry_supervisor_name, w.industry_supervisor_email, w.company_name,
      w.period_end_date, w.remind_count, s.student_acct_id, ${nameOf('u')} as student_name, m.module_code, m.module_name
    from wpa_appls w
    join ${STUDENT_MODULES} sm on sm.student_module_id = w.student_module_id
    join students s on s.student_id = sm.student_id
    join users u on u.user_id = s.user_id
    join cohort_modules cm on cm.cohort_module_id = w.cohort_module_id
    join modules m on m.module_id = cm.module_id
    where w.wpa_appl_id = ${wpaApplId}`.execute(trx);
  return r.rows[0] ?? null;
}

/**
 * The scheduled job's work: every form due, each in its own transaction under its row lock, the
 * due condition checked again there. Two servers running it at once (or a retry after a crash)
 * send one reminder each time, not two: a form one holds is skipped by the other, and once its
 * reminder commits it is no longer due. Answers how many were sent.
 */
export async function sendDueReminders(kernel: Kernel, db: WpaDb, log?: FastifyBaseLogger): Promise<number> {
  let after = 0;
  let sent = 0;
  for (;;) {
    const batch = await sql<{ wpaApplId: number }>`
      select w.wpa_appl_id from wpa_appls w where ${DUE} and w.wpa_appl_id > ${after}
      order by w.wpa_appl_id limit 200`.execute(db);
    if (!batch.rows.length) break;
    for (const { wpaApplId } of batch.rows) {
      after = wpaApplId;
      const done = await db.transaction().execute(async (trx) => {
        const w = await lockIfDue(trx, wpaApplId, DUE);
        if (!w) return false;
        const next = nextWpaStatus(
          { status: w.wpaStatus, privileged: false, assignedAs: false, convener: false, scheduler: true },
          { type: 'wpa.remind' },
        );
        if (!next.ok) return false;
        await remindOne(trx, kernel, w, null);
        return true;
      });
      if (done) sent++;
    }
  }
  if (sent) log?.info({ sent }, 'WPA reminders sent');
  return sent;
}

type RemindReply = Replyable<ReplyOf<typeof wpaCalls.remind>>;
type Result = RemindReply['list'][number];

/**
 * wpaAppl/remind: staff remind the supervisors of selected forms at once ('over' list), each in
 * its own transaction under its row lock, answering per WPA: sent; skipped when the supervisor
 * was mailed about it (sent, resent or reminded) in the last 24 hours; refused when the machine
 * refuses (the status moved: INVALID_STATE's words; not the caller's to remind: FORBIDDEN's), the
 * WPA does not exist, or it has no supervisor address. Staff reminders count with the job's.
 */
export async function remindSelected(
  kernel: Kernel,
  db: WpaDb,
  actor: Actor,
  body: PayloadOf<typeof wpaCalls.remind>,
): Promise<RemindReply> {
  const list: Result[] = [];
  for (const wpaApplId of new Set(body.wpaApplIdList)) {
    try {
      list.push(
        await db.transaction().execute(async (trx): Promise<Result> => {
          const w = await lockWpa(trx, actor, wpaApplId, null);
          decide(w, 'wpa.remind');
          const now = { wpaApplId, remindCount: w.remindCount, lastRemindedDate: w.lastRemindedDate };
          if (!w.industrySupervisorEmail?.trim()) return { ...now, result: 'refused', msg: WPA_LINK_MSG.noEmail };
          const recent = await sql<{ recent: boolean }>`
            select coalesce(greatest(${w.sentToIsDate}::timestamptz, ${w.lastRemindedDate}::timestamptz)
              > now() - interval '24 hours', false) as recent`.execute(trx);
          if (recent.rows[0]!.recent) return { ...now, result: 'skipped', msg: WPA_LINK_MSG.remindedRecently };
          const done = await remindOne(trx, kernel, w, actor.userId);
          return { wpaApplId, ...done, result: 'sent', msg: WPA_LINK_MSG.reminded(w.industrySupervisorEmail.trim()) };
        }),
      );
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      list.push({ wpaApplId, result: 'refused', msg: e.message, remindCount: null, lastRemindedDate: null });
    }
  }
  const count = (r: Result['result']) => list.filter((x) => x.result === r).length;
  return { list, sent: count('sent'), skipped: count('skipped'), refused: count('refused') };
}
