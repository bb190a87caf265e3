import { utcDate } from '@core/server/dates.js';
import { sql } from 'kysely';
import type { WpaDb } from '../area.js';
import type { Actor } from '@core/server/auth/actor.js';
import type { Kernel } from '@core/server/kernel.js';
import { validation } from '@core/server/http/appError.js';
import { moveBy, NEW_TOKEN, stampedBy, writeDecision } from '@core/server/db/writeDecision.js';
import type { Mail } from '@core/server/mail/outbox.js';
import type { PayloadOf } from '@core/shared/callSpec.js';
import type { wpaCalls } from '@schemas/wpa/calls.js';
import { WPA_MSG } from '@schemas/wpa/limits.js';
import type { WpaEventType, WpaStatus } from '../../machines/wpaForm.js';
import {
  messagesOf,
  notesErrors,
  resendErrors,
  returnCommentError,
  sourceError,
  wpaFormErrors,
  type WpaFormValues,
} from '../../shared/formRules.js';
import { markOf } from '../../shared/marks.js';
import { decide, lockWpa, type LockedWpa } from './lockWpa.js';
import { askedOf, questionSetOfWpa } from './questions.js';
import { FORM_FIELDS, formSet, formValuesOf, ratingsOf } from './formFields.js';
import { endLiveLink, issueLink } from './links.js';
import { studentFigures } from '../figures/studentFigures.js';
import { codedRemark, typedRemark, type CodedRemark } from './remarks.js';

export interface Decision {
  wpaApplId: number;
  wpaStatus: string;
  lastUpdatedDate: string;
  message: string;
}

/** Refuses with every message of a rule set, joined with ';' (the spec's message lists). */
export function refuse(messages: readonly string[]) {
  if (messages.length) throw validation(messages.join('; '));
}

/**
 * The mail that asks the industry supervisor to complete the appraisal (approve, resend, the
 * reminders): the student, the placement, the two-week deadline (002 §9) and the supervisor's
 * single-use link to their own page (issue 31), with the day it stops working.
 */
export function supervisorMail(
  w: Pick<LockedWpa, 'studentName' | 'studentAcctId' | 'companyName' | 'moduleCode' | 'moduleName' | 'periodEndDate'>,
  to: { name: string | null; email: string },
  opts: { resent: boolean; link?: string | null; expires?: Date | null; reminder?: number },
): Mail {
  const student = w.studentName ?? w.studentAcctId;
  const ends = w.periodEndDate ? ` (the WIL period ended on ${w.periodEndDate})` : '';
  const reminded = opts.reminder ? `This is a reminder: we have not yet received the appraisal of ${student}.\n\n` : '';
  return {
    to: to.email,
    subject: `${opts.resent || opts.reminder ? 'Reminder: ' : ''}Work Performance Appraisal of ${student} (${w.moduleCode})`,
    text:
      `Dear ${to.name ?? 'Industry Supervisor'},\n\n` +
      reminded +
      `${student} (student ID ${w.studentAcctId}) has completed a work-integrated learning placement` +
      `${w.companyName ? ` at ${w.companyName}` : ''} as part of ${w.moduleCode} ${w.moduleName}. ` +
      `Please complete the Work Performance Appraisal (WPA) of the student within two weeks after the end of ` +
      `the WIL period${ends}.\n\n` +
      (opts.link
        ? `Open the appraisal form (no sign-in is needed; the link is for you alone` +
          `${opts.expires ? ` and works until ${utcDate(opts.expires)}` : ''}):\n${opts.link}\n\n`
        : '') +
      `Thank you for supervising our student.\n\nWIL Academic`,
  };
}

interface Change {
  type: WpaEventType;
  /** Columns to set besides the status and the audit columns. */
  set?: Record<string, unknown>;
  /** The event's remark: one the server writes (codedRemark) or a person's (typedRemark). */
  remark?: CodedRemark | ReturnType<typeof typedRemark>;
  mail?: Mail | null;
  message: string;
}

/**
 * One transition: lock the WPA, let the machine decide for this caller (FORBIDDEN, CONFLICT
 * naming who acted first, INVALID_STATE), then the update, its event and its mail in one
 * statement of the same transaction.
 */
