import { sql, type RawBuilder } from 'kysely';
import type { JobReviewDb } from '../area.js';
import type { Actor } from '@core/server/auth/actor.js';
import type { Kernel } from '@core/server/kernel.js';
import { conflict, notFound, validation } from '@core/server/http/appError.js';
import { sanitizeNullableHtml } from '@core/server/html/sanitizeHtml.js';
import { containsPattern } from '@core/shared/likePattern.js';
import { jobPostActions, nextJobPostStatus, type JobPostEventType } from '../../machines/jobPost.js';
import {
  checkRange,
  day,
  orderClause,
  mergedRangesPage,
  pageLimit,
  pageWithDetails,
  paging,
  tokenOf,
} from '@core/server/db/lists.js';
import { rolesIn } from '@core/server/auth/permissions.js';
import type { Scope } from '@core/server/auth/scope.js';
import type { PayloadOf } from '@core/shared/callSpec.js';
import type { jobReviewCalls } from '@schemas/job-review/calls.js';
import { moveBy, NEW_TOKEN, stampedBy, writeDecision } from '@core/server/db/writeDecision.js';
import { callerRolesAt, lockedRow, machineVerdict, sameTokenAs } from '@core/server/db/lifecycleDecision.js';
import type { Mail } from '@core/server/mail/outbox.js';
import { cohortProgrammeWithProgramme } from '@core/server/reference/referenceJoins.js';
import { countDecision } from '../figures/decisionDays.js';
import type { JobCountRow, JobPostCard, JobPostDetail } from './replyRows.js';

/** Job sort fields of spec 000 §9 → columns of the list query (an allow-list). */
export const JOB_SORT: Record<string, string> = {
  job_id: 'jp.job_id',
  job_title: 'jp.job_title',
  job_post_status: 'jp.job_post_status',
  position_type: 'jp.position_type',
  job_type: 'jp.job_type',
  company_name: 'pa.company_name',
  work_loc_val: 'wl.parm_value1',
  exp_commence_date: 'jp.exp_commence_date',
  exp_end_date: 'jp.exp_end_date',
  last_apply_date: 'jp.last_apply_date',
  prog_title: 'p.prog_title',
  studentApplQty: 'received_qty',
  student_appl_qty: 'received_qty',
};

type AllJobsBody = PayloadOf<typeof jobReviewCalls.searchAllJobList>;
type ActiveJobsBody = PayloadOf<typeof jobReviewCalls.searchJobList>;
/** The filters both job lists take (schemas/job-review/jobPosts.ts); All Job Postings adds workLocId. */
type JobFilters = AllJobsBody | ActiveJobsBody;

/** Applications a partner has received (drafts are the student's own). */
const RECEIVED = sql`(select count(*)::int from job_applications a where a.job_id = jp.job_id and a.job_appl_status <> 'DRAFT')`;

function whereOf(scope: Scope, f: JobFilters, statuses: readonly string[] | null): RawBuilder<unknown> {
  checkRange(f.commenceStartDate, f.commenceEndDate);
  checkRange(f.appDeadStartDate, f.appDeadEndDate);
  checkRange(f.expEndDateStart, f.expEndDate);
  const parts: RawBuilder<unknown>[] = [sql`jp.cohort_prog_id = any(${scope.cohortProgIds}::int[])`];
  if (statuses && statuses.length) parts.push(sql`jp.job_post_status = any(${statuses}::text[])`);
  const title = f.jobTitle?.trim();
  if (title) {
    // Job title in part, or the job ID (spec 000 §2: 'job title or job ID'), on the lower-cased
    // copy of the title that the list index carries (migration 002_list_speed).
    const asId = /^\d{1,9}$/.test(title) ? Number(title) : null;
    // (select lower(…)) runs once per statement; a bare lower($n) in a generic plan runs per row.
    const pattern = containsPattern(title);
    const inTitle = sql`jp.job_title_lc like (select lower(${pattern}))`;
    parts.push(asId === null ? inTitle : sql`(jp.job_id = ${asId} or ${inTitle})`);
  }
  if (f.jobTypeList?.length) parts.push(sql`jp.job_type = any(${[...f.jobTypeList]}::text[])`);
  if (f.positionTypeList?.length) parts.push(sql`jp.position_type = any(${[...f.positionTypeList]}::text[])`);
  if (f.partnerIdList?.length) parts.push(sql`jp.partner_id = any(${[...f.partnerIdList]}::int[])`);
  if (day(f.commenceStartDate)) parts.push(sql`jp.exp_commence_date >= ${day(f.commenceStartDate)}::date`);
  if (day(f.commenceEndDate)) parts.push(sql`jp.exp_commence_date <= ${day(f.commenceEndDate)}::date`);
  if (day(f.appDeadStartDate)) parts.push(sql`jp.last_apply_date >= ${day(f.appDeadStartDate)}::date`);
  if (day(f.appDeadEndDate)) parts.push(sql`jp.last_apply_date <= ${day(f.appDeadEndDate)}::date`);
  if (day(f.expEndDateStart)) parts.push(sql`jp.exp_end_date >= ${day(f.expEndDateStart)}::date`);
  if (day(f.expEndDate)) parts.push(sql`jp.exp_end_date <= ${day(f.expEndDate)}::date`);
  const one = 'workLocId' in f ? f.workLocId : null;
  const locs = [...(f.workLocIdList ?? []), ...(typeof one === 'number' ? [one] : [])];
  // A location, or an area (the cascader's first level) meaning every location in it.
  if (locs.length) {
    parts.push(sql`(jp.work_loc_id = any(${locs}::int[])
      or jp.work_loc_id in (select param_id from sys_params where parent_param_id = any(${locs}::int[])))`);
  }
  return sql.join(parts, sql` and `);
}

