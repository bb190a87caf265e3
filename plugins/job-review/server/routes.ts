import type { Db } from '@core/server/db/connect.js';
import type { FromSchema } from 'json-schema-to-ts';
import { defineRoute } from '@core/server/plugin.js';
import { jobReviewCalls } from '@schemas/job-review/calls.js';
import { forbidden } from '@core/server/http/appError.js';
import { searchStudentListBody, studentYearListBody, yearCountsBody } from '@schemas/job-review/students.js';
import {
  cohortProgIdBody,
  jobIdBody,
  partnerIdBody,
  progCodesBody,
  searchAllJobListBody,
  searchJobListBody,
  updateJobPostBody,
  updateRejectBody,
} from '@schemas/job-review/jobPosts.js';
import { searchApplBody, searchJobApplByIdBody, updateJobApplStatusBody } from '@schemas/job-review/applications.js';
import { resolveScope, rolesInCohortProg, type Scope } from './scope.js';
import { withDownloadLinks, DOWNLOAD_TTL_SECONDS } from './downloadLinks.js';
import {
  searchInProgressCounts,
  searchNoApplicationsCounts,
  searchStudentList,
  searchStudentsByYear,
  searchYearStudent,
  type StudentListKind,
} from './services/students.js';
import {
  reviewJobPost,
  searchAllJobList,
  searchById,
  searchJobCount,
  searchJobList,
  submittedJobs,
} from './services/jobPosts.js';
import { decideApplication, reviewingApplications, searchAppl, searchJobApplById } from './services/applications.js';
import { companyProfile, modulesOf, partnerContact } from './services/partners.js';

type Body<S> = FromSchema<S & object>;
const JOB_UPDATE = { functionCode: 'JOB_REVIEW', flag: 'canUpdate' } as const;
const APPL_UPDATE = { functionCode: 'APPL_REVIEW', flag: 'canUpdate' } as const;

type ScopeOptions = Parameters<typeof resolveScope>[2];

/**
 * A call on the programmes and cohort its payload names: the scope first (FORBIDDEN outside the
 * caller's roles), then the service. By default the payload's progCodeList and cohortYear.
 */
function scopedRoute<B extends { progCodeList?: readonly string[] | null; cohortYear?: number | null }>(route: {
  path: string;
  summary: string;
  body: object;
  reply: object;
  scope?: (body: B) => ScopeOptions;
  run: (db: Db, scope: Scope, body: B) => Promise<unknown>;
}) {
  return defineRoute<B>({
    path: route.path,
    summary: route.summary,
    auth: 'academic',
    body: route.body,
    reply: route.reply,
    async handler({ db, actor, body, kernel }) {
      const options = route.scope?.(body) ?? { progCodes: body.progCodeList, cohortYear: body.cohortYear };
      return route.run(db, await resolveScope(kernel.access, actor, options), body);
    },
  });
}

type YearListCall = (typeof jobReviewCalls)[
  'searchNoApplictionsStudents' | 'searchAcademicTotalNumberStudent' | 'searchAcademicInProgressStudent'];
const yearList = (call: YearListCall, kind: StudentListKind, summary: string) =>
  scopedRoute<Body<typeof studentYearListBody>>({
    ...call,
    summary,
    scope: (b) => ({ progCodes: b.progCode ? [b.progCode] : b.progCodeList, cohortYear: b.currentCohortYear }),
    run: (db, scope, body) => searchStudentsByYear(db, scope, kind, body),
  });

/** The three per-study-year count calls share one payload and scope; only the count differs. */
type YearCountCall = (typeof jobReviewCalls)[
  'searchYearStudent' | 'searchApplCount' | 'searchNoApplictionsStudentsCounts'];
const yearCountRoute = (call: YearCountCall, summary: string, count: (db: Db, scope: Scope) => Promise<unknown>) =>
  scopedRoute<Body<typeof yearCountsBody>>({
    ...call,
    summary,
    scope: (b) => ({ progCodes: b.progCodeList, cohortYear: b.currentCohortYear ?? b.cohortYear }),
    run: (db, scope) => count(db, scope),
  });

