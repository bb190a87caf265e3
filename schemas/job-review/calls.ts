import { searchStudentListBody, studentYearListBody, yearCountsBody } from './students.js';
import {
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

/** The scope fields of the lists (core/shared/scopeFields.ts): the programmes and cohort they read. */
const listScope = { progCodeList: 'progCodeList', cohortYear: 'cohortYear' } as const;
/** The per-study-year counts name their cohort currentCohortYear (spec 000 §7), or cohortYear. */
const countScope = { progCodeList: 'progCodeList', cohortYear: ['currentCohortYear', 'cohortYear'] } as const;
/** The student lists by study year name one programme (progCode) or several, and currentCohortYear. */
const yearListScope = { progCode: 'progCode', progCodeList: 'progCodeList', cohortYear: 'currentCohortYear' } as const;

/**
 * The job-review calls of spec 000 §7: path, payload and reply in one place. The server declares
 * its routes from these, and the screens' call functions take their types from them.
 */
export const jobReviewCalls = {
  searchStudentList: {
    path: 'academicHome/searchStudentList',
    body: searchStudentListBody,
    reply: r.searchStudentList,
    scope: listScope,
  },
  searchAppl: { path: 'academicHome/searchAppl', body: searchApplBody, reply: r.searchAppl, scope: listScope },
  searchYearStudent: {
    path: 'academicHome/searchYearStudent',
    body: yearCountsBody,
    reply: r.searchYearStudent,
    scope: countScope,
  },
  searchApplCount: {
    path: 'academicHome/searchApplCount',
    body: yearCountsBody,
    reply: r.searchApplCount,
    scope: countScope,
  },
  searchNoApplictionsStudentsCounts: {
    path: 'academicHome/searchNoApplictionsStudentsCounts',
    body: yearCountsBody,
    reply: r.searchNoApplictionsStudentsCounts,
    scope: countScope,
  },
  searchJobCount: {
    path: 'academicHome/searchJobCount',
    body: progCodesBody,
    reply: r.searchJobCount,
    scope: listScope,
  },
  searchJobListAndStudentApplList: {
    path: 'academicHome/searchJobListAndStudentApplList',
    body: progCodesBody,
    reply: r.searchJobListAndStudentApplList,
    scope: listScope,
  },
  searchJobList: {
    path: 'academicHome/searchJobList',
    body: searchJobListBody,
    reply: r.searchJobList,
    scope: listScope,
  },
  searchAllJobList: {
    path: 'academicHome/searchAllJobList',
    body: searchAllJobListBody,
    reply: r.searchAllJobList,
    scope: listScope,
  },
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
    // The cohort the screen reads in; the application's own programme is checked by its row.
    scope: { cohortYear: 'cohortYear' },
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
    scope: yearListScope,
  },
  searchAcademicTotalNumberStudent: {
    path: 'academicHome/searchAcademicTotalNumberStudent',
    body: studentYearListBody,
    reply: r.studentYearList,
    scope: yearListScope,
  },
  searchAcademicInProgressStudent: {
    path: 'academicHome/searchAcademicInProgressStudent',
    body: studentYearListBody,
    reply: r.studentYearList,
    scope: yearListScope,
  },
} as const;
