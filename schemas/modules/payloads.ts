/**
 * Payloads of the module-area calls (spec 002 §7 'Modules' and 'Assignments'), field names
 * exactly as the spec's (002 §3). Where the spec says a payload is 'not shown' (the assign/*
 * updates, the bulk changes) the shape is designed here and documented in /api/docs.
 *
 * The schemas check shapes and bound every field; a rule that has a spec message (hours, dates,
 * marks, names, required dialog values, the selection) is checked by plugins/modules/shared/'s
 * validators with that message, so those fields are not `required`, and a number the form typed
 * may come as its text (so "1e3" and "-1" are refused with the spec's words, not ajv's).
 */
import {
  ASSIGN_SHOW_STATUSES,
  ASSIGN_STATUSES,
  MODULE_LIMITS,
  STUDENT_MODULE_STATUSES,
  STUDENT_SHOW_STATUSES,
} from './limits.js';
import { insightChartBody } from '../core/charts.js';
import {
  date as isoDate,
  id,
  idOrNull,
  idPayload,
  orderBy,
  paging,
  payload,
  text,
  token,
  tokenOrNull,
  yn,
} from '../core/payloadParts.js';

/** YYYY-MM-DD, optionally with a time part, at most 40 characters; '' is none. */
const date = { type: isoDate.type, maxLength: 40, pattern: isoDate.pattern } as const;
/** A number as a form holds it: a JSON number, or the text typed (the shared rules read both). */
const typedNumber = {
  anyOf: [{ type: 'number', minimum: -1e9, maximum: 1e9 }, { type: 'string', maxLength: 20 }, { type: 'null' }],
} as const;

// ---- Modules ----

/**
 * academicModule/searchModule: the modules of a cohort programme (Module List cards). An academic
 * supervisor sees only modules with students assigned to them, whatever academicSupervisorUserId says.
 */
export const searchModuleBody = payload({
  /** The cohort programme; none: the selected programme (header X-Cohort-Prog-Id). */
  cohortProgId: idOrNull,
  /** Another academic's modules (programme leaders and conveners); an AS always gets their own. */
  academicSupervisorUserId: idOrNull,
  /** 'Search by Module Code, Module Name': a part of either. */
  moduleName: text(200),
  /** Module statuses to keep (none: all). */
  cohortModuleStatusList: {
    type: ['array', 'null'],
    maxItems: 10,
    items: { type: 'string', pattern: '^[A-Z_]{1,20}$' },
  },
  /** module_code, module_name or cohort_year, optionally followed by ' DESC'. */
  orderBy,
});

/**
 * academicModule/searchModuleById: one module with every counter of 002 §3, for the whole module
 * or one academic supervisor's students (the convener's 'Student Assigned' view sends their own
 * id). An academic supervisor who convenes nothing there always gets their own students' counters.
 */
export const searchModuleByIdBody = payload({ cohortModuleId: id, academicSupervisorUserId: idOrNull }, [
  'cohortModuleId',
]);

/** A call about one cohort module: searchAcademic, assign/searchAssign, searchAssignWeight, searchAssignList. */
export const cohortModuleIdBody = idPayload('cohortModuleId');

/** The Student List's filters (002 §2), shared by the list and its export. */
const studentFilters = {
  cohortModuleId: id,
  /** The counter the list was opened from (002 §2); '' or none: every student. */
  showStatus: { type: ['string', 'null'], enum: [...STUDENT_SHOW_STATUSES, '', null] },
  /** Student ID, or part of it (letters and digits). */
  studentAcctId: text(20),
  studentModuleStatusList: {
    type: ['array', 'null'],
    maxItems: STUDENT_MODULE_STATUSES.length,
    items: { type: 'string', enum: STUDENT_MODULE_STATUSES },
  },
  /** Sub group 0 to 9. */
  group: { type: ['integer', 'null'], minimum: 0, maximum: 9 },
  /** The assigned AS (not offered to an AS, who always sees only their own students). */
  academicSupervisorUserId: idOrNull,
  /**
   * student_acct_id, student_name, first_name, last_name, group, academic_supervisor_user_name,
   * submitted_assign_count, no_marks_assign_count, total_module_mark, status, and the sort names
   * of contributed figures (completed_wil_hours, pending_wpa_count, wpa_adjust_weight_count,
   * wpa_marks, exempted_hours) when their area is on; optionally followed by ' DESC'.
   */
  orderBy,
} as const;