async function transition(
  kernel: Kernel,
  db: WpaDb,
  actor: Actor,
  // The WPA and its token, as every decision's payload names them (approve's spec, the others alike).
  body: Pick<PayloadOf<typeof wpaCalls.approve>, 'wpaApplId' | 'lastUpdatedDate'>,
  type: WpaEventType,
  plan: (w: LockedWpa, next: WpaStatus, trx: WpaDb) => Promise<Omit<Change, 'type'>> | Omit<Change, 'type'>,
): Promise<Decision> {
  return db.transaction().execute(async (trx) => {
    const w = await lockWpa(trx, actor, body.wpaApplId, body.lastUpdatedDate);
    const next = decide(w, type);
    const change = await plan(w, next, trx);
    const update = trx
      .updateTable('wpaAppls')
      .set({
        ...(change.set ?? {}),
        wpaStatus: next,
        ...stampedBy(actor),
      })
      .where('wpaApplId', '=', w.wpaApplId)
      .returning(NEW_TOKEN);
    const event = trx.insertInto('wpaApplEvents').values({
      wpaApplId: w.wpaApplId,
      eventType: type,
      ...moveBy(actor, w.wpaStatus, next),
      ...(change.remark ?? typedRemark(null)),
    });
    const mail = change.mail ? kernel.outbox.insertOf(trx, change.mail) : null;
    const lastUpdatedDate = await writeDecision(trx, update, event, mail);
    // Notes move no figure; every other transition may (status, hours, marks, the day sent).
    if (type !== 'wpa.updateNotes') {
      await kernel.counters.refresh(trx, [{ figures: studentFigures, keys: [w.studentModuleId] }]);
    }
    return { wpaApplId: w.wpaApplId, wpaStatus: next, lastUpdatedDate, message: change.message };
  });
}

const MISSING_EMAIL = "The industry supervisor's email address is missing: return the form to the student to give it.";

/**
 * wpaAppl/approve (001 §4): PENDING_SEND → SENT_TO_IS, and the mail to the industry supervisor
 * with a new single-use link to their page (issue 31), issued in the same transaction.
 */
export const approveWpa = (kernel: Kernel, db: WpaDb, actor: Actor, body: PayloadOf<typeof wpaCalls.approve>) =>
  transition(kernel, db, actor, body, 'wpa.approve', async (w, _next, trx) => {
    const email = w.industrySupervisorEmail?.trim();
    if (!email) throw validation(MISSING_EMAIL);
    const link = await issueLink(trx, kernel, w.wpaApplId, email, 'REISSUED');
    return {
      set: { sentToIs: 'Y', sentToIsDate: sql`now()`, remindCount: 0, lastRemindedDate: null },
      remark: codedRemark('sent', { name: w.industrySupervisorName, email }),
      mail: supervisorMail(
        w,
        { name: w.industrySupervisorName, email },
        { resent: false, link: link.url, expires: link.expiresDate },
      ),
      message: WPA_MSG.saved,
    };
  });

/** wpaAppl/updateStatus (001 §4): Return to Student (comment required) or Terminate. */
export async function updateWpaStatus(
  kernel: Kernel,
  db: WpaDb,
  actor: Actor,
  body: PayloadOf<typeof wpaCalls.updateStatus>,
) {
  const remark = body.eventRemark?.trim() || null;
  if (body.wpaStatus === 'RETURNED_TO_STUDENT') {
    const e = returnCommentError(remark);
    if (e) throw validation(e);
    return transition(kernel, db, actor, body, 'wpa.return', () => ({
      set: { eventRemark: remark },
      remark: typedRemark(remark),
      message: WPA_MSG.saved,
    }));
  }
  // Terminate ends the supervisor's link (issue 31), in the same transaction.
  return transition(kernel, db, actor, body, 'wpa.terminate', async (w, _next, trx) => {
    await endLiveLink(trx, w.wpaApplId, 'TERMINATED');
    return { set: { eventRemark: remark }, remark: typedRemark(remark), message: WPA_MSG.terminated };
  });
}

