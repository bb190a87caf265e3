import type { Replyable, ReplyOf } from '@core/shared/callSpec.js';
import type { jobReviewCalls } from '@schemas/job-review/calls.js';

type Reply<K extends keyof typeof jobReviewCalls> = ReplyOf<(typeof jobReviewCalls)[K]>;

// The rows the services' statements select, typed as the calls' reply schemas declare them (a
// Date where a schema says string): the SQL names exactly these columns, and a handler's answer
// is checked against the same schema (core/server/plugin.ts defineRoute).

/** A job post card or list row (spec 000 §3 'Job post'). */
export type JobPostCard = Replyable<Reply<'searchAllJobList'>['list'][number]>;
/** academicHome/searchById's answer. */
export type JobPostDetail = Replyable<Reply<'searchById'>>;
/** A job application list row. */
export type ApplicationRow = Replyable<Reply<'searchAppl'>['list'][number]>;
/** academicHome/searchJobApplById's answer. */
export type ApplicationDetail = Replyable<Reply<'searchJobApplById'>>;
/** A student of the lists by study year. */
export type StudentRow = Replyable<Reply<'searchAcademicTotalNumberStudent'>['list'][number]>;
/** A student of the Assigned Students dialog's search. */
export type CandidateRow = Replyable<Reply<'searchStudentList'>['list'][number]>;
/** One programme's post counts. */
export type JobCountRow = Replyable<Reply<'searchJobCount'>[number]>;
