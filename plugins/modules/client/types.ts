/**
 * The module area's data as its screens use it (spec 002 §3).
 * INTERIM: written from the spec until schemas/modules/calls.ts lands; then these become
 * `ReplyOf<typeof modulesCalls.x>` types, so the screens take their types from the call specs.
 */

export interface CohortModule {
  cohortModuleId: number;
  moduleId?: number;
  cohortId?: number;
  cohortProgId?: number;
  cohortYear: number;
  moduleCode: string;
  moduleName: string;
  progCode?: string;
  progTitle?: string | null;
  status: string;
  curriculumHours?: number | null;
  otherLearningTrainingHours?: number | null;
  expectedCommenceDate?: string | null;
  expectedEndDate?: string | null;
  markDisplayDate?: string | null;
  wpaDisplayDate?: string | null;
  wpaMarkDisplayDate?: string | null;
  moduleConvenerName?: string | null;
  lastUpdatedDate?: string | null;
  enrolled?: number;
  completedModuleCount?: number;
  overdueAssignStudentCount?: number;
  completedWilHoursLessCount?: number;
  noMarksAssignCount?: number;
  overdueAssignCount?: number;
  pendingReviewAssignCount?: number;
  // Contributed by other areas (modules.moduleFacts): absent when their plugin is off.
  exemptedHoursCount?: number | null;
  noAcceptedWpaStudentCount?: number | null;
  workPerformanceMark?: number | null;
  acceptedWpaCount?: number | null;
  pendingSendWpaCount?: number | null;
  sendToIsWpaCount?: number | null;
  sendToIsOverWpaCount?: number | null;
  pendingReviewWpaCount?: number | null;
}

export interface StudentModuleRow {
  studentModuleId: number;
  cohortModuleId?: number;
  studentAcctId: string;
  firstName: string | null;
  lastName: string | null;
  group: number | null;
  academicSupervisorUserId: number | null;
  academicSupervisorUserName: string | null;
  submittedAssignCount: number;
  noMarksAssignCount: number;
  totalModuleMark: number | null;
  status: string;
  lastUpdatedDate: string;
  // Contributed (modules.studentFacts).
  completedWilHours?: number | null;
  pendingWpaCount?: number | null;
  wpaAdjustWeightCount?: number | null;
}

export interface StudentAssignSummary {
  studentModuleAssignId: number;
  assignName: string;
  assignMarks: number | null;
  status: string;
  assignDeadline?: string | null;
  submittedDate?: string | null;
  assignWeight?: number | null;
}

export interface StudentModuleDetail extends StudentModuleRow {
  moduleCode: string;
  moduleName: string;
  progTitle: string | null;
  cohortYear: number;
  moduleConvenerName: string | null;
  curriculumHours: number | null;
  otherLearningTrainingHours: number | null;
  neededWilHours?: number | null;
  exemptedHours?: number | null;
  inProgressWpaCount?: number | null;
  sentToIsCount?: number | null;
  completedWpaCount?: number | null;
  acceptedWpaCount?: number | null;
  wpaMarks?: number | null;
  studentModuleAssignModelList: StudentAssignSummary[];
}

export interface AcademicItem {
  userId: number;
  userName: string;
}

export interface CohortModuleAssign {
  cohortModuleAssignId?: number | null;
  cohortModuleId: number;
  assignSeq: number;
  assignName: string;
  assignWeight: number;
  assignDeadline: string | null;
  activeInd: string;
  turnitinReqInd: string;
  storeStudentPaperInd: string;
  checkStoredPaperInd: string;
  checkInternetInd: string;
  checkJournalsInd: string;
  excludeBibliographyInd: string;
  excludeQuotedMaterialInd: string;
  excludeSmallMatches: number | null;
  lastUpdatedDate?: string | null;
}

export interface StudentAssignRow {
  studentModuleAssignId: number;
  cohortModuleAssignId: number;
  assignName: string;
  assignDeadline: string | null;
  submittedDate: string | null;
  assignMarks: number | null;
  remarks: string | null;
  markedDate: string | null;
  turnitinReqInd: string | null;
  turnitinScore: number | null;
  similarityStatus: string | null;
  fileName: string | null;
  status: string;
  firstName: string | null;
  lastName: string | null;
  studentAcctId: string;
  lastUpdatedDate: string;
  userName: string | null;
  academicSupervisorUserId: number | null;
}

export interface PageOf<T> {
  list: T[];
  total: number;
}

export const studentName = (r: { firstName?: string | null; lastName?: string | null }) =>
  [r.firstName, r.lastName].filter(Boolean).join(' ');
