import type { FromSchema } from 'json-schema-to-ts';
import type { ReplyOf } from '@core/client/data/call';
import type { jobReviewCalls } from '@schemas/job-review/calls';
import type { areaOptionsReply } from '@schemas/core/reference';
import type {
  applicationDetail,
  applicationRow,
  jobPostDetail,
  jobPostRow,
  studentRow,
} from '@schemas/job-review/replies';

/** The job-review screens' data, typed from the reply schemas the server serialises with. */

export type JobPostRow = FromSchema<typeof jobPostRow>;
export type JobPostDetail = FromSchema<typeof jobPostDetail>;
/** A post as a card or row shows it; the review page has the detail's fields too. */
export type JobPost = JobPostRow & Partial<JobPostDetail>;
export type AssignedStudent = JobPostDetail['studentList'][number];
type PostEvent = JobPostDetail['eventList'][number];
/** A row of a decision history: post events carry the arrangement remark, application events their type. */
export type HistoryEvent = Pick<PostEvent, 'fromStatus' | 'toStatus' | 'eventRemark' | 'eventDate' | 'actorName'> & {
  specialRemark?: string | null;
  eventType?: string | null;
};

export type ApplicationRow = FromSchema<typeof applicationRow>;
export type ApplicationDetail = FromSchema<typeof applicationDetail>;
export type JobApplication = ApplicationRow & Partial<ApplicationDetail>;
export type ApplAnnex = ApplicationDetail['jobApplAnnexModelList'][number];

export type StudentRow = FromSchema<typeof studentRow>;
export type Candidate = ReplyOf<typeof jobReviewCalls.searchStudentList>['list'][number];
export type CompanyProfile = ReplyOf<typeof jobReviewCalls.searchByPartnerId>;
export type PartnerContact = ReplyOf<typeof jobReviewCalls.searchPartnerContact>;
export type Area = FromSchema<typeof areaOptionsReply>[number];

export interface PageOf<T> {
  list: T[];
  total: number;
}
