import { sql } from 'kysely';
import type { WpaDb } from '../area.js';
import type { Kernel } from '@core/server/kernel.js';
import { AppError } from '@core/server/http/appError.js';
import type { ReceivedFile } from '@core/server/http/multipartBody.js';
import type { Mail } from '@core/server/mail/outbox.js';
import type { PayloadOf, ReplyOf } from '@core/shared/callSpec.js';
import type { Replyable } from '@core/shared/callSpec.js';
import { RATING_LEGEND, supervisorDraft, WPA_LINK_MSG } from '@schemas/wpa/supervisor.js';
import type { wpaSupervisorCalls } from '@schemas/wpa/supervisorCalls.js';
import { nextWpaStatus } from '../../machines/wpaForm.js';
import { ACTIVITY_FIELDS, messagesOf, ratingField, type WpaFormValues } from '../../shared/formRules.js';
import { SUPERVISOR_FIELDS, supervisorDraftErrors, supervisorFormErrors } from '../../shared/supervisorRules.js';
import { refuse } from './decisions.js';
import { formSet, formValuesOf } from './formFields.js';
import { openLink } from './links.js';
import { SIGNATURE_FOLDER } from './offline.js';
import { askedOf, questionSetOfWpa } from './questions.js';
import { nameOf, WPA_JOINS } from './sqlParts.js';
import { studentFigures } from '../figures/studentFigures.js';

/**
 * The industry supervisor's page (issue 31): the public calls a link's token opens. Each starts
 * with the token (links.ts openLink: one refusal for every token that opens nothing, another for
 * a form already submitted) and reads or writes that one WPA only; no call takes a WPA id.
 */

type FormReply = Replyable<ReplyOf<typeof wpaSupervisorCalls.searchByToken>>;
type Draft = NonNullable<FormReply['draft']>;

/** Who wrote a WPA's row when the supervisor did (the audit column names an account otherwise). */
const SUPERVISOR_ACTOR = 'Industry supervisor';

const DRAFT_KEYS = Object.entries(supervisorDraft.properties) as [string, { type: readonly string[] }][];

/** The saved draft as the reply declares it: each field of its type, or null. */
function draftOf(stored: Record<string, unknown> | null): Draft | null {
  if (!stored) return null;
  const d: Record<string, unknown> = {};
  for (const [k, schema] of DRAFT_KEYS) {
    const v = stored[k];
    if (schema.type.includes('integer')) d[k] = Number.isInteger(v) ? v : null;
    else if (schema.type.includes('number')) d[k] = typeof v === 'number' && Number.isFinite(v) ? v : null;
    else d[k] = typeof v === 'string' ? v : null;
  }
  return d as Draft;
}

/** The form's values from a payload, and the same as the columns and draft keep them. */
const valuesOf = (body: Record<string, unknown>): WpaFormValues => formValuesOf(body, SUPERVISOR_FIELDS);
const storedOf = (values: WpaFormValues) => formSet(values, SUPERVISOR_FIELDS);

const MIME: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };
const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

/** The signature image kept with the draft, as a data: URL (the page has no session to sign a file link with). */
async function signatureData(kernel: Kernel, storagePath: string | null): Promise<string | null> {
  if (!storagePath) return null;
  const file = await kernel.store.open(storagePath);
  if (!file) return null;
  const bytes = Buffer.concat((await file.stream.toArray()) as Buffer[]);
  return dataUrl(MIME[storagePath.split('.').pop()!.toLowerCase()] ?? 'image/png', bytes);
}

/**
 * The WPA a link is bound to, with its student and module (the page's heading). `lock` locks its
 * row first, in a statement of its own: 'for update of w' over the module area's view kept the
 * view from being flattened, and the plan read every student module (bench --check), and the
 * read after the lock sees the row as the lock found it.
 */
async function wpaOfLink(db: WpaDb, wpaApplId: number, lock: boolean) {
  if (lock) await sql`select 1 from wpa_appls where wpa_appl_id = ${wpaApplId} for update`.execute(db);
  const r = await sql<
    Record<string, unknown> & {
      wpaApplId: number;
      wpaStatus: string;
      studentModuleId: number;
      cohortModuleId: number;
      studentAcctId: string | null;
      studentName: string | null;
      progTitle: string | null;
      moduleCode: string;
      moduleName: string;
      companyName: string | null;
      asEmail: string | null;
      asName: string | null;
    }
  >`
    select w.*, s.student_acct_id, ${nameOf('u')} as student_name, p.prog_title, m.module_code, m.module_name,
      asu.email as as_email, ${nameOf('asu')} as as_name
    from wpa_appls w ${WPA_JOINS}
    where w.wpa_appl_id = ${wpaApplId}`.execute(db);
  return r.rows[0]!;
}

