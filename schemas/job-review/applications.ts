import {
  codeList,
  cohortYear,
  id,
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

/** academicHome/searchAppl: applications of the selected programmes, paged and sorted. */
export const searchApplBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page,
    startRow,
    pageSize,
    jobApplStatusList: codeList,
    progCodeList,
    cohortYear,
    orderBy,
    jobId: idOrNull,
    jobTitle: text(200),
    studentAcctId: text(50),
    studentName: text(200),
    /** One box that matches job ID, job title, student ID or student name. */
    keyword: text(200),
  },
} as const;

export const searchJobApplByIdBody = {
  type: 'object',
  required: ['jobApplId'],
  additionalProperties: false,
  properties: { jobApplId: id, cohortYear },
} as const;

/** academicHome/updateJobApplStatus: approve (PEND_IP_RECEIPT / SPECIAL_ARRANGEMENT) or reject. */
export const updateJobApplStatusBody = {
  type: 'object',
  required: ['jobApplId', 'jobApplStatus'],
  additionalProperties: false,
  properties: {
    jobApplStatus: { type: 'string', enum: ['PEND_IP_RECEIPT', 'SPECIAL_ARRANGEMENT', 'REJECTED'] },
    jobApplId: id,
    jobId: idOrNull,
    studentEmail: text(100),
    studentName: text(200),
    eventRemark: text(250),
    mcCommentsToStudent: text(250),
    specialArrange: yn,
    lastUpdatedDate: { ...timestamp, type: ['string', 'null'] },
  },
} as const;