/** The card and row fields of a job post (spec 000 §3), over `jp` and CARD_JOINS. */
const CARD = sql`jp.job_id, jp.job_title, jp.job_type, jt.parm_value1 as job_type_val, jp.position_type,
  pt.parm_value1 as position_type_val, jp.vacancies, jp.cohort_prog_id, p.prog_code, p.prog_title,
  jp.exp_commence_date, jp.exp_end_date, jp.last_apply_date, jp.work_loc_id, wl.parm_value1 as work_loc_val,
  jp.job_post_status, jp.special_arrange, jp.partner_id, pa.company_name, pa.company_logo,
  jp.submit_date, jp.event_date, ${RECEIVED} as received_qty,
  (select count(*)::int from job_post_assigned_students s where s.job_id = jp.job_id) as student_point_qty,
  jp.last_apply_date < current_date as deadline_passed,
  ${tokenOf('jp.last_updated_date')} as last_updated_date`;
const CARD_JOINS = sql`${cohortProgrammeWithProgramme('jp.cohort_prog_id')}
  join partners pa on pa.partner_id = jp.partner_id
  left join sys_params wl on wl.param_id = jp.work_loc_id
  left join sys_params jt on jt.segment = 'JOB_TYPE' and jt.code = jp.job_type
  left join sys_params pt on pt.segment = 'POSITION_TYPE' and pt.code = jp.position_type`;

/** The cards of the posts whose ids are given, in that order. */
async function cardsOf<Row extends JobPostCard = JobPostCard>(
  db: JobReviewDb,
  ids: number[],
  extra: RawBuilder<unknown> = sql``,
): Promise<Row[]> {
  if (!ids.length) return [];
  const r = await sql<Row>`
    select ${CARD} ${extra} from job_posts jp ${CARD_JOINS} where jp.job_id = any(${ids}::int[])`.execute(db);
  const byId = new Map(r.rows.map((row) => [row.jobId, row]));
  return ids.map((id) => byId.get(id)!).filter(Boolean);
}

/**
 * Orders that a programme's own index range yields in sequence (migration 002_list_speed): the
 * page then merges the first rows of each programme instead of sorting every match.
 */
const INDEX_ORDERS = new Set(['jp.last_apply_date desc nulls last, jp.job_id desc', 'jp.job_id desc']);

/**
 * One page of posts in order with their cards and the total, in one statement. The page reads
 * job_posts alone unless the sort is on a joined column (programme, company, location) or on
 * the applications received.
 */
