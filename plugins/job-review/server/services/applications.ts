import { sql, type RawBuilder } from 'kysely';
import type { JobReviewDb } from '../area.js';
import type { Actor } from '@core/server/auth/actor.js';
import type { Kernel } from '@core/server/kernel.js';
import { conflict, notFound, validation } from '@core/server/http/appError.js';
import {
  JOB_APPLICATION_STATUSES,
  jobApplicationActions,
  nextJobApplicationStatus,
} from '../../machines/jobApplication.js';
import { mergedRangesPage, orderFrom, pageLimit, pageWithDetails, paging, tokenOf } from '@core/server/db/lists.js';
import { rolesIn } from '@core/server/auth/permissions.js';
import type { Scope } from '@core/server/auth/scope.js';
import type { PayloadOf } from '@core/shared/callSpec.js';
import type { jobReviewCalls } from '@schemas/job-review/calls.js';
import { moveBy, NEW_TOKEN, stampedBy, writeDecision } from '@core/server/db/writeDecision.js';
import { callerRolesAt, lockedRow, machineVerdict, sameTokenAs } from '@core/server/db/lifecycleDecision.js';
import type { Mail } from '@core/server/mail/outbox.js';
import { countDecision } from '../figures/decisionDays.js';
import { containsPattern } from '@core/shared/likePattern.js';
import type { ApplicationDetail, ApplicationRow } from './replyRows.js';
import { linked, type Link } from '../downloadLinks.js';
import { cohortProgrammeWithProgramme, studentWithUser } from '@core/server/reference/referenceJoins.js';

/** Application sort fields of spec 000 §9 (an allow-list). */
export const APPL_SORT: Record<string, string> = {
  job_appl_id: 'a.job_appl_id',
  job_id: 'a.job_id',
  job_title: 'jp.job_title',
  job_post_status: 'jp.job_post_status',
  student_acct_id: 's.student_acct_id',
  first_name: 'u.first_name',
  apply_date: 'a.apply_date',
  job_appl_status: 'a.job_appl_status',
};

const like = containsPattern;

type SearchApplBody = PayloadOf<typeof jobReviewCalls.searchAppl>;

/** The detail columns of a list row (spec 000 §3 'Job application'), over `a` and the joins below. */
const ROW = sql`a.job_appl_id, a.job_id, jp.job_title, jp.job_post_status, pa.company_name, p.prog_code, p.prog_title,
  jp.cohort_prog_id, s.student_id, s.student_acct_id, u.first_name || ' ' || u.last_name as student_name,
  u.first_name, u.last_name, u.email as student_email, sp.prog_title as student_prog_title,
  ec.cohort_year as student_entry_year, s.study_year_entry, a.apply_date, a.job_appl_status, a.special_arrange,
  jp.special_arrange as job_special_arrange, ${tokenOf('a.last_updated_date')} as last_updated_date`;
const ROW_JOINS = sql`join job_posts jp on jp.job_id = a.job_id
  ${cohortProgrammeWithProgramme('jp.cohort_prog_id')}
  join partners pa on pa.partner_id = jp.partner_id
  ${studentWithUser('a.student_id')}
  join cohorts ec on ec.cohort_id = s.cohort_id
  join programmes sp on sp.prog_id = s.prog_id`;

/**
 * academicHome/searchAppl: applications to the scope's posts, filtered, sorted and paged in SQL,
 * in one statement: a page of ids in order (with the total), then the details of those rows.
 */