const num = (v: unknown) => (typeof v === 'number' ? v : null);
const str = (v: unknown) => (typeof v === 'string' ? v : null);

/** wpaIsForm/searchByToken: Part I as the student gave it, the supervisor's draft, the questions and the legend. */
export async function readSupervisorForm(db: WpaDb, kernel: Kernel, token: string): Promise<FormReply> {
  const link = await openLink(db, token);
  const w = await wpaOfLink(db, link.wpaApplId, false);
  const questions = await questionSetOfWpa(db, kernel, w);
  return {
    studentName: w.studentName,
    studentAcctId: w.studentAcctId,
    progTitle: w.progTitle,
    moduleCode: w.moduleCode,
    moduleName: w.moduleName,
    email: link.email,
    expiresDate: link.expiresDate,
    partOne: {
      wilHours: num(w.wilHours),
      periodStartDate: str(w.periodStartDate),
      periodEndDate: str(w.periodEndDate),
      companyName: w.companyName,
      companyAddress: str(w.companyAddress),
      industrySupervisorName: str(w.industrySupervisorName),
      industrySupervisorPosition: str(w.industrySupervisorPosition),
      industrySupervisorPhone: str(w.industrySupervisorPhone),
      industrySupervisorEmail: str(w.industrySupervisorEmail),
    },
    draft: draftOf(link.draft),
    draftSavedDate: link.draftSavedDate,
    signatureImg: await signatureData(kernel, link.signatureImgPath),
    questionList: askedOf(questions).map((n) => ({
      questionNo: n,
      question: questions.texts[n]!,
      helpText: questions.help[n] ?? null,
    })),
    ratingLegend: RATING_LEGEND.map((r) => ({ ...r })),
  };
}

/** wpaIsForm/saveDraft: the form as it is; a value given must pass its rule, nothing is required. */
export async function saveSupervisorDraft(db: WpaDb, body: PayloadOf<typeof wpaSupervisorCalls.saveDraft>) {
  const values = valuesOf(body);
  return db.transaction().execute(async (trx) => {
    const link = await openLink(trx, body.token, true);
    refuse(messagesOf(supervisorDraftErrors(values)));
    const r = await sql<{ draftSavedDate: Date }>`
      update wpa_is_links set draft = ${JSON.stringify(storedOf(values))}::jsonb, draft_saved_date = now(),
        last_updated_date = now()
       where link_id = ${link.linkId}
      returning draft_saved_date`.execute(trx);
    return { draftSavedDate: r.rows[0]!.draftSavedDate, message: WPA_LINK_MSG.saved };
  });
}

/**
 * wpaIsForm/uploadSignature: the signature image (checked by the kernel by content and size, as
 * the offline form's) kept with the draft. Stored only for a link that opens a form; the image it
 * replaces is removed once the new one is recorded, and a failure removes the new one.
 */
export async function uploadSupervisorSignature(kernel: Kernel, db: WpaDb, token: string, file: ReceivedFile) {
  await openLink(db, token);
  const path = await kernel.store.save(SIGNATURE_FOLDER, file.bytes, file.ext);
  try {
    const { saved, replaced } = await db.transaction().execute(async (trx) => {
      const link = await openLink(trx, token, true);
      const r = await sql<{ draftSavedDate: Date }>`
        update wpa_is_links set signature_img_path = ${path}, draft_saved_date = now(), last_updated_date = now()
         where link_id = ${link.linkId}
        returning draft_saved_date`.execute(trx);
      return { saved: r.rows[0]!.draftSavedDate, replaced: link.signatureImgPath };
    });
    if (replaced && replaced !== path) await kernel.store.delete(replaced).catch(() => undefined);
    return { signatureImg: dataUrl(file.mime, file.bytes), draftSavedDate: saved, message: WPA_LINK_MSG.saved };
  } catch (e) {
    await kernel.store.delete(path).catch(() => undefined);
    throw e;
  }
}

/** The mail that tells the assigned AS a form is waiting for their review. */
function reviewMail(
  kernel: Kernel,
  w: Awaited<ReturnType<typeof wpaOfLink>>,
  to: string,
  signedBy: string | null,
  company: string | null,
): Mail {
  const student = w.studentName ?? w.studentAcctId ?? 'the student';
  return {
    to,
    subject: `WPA submitted by the industry supervisor: ${student} (${w.moduleCode})`,
    text:
      `Dear ${w.asName ?? 'Academic Supervisor'},\n\n` +
      `${signedBy ?? 'The industry supervisor'}${company ? ` of ${company}` : ''} has submitted the Work Performance ` +
      `Appraisal of ${student} (student ID ${w.studentAcctId ?? '-'}) for ${w.moduleCode} ${w.moduleName}. ` +
      `It is waiting for your review in WIL Academic (WPA Management, Pending Review):\n${kernel.config.publicUrl}/academic\n\n` +
      `WIL Academic`,
  };
}