async function pageOfCards(
  db: JobReviewDb,
  cps: readonly number[],
  where: RawBuilder<unknown>,
  orderBy: string | null | undefined,
  fallback: string,
  limit: number,
  offset: number,
): Promise<{ list: JobPostCard[]; total: number }> {
  const orderText = orderClause(orderBy, JOB_SORT, fallback);
  const order = sql.raw(orderText);
  if (INDEX_ORDERS.has(orderText)) {
    // Each programme's first offset + limit matches in index order, merged; the total is a
    // count that reads the index alone, not a window over every sorted match.
    const page = mergedRangesPage({
      partitions: sql`unnest(${[...cps]}::int[]) as scope(cohort_prog_id)`,
      range: sql`select jp.job_id, jp.last_apply_date from job_posts jp
        where jp.cohort_prog_id = scope.cohort_prog_id and ${where}`,
      alias: 'jp',
      id: 'job_id',
      order,
      limit,
      offset,
    });
    // Counted programme by programme through its index range, like the page: one count per
    // programme (a subquery per row, which the planner cannot merge into a join), since a count
    // over cohort_prog_id = any($n) has a generic plan that reads every post (issue 18).
    const total = sql`(select coalesce(sum((select count(*) from job_posts jp
        where jp.cohort_prog_id = scope.cohort_prog_id and ${where})), 0)::int
      from unnest(${[...cps]}::int[]) as scope(cohort_prog_id))`;
    return pageWithDetails<JobPostCard>(db, page, details, total);
  }
  const sortJoins = /prog_title|company_name|work_loc_val/.test(orderBy ?? '');
  const byReceived = /studentApplQty|student_appl_qty/.test(orderBy ?? '');
  const page = sql`select jp.job_id, row_number() over (order by ${order}) as ord, count(*) over ()::int as total
    from job_posts jp
    ${sortJoins ? CARD_JOINS : sql``}
    ${byReceived ? sql`cross join lateral (select ${RECEIVED} as received_qty) q` : sql``}
    where ${where}
    order by ${order}
    limit ${pageLimit(limit)} offset ${offset}`;
  const result = await pageWithDetails<JobPostCard>(db, page, details);
  // Past the last page no row carries the total: count again from the first page.
  if (!result.list.length && offset > 0) {
    result.total = (await pageOfCards(db, cps, where, orderBy, fallback, 1, 0)).total;
  }
  return result;
}

/** The cards of a page's posts (pageWithDetails' `page`), with their place in it. */
const details = sql`select ${CARD}, page.ord from page join job_posts jp on jp.job_id = page.job_id ${CARD_JOINS}`;

/** academicHome/searchAllJobList: every post of the scope, filtered, sorted and paged in SQL. */
export async function searchAllJobList(db: JobReviewDb, scope: Scope, body: AllJobsBody) {
  const { limit, offset } = paging(body);
  return pageOfCards(
    db,
    scope.cohortProgIds,
    whereOf(scope, body, body.jobPostStatusList ?? null),
    body.orderBy,
    'jp.job_id desc',
    limit,
    offset,
  );
}

/** academicHome/searchJobList: Active Job Postings (ACTIVE posts) for MCs and PLs, answers postedList. */
export async function searchJobList(db: JobReviewDb, scope: Scope, body: ActiveJobsBody) {
  // Active Job Postings is a dashboard strip; 200 cards are more than a person scrolls.
  const { list, total } = await pageOfCards(
    db,
    scope.cohortProgIds,
    whereOf(scope, body, ['ACTIVE']),
    body.sortBy,
    'jp.job_id desc',
    200,
    0,
  );
  return { postedList: list, total };
}

/** academicHome/searchJobCount: postedNum (ACTIVE) and submittedNum (SUBMITTED) per programme. */
export async function searchJobCount(db: JobReviewDb, scope: Scope) {
  const r = await sql<JobCountRow>`
    select cp.cohort_prog_id, p.prog_code, p.prog_title,
      count(jp.job_id) filter (where jp.job_post_status = 'ACTIVE')::int as posted_num,
      count(jp.job_id) filter (where jp.job_post_status = 'SUBMITTED')::int as submitted_num
    from cohort_programmes cp join programmes p on p.prog_id = cp.prog_id
    left join job_posts jp on jp.cohort_prog_id = cp.cohort_prog_id
    where cp.cohort_prog_id = any(${scope.cohortProgIds}::int[])
    group by cp.cohort_prog_id, p.prog_code, p.prog_title
    order by p.prog_code`.execute(db);
  return r.rows;
}

/** SUBMITTED posts for the MC's pending carousel (oldest submission first). */
export async function submittedJobs(db: JobReviewDb, cohortProgIds: number[]) {
  const where = sql`jp.cohort_prog_id = any(${cohortProgIds}::int[]) and jp.job_post_status = 'SUBMITTED'`;
  return (await pageOfCards(db, cohortProgIds, where, null, 'jp.submit_date asc nulls last, jp.job_id', 100, 0)).list;
}

