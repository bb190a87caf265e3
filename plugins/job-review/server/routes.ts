import type { JobReviewDb } from './area.js';
import { type ServerRoute } from '@core/server/plugin.js';
import { defineRoute } from './area.js';
import type { Scope } from '@core/server/auth/scope.js';
import type { PayloadOf } from '@core/shared/callSpec.js';
import { jobReviewCalls } from '@schemas/job-review/calls.js';
import { jobReviewContract } from '@schemas/job-review/contract.js';
import { permission } from '@schemas/core/contract.js';
import { DOWNLOAD_TTL_SECONDS } from './downloadLinks.js';
import {
  searchInProgressCounts,
  searchNoApplicationsCounts,
  searchStudentList,
  searchStudentsByYear,
  searchYearStudent,
  type StudentListKind,
} from './services/students.js';
import {
  NO_POST,
  postProgramme,
  reviewJobPost,
  searchAllJobList,
  searchById,
  searchJobCount,
  searchJobList,
  submittedJobs,
} from './services/jobPosts.js';
import { decideApplication, reviewingApplications, searchAppl, searchJobApplById } from './services/applications.js';
import { companyProfile, partnerContact } from './services/partners.js';

const { jobReview, applReview } = jobReviewContract.functions;
const JOB_UPDATE = permission(jobReview, 'canUpdate');
const APPL_UPDATE = permission(applReview, 'canUpdate');

/**
 * The handler of a list on the programmes and cohort its payload names: the kernel has resolved
 * the spec's scope fields (core/server/auth/scope.ts: FORBIDDEN outside the caller's roles; none
 * named, the selected programme) before the handler; the service gets what they resolved to.
 */
const scoped =
  <P, T>(run: (db: JobReviewDb, scope: Scope, body: P) => Promise<T>) =>
  ({ db, body, scope }: { db: JobReviewDb; body: P; scope: { resolved: Scope } }) =>
    run(db, scope.resolved, body);

/** The three student lists by study year share one payload; only the list differs. */
const yearList = (kind: StudentListKind) =>
  scoped((db, scope, body: PayloadOf<typeof jobReviewCalls.searchAcademicTotalNumberStudent>) =>
    searchStudentsByYear(db, scope, kind, body),
  );

/** The three per-study-year count calls share one payload; only the count differs. */
const yearCounts = <T>(count: (db: JobReviewDb, scope: Scope) => Promise<T>) =>
  scoped((db, scope, _body: PayloadOf<typeof jobReviewCalls.searchYearStudent>) => count(db, scope));

