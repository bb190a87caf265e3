import { sql, type RawBuilder } from 'kysely';
import type { JobReviewDb } from '../area.js';
import type { Actor } from '@core/server/auth/actor.js';
import type { Kernel } from '@core/server/kernel.js';
import { AppError, conflict, notFound, validation } from '@core/server/http/appError.js';
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
import { writeDecision } from '@core/server/db/writeDecision.js';
import { countDecision } from '../figures/decisionDays.js';
import { containsPattern } from '@core/shared/likePattern.js';
import type { ApplicationDetail, ApplicationRow } from './replyRows.js';
import { linked, type Link } from '../downloadLinks.js';

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
  join cohort_programmes cp on cp.cohort_prog_id = jp.cohort_prog_id
  join programmes p on p.prog_id = cp.prog_id
  join partners pa on pa.partner_id = jp.partner_id
  join students s on s.student_id = a.student_id
  join users u on u.user_id = s.user_id
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
      ${needStudent ? sql`join students s on s.student_id = a.student_id join users u on u.user_id = s.user_id` : sql``}
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
  const specialArrange = appl.specialArrange === 'Y' || appl.jobSpecialArrange === 'Y';
  return {
    ...appl,
    resumeUrl: link(appl.storagePath),
    jobApplAnnexModelList: annexesOf(null),
    eventRequestDocumentList: events.rows
      .filter((e) => e.eventType === 'REQUEST_DOCUMENT')
      .map((e) => ({
        jobApplEventId: e.jobApplEventId,
        eventRemark: e.eventRemark,
        eventDate: e.eventDate,
        jobApplAnnexModelList: annexesOf(e.jobApplEventId),
      })),
    eventDocumenAttachedList: events.rows
      .filter((e) => e.eventType === 'DOCUMENT_ATTACHED')
      .map((e) => ({
        jobApplEventId: e.jobApplEventId,
        eventRemark: e.eventRemark,
        eventDate: e.eventDate,
        jobApplAnnexModelList: annexesOf(e.jobApplEventId),
      })),
    eventDialogList: events.rows
      .filter((e) => e.eventRemark && DIALOG[e.toStatus] && e.eventType === 'STATUS_CHANGE')
      .map((e) => ({ [DIALOG[e.toStatus]!]: e.eventRemark, eventDate: e.eventDate, toStatus: e.toStatus })),
    eventList: events.rows,
    isConvener,
    actions: jobApplicationActions({ status: String(appl.jobApplStatus), isConvener, specialArrange }),
  };
}

/**
 * academicHome/updateJobApplStatus: the machine decides the next status (PEND_IP_RECEIPT, or
 * SPECIAL_ARRANGEMENT when the application or its job has special arrangement Y; REJECTED);
 * the application, its event row and the mail to the student are written in one transaction.
 */
export async function decideApplication(
  kernel: Kernel,
  db: JobReviewDb,
  actor: Actor,
  body: PayloadOf<typeof jobReviewCalls.updateJobApplStatus>,
) {
  const type = body.jobApplStatus === 'REJECTED' ? 'appl.reject' : 'appl.approve';
  const remark = body.eventRemark?.trim() || null;
  const comment = body.mcCommentsToStudent?.trim() || null;
  return db.transaction().execute(async (trx) => {
    const appl = await sql<{
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
    }>`
      select a.job_appl_id, a.job_appl_status, a.special_arrange, jp.special_arrange as job_special_arrange,
        jp.cohort_prog_id, jp.job_id, jp.job_title, pa.company_name, u.email as student_email,
        array(select sr.role_code from staff_roles sr where sr.academic_staff_id = ${actor.academicStaffId ?? -1}
          and sr.cohort_prog_id = jp.cohort_prog_id) as roles,
        u.first_name || ' ' || u.last_name as student_name,
        date_trunc('milliseconds', a.last_updated_date) = date_trunc('milliseconds', ${body.lastUpdatedDate ?? null}::timestamptz) as same_token
      from job_applications a
      join job_posts jp on jp.job_id = a.job_id
      join partners pa on pa.partner_id = jp.partner_id
      join students s on s.student_id = a.student_id
      join users u on u.user_id = s.user_id
      where a.job_appl_id = ${body.jobApplId}
      for update of a`
      .execute(trx)
      .then((r) => r.rows[0])
      .catch((e: { code?: string }) => {
        if (e.code === '22007' || e.code === '22008') throw validation('lastUpdatedDate is not a valid date.');
        throw e;
      });
    if (!appl || !appl.roles.length) throw notFound('No record is found.');
    const isConvener = appl.roles.includes('MODULE_CONVENER');
    const specialArrange = appl.specialArrange === 'Y' || appl.jobSpecialArrange === 'Y';
    const next = nextJobApplicationStatus({ status: appl.jobApplStatus, isConvener, specialArrange }, { type });
    if (!next.ok && next.errorCode === 'FORBIDDEN') throw new AppError('FORBIDDEN', next.msg);
    if (body.lastUpdatedDate && appl.sameToken === false) {
      throw conflict(
        'This job application was changed by someone else in the meantime. Please reload it and try again.',
      );
    }
    if (!next.ok) throw new AppError(next.errorCode, next.msg);
    const toStudent = comment ?? (next.status === 'SPECIAL_ARRANGEMENT' ? remark : null);
    // Spec 000 §4: with special arrangement a comment to the student is required.
    if (next.status === 'SPECIAL_ARRANGEMENT' && !toStudent) throw validation('Please input the comments to student.');

    const update = trx
      .updateTable('jobApplications')
      .set({
        jobApplStatus: next.status,
        ...(toStudent ? { mcCommentsToStudent: toStudent } : {}),
        eventRemark: remark ?? toStudent,
        lastUpdatedBy: actor.accountId,
        lastUpdatedDate: sql`now()` as never,
      })
      .where('jobApplId', '=', appl.jobApplId)
      .returning(tokenOf('last_updated_date').as('lastUpdatedDate'));
    const eventRow = trx.insertInto('jobApplEvents').values({
      jobApplId: appl.jobApplId,
      fromStatus: appl.jobApplStatus,
      toStatus: next.status,
      eventType: 'STATUS_CHANGE',
      eventRemark: next.status === 'REJECTED' ? remark : (toStudent ?? remark),
      actorUserId: actor.userId,
    });
    const what =
      next.status === 'REJECTED'
        ? `has not been approved by your module convener.${remark ? `\n\nReason: ${remark}` : ''}`
        : next.status === 'SPECIAL_ARRANGEMENT'
          ? `has been approved with a special arrangement.\n\nComments from your module convener: ${toStudent}`
          : 'has been approved by your module convener and sent to the industry partner.';
    const mail = appl.studentEmail
      ? kernel.outbox.insertOf(trx, {
          to: appl.studentEmail,
          subject: `Your application for ${appl.jobTitle}: ${next.status === 'REJECTED' ? 'not approved' : 'approved'}`,
          text: `Dear ${appl.studentName},\n\nYour application for "${appl.jobTitle}" at ${appl.companyName} (job ID ${appl.jobId}) ${what}\n\nWIL Academic`,
        })
      : null;
    const lastUpdatedDate = await writeDecision(trx, update, eventRow, mail);
    await countDecision(trx, 'applications', { id: appl.jobApplId, from: appl.jobApplStatus, to: next.status });
    return { jobApplId: appl.jobApplId, jobApplStatus: next.status, lastUpdatedDate };
  });
}
