import { codeList, cohortYear, idList, progCodeList } from './common.js';
import {
  date,
  id,
  idOrNull,
  idPayload,
  orderBy,
  page,
  pageSize,
  payload,
  startRow,
  text,
  token,
  yn,
} from '../core/payloadParts.js';

const filters = {
  jobTitle: text(200),
  progCodeList,
  cohortYear,
  jobTypeList: codeList,
  positionTypeList: codeList,
  partnerIdList: idList,
  commenceStartDate: date,
  commenceEndDate: date,
  appDeadStartDate: date,
  appDeadEndDate: date,
  expEndDateStart: date,
  expEndDate: date,
  workLocIdList: idList,
} as const;

/** academicHome/searchJobList: Active Job Postings (MC and PL), answers postedList. */
export const searchJobListBody = payload({ ...filters, sortBy: orderBy });

/** academicHome/searchAllJobList: All Job Postings, paged. */
export const searchAllJobListBody = payload({
  ...filters,
  workLocId: idOrNull,
  page,
  pageSize,
  startRow,
  jobPostStatusList: codeList,
  orderBy,
});

export const progCodesBody = payload({ progCodeList, cohortYear });

export const jobIdBody = idPayload('jobId');

export const partnerIdBody = payload({ partnerId: id, partnerContactId: idOrNull }, ['partnerId']);

const studentList = {
  type: ['array', 'null'],
  maxItems: 500,
  items: payload(
    { assignToUserId: id, assignUserType: { type: ['string', 'null'], enum: ['PARTNER', 'ACADEMIC', null] } },
    ['assignToUserId'],
  ),
} as const;

/** What both decisions on a post carry: the post and its token, remark, comment and students. */
const decisionRequired = ['jobId', 'jobPostStatus', 'lastUpdatedDate'] as const;
const decisionFields = {
  jobId: id,
  lastUpdatedDate: token,
  eventRemark: text(250),
  additionalInfo: text(1000),
  studentList,
} as const;

/**
 * academicHome/update: approve (POSTED from the review page, ACTIVE from a list) or approve
 * with special arrangement (SPECIAL_ARRANGEMENT, or specialArrange Y).
 */
export const updateJobPostBody = payload(
  {
    ...decisionFields,
    lastApplyDate: date,
    jobPostStatus: { type: 'string', enum: ['POSTED', 'ACTIVE', 'SPECIAL_ARRANGEMENT'] },
    specialArrange: yn,
  },
  decisionRequired,
);

/** academicHome/updateReject: REVIEW_REJECT with an optional reason for the partner. */
export const updateRejectBody = payload(
  {
    ...decisionFields,
    jobPostStatus: { type: 'string', enum: ['REVIEW_REJECT'] },
    companyName: text(200),
    companyContactEmail: text(100),
  },
  decisionRequired,
);

/**
 * Sort options of the job lists (spec 000 §9), label key → server field: the home's Active Job
 * Postings and All Job Postings offer the same ones.
 */
export const JOB_SORTS: [string, string][] = [
  ['sort.jobPostStatus', 'job_post_status'],
  ['sort.jobMode', 'position_type'],
  ['sort.employmentType', 'job_type'],
  ['sort.ipCompany', 'company_name'],
  ['sort.workLocation', 'work_loc_val'],
  ['sort.expectedDate', 'exp_commence_date'],
  ['sort.studentApplied', 'studentApplQty DESC'],
  ['sort.applicationDeadline', 'last_apply_date'],
];

/** The home's job review charts (issue 38). */
export const DECISION_CHARTS = ['posts', 'applications', 'waiting'] as const;

/** academicHome/searchDecisionChart: one home chart of the programmes read (as searchJobCount reads them). */
export const decisionChartBody = payload(
  { chart: { type: 'string', enum: DECISION_CHARTS }, progCodeList, cohortYear },
  ['chart'],
);
