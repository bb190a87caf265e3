/**
 * Replies of the module-area calls (the `object` of each answer), field names as the spec's (002
 * §3), as the serializer writes them: a field missing here never reaches a screen. Dates are ISO
 * text ('YYYY-MM-DD' for dates, a timestamp for lastUpdatedDate, the concurrency token to send
 * back with a change); hours and marks are numbers.
 *
 * The objects marked `extendedBy(point)` receive the figures other areas contribute at the
 * module area's points (modules.studentFacts, modules.moduleFacts): present, and in /api/docs,
 * only while the contributing area is on.
 */
import { bool, count, id, int, listOf, num, pageOf, record, str, text } from '../core/replyParts.js';
import { extendedBy } from '../core/contract.js';
import { modulesContract } from './contract.js';

const strList = { type: 'array', items: { type: 'string' } } as const;

/** A cohort module with its parameters (002 §3 'Cohort module'): the module card and the parameter dialog. */
const cohortModuleFields = {
  cohortModuleId: id,
  moduleId: id,
  cohortId: id,
  cohortProgId: id,
  cohortYear: id,
  moduleCode: str,
  moduleName: str,
  progCode: str,
  progTitle: str,
  /** The module's status (the kernel's cohort module: ACTIVE while it runs, COMPLETED after). */
  status: str,
  moduleConvenerName: text,
  curriculumHours: num,
  otherLearningTrainingHours: num,
  expectedCommenceDate: text,
  expectedEndDate: text,
  markDisplayDate: text,
  wpaDisplayDate: text,
  wpaMarkDisplayDate: text,
  /** The parameters' concurrency token (null until they are first saved). */
  lastUpdatedDate: text,
} as const;

export const cohortModule = record(cohortModuleFields);

/** academicModule/searchModule: one card per module. */
export const moduleListRow = record({
  ...cohortModuleFields,
  /** Students of the module the caller sees (an AS: their own). */
  enrolled: count,
});

/**
 * academicModule/searchModuleById: the module with every counter of 002 §3, counted over the whole
 * module or one AS's students (academicSupervisorUserId). Counters other areas own (WPA, key
 * documents) are contributed at modules.moduleFacts.
 */
export const moduleDetail = {
  ...record({
    ...cohortModuleFields,
    /** The caller's roles in the module's cohort programme. */
    roleCodes: strList,
    /** Whose students the counters count: an AS's user id, or null for the whole module. */
    academicSupervisorUserId: int,
    enrolled: count,
    completedModuleCount: count,
    /** Students with at least one overdue assignment (-> moduleStudentList/overdueAssign). */
    overdueAssignStudentCount: count,
    /** Submitted assignments (SUBMITTED, SUBMITTED_LATE) with no mark yet: pending review (-> assignmentList/pendingReview). */
    noMarksAssignCount: count,
    /** Overdue student assignments (-> assignmentList/overdue). */
    overdueAssignCount: count,
    /** Active assignments of the module. */
    assignCount: count,
    /**
     * '<50% WIL hours attained': students whose completed WIL hours are under half of the hours
     * they need (-> moduleStudentList/completedWilHoursLess). Null while no area contributes
     * completedWilHours (the WPA area is off).
     */
    completedWilHoursLessCount: int,
  }),
  ...extendedBy(modulesContract.points.moduleFacts),
} as const;

/** The student module's own fields (002 §3 'Student module'): a Student List row. */
const studentModuleFields = {
  studentModuleId: id,
  cohortModuleId: id,
  studentId: id,
  studentAcctId: str,
  firstName: text,
  lastName: text,
  /** Sub group 0 to 9 (null: none yet). */
  group: int,
  academicSupervisorUserId: int,
  academicSupervisorUserName: text,
  /** Assignments SUBMITTED or SUBMITTED_LATE. */
  submittedAssignCount: count,
  /** Submitted assignments with no mark yet (pending review). */
  noMarksAssignCount: count,
  /** Assignments overdue. */
  overdueAssignCount: count,
  /** The total module mark out of 100, 2 decimals (docs/DECISIONS.md 'Issue 28'); null before any mark. */
  totalModuleMark: num,
  /** The grade of the total module mark (000 §5's scale); null with it. */
  grade: text,
  status: str,
  /** The row's concurrency token: send it back with a bulk change. */
  lastUpdatedDate: str,
} as const;

/** One Student List row, with the figures contributed at modules.studentFacts. */
export const studentModuleRow = {
  ...record(studentModuleFields),
  ...extendedBy(modulesContract.points.studentFacts),
} as const;

/** academicModule/searchModuleStudent: `{ list, total }`. */
export const studentModulePage = pageOf(studentModuleRow);

/** How an assignment is shown wherever it is listed: its sequence, name, weight and deadline. */
const assignNamed = { assignSeq: id, assignName: str, assignWeight: num, assignDeadline: text } as const;

/** One assignment of a student, as the student summary's assignments table shows it. */
export const studentAssignSummary = record({
  studentModuleAssignId: id,
  cohortModuleAssignId: id,
  ...assignNamed,
  submittedDate: text,
  assignMarks: num,
  markedDate: text,
  turnitinScore: num,
  status: str,
});

