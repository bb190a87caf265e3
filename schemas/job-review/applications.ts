import { codeList, cohortYear, progCodeList } from './common.js';
import { id, idOrNull, orderBy, paging, payload, text, token, yn } from '../core/payloadParts.js';

/** academicHome/searchAppl: applications of the selected programmes, paged and sorted. */
export const searchApplBody = payload({
  ...paging,
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
});

export const searchJobApplByIdBody = payload({ jobApplId: id, cohortYear }, ['jobApplId']);

/** academicHome/updateJobApplStatus: approve (PEND_IP_RECEIPT / SPECIAL_ARRANGEMENT) or reject. */
export const updateJobApplStatusBody = payload(
  {
    jobApplStatus: { type: 'string', enum: ['PEND_IP_RECEIPT', 'SPECIAL_ARRANGEMENT', 'REJECTED'] },
    jobApplId: id,
    jobId: idOrNull,
    studentEmail: text(100),
    studentName: text(200),
    eventRemark: text(250),
    mcCommentsToStudent: text(250),
    specialArrange: yn,
    lastUpdatedDate: { ...token, type: ['string', 'null'] },
  },
  ['jobApplId', 'jobApplStatus'],
);