/**
 * wpaAppl/resendToIS (001 §4): status stays SENT_TO_IS; the form goes again to the name and email
 * given, with a new link (the old one ends; the supervisor's draft goes with it to the same
 * address). The two weeks and the reminders start again.
 */
export async function resendToIs(kernel: Kernel, db: WpaDb, actor: Actor, body: PayloadOf<typeof wpaCalls.resendToIS>) {
  refuse(messagesOf(resendErrors(body)));
  const name = body.industrySupervisorName!.trim();
  const email = body.industrySupervisorEmail!.trim();
  return transition(kernel, db, actor, body, 'wpa.resend', async (w, _next, trx) => {
    const link = await issueLink(trx, kernel, w.wpaApplId, email, 'RESENT');
    return {
      set: {
        industrySupervisorName: name,
        industrySupervisorEmail: email,
        sentToIs: 'Y',
        sentToIsDate: sql`now()`,
        remindCount: 0,
        lastRemindedDate: null,
      },
      remark: codedRemark('resent', { name, email }),
      mail: supervisorMail(w, { name, email }, { resent: true, link: link.url, expires: link.expiresDate }),
      message: WPA_MSG.saved,
    };
  });
}

/** wpaAppl/updateRemark: the notes panel (the AS's private remarks and the comments to the student). */
export async function updateRemark(
  kernel: Kernel,
  db: WpaDb,
  actor: Actor,
  body: PayloadOf<typeof wpaCalls.updateRemark>,
) {
  refuse(messagesOf(notesErrors(body)));
  return transition(kernel, db, actor, body, 'wpa.updateNotes', () => ({
    set: { remarks: body.remarks?.trim() || null, comments: body.comments?.trim() || null },
    // The remarks are private: the history records that notes changed, not what they say.
    remark: typedRemark(null),
    message: WPA_MSG.saved,
  }));
}

/**
 * wpaAppl/updateStatusAndInput (001 §4): Accept or Reject, with the source of the profile
 * information (STUDENT or IS, the spec's message when missing). Form values sent with it are
 * checked as a whole with the review form's rules (the stored values filling what was not sent)
 * and saved; accepting computes the form's mark from its ratings and the programme's weightings.
 */
export async function acceptOrReject(
  kernel: Kernel,
  db: WpaDb,
  actor: Actor,
  body: PayloadOf<typeof wpaCalls.updateStatusAndInput>,
) {
  const source = sourceError(body.selectStudentOrIs);
  if (source) throw validation(source);
  refuse(messagesOf(notesErrors(body)));
  const sent = FORM_FIELDS.filter((f) => (body as Record<string, unknown>)[f] !== undefined);
  const accept = body.wpaStatus === 'ACCEPTED';
  return transition(kernel, db, actor, body, accept ? 'wpa.accept' : 'wpa.reject', async (w, _next, trx) => {
    const questions = await questionSetOfWpa(trx, kernel, w);
    const asked = askedOf(questions);
    const values: WpaFormValues = { ...formValuesOf(w), ...formValuesOf(body as Record<string, unknown>, sent) };
    if (sent.length) {
      refuse(
        messagesOf(
          wpaFormErrors(values, {
            variant: 'review',
            questionNos: asked,
            supervisorPartOne: body.selectStudentOrIs === 'IS',
          }),
        ),
      );
    }
    const mark = accept ? (markOf(ratingsOf(values), questions.weightings, asked) ?? w.mark) : w.mark;
    const remark = body.eventRemark?.trim() || null;
    return {
      set: {
        ...formSet(values, sent),
        selectStudentOrIs: body.selectStudentOrIs,
        mark,
        eventRemark: remark,
        ...(body.remarks !== undefined ? { remarks: body.remarks?.trim() || null } : {}),
        ...(body.comments !== undefined ? { comments: body.comments?.trim() || null } : {}),
      },
      remark: codedRemark('source', { source: body.selectStudentOrIs === 'IS' ? 'IS' : 'STUDENT', remark }),
      message: accept ? WPA_MSG.accepted : WPA_MSG.rejected,
    };
  });
}