export async function searchAppl(
  db: JobReviewDb,
  scope: Scope,
  body: SearchApplBody,
): Promise<{ list: ApplicationRow[]; total: number }> {
  const { limit, offset } = paging(body);
  const order = orderFrom(body.orderBy, APPL_SORT, 'a.job_appl_id desc');
  const statuses = body.jobApplStatusList?.length ? [...body.jobApplStatusList] : null;
  // Drafts are the student's own until submitted.
  const status = (col: string) =>
    statuses ? sql`${sql.ref(col)} = any(${statuses}::text[])` : sql`${sql.ref(col)} <> 'DRAFT'`;
  const filters: RawBuilder<unknown>[] = [];
  if (body.jobId) filters.push(sql`a.job_id = ${body.jobId}`);
  if (body.jobTitle?.trim()) filters.push(sql`jp.job_title ilike ${like(body.jobTitle.trim())}`);
  if (body.studentAcctId?.trim()) filters.push(sql`s.student_acct_id ilike ${like(body.studentAcctId.trim())}`);
  if (body.studentName?.trim()) {
    filters.push(sql`(u.first_name || ' ' || u.last_name) ilike ${like(body.studentName.trim())}`);
  }
  const k = body.keyword?.trim();
  if (k) {
    const asId = /^\d{1,9}$/.test(k) ? Number(k) : -1;
    filters.push(sql`(a.job_id = ${asId} or jp.job_title ilike ${like(k)} or s.student_acct_id ilike ${like(k)}
      or (u.first_name || ' ' || u.last_name) ilike ${like(k)})`);
  }
  const cps = sql`${scope.cohortProgIds}::int[]`;
  const byApplyDate = /^\s*apply_date\b/i.test(body.orderBy ?? '');
  let page: RawBuilder<unknown>;
  let total: RawBuilder<unknown> | undefined;
  if (!filters.length && byApplyDate) {
    // Unfiltered, by apply date (the home panel): the first rows of each programme and status
    // straight from their index range, merged; the total from the counters (migration 002_list_speed).
    const listed = statuses ?? JOB_APPLICATION_STATUSES.filter((x) => x !== 'DRAFT');
    page = mergedRangesPage({
      partitions: sql`unnest(${cps}) as scope(cohort_prog_id) cross join unnest(${listed}::text[]) as st(job_appl_status)`,
      range: sql`select a.job_appl_id, a.apply_date from job_applications a
        where a.cohort_prog_id = scope.cohort_prog_id and a.job_appl_status = st.job_appl_status`,
      alias: 'a',
      id: 'job_appl_id',
      order,
      limit,
      offset,
    });
    total = sql`(select coalesce(sum(n), 0)::int from job_appl_counts c
      where c.cohort_prog_id = any(${cps}) and ${status('c.job_appl_status')})`;
  } else {
    // Students and users are joined only when a filter or the sort needs them.
    const needStudent =
      Boolean(body.studentAcctId?.trim() || body.studentName?.trim() || k) ||
      /student_acct_id|first_name/.test(body.orderBy ?? '');
    const needPost = Boolean(body.jobTitle?.trim() || k) || /job_title|job_post_status/.test(body.orderBy ?? '');
    page = sql`select a.job_appl_id, row_number() over (order by ${order}) as ord, count(*) over ()::int as total
      from job_applications a
      ${needPost ? sql`join job_posts jp on jp.job_id = a.job_id` : sql``}
      ${needStudent ? studentWithUser('a.student_id') : sql``}
      where ${sql.join([sql`a.cohort_prog_id = any(${cps})`, status('a.job_appl_status'), ...filters], sql` and `)}
      order by ${order} limit ${pageLimit(limit)} offset ${offset}`;
  }
  const details = sql`select ${ROW}, page.ord from page join job_applications a on a.job_appl_id = page.job_appl_id ${ROW_JOINS}`;
  const result = await pageWithDetails<ApplicationRow>(db, page, details, total);
  // Past the last page no row carries the total: count again from the first page.
  if (!result.list.length && offset > 0 && result.total === 0) {
    result.total = (await searchAppl(db, scope, { ...body, startRow: 0, page: 1, pageSize: 1 })).total;
  }
  return result;
}

/** TEACHER_REVIEWING applications for the MC's pending carousel (oldest first). */
export async function reviewingApplications(db: JobReviewDb, cohortProgIds: number[]) {
  const { list } = await searchAppl(db, { cohortProgIds } as Scope, {
    jobApplStatusList: ['TEACHER_REVIEWING'],
    orderBy: 'apply_date',
    pageSize: 100,
  });
  return list;
}

/** Which remark field of eventDialogList (spec 000 §3) an event's remark fills. */
const DIALOG: Record<string, string> = {
  STUDENT_WITHDRAWN: 'studentWithdawnRemark',
  SPECIAL_ARRANGEMENT: 'specialRemark',
  REJECTED: 'rejectedRemark',
  DECLINED: 'rejectedRemark',
  OFFER: 'offerEventRemark',
  OFFER_DECLINED: 'offerDeclinedRemark',
};

/** The lists of an application's detail, built from its events and annexes. */
type ListsOfDetail =
  'jobApplAnnexModelList' | 'eventRequestDocumentList' | 'eventDocumenAttachedList' | 'eventDialogList' | 'eventList';

/**
 * academicHome/searchJobApplById: the application with its job, student, attachments, IP
 * request rounds, documents attached, dialog remarks and decision history; the resume and each
 * attachment with its download link (`link`: signed for the reader's session).
 */
