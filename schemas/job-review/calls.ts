import { searchStudentListBody, studentYearListBody, yearCountsBody } from './students.js';
import { chartFigures } from '../core/charts.js';
import {
  decisionChartBody,
  jobIdBody,
  partnerIdBody,
  progCodesBody,
  searchAllJobListBody,
  searchJobListBody,
  updateJobPostBody,
  updateRejectBody,
} from './jobPosts.js';
import { searchApplBody, searchJobApplByIdBody, updateJobApplStatusBody } from './applications.js';
import { jobReviewReplies as r } from './replies.js';

/**
 * The job-review calls of spec 000 §7: path, payload and reply in one place. The server declares
 * its routes from these, and the screens' call functions take their types from them.
 */
export const jobReviewCalls = {
  searchStudentList: {
    path: 'academicHome/searchStudentList',
    body: searchStudentListBody,
    reply: r.searchStudentList,
  },
  searchAppl: { path: 'academicHome/searchAppl', body: searchApplBody, reply: r.searchAppl },
  searchYearStudent: { path: 'academicHome/searchYearStudent', body: yearCountsBody, reply: r.searchYearStudent },
  searchApplCount: { path: 'academicHome/searchApplCount', body: yearCountsBody, reply: r.searchApplCount },
  searchNoApplictionsStudentsCounts: {
    path: 'academicHome/searchNoApplictionsStudentsCounts',
    body: yearCountsBody,
    reply: r.searchNoApplictionsStudentsCounts,
  },
  searchJobCount: { path: 'academicHome/searchJobCount', body: progCodesBody, reply: r.searchJobCount },
  /** Beyond the spec (issue 38): the home's decisions per week over 12 weeks, and the median days waited. */
  searchDecisionChart: { path: 'academicHome/searchDecisionChart', body: decisionChartBody, reply: chartFigures },
  searchJobListAndStudentApplList: {
    path: 'academicHome/searchJobListAndStudentApplList',
    body: progCodesBody,
    reply: r.searchJobListAndStudentApplList,
  },
  searchJobList: { path: 'academicHome/searchJobList', body: searchJobListBody, reply: r.searchJobList },
  searchAllJobList: { path: 'academicHome/searchAllJobList', body: searchAllJobListBody, reply: r.searchAllJobList },
  searchById: { path: 'academicHome/searchById', body: jobIdBody, reply: r.searchById },
  searchByPartnerId: { path: 'academicHome/searchByPartnerId', body: partnerIdBody, reply: r.searchByPartnerId },
  searchPartnerContact: {
    path: 'partnerHome/searchPartnerContact',
    body: partnerIdBody,
    reply: r.searchPartnerContact,
  },
  update: { path: 'academicHome/update', body: updateJobPostBody, reply: r.update },
  updateReject: { path: 'academicHome/updateReject', body: updateRejectBody, reply: r.update },
  searchJobApplById: {
    path: 'academicHome/searchJobApplById',
    body: searchJobApplByIdBody,
    reply: r.searchJobApplById,
  },
  updateJobApplStatus: {
    path: 'academicHome/updateJobApplStatus',
    body: updateJobApplStatusBody,
    reply: r.updateJobApplStatus,
  },
  searchNoApplictionsStudents: {
    path: 'academicHome/searchNoApplictionsStudents',
    body: studentYearListBody,
    reply: r.studentYearList,
  },
  searchAcademicTotalNumberStudent: {
    path: 'academicHome/searchAcademicTotalNumberStudent',
    body: studentYearListBody,
    reply: r.studentYearList,
  },
  searchAcademicInProgressStudent: {
    path: 'academicHome/searchAcademicInProgressStudent',
    body: studentYearListBody,
    reply: r.studentYearList,
  },
} as const;
