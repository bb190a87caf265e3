import { chartFigures, insightChartCall } from '../core/charts.js';
import {
  cohortModuleIdBody,
  exportModuleStudentBody,
  exportStudentAssignBody,
  homeModulesBody,
  searchModuleBody,
  searchModuleByIdBody,
  searchModuleChartBody,
  searchInsightChartBody,
  searchModuleStudentBody,
  searchModuleStudentByIdBody,
  searchStudentAssignBody,
  studentModuleAssignIdBody,
  updateAssignBody,
  updateAssignMarksBody,
  updateCohortModuleBody,
  updateRemarksBody,
  updateStudentModuleASBody,
  updateStudentModuleGroupBody,
  updateStudentModuleStatusBody,
} from './payloads.js';
import {
  academicList,
  assignTabList,
  assignWeights,
  bulkSaved,
  cohortModule,
  cohortModuleAssign,
  cohortModuleAssignList,
  homeModules,
  moduleDetail,
  moduleListRow,
  studentAssignDetail,
  studentAssignPage,
  studentAssignRow,
  studentModuleDetail,
  studentModulePage,
} from './replies.js';
import { listOf } from '../core/replyParts.js';

/** The content type of the exports (the kernel's streaming .xlsx writer). */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The module area's calls (spec 002 §7 'Modules' and 'Assignments', and 000 §7's
 * academicHome/searchModule for the home's Assessment card): path, payload and answer in one
 * place. The server declares its routes from these, the screens call through them, and the API
 * tests too.
 *
 * Who may do what (002 §6, enforced by the server whatever the payload says): everyone with a
 * role in the module's programme reads; an academic supervisor who neither convenes nor leads
 * there sees only the students assigned to them. Module parameters, assignments, sub groups and
 * new AS: the module convener. Change Status: the assigned AS of every selected student. Grading:
 * an academic supervisor of the programme, or the student's assigned AS. A programme leader makes
 * no student change (FORBIDDEN). A change carrying a lastUpdatedDate older than the row's is
 * CONFLICT naming who changed it; a bulk change is all or none.
 */
export const modulesCalls = {
  // ---- Modules ----
  searchModule: {
    path: 'academicModule/searchModule',
    body: searchModuleBody,
    reply: listOf(moduleListRow),
    scope: { cohortProgId: 'cohortProgId' },
  },
  searchModuleById: { path: 'academicModule/searchModuleById', body: searchModuleByIdBody, reply: moduleDetail },
  /** Beyond the spec (issue 38): a Module Summary chart's figures from the module's counters. */
  searchModuleChart: { path: 'academicModule/searchModuleChart', body: searchModuleChartBody, reply: chartFigures },
  /**
   * Beyond the spec (issue 38): an Insights chart across the modules of the programmes read (the
   * selected one unless progCodeList names others), from the maintained per-assignment counters.
   */
  searchInsightChart: insightChartCall('academicModule/searchInsightChart', searchInsightChartBody),
  searchModuleStudent: {
    path: 'academicModule/searchModuleStudent',
    body: searchModuleStudentBody,
    reply: studentModulePage,
  },
  searchModuleStudentById: {
    path: 'academicModule/searchModuleStudentById',
    body: searchModuleStudentByIdBody,
    reply: studentModuleDetail,
  },
  searchAcademic: { path: 'academicModule/searchAcademic', body: cohortModuleIdBody, reply: academicList },
  updateStudentModuleGroup: {
    path: 'academicModule/updateStudentModuleGroup',
    body: updateStudentModuleGroupBody,
    reply: bulkSaved,
  },
  updateStudentModuleAS: {
    path: 'academicModule/updateStudentModuleAS',
    body: updateStudentModuleASBody,
    reply: bulkSaved,
  },
  updateStudentModuleStatus: {
    path: 'academicModule/updateStudentModuleStatus',
    body: updateStudentModuleStatusBody,
    reply: bulkSaved,
  },
  /** Beyond the spec (issue 28): the Student List as .xlsx with the screen's filters and sort. */
  exportModuleStudent: {
    path: 'academicModule/exportModuleStudent',
    body: exportModuleStudentBody,
    file: { contentType: XLSX_CONTENT_TYPE },
  },

  // ---- Assignments ----
  searchAssign: { path: 'assign/searchAssign', body: cohortModuleIdBody, reply: cohortModuleAssignList },
  searchAssignWeight: { path: 'assign/searchAssignWeight', body: cohortModuleIdBody, reply: assignWeights },
  updateAssign: { path: 'assign/updateAssign', body: updateAssignBody, reply: cohortModuleAssign },
  updateCohortModule: { path: 'assign/updateCohortModule', body: updateCohortModuleBody, reply: cohortModule },
  updateAssignMarks: { path: 'assign/updateAssignMarks', body: updateAssignMarksBody, reply: studentAssignRow },
  updateRemarks: { path: 'assign/updateRemarks', body: updateRemarksBody, reply: studentAssignRow },
  search: { path: 'assign/search', body: searchStudentAssignBody, reply: studentAssignPage },
  searchAssignList: { path: 'assign/searchAssignList', body: cohortModuleIdBody, reply: assignTabList },
  searchById: { path: 'assign/searchById', body: studentModuleAssignIdBody, reply: studentAssignDetail },
  /** Beyond the spec (issue 28): one assignment tab as .xlsx with the screen's filters and sort. */
  exportAssign: { path: 'assign/export', body: exportStudentAssignBody, file: { contentType: XLSX_CONTENT_TYPE } },
} as const;

/**
 * The home's Assessment card (000 §2, §7): apart from the screens' calls so that the home loads
 * only this one. The programme's modules with their status; each opens its Module Summary.
 */
export const modulesHomeCalls = {
  searchModule: {
    path: 'academicHome/searchModule',
    body: homeModulesBody,
    reply: homeModules,
    scope: { cohortProgId: 'cohortProgId' },
  },
} as const;