/** academicModule/searchModuleStudent: one module's students, filtered, sorted and paged in SQL. */
export const searchModuleStudentBody = payload({ ...studentFilters, ...paging }, ['cohortModuleId']);

/** academicModule/exportModuleStudent: the Student List as .xlsx, with the screen's filters and sort. */
export const exportModuleStudentBody = payload(studentFilters, ['cohortModuleId']);

/** academicModule/searchModuleStudentById: the student summary of one student module. */
export const searchModuleStudentByIdBody = payload(
  {
    studentModuleId: id,
    /** The student's id (students.student_id): when sent, it must be the student module's. */
    studentId: idOrNull,
  },
  ['studentModuleId'],
);

/** One selected student module with the lastUpdatedDate its list row carried. */
const chosenStudent = payload(
  {
    studentModuleId: id,
    /** The row's concurrency token as listed: an older one than the row has is CONFLICT. */
    lastUpdatedDate: tokenOrNull,
  },
  ['studentModuleId'],
);

/** The selected students of a bulk change ('Please select the student first.' when empty). */
const studentModuleList = {
  type: ['array', 'null'],
  maxItems: MODULE_LIMITS.bulkMax,
  items: chosenStudent,
} as const;

/** academicModule/updateStudentModuleGroup: Edit Sub Group (module convener). */
export const updateStudentModuleGroupBody = payload(
  {
    cohortModuleId: id,
    /** The new sub group, 0 to 9 ('Sub Group is required.'). */
    group: { type: ['integer', 'null'], minimum: 0, maximum: 9 },
    studentModuleList,
  },
  ['cohortModuleId'],
);

/** academicModule/updateStudentModuleAS: Assign New AS (module convener). */
export const updateStudentModuleASBody = payload(
  {
    cohortModuleId: id,
    /** The new assigned AS: a userId of searchAcademic ('New Assigned-Academic Supervisor is required.'). */
    academicSupervisorUserId: idOrNull,
    studentModuleList,
  },
  ['cohortModuleId'],
);

/** academicModule/updateStudentModuleStatus: Change Status (the assigned AS of every selected student). */
export const updateStudentModuleStatusBody = payload(
  {
    cohortModuleId: id,
    /** The new status ('New Status is required.'). */
    status: { type: ['string', 'null'], enum: [...STUDENT_MODULE_STATUSES, '', null] },
    /** Kept with the change's events. */
    eventRemark: text(MODULE_LIMITS.eventRemarkMax),
    studentModuleList,
  },
  ['cohortModuleId'],
);

// ---- Assignments ----

/**
 * assign/updateCohortModule: the module parameters (Module Parameter dialog, module convener).
 * Hours optional (0 to 9999.99, 2 decimals); the expected dates required, commence not after end;
 * the display dates optional.
 */
export const updateCohortModuleBody = payload(
  {
    cohortModuleId: id,
    curriculumHours: typedNumber,
    otherLearningTrainingHours: typedNumber,
    expectedCommenceDate: date,
    expectedEndDate: date,
    /** When students see their marks. */
    markDisplayDate: date,
    /** When students see their WPAs. */
    wpaDisplayDate: date,
    /** When students see their WPA marks. */
    wpaMarkDisplayDate: date,
    /** The parameters' token as searchModuleById answered it (none: first save). */
    lastUpdatedDate: tokenOrNull,
  },
  ['cohortModuleId'],
);

/**
 * assign/updateAssign: adds (no cohortModuleAssignId) or edits one assignment of a module (module
 * convener). Use Turnitin Y sets the four check indicators to Y and the two exclude indicators to
 * N, whatever was sent (002 §5).
 */