export async function searchJobApplById(
  db: JobReviewDb,
  actor: Actor,
  jobApplId: number,
  link: Link,
): Promise<ApplicationDetail> {
  // The detail's own columns; its lists, dialogs and buttons are added below, its links by the route.
  type Row = Omit<ApplicationDetail, ListsOfDetail | 'isConvener' | 'actions' | 'resumeUrl' | 'storagePath'> & {
    storagePath: string | null;
  };
  const r = await sql<Row>`
    select ${ROW}, s.student_photo,
      a.contact_phone, a.whats_app, a.we_chat, a.linked_in, a.personal_web, a.annex_name, a.storage_path, a.resume_type,
      a.portfolio_link_one, a.portfolio_link_one_desc, a.portfolio_link_two, a.portfolio_link_two_desc,
      a.portfolio_link_three, a.portfolio_link_three_desc, a.additional_info, a.mc_comments_to_student, a.event_remark
    from job_applications a ${ROW_JOINS}
    where a.job_appl_id = ${jobApplId}`.execute(db);
  const appl = r.rows[0];
  if (!appl) throw notFound('No record is found.');
  const roles = await rolesIn(db, actor, appl.cohortProgId);
  // Another programme's application answers as an unknown one: nobody learns which ids exist (issue 34).
  if (!roles.length) throw notFound('No record is found.');
  const isConvener = roles.includes('MODULE_CONVENER');
  const annexes = await db
    .selectFrom('jobApplAnnexes')
    .select(['jobApplAnnexId', 'jobApplEventId', 'annexName', 'storagePath', 'fileTypeVal'])
    .where('jobApplId', '=', jobApplId)
    .orderBy('jobApplAnnexId')
    .execute();
  const events = await sql<{
    jobApplEventId: number;
    fromStatus: string | null;
    toStatus: string;
    eventType: string;
    eventRemark: string | null;
    eventDate: Date;
    actorName: string | null;
  }>`
    select e.job_appl_event_id, e.from_status, e.to_status, e.event_type, e.event_remark, e.event_date,
      coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.account_id) as actor_name
    from job_appl_events e left join users u on u.user_id = e.actor_user_id
    where e.job_appl_id = ${jobApplId} order by e.event_date, e.job_appl_event_id`.execute(db);
  const annexesOf = (eventId: number | null) =>
    linked(
      annexes.filter((x) => x.jobApplEventId === eventId),
      link,
    );
  const eventsOfType = (type: string) =>
    events.rows
      .filter((e) => e.eventType === type)
      .map((e) => ({
        jobApplEventId: e.jobApplEventId,
        eventRemark: e.eventRemark,
        eventDate: e.eventDate,
        jobApplAnnexModelList: annexesOf(e.jobApplEventId),
      }));
  const specialArrange = appl.specialArrange === 'Y' || appl.jobSpecialArrange === 'Y';
  return {
    ...appl,
    resumeUrl: link(appl.storagePath),
    jobApplAnnexModelList: annexesOf(null),
    eventRequestDocumentList: eventsOfType('REQUEST_DOCUMENT'),
    eventDocumenAttachedList: eventsOfType('DOCUMENT_ATTACHED'),
    eventDialogList: events.rows
      .filter((e) => e.eventRemark && DIALOG[e.toStatus] && e.eventType === 'STATUS_CHANGE')
      .map((e) => ({ [DIALOG[e.toStatus]!]: e.eventRemark, eventDate: e.eventDate, toStatus: e.toStatus })),
    eventList: events.rows,
    isConvener,
    actions: jobApplicationActions({ status: String(appl.jobApplStatus), isConvener, specialArrange }),
  };
}

type DecideBody = PayloadOf<typeof jobReviewCalls.updateJobApplStatus>;

/** An application locked for the convener's decision, with what the decision and its mail need. */
interface LockedApplication {
  jobApplId: number;
  jobApplStatus: string;
  specialArrange: string;
  jobSpecialArrange: string;
  cohortProgId: number;
  jobId: number;
  jobTitle: string;
  companyName: string;
  studentEmail: string | null;
  studentName: string;
  sameToken: boolean | null;
  roles: string[];
}

/** Locks the application with the caller's roles in its programme; NOT_FOUND without a role there. */
async function lockApplication(trx: JobReviewDb, actor: Actor, body: DecideBody): Promise<LockedApplication> {
  const appl = await lockedRow(
    trx,
    sql<LockedApplication>`
      select a.job_appl_id, a.job_appl_status, a.special_arrange, jp.special_arrange as job_special_arrange,
        jp.cohort_prog_id, jp.job_id, jp.job_title, pa.company_name, u.email as student_email,
        ${callerRolesAt(actor, 'jp.cohort_prog_id')} as roles,
        u.first_name || ' ' || u.last_name as student_name,
        ${sameTokenAs('a.last_updated_date', body.lastUpdatedDate)} as same_token
      from job_applications a
      join job_posts jp on jp.job_id = a.job_id
      join partners pa on pa.partner_id = jp.partner_id
      ${studentWithUser('a.student_id')}
      where a.job_appl_id = ${body.jobApplId}
      for update of a`,
  );
  if (!appl || !appl.roles.length) throw notFound('No record is found.');
  return appl;
}