/** What an unknown post answers, and one of a programme the caller holds no role in (issue 34). */
export const NO_POST = 'No record is found.';

async function loadPost(db: JobReviewDb, jobId: number) {
  const post = await db
    .selectFrom('jobPosts')
    .select(['jobId', 'cohortProgId'])
    .where('jobId', '=', jobId)
    .executeTakeFirst();
  if (!post) throw notFound(NO_POST);
  return post;
}

/** The cohort programme of a post (NOT_FOUND when there is no such post). */
export async function postProgramme(db: JobReviewDb, jobId: number): Promise<number> {
  return (await loadPost(db, jobId)).cohortProgId;
}

/**
 * academicHome/searchById: the post with its company, contact, assigned students and decision
 * history. Only staff holding a role in the post's programme may read it; the convener-only
 * fields (additionalInfo, specialRemark) go to the programme's MCs only (spec 000 §3, §5).
 */
export async function searchById(db: JobReviewDb, actor: Actor, jobId: number) {
  const post = await loadPost(db, jobId);
  const roles = await rolesIn(db, actor, post.cohortProgId);
  // Another programme's post answers as an unknown one: nobody learns which ids exist (issue 34).
  if (!roles.length) throw notFound(NO_POST);
  const isConvener = roles.includes('MODULE_CONVENER');
  // The post's own columns; its students, history and buttons are added below.
  type Row = Omit<JobPostDetail, 'studentList' | 'eventList' | 'isConvener' | 'actions'>;
  const [card] = await cardsOf<Row>(
    db,
    [jobId],
    sql`, jp.job_desc, jp.job_requirement, jp.salary_range_from, jp.salary_range_to, jp.unit,
      (select parm_value1 from sys_params u where u.segment = 'SALARY_UNIT' and u.code = jp.unit) as unit_val,
      jp.estimated_no_of_days_a_week, jp.estimated_no_of_hours_a_week, jp.other_desc, jp.special_remark,
      jp.rejected_event_remark, jp.additional_info, jp.event_remark, jp.partner_contact_id,
      (select c.contact_email from partner_contacts c where c.partner_id = jp.partner_id
        order by (c.partner_contact_id = jp.partner_contact_id) desc, (c.is_primary = 'Y') desc, c.partner_contact_id
        limit 1) as contact_email`,
  );
  const studentList = await sql<JobPostDetail['studentList'][number]>`
    select a.assign_to_user_id, a.assign_user_type, u.first_name, u.last_name, s.student_photo, s.student_acct_id
    from job_post_assigned_students a join users u on u.user_id = a.assign_to_user_id
    left join students s on s.user_id = a.assign_to_user_id
    where a.job_id = ${jobId} order by s.student_acct_id`.execute(db);
  const events = await sql<JobPostDetail['eventList'][number]>`
    select e.event_id, e.from_status, e.to_status, e.event_remark, e.special_remark, e.event_date,
      coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.account_id) as actor_name
    from job_post_events e left join users u on u.user_id = e.actor_user_id
    where e.job_id = ${jobId} order by e.event_date, e.event_id`.execute(db);
  const deadlinePassed = card!.deadlinePassed === true;
  return {
    ...card,
    // Partner-written rich text (issue 14): the one HTML policy on the way out, whatever was stored.
    jobDesc: sanitizeNullableHtml(card!.jobDesc as string | null),
    jobRequirement: sanitizeNullableHtml(card!.jobRequirement as string | null),
    additionalInfo: isConvener ? card!.additionalInfo : null,
    specialRemark: isConvener ? card!.specialRemark : null,
    studentList: studentList.rows,
    eventList: events.rows.map((e) => ({ ...e, specialRemark: isConvener ? e.specialRemark : null })),
    isConvener,
    actions: jobPostActions({ status: String(card!.jobPostStatus), isConvener, deadlinePassed }),
  };
}

/** academicHome/update's payload or updateReject's (schemas/job-review/jobPosts.ts). */
type ReviewBody = PayloadOf<typeof jobReviewCalls.update> | PayloadOf<typeof jobReviewCalls.updateReject>;

