import type { ColumnType, Generated } from 'kysely';
import type { AuditedTable as Audit, YesNoDefaultColumn as Flag } from '@core/shared/audit.js';

/**
 * The module area's tables typed for Kysely (migrations/001_module_tables.ts creates them).
 * numeric columns are read as numbers (the kernel's type parser); dates as 'YYYY-MM-DD' text.
 */
type Num = number | null;
type Day = string | null;

/** One student enrolled in one cohort module (002 §3 'Student module'); handed over from reports. */
export interface StudentModulesTable extends Audit {
  studentModuleId: Generated<number>;
  cohortModuleId: number;
  studentId: number;
  /** The assigned AS, as an academic staff member (the published view answers their user id). */
  academicStaffId: number | null;
  /** Hours recorded on the student module when reports held it (the report's WIL Hours). */
  wilHours: ColumnType<number, number | undefined, number>;
  /** 0 to 9. */
  subGroup: number | null;
  status: ColumnType<string, string | undefined, string>;
}

/** Module parameters, one row per cohort module (002 §3, §5). */
export interface ModuleParametersTable extends Audit {
  cohortModuleId: number;
  curriculumHours: Num;
  otherLearningTrainingHours: Num;
  expectedCommenceDate: Day;
  expectedEndDate: Day;
  markDisplayDate: Day;
  wpaDisplayDate: Day;
  wpaMarkDisplayDate: Day;
}

/** Cohort module assignments, 1 to 10 per module (002 §3). */
export interface CohortModuleAssignsTable extends Audit {
  cohortModuleAssignId: Generated<number>;
  cohortModuleId: number;
  assignSeq: number;
  assignName: string;
  assignWeight: ColumnType<number, number | undefined, number>;
  assignDeadline: Day;
  activeInd: Flag;
  turnitinReqInd: Flag;
  storeStudentPaperInd: Flag;
  checkStoredPaperInd: Flag;
  checkInternetInd: Flag;
  checkJournalsInd: Flag;
  excludeBibliographyInd: Flag;
  excludeQuotedMaterialInd: Flag;
  excludeSmallMatches: number | null;
}

/** Student assignments (002 §3 'Student assignment'). */
export interface StudentModuleAssignsTable extends Audit {
  studentModuleAssignId: Generated<number>;
  cohortModuleAssignId: number;
  studentModuleId: number;
  status: ColumnType<string, string | undefined, string>;
  submittedDate: Date | null;
  assignMarks: Num;
  remarks: string | null;
  markedDate: Day;
  markedBy: number | null;
  turnitinScore: Num;
  similarityStatus: string | null;
  turnitinUrl: string | null;
  submissionId: string | null;
  filePath: string | null;
  fileName: string | null;
}

/** Every student-module change and grading: who, when, from, to, remark. */
export interface StudentModuleEventsTable {
  // bigserial: the pool reads int8 as a number (core/server/db/connect.ts).
  eventId: Generated<number>;
  studentModuleId: number;
  studentModuleAssignId: number | null;
  eventType: 'STATUS' | 'GROUP' | 'AS' | 'GRADE' | 'REMARKS';
  fromValue: string | null;
  toValue: string | null;
  eventRemark: string | null;
  actorUserId: number | null;
  eventDate: Generated<Date>;
}

/** The module area's own tables, as its handle (ModulesDb, ./area.ts) names them: no other area's code sees them. */
export interface ModulesTables {
  studentModules: StudentModulesTable;
  moduleParameters: ModuleParametersTable;
  cohortModuleAssigns: CohortModuleAssignsTable;
  studentModuleAssigns: StudentModuleAssignsTable;
  studentModuleEvents: StudentModuleEventsTable;
}