/** The academic back-office calls of spec 000 §7 that review job posts and applications. */
export const jobReviewRoutes: readonly ServerRoute[] = [
  defineRoute({
    ...jobReviewCalls.searchStudentList,
    summary: 'Students of the programme by ID or name, comma separated (Assigned Students dialog).',
    auth: 'academic',
    async handler({ db, body, scope }) {
      // With a post named, its programme's students: the post's row checked like any row.
      const read = body.jobId ? await scope.rowScope(await postProgramme(db, body.jobId), NO_POST) : scope.resolved;
      return searchStudentList(db, read, body);
    },
  }),

  defineRoute({
    ...jobReviewCalls.searchAppl,
    summary: 'Job applications of the selected programmes, paged and sorted.',
    auth: 'academic',
    handler: scoped(searchAppl),
  }),

  defineRoute({
    ...jobReviewCalls.searchYearStudent,
    summary: 'Students per study year (total, Year 1 to 3, Year 4+).',
    auth: 'academic',
    handler: yearCounts(searchYearStudent),
  }),
  defineRoute({
    ...jobReviewCalls.searchApplCount,
    summary: 'Students with a job application in processing, per study year.',
    auth: 'academic',
    handler: yearCounts(searchInProgressCounts),
  }),
  defineRoute({
    ...jobReviewCalls.searchNoApplictionsStudentsCounts,
    summary: 'Students with no accepted job offer, per study year.',
    auth: 'academic',
    handler: yearCounts(searchNoApplicationsCounts),
  }),

  defineRoute({
    ...jobReviewCalls.searchJobCount,
    summary: 'Active (postedNum) and pending (submittedNum) job posts per programme.',
    auth: 'academic',
    handler: scoped((db, scope) => searchJobCount(db, scope)),
  }),

  defineRoute({
    ...jobReviewCalls.searchJobListAndStudentApplList,
    summary: "The MC's pending carousels: SUBMITTED posts and TEACHER_REVIEWING applications.",
    auth: 'academic',
    handler: scoped(async (db, scope) => {
      // Spec 000 §6: only programmes where the caller is MODULE_CONVENER count.
      const mine = scope.progs.filter((p) => p.roles.includes('MODULE_CONVENER')).map((p) => p.cohortProgId);
      if (!mine.length) return { submittedJobList: [], submittedStudentList: [] };
      const [submittedJobList, submittedStudentList] = await Promise.all([
        submittedJobs(db, mine),
        reviewingApplications(db, mine),
      ]);
      return { submittedJobList, submittedStudentList };
    }),
  }),

  defineRoute({
    ...jobReviewCalls.searchJobList,
    summary: 'Active Job Postings (MC and PL): ACTIVE posts, filtered and sorted.',
    auth: 'academic',
    scopeRoles: ['MODULE_CONVENER', 'PROGRAMME_LEADER'],
    handler: scoped(searchJobList),
  }),

  defineRoute({
    ...jobReviewCalls.searchAllJobList,
    summary: 'All job posts of the selected programmes, paged and sorted.',
    auth: 'academic',
    handler: scoped(searchAllJobList),
  }),

  defineRoute({
    ...jobReviewCalls.searchById,
    summary: 'One job post with company, contact, assigned students and decision history.',
    auth: 'academic',
    handler: ({ db, actor, body }) => searchById(db, actor, body.jobId),
  }),

  defineRoute({
    ...jobReviewCalls.searchByPartnerId,
    summary: 'Company profile of an industry partner (Company Info).',
    auth: 'academic',
    handler: ({ db, body }) => companyProfile(db, body.partnerId),
  }),

  defineRoute({
    ...jobReviewCalls.searchPartnerContact,
    summary: "An industry partner's contact (the post's contact when partnerContactId is sent).",
    auth: 'academic',
    handler: ({ db, body }) => partnerContact(db, body.partnerId, body.partnerContactId),
  }),

  defineRoute({
    ...jobReviewCalls.update,
    summary: 'Approve a SUBMITTED job post, or approve it with special arrangement (MC only).',
    auth: 'academic',
    permission: JOB_UPDATE,
    handler: ({ kernel, db, actor, body }) => reviewJobPost(kernel, db, actor, body),
  }),

  defineRoute({
    ...jobReviewCalls.updateReject,
    summary: 'Reject a SUBMITTED job post with an optional reason for the partner (MC only).',
    auth: 'academic',
    permission: JOB_UPDATE,
    handler: ({ kernel, db, actor, body }) => reviewJobPost(kernel, db, actor, body),
  }),

  defineRoute({
    ...jobReviewCalls.searchJobApplById,
    summary: 'One job application with attachments, IP requests, dialog remarks and history.',
    auth: 'academic',
    handler: ({ db, actor, body, kernel }) =>
      searchJobApplById(db, actor, body.jobApplId, (path) =>
        path ? `/files/${path}?${kernel.files.suffix(path, actor.sessionId, DOWNLOAD_TTL_SECONDS)}` : null,
      ),
  }),

  defineRoute({
    ...jobReviewCalls.updateJobApplStatus,
    summary: 'Approve or reject a TEACHER_REVIEWING application (MC only).',
    auth: 'academic',
    permission: APPL_UPDATE,
    handler: ({ kernel, db, actor, body }) => decideApplication(kernel, db, actor, body),
  }),

  defineRoute({
    ...jobReviewCalls.searchNoApplictionsStudents,
    summary: 'Students with no accepted job offer, by study year, paged.',
    auth: 'academic',
    handler: yearList('noApplications'),
  }),
  defineRoute({
    ...jobReviewCalls.searchAcademicTotalNumberStudent,
    summary: 'All students, by study year, paged.',
    auth: 'academic',
    handler: yearList('all'),
  }),
  defineRoute({
    ...jobReviewCalls.searchAcademicInProgressStudent,
    summary: 'Students with a job application in processing, by study year, paged.',
    auth: 'academic',
    handler: yearList('inProgress'),
  }),
];
