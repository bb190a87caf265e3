import type { updateJob, updateReject } from '../calls';
import type { JobPost } from '../types';
import type { JobDecision, ReviewExtras } from './useJobDecision';

type RejectPayload = Parameters<typeof updateReject>[0];
type ApprovePayload = Parameters<typeof updateJob>[0];

/** The rejection as the review page sends it (with extras) or the list variant (without). */
export function rejectPayload(j: JobPost, remark: string, ex: ReviewExtras | null): RejectPayload {
  // A post always carries its token; an empty one is refused like a stale one.
  const lastUpdatedDate = j.lastUpdatedDate ?? '';
  return ex
    ? {
        ...j,
        lastUpdatedDate,
        jobPostStatus: 'REVIEW_REJECT',
        additionalInfo: ex.additionalInfo,
        eventRemark: remark,
        studentList: ex.studentList,
        companyContactEmail: j.contactEmail ?? '',
      }
    : {
        jobId: j.jobId,
        lastUpdatedDate,
        companyName: j.companyName ?? '',
        companyContactEmail: j.contactEmail ?? '',
        jobPostStatus: 'REVIEW_REJECT',
        eventRemark: remark,
      };
}

/** The approval, with or without special arrangement, in the same two variants. */
export function approvePayload(
  j: JobPost,
  what: Exclude<JobDecision, 'reject'>,
  remark: string,
  ex: ReviewExtras | null,
): ApprovePayload {
  const arrangement = what === 'arrangement';
  const lastUpdatedDate = j.lastUpdatedDate ?? '';
  return ex
    ? {
        ...j,
        lastUpdatedDate,
        jobPostStatus: arrangement ? 'SPECIAL_ARRANGEMENT' : 'POSTED',
        additionalInfo: ex.additionalInfo,
        eventRemark: remark,
        specialRemark: arrangement ? remark : '',
        studentList: ex.studentList,
        specialArrange: arrangement ? 'Y' : 'N',
      }
    : {
        jobId: j.jobId,
        lastUpdatedDate,
        lastApplyDate: j.lastApplyDate,
        jobPostStatus: arrangement ? 'SPECIAL_ARRANGEMENT' : 'ACTIVE',
        specialArrange: arrangement ? 'Y' : 'N',
        eventRemark: remark,
        studentList: [],
      };
}