/**
 * wpaIsForm/submit: the whole form by the review rules (the supervisor's Part I, the questions
 * the WPA asks, a signature image uploaded), then, through the machine's wpa.submitByIs
 * (SENT_TO_IS → PENDING_REVIEW), in one transaction that holds the WPA's lock: the form's
 * columns and the status, the event 'submitted by the industry supervisor' (no account: the
 * signatory and the address in actor_label), the link ended as SUBMITTED (keeping what was sent),
 * and the mail to the assigned AS, in one statement; then the mail's job.
 */
export async function submitSupervisorForm(
  kernel: Kernel,
  db: WpaDb,
  body: PayloadOf<typeof wpaSupervisorCalls.submit>,
) {
  const values = valuesOf(body);
  return db.transaction().execute(async (trx) => {
    const found = await openLink(trx, body.token);
    const w = await wpaOfLink(trx, found.wpaApplId, true);
    // Again under the WPA's lock: a resend or terminate that committed meanwhile has ended it.
    const link = await openLink(trx, body.token, true);
    const next = nextWpaStatus(
      { status: w.wpaStatus, privileged: false, assignedAs: false, convener: false, supervisorLink: true },
      { type: 'wpa.submitByIs' },
    );
    if (!next.ok) throw new AppError(next.errorCode, next.msg);
    const asked = askedOf(await questionSetOfWpa(trx, kernel, w));
    const messages = messagesOf(supervisorFormErrors(values, asked));
    if (!link.signatureImgPath) messages.push(WPA_LINK_MSG.signatureImage);
    refuse(messages);

    const stored = storedOf(values);
    // Only the questions the WPA asks are rated; the one proportion per activity is also its time spent.
    for (let n = 1; n <= 13; n++) if (!asked.includes(n)) stored[ratingField(n)] = null;
    const timeSpent = Object.fromEntries(ACTIVITY_FIELDS.map((a) => [a.timeSpent, stored[a.proportion] ?? null]));
    const signedBy = str(stored.signature) ?? str(stored.industrySupervisorNameIs);
    const label = `${signedBy ?? SUPERVISOR_ACTOR} <${link.email}>`.slice(0, 100);

    const update = trx
      .updateTable('wpaAppls')
      .set({
        ...stored,
        ...timeSpent,
        signatureImgPath: link.signatureImgPath,
        wpaStatus: next.status,
        lastUpdatedBy: SUPERVISOR_ACTOR,
        lastUpdatedDate: sql`now()` as never,
      })
      .where('wpaApplId', '=', w.wpaApplId)
      .returning(sql<Date>`now()`.as('submittedDate'));
    const event = trx.insertInto('wpaApplEvents').values({
      wpaApplId: w.wpaApplId,
      eventType: 'wpa.submitByIs',
      fromStatus: w.wpaStatus,
      toStatus: next.status,
      eventRemark: null,
      actorUserId: null,
      actorLabel: label,
    });
    const ended = trx
      .updateTable('wpaIsLinks')
      .set({
        endedDate: sql`now()` as never,
        endReason: 'SUBMITTED',
        draft: sql`${JSON.stringify(stored)}::jsonb`,
        draftSavedDate: sql`now()` as never,
        lastUpdatedDate: sql`now()` as never,
      })
      .where('linkId', '=', link.linkId);
    const to = w.asEmail?.trim();
    const mail = to
      ? kernel.outbox.insertOf(trx, reviewMail(kernel, w, to, signedBy, str(stored.companyNameIs) ?? w.companyName))
      : null;
    const r = await sql<{ submittedDate: Date; mailId: string | null }>`
      with updated as (${update}), event as (${event}), ended as (${ended})
        ${mail ? sql`, mail as (${mail.insert})` : sql``}
      select submitted_date, ${mail ? sql`(select mail_id from mail)` : sql`null`} as mail_id from updated`.execute(
      trx,
    );
    const row = r.rows[0]!;
    if (mail && row.mailId !== null) await mail.enqueue(row.mailId);
    await kernel.counters.refresh(trx, [{ figures: studentFigures, keys: [w.studentModuleId] }]);
    return { submittedDate: row.submittedDate, message: WPA_LINK_MSG.thanks };
  });
}
