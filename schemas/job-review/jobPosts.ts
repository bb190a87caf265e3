import {
  codeList,
  cohortYear,
  date,
  id,
  idList,
  idOrNull,
  orderBy,
  page,
  pageSize,
  progCodeList,
  startRow,
  text,
  timestamp,
  yn,
} from './common.js';

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
export const searchJobListBody = {
  type: 'object',
  additionalProperties: false,
  properties: { ...filters, sortBy: orderBy },
} as const;

/** academicHome/searchAllJobList: All Job Postings, paged. */
export const searchAllJobListBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...filters,
    workLocId: idOrNull,
    page,
    pageSize,
    startRow,
    jobPostStatusList: codeList,
    orderBy,
  },
} as const;

export const progCodesBody = {
  type: 'object',
  additionalProperties: false,
  properties: { progCodeList, cohortYear },
} as const;

export const jobIdBody = {
  type: 'object',
  required: ['jobId'],
  additionalProperties: false,
  properties: { jobId: id },
} as const;

export const partnerIdBody = {
  type: 'object',
  required: ['partnerId'],
  additionalProperties: false,
  properties: { partnerId: id, partnerContactId: idOrNull },
} as const;

const studentList = {
  type: ['array', 'null'],
  maxItems: 500,
  items: {
    type: 'object',
    required: ['assignToUserId'],
    additionalProperties: false,
    properties: {
      assignToUserId: id,
      assignUserType: { type: ['string', 'null'], enum: ['PARTNER', 'ACADEMIC', null] },
    },
  },
} as const;

/** What both decisions on a post carry: the post and its token, remark, comment and students. */
const decisionRequired = ['jobId', 'jobPostStatus', 'lastUpdatedDate'] as const;
const decisionFields = {
  jobId: id,
  lastUpdatedDate: timestamp,
  eventRemark: text(250),
  additionalInfo: text(1000),
  studentList,
} as const;

/**
 * academicHome/update: approve (POSTED from the review page, ACTIVE from a list) or approve
 * with special arrangement (SPECIAL_ARRANGEMENT, or specialArrange Y).
 */
export const updateJobPostBody = {
  type: 'object',
  required: decisionRequired,
  additionalProperties: false,
  properties: {
    ...decisionFields,
    lastApplyDate: date,
    jobPostStatus: { type: 'string', enum: ['POSTED', 'ACTIVE', 'SPECIAL_ARRANGEMENT'] },
    specialArrange: yn,
  },
} as const;

/** academicHome/updateReject: REVIEW_REJECT with an optional reason for the partner. */
export const updateRejectBody = {
  type: 'object',
  required: decisionRequired,
  additionalProperties: false,
  properties: {
    ...decisionFields,
    jobPostStatus: { type: 'string', enum: ['REVIEW_REJECT'] },
    companyName: text(200),
    companyContactEmail: text(100),
  },
} as const;

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
export const decisionChartBody = {
  type: 'object',
  required: ['chart'],
  additionalProperties: false,
  properties: { chart: { type: 'string', enum: DECISION_CHARTS }, progCodeList, cohortYear },
} as const;