/** A job post locked for review, with what the decision and its mail need. */
interface LockedPost {
  jobId: number;
  cohortProgId: number;
  progId: number;
  cohortYear: number;
  jobTitle: string;
  jobPostStatus: string;
  deadlinePassed: boolean;
  sameToken: boolean | null;
  companyName: string;
  contactEmail: string | null;
  contactName: string | null;
  progTitle: string;
  roles: string[];
}

/** The machine's event for a review payload. */
const reviewEvent = (body: ReviewBody): JobPostEventType =>
  body.jobPostStatus === 'REVIEW_REJECT'
    ? 'post.reject'
    : body.jobPostStatus === 'SPECIAL_ARRANGEMENT' || body.specialArrange === 'Y'
      ? 'post.approveWithArrangement'
      : 'post.approve';

/** Locks the post with the caller's roles in its programme and its partner's contact; NOT_FOUND without a role there. */
async function lockPost(trx: JobReviewDb, actor: Actor, body: ReviewBody): Promise<LockedPost> {
  const post = await lockedRow(
    trx,
    sql<LockedPost>`
      select jp.job_id, jp.cohort_prog_id, cp.prog_id, c.cohort_year, jp.job_title, jp.job_post_status,
        ${callerRolesAt(actor, 'jp.cohort_prog_id')} as roles,
        coalesce(jp.last_apply_date < current_date, false) as deadline_passed,
        ${sameTokenAs('jp.last_updated_date', body.lastUpdatedDate)} as same_token,
        pa.company_name, p.prog_title, ct.contact_email, ct.contact_name
      from job_posts jp
      ${cohortProgrammeWithProgramme('jp.cohort_prog_id')}
      join cohorts c on c.cohort_id = cp.cohort_id
      join partners pa on pa.partner_id = jp.partner_id
      left join lateral (select contact_email, contact_name from partner_contacts x where x.partner_id = jp.partner_id
        order by (x.partner_contact_id = jp.partner_contact_id) desc, (x.is_primary = 'Y') desc, x.partner_contact_id
        limit 1) ct on true
      where jp.job_id = ${body.jobId}
      for update of jp`,
  );
  if (!post || !post.roles.length) throw notFound('No record is found.');
  return post;
}

/** The machine decides for this caller; a token other than the post's answers CONFLICT. */
function decidePost(post: LockedPost, event: JobPostEventType) {
  const isConvener = post.roles.includes('MODULE_CONVENER');
  const next = nextJobPostStatus(
    { status: post.jobPostStatus, isConvener, deadlinePassed: post.deadlinePassed },
    { type: event },
  );
  return machineVerdict(
    next,
    post.sameToken
      ? null
      : conflict('This job post was changed by someone else in the meantime. Please reload it and try again.'),
  );
}

/** The partner hears of the decision; the arrangement remark is the convener's own (spec 000 §5). */
function postDecisionMail(post: LockedPost, status: string, remark: string | null): Mail | null {
  if (!post.contactEmail) return null;
  const what =
    status === 'REJECTED'
      ? `has not been approved.${remark ? `\n\nReason: ${remark}` : ''}`
      : status === 'SPECIAL_ARRANGEMENT'
        ? 'has been approved with a special arrangement: students will apply outside the platform.'
        : "has been approved and will be published to the students' job portal momentarily.";
  return {
    to: post.contactEmail,
    subject: `Job post ${post.jobId} ${post.jobTitle}: ${status === 'REJECTED' ? 'not approved' : 'approved'}`,
    text: `Dear ${post.contactName ?? post.companyName},\n\nYour job post "${post.jobTitle}" (job ID ${post.jobId}) for ${post.progTitle} ${what}\n\nWIL Academic`,
  };
}