/** The academic back-office calls of spec 000 §7 that review job posts and applications. */
export const jobReviewRoutes = [
  defineRoute<Body<typeof searchStudentListBody>>({
    ...jobReviewCalls.searchStudentList,
    summary: 'Students of the programme by ID or name, comma separated (Assigned Students dialog).',
    auth: 'academic',
    async handler({ db, actor, body, kernel }) {
      let progCodes = body.progCodeList;
      let cohortYear = body.cohortYear;
      if (body.jobId) {
        const post = await db
          .selectFrom('jobPosts as jp')
          .innerJoin('cohortProgrammes as cp', 'cp.cohortProgId', 'jp.cohortProgId')
          .innerJoin('programmes as p', 'p.progId', 'cp.progId')
          .innerJoin('cohorts as c', 'c.cohortId', 'cp.cohortId')
          .select(['p.progCode', 'c.cohortYear'])
          .where('jp.jobId', '=', body.jobId)
          .executeTakeFirst();
        if (post) {
          progCodes = [post.progCode];
          cohortYear = post.cohortYear;
        }
      }
      const scope = await resolveScope(kernel.access, actor, { progCodes, cohortYear });
      return searchStudentList(db, scope, body);
    },
  }),

  scopedRoute<Body<typeof searchApplBody>>({
    ...jobReviewCalls.searchAppl,
    summary: 'Job applications of the selected programmes, paged and sorted.',
    run: searchAppl,
  }),

  yearCountRoute(
    jobReviewCalls.searchYearStudent,
    'Students per study year (total, Year 1 to 3, Year 4+).',
    searchYearStudent,
  ),
  yearCountRoute(
    jobReviewCalls.searchApplCount,
    'Students with a job application in processing, per study year.',
    searchInProgressCounts,
  ),
  yearCountRoute(
    jobReviewCalls.searchNoApplictionsStudentsCounts,
    'Students with no accepted job offer, per study year.',
    searchNoApplicationsCounts,
  ),

  scopedRoute<Body<typeof progCodesBody>>({
    ...jobReviewCalls.searchJobCount,
    summary: 'Active (postedNum) and pending (submittedNum) job posts per programme.',
    run: (db, scope) => searchJobCount(db, scope),
  }),

  scopedRoute<Body<typeof progCodesBody>>({
    ...jobReviewCalls.searchJobListAndStudentApplList,
    summary: "The MC's pending carousels: SUBMITTED posts and TEACHER_REVIEWING applications.",
    async run(db, scope) {
      // Spec 000 §6: only programmes where the caller is MODULE_CONVENER count.
      const mine = scope.progs.filter((p) => p.roles.includes('MODULE_CONVENER')).map((p) => p.cohortProgId);
      if (!mine.length) return { submittedJobList: [], submittedStudentList: [] };
      const [submittedJobList, submittedStudentList] = await Promise.all([
        submittedJobs(db, mine),
        reviewingApplications(db, mine),
      ]);
      return { submittedJobList, submittedStudentList };
    },
  }),

  scopedRoute<Body<typeof searchJobListBody>>({
    ...jobReviewCalls.searchJobList,
    summary: 'Active Job Postings (MC and PL): ACTIVE posts, filtered and sorted.',
    scope: (b) => ({ progCodes: b.progCodeList, cohortYear: b.cohortYear, need: 'convenerOrLeader' }),
    run: searchJobList,
  }),

  scopedRoute<Body<typeof searchAllJobListBody>>({
    ...jobReviewCalls.searchAllJobList,
    summary: 'All job posts of the selected programmes, paged and sorted.',
    run: searchAllJobList,
  }),

  defineRoute<Body<typeof jobIdBody>>({
    ...jobReviewCalls.searchById,
    summary: 'One job post with company, contact, assigned students and decision history.',
    auth: 'academic',
    handler: ({ db, actor, body }) => searchById(db, actor, body.jobId),
  }),

  defineRoute<Body<typeof partnerIdBody>>({
    ...jobReviewCalls.searchByPartnerId,
    summary: 'Company profile of an industry partner (Company Info).',
    auth: 'academic',
    handler: ({ db, body }) => companyProfile(db, body.partnerId),
  }),

  defineRoute<Body<typeof partnerIdBody>>({
    ...jobReviewCalls.searchPartnerContact,
    summary: "An industry partner's contact (the post's contact when partnerContactId is sent).",
    auth: 'academic',
    handler: ({ db, body }) => partnerContact(db, body.partnerId, body.partnerContactId),
  }),

  defineRoute<Body<typeof updateJobPostBody>>({
    ...jobReviewCalls.update,
    summary: 'Approve a SUBMITTED job post, or approve it with special arrangement (MC only).',
    auth: 'academic',
    permission: JOB_UPDATE,
    handler: ({ kernel, db, actor, body }) => reviewJobPost(kernel, db, actor, body),
  }),

  defineRoute<Body<typeof updateRejectBody>>({
    ...jobReviewCalls.updateReject,
    summary: 'Reject a SUBMITTED job post with an optional reason for the partner (MC only).',
    auth: 'academic',
    permission: JOB_UPDATE,
    handler: ({ kernel, db, actor, body }) => reviewJobPost(kernel, db, actor, body),
  }),

  defineRoute<Body<typeof searchJobApplByIdBody>>({
    ...jobReviewCalls.searchJobApplById,
    summary: 'One job application with attachments, IP requests, dialog remarks and history.',
    auth: 'academic',
    handler: async ({ db, actor, body, kernel }) =>
      withDownloadLinks(await searchJobApplById(db, actor, body.jobApplId), (path) =>
        path ? `/files/${path}?${kernel.files.suffix(path, actor.sessionId, DOWNLOAD_TTL_SECONDS)}` : null,
      ),
  }),

  defineRoute<Body<typeof updateJobApplStatusBody>>({
    ...jobReviewCalls.updateJobApplStatus,
    summary: 'Approve or reject a TEACHER_REVIEWING application (MC only).',
    auth: 'academic',
    permission: APPL_UPDATE,
    handler: ({ kernel, db, actor, body }) => decideApplication(kernel, db, actor, body),
  }),

  yearList(
    jobReviewCalls.searchNoApplictionsStudents,
    'noApplications',
    'Students with no accepted job offer, by study year, paged.',
  ),
  yearList(jobReviewCalls.searchAcademicTotalNumberStudent, 'all', 'All students, by study year, paged.'),
  yearList(
    jobReviewCalls.searchAcademicInProgressStudent,
    'inProgress',
    'Students with a job application in processing, by study year, paged.',
  ),

  defineRoute<Body<typeof cohortProgIdBody>>({
    ...jobReviewCalls.searchModule,
    summary: "The programme's modules with their status (Assessment card).",
    auth: 'academic',
    async handler({ db, actor, body }) {
      const roles = await rolesInCohortProg(db, actor, body.cohortProgId);
      if (!roles.length) throw forbidden('You hold no role in this programme.');
      return modulesOf(db, body.cohortProgId);
    },
  }),
];