export const updateAssignBody = payload(
  {
    cohortModuleAssignId: idOrNull,
    cohortModuleId: id,
    /** 1 to 10, one per assignment of the module. */
    assignSeq: { type: ['integer', 'null'], minimum: -1000, maximum: 1000 },
    assignName: text(200),
    /** The assignment's weight within the module's assignments, 0 to 100 (2 decimals). */
    assignWeight: typedNumber,
    assignDeadline: date,
    /** Y: the assignment is in use (a tab, counted in the module mark); N: kept but not used. */
    activeInd: yn,
    turnitinReqInd: yn,
    storeStudentPaperInd: yn,
    checkStoredPaperInd: yn,
    checkInternetInd: yn,
    checkJournalsInd: yn,
    excludeBibliographyInd: yn,
    excludeQuotedMaterialInd: yn,
    /** Exclude small matches: 8 to 99, or none. */
    excludeSmallMatches: typedNumber,
    /** The assignment's token (an edit); none for a new one. */
    lastUpdatedDate: tokenOrNull,
  },
  ['cohortModuleId'],
);

/** The assignment tab's filters (002 §2 'Assignment list', §7 assign/search), shared by the list and its export. */
const assignFilters = {
  cohortModuleAssignId: id,
  /** The counter the list was opened from: pendingReview (submitted, no mark) or overdue. */
  showStatus: { type: ['string', 'null'], enum: [...ASSIGN_SHOW_STATUSES, '', null] },
  assignStatusList: {
    type: ['array', 'null'],
    maxItems: ASSIGN_STATUSES.length,
    items: { type: 'string', enum: ASSIGN_STATUSES },
  },
  /** Y: only rows with no mark ('', N or none: every row). */
  withoutMarkFlag: { type: ['string', 'null'], enum: ['Y', 'N', '', null] },
  /** Student ID, or part of it (letters and digits). */
  studentAcctId: text(20),
  /** The assigned AS (an AS always sees only their own students). */
  academicSupervisorUserId: idOrNull,
  /** student_acct_id, student_name, first_name, last_name, submitted_date, assign_marks, marked_date, turnitin_score, status; optionally ' DESC'. */
  orderBy,
} as const;

/** assign/search: one assignment's student rows (a tab of the assignment list), paged and sorted in SQL. */
export const searchStudentAssignBody = payload({ ...assignFilters, ...paging }, ['cohortModuleAssignId']);

/** assign/export: one assignment tab as .xlsx with the screen's filters and sort. */
export const exportStudentAssignBody = payload(assignFilters, ['cohortModuleAssignId']);

/** assign/searchById: one student assignment (its Turnitin link, file and grading). */
export const studentModuleAssignIdBody = idPayload('studentModuleAssignId');

/**
 * assign/updateAssignMarks: Grading Confirm (the AS role, or the student's assigned AS). The mark
 * is required, 0 to 100 with 2 decimals; the date marked required; remarks up to 150.
 */
export const updateAssignMarksBody = payload(
  {
    studentModuleAssignId: id,
    assignMarks: typedNumber,
    markedDate: date,
    remarks: text(1000),
    /** The row's token as listed: an older one than the row has is CONFLICT naming who. */
    lastUpdatedDate: token,
  },
  ['studentModuleAssignId', 'lastUpdatedDate'],
);

/** assign/updateRemarks: the remarks of a student assignment alone (up to 150). */
export const updateRemarksBody = payload(
  {
    studentModuleAssignId: id,
    remarks: text(1000),
    lastUpdatedDate: token,
  },
  ['studentModuleAssignId', 'lastUpdatedDate'],
);

/** academicHome/searchModule (spec 000 §7): the Assessment card of the home. */
export const homeModulesBody = idPayload('cohortProgId');

/** The Module Summary's charts the module area draws (issue 38). */
export const MODULE_CHARTS = ['assignStatus', 'marks', 'hoursShare'] as const;

/** academicModule/searchModuleChart: one chart of one cohort module, for the module or one AS's students. */
export const searchModuleChartBody = payload(
  {
    cohortModuleId: id,
    academicSupervisorUserId: idOrNull,
    chart: { type: 'string', enum: MODULE_CHARTS },
  },
  ['cohortModuleId', 'chart'],
);

/** The Insights charts the module area draws (issue 38): assignments by status per module. */
export const MODULE_INSIGHT_CHARTS = ['assignStatus'] as const;

/**
 * academicModule/searchInsightChart (issue 38): one Insights chart across the modules of the
 * programmes read (the selected one unless progCodeList names others) in the cohort read.
 */
export const searchInsightChartBody = insightChartBody(MODULE_INSIGHT_CHARTS);