/** The post's update, its event row and the partner's mail in one statement; then the decision's figures. */
async function writePostDecision(
  kernel: Kernel,
  trx: JobReviewDb,
  actor: Actor,
  post: LockedPost,
  change: { event: JobPostEventType; status: string; remark: string | null; info: string | null | undefined },
) {
  const { event, status, remark, info } = change;
  const arrangement = event === 'post.approveWithArrangement';
  const update = trx
    .updateTable('jobPosts')
    .set({
      jobPostStatus: status,
      ...(event === 'post.reject'
        ? { rejectedEventRemark: remark }
        : { specialArrange: arrangement ? 'Y' : 'N', specialRemark: arrangement ? remark : null }),
      eventRemark: remark,
      eventDate: sql`now()` as never,
      ...(info === undefined ? {} : { additionalInfo: info }),
      ...stampedBy(actor),
    })
    .where('jobId', '=', post.jobId)
    .returning(NEW_TOKEN);
  const eventRow = trx.insertInto('jobPostEvents').values({
    jobId: post.jobId,
    ...moveBy(actor, post.jobPostStatus, status),
    eventRemark: arrangement ? null : remark,
    specialRemark: arrangement ? remark : null,
  });
  const mail = postDecisionMail(post, status, remark);
  const lastUpdatedDate = await writeDecision(trx, update, eventRow, mail && kernel.outbox.insertOf(trx, mail));
  await countDecision(trx, 'posts', { id: post.jobId, from: post.jobPostStatus, to: status });
  return lastUpdatedDate;
}

/**
 * academicHome/update and updateReject: the machine decides; the post, its assigned students,
 * the event row and the mail to the partner's contact are written in one transaction.
 */
export async function reviewJobPost(kernel: Kernel, db: JobReviewDb, actor: Actor, body: ReviewBody) {
  const event = reviewEvent(body);
  const remark = body.eventRemark?.trim() || null;
  const info = body.additionalInfo === undefined ? undefined : body.additionalInfo?.trim() || null;
  return db.transaction().execute(async (trx) => {
    const post = await lockPost(trx, actor, body);
    const status = decidePost(post, event);
    if (event !== 'post.reject' && body.studentList) {
      await assignStudents(trx, actor, post, body.studentList);
    }
    const lastUpdatedDate = await writePostDecision(kernel, trx, actor, post, { event, status, remark, info });
    return { jobId: post.jobId, jobPostStatus: status, lastUpdatedDate };
  });
}

/**
 * Spec 000 §5: assignment is optional (none: every student of the programme sees the post);
 * duplicates are removed by assignToUserId; every entry must be a student of the post's
 * programme; a partner's assignment cannot be edited by the convener.
 */
async function assignStudents(
  trx: JobReviewDb,
  actor: Actor,
  post: { jobId: number; progId: number; cohortYear: number },
  list: readonly { assignToUserId: number }[],
) {
  const ids = [...new Set(list.map((s) => s.assignToUserId))];
  const current = await trx
    .selectFrom('jobPostAssignedStudents')
    .select(['assignToUserId', 'assignUserType'])
    .where('jobId', '=', post.jobId)
    .execute();
  const byPartner = current.filter((c) => c.assignUserType === 'PARTNER').map((c) => c.assignToUserId);
  if (byPartner.length) {
    const same = ids.length === 0 || (ids.length === byPartner.length && ids.every((i) => byPartner.includes(i)));
    if (!same) {
      throw validation('The industry partner has already assigned students to this job post; they cannot be changed.');
    }
    return;
  }
  if (ids.length) {
    const found = await sql<{ userId: number }>`
      select s.user_id from students s join cohorts ec on ec.cohort_id = s.cohort_id
      where s.user_id = any(${ids}::int[]) and s.prog_id = ${post.progId} and ec.cohort_year <= ${post.cohortYear}`.execute(
      trx,
    );
    const ok = new Set(found.rows.map((r) => r.userId));
    const bad = ids.filter((i) => !ok.has(i));
    if (bad.length) {
      const named = await trx
        .selectFrom('users')
        .leftJoin('students', 'students.userId', 'users.userId')
        .select(['users.userId', 'students.studentAcctId', 'users.firstName', 'users.lastName'])
        .where('users.userId', 'in', bad)
        .execute();
      const label = (id: number) => {
        const n = named.find((x) => x.userId === id);
        return n ? (n.studentAcctId ?? `${n.firstName} ${n.lastName}`) : String(id);
      };
      throw validation(`Student ID or Student Name: ${bad.map(label).join(', ')} is invalid.`);
    }
  }
  await trx.deleteFrom('jobPostAssignedStudents').where('jobId', '=', post.jobId).execute();
  if (ids.length) {
    await trx
      .insertInto('jobPostAssignedStudents')
      .values(
        ids.map((assignToUserId) => ({
          jobId: post.jobId,
          assignToUserId,
          assignUserType: 'ACADEMIC' as const,
          createdBy: actor.accountId,
          lastUpdatedBy: actor.accountId,
        })),
      )
      .execute();
  }
}