/**
 * The machine decides for this caller (a token older than the row's answers CONFLICT), and the
 * comment the student reads: spec 000 §4 requires one with special arrangement.
 */
function decideOnApplication(appl: LockedApplication, body: DecideBody) {
  const type = body.jobApplStatus === 'REJECTED' ? 'appl.reject' : 'appl.approve';
  const remark = body.eventRemark?.trim() || null;
  const comment = body.mcCommentsToStudent?.trim() || null;
  const isConvener = appl.roles.includes('MODULE_CONVENER');
  const specialArrange = appl.specialArrange === 'Y' || appl.jobSpecialArrange === 'Y';
  const status = machineVerdict(
    nextJobApplicationStatus({ status: appl.jobApplStatus, isConvener, specialArrange }, { type }),
    appl.sameToken === false
      ? conflict('This job application was changed by someone else in the meantime. Please reload it and try again.')
      : null,
  );
  const toStudent = comment ?? (status === 'SPECIAL_ARRANGEMENT' ? remark : null);
  if (status === 'SPECIAL_ARRANGEMENT' && !toStudent) throw validation('Please input the comments to student.');
  return { status, remark, toStudent };
}

type ApplicationDecision = ReturnType<typeof decideOnApplication>;

/** The student hears of the decision, with the convener's reason or comments. */
function applicationDecisionMail(appl: LockedApplication, d: ApplicationDecision): Mail | null {
  if (!appl.studentEmail) return null;
  const what =
    d.status === 'REJECTED'
      ? `has not been approved by your module convener.${d.remark ? `\n\nReason: ${d.remark}` : ''}`
      : d.status === 'SPECIAL_ARRANGEMENT'
        ? `has been approved with a special arrangement.\n\nComments from your module convener: ${d.toStudent}`
        : 'has been approved by your module convener and sent to the industry partner.';
  return {
    to: appl.studentEmail,
    subject: `Your application for ${appl.jobTitle}: ${d.status === 'REJECTED' ? 'not approved' : 'approved'}`,
    text: `Dear ${appl.studentName},\n\nYour application for "${appl.jobTitle}" at ${appl.companyName} (job ID ${appl.jobId}) ${what}\n\nWIL Academic`,
  };
}

/** The application's update, its event row and the student's mail in one statement; then the decision's figures. */
async function writeApplicationDecision(
  kernel: Kernel,
  trx: JobReviewDb,
  actor: Actor,
  appl: LockedApplication,
  d: ApplicationDecision,
) {
  const update = trx
    .updateTable('jobApplications')
    .set({
      jobApplStatus: d.status,
      ...(d.toStudent ? { mcCommentsToStudent: d.toStudent } : {}),
      eventRemark: d.remark ?? d.toStudent,
      ...stampedBy(actor),
    })
    .where('jobApplId', '=', appl.jobApplId)
    .returning(NEW_TOKEN);
  const eventRow = trx.insertInto('jobApplEvents').values({
    jobApplId: appl.jobApplId,
    ...moveBy(actor, appl.jobApplStatus, d.status),
    eventType: 'STATUS_CHANGE',
    eventRemark: d.status === 'REJECTED' ? d.remark : (d.toStudent ?? d.remark),
  });
  const mail = applicationDecisionMail(appl, d);
  const lastUpdatedDate = await writeDecision(trx, update, eventRow, mail && kernel.outbox.insertOf(trx, mail));
  await countDecision(trx, 'applications', { id: appl.jobApplId, from: appl.jobApplStatus, to: d.status });
  return lastUpdatedDate;
}

/**
 * academicHome/updateJobApplStatus: the machine decides the next status (PEND_IP_RECEIPT, or
 * SPECIAL_ARRANGEMENT when the application or its job has special arrangement Y; REJECTED);
 * the application, its event row and the mail to the student are written in one transaction.
 */
export async function decideApplication(kernel: Kernel, db: JobReviewDb, actor: Actor, body: DecideBody) {
  return db.transaction().execute(async (trx) => {
    const appl = await lockApplication(trx, actor, body);
    const decision = decideOnApplication(appl, body);
    const lastUpdatedDate = await writeApplicationDecision(kernel, trx, actor, appl, decision);
    return { jobApplId: appl.jobApplId, jobApplStatus: decision.status, lastUpdatedDate };
  });
}