/** academicModule/searchModuleStudentById: the student summary (002 §2, §3). */
export const studentModuleDetail = {
  ...record({
    ...studentModuleFields,
    cohortProgId: id,
    moduleCode: str,
    moduleName: str,
    progCode: str,
    progTitle: str,
    cohortYear: id,
    moduleConvenerName: text,
    curriculumHours: num,
    otherLearningTrainingHours: num,
    markDisplayDate: text,
    wpaDisplayDate: text,
    wpaMarkDisplayDate: text,
    /** Curriculum hours less exempted hours (when contributed), never below 0. */
    neededWilHours: num,
    /** Completed over needed WIL hours in percent, 100 when none are needed; null while completedWilHours is not contributed. */
    completedHoursPercent: num,
    /** The caller's roles in the module's cohort programme. */
    roleCodes: strList,
    studentModuleAssignModelList: listOf(studentAssignSummary),
  }),
  ...extendedBy(modulesContract.points.studentFacts),
} as const;

/** academicModule/searchAcademic: the academic supervisors of the module's programme (Assign New AS, the AS filter). */
export const academicList = listOf(record({ userId: id, userName: str }));

/** The saved rows of a bulk change, with their new tokens. */
export const bulkSaved = record({
  updated: count,
  list: listOf(record({ studentModuleId: id, lastUpdatedDate: str })),
});

/** A cohort module assignment (002 §3 'Cohort module assignment'). */
export const cohortModuleAssign = record({
  cohortModuleAssignId: id,
  cohortModuleId: id,
  ...assignNamed,
  activeInd: str,
  turnitinReqInd: str,
  storeStudentPaperInd: str,
  checkStoredPaperInd: str,
  checkInternetInd: str,
  checkJournalsInd: str,
  excludeBibliographyInd: str,
  excludeQuotedMaterialInd: str,
  excludeSmallMatches: int,
  lastUpdatedDate: str,
});

/** assign/searchAssign: every assignment of the module, active or not, by sequence (the parameter dialog). */
export const cohortModuleAssignList = listOf(cohortModuleAssign);

/** assign/searchAssignList: the module's active assignments, one tab each, with the caller's counts. */
export const assignTabList = listOf(
  record({
    cohortModuleAssignId: id,
    cohortModuleId: id,
    ...assignNamed,
    turnitinReqInd: str,
    /** Rows of the caller's students (an AS: their own). */
    studentCount: count,
    submittedCount: count,
    /** Submitted with no mark. */
    pendingReviewCount: count,
    overdueCount: count,
  }),
);

/**
 * assign/searchAssignWeight: the module's assignment weights (assignment1Weight … assignment10Weight
 * by sequence, 002 §3) and the programme's weightings the total module mark uses (null while the
 * programme has none, or the programmes area is off).
 */
export const assignWeights = record({
  cohortModuleId: id,
  assignment1Weight: num,
  assignment2Weight: num,
  assignment3Weight: num,
  assignment4Weight: num,
  assignment5Weight: num,
  assignment6Weight: num,
  assignment7Weight: num,
  assignment8Weight: num,
  assignment9Weight: num,
  assignment10Weight: num,
  /** The active assignments' weights added up. */
  assignWeightTotal: num,
  assignment1LogWeighting: num,
  assignment2FinalReportWeighting: num,
  assignment3OtherWeighting: num,
  wpaWeighting: num,
});

/** A student assignment (002 §3 'Student assignment'): a row of an assignment tab. */
const studentAssignFields = {
  studentModuleAssignId: id,
  cohortModuleAssignId: id,
  studentModuleId: id,
  cohortModuleId: id,
  assignSeq: id,
  assignName: str,
  assignDeadline: text,
  submittedDate: text,
  assignMarks: num,
  remarks: text,
  markedDate: text,
  turnitinReqInd: str,
  turnitinScore: num,
  /** COMPLETE once the similarity report is in. */
  similarityStatus: text,
  fileName: text,
  /** BLANK, WIP, SUBMITTED, SUBMITTED_LATE or OVERDUE (a BLANK or WIP row past its deadline is OVERDUE). */
  status: str,
  firstName: text,
  lastName: text,
  studentAcctId: str,
  /** The assigned AS's name. */
  userName: text,
  academicSupervisorUserId: int,
  /** The caller may confirm a grade here (the row is gradable and they are an AS there or its assigned AS). */
  canGrade: bool,
  lastUpdatedDate: str,
} as const;

export const studentAssignRow = record(studentAssignFields);

/** assign/search: `{ list, total }`. */
export const studentAssignPage = pageOf(studentAssignRow);

/** assign/searchById: the row with its Turnitin link (opened in a new tab) and submission. */
export const studentAssignDetail = record({
  ...studentAssignFields,
  turnitinUrl: text,
  submissionId: text,
  filePath: text,
  /** A signed link to the submitted file, when there is one. */
  fileUrl: text,
});

/** academicHome/searchModule: the home's Assessment card (000 §2). */
export const homeModules = listOf(record({ cohortModuleId: id, moduleCode: text, moduleName: text, status: text }));
