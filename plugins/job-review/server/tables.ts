import type { ColumnType, Generated } from 'kysely';
import type { AuditedTable as Audit, YesNoDefaultColumn as Flag } from '@core/shared/audit.js';

/** numeric columns: read as number (the kernel's type parser), written as number. */
type Num = number | null;

export interface JobPostsTable extends Audit {
  jobId: Generated<number>;
  cohortProgId: number;
  partnerId: number;
  partnerContactId: number | null;
  jobTitle: string;
  jobType: string;
  positionType: string;
  vacancies: Generated<number>;
  jobDesc: string | null;
  jobRequirement: string | null;
  salaryRangeFrom: Num;
  salaryRangeTo: Num;
  unit: string | null;
  /** Read only through Kysely: the CamelCasePlugin writes 'AWeek' as 'aweek'; write these in SQL. */
  estimatedNoOfDaysAWeek: ColumnType<Num, never, never>;
  estimatedNoOfHoursAWeek: ColumnType<Num, never, never>;
  expCommenceDate: string | null;
  expEndDate: string | null;
  lastApplyDate: string | null;
  workLocId: number | null;
  otherDesc: string | null;
  jobPostStatus: Generated<string>;
  specialArrange: Flag;
  specialRemark: string | null;
  rejectedEventRemark: string | null;
  additionalInfo: string | null;
  submitDate: Date | null;
  eventDate: Date | null;
  eventRemark: string | null;
}
export interface JobPostAssignedStudentsTable extends Audit {
  jobId: number;
  assignToUserId: number;
  assignUserType: 'PARTNER' | 'ACADEMIC';
}
export interface JobPostEventsTable {
  // bigserial: the pool reads int8 as a number (core/server/db/connect.ts).
  eventId: Generated<number>;
  jobId: number;
  fromStatus: string | null;
  toStatus: string;
  eventRemark: string | null;
  specialRemark: string | null;
  actorUserId: number | null;
  eventDate: Generated<Date>;
}
export interface JobApplicationsTable extends Audit {
  jobApplId: Generated<number>;
  jobId: number;
  studentId: number;
  jobApplStatus: Generated<string>;
  specialArrange: Flag;
  applyDate: Date | null;
  contactPhone: string | null;
  whatsApp: string | null;
  weChat: string | null;
  linkedIn: string | null;
  personalWeb: string | null;
  resumeType: 'UPLOAD' | 'SELECT' | null;
  annexName: string | null;
  storagePath: string | null;
  portfolioLinkOne: string | null;
  portfolioLinkOneDesc: string | null;
  portfolioLinkTwo: string | null;
  portfolioLinkTwoDesc: string | null;
  portfolioLinkThree: string | null;
  portfolioLinkThreeDesc: string | null;
  additionalInfo: string | null;
  mcCommentsToStudent: string | null;
  eventRemark: string | null;
}
export interface JobApplEventsTable {
  jobApplEventId: Generated<number>;
  jobApplId: number;
  fromStatus: string | null;
  toStatus: string;
  eventType: string;
  eventRemark: string | null;
  actorUserId: number | null;
  eventDate: Generated<Date>;
}
export interface JobApplAnnexesTable extends Audit {
  jobApplAnnexId: Generated<number>;
  jobApplId: number;
  jobApplEventId: number | null;
  annexName: string;
  storagePath: string;
  fileTypeVal: string | null;
}

/** Job review's own tables, as its handle (JobReviewDb, ./area.ts) names them: no other area's code sees them. */
export interface JobReviewTables {
  jobPosts: JobPostsTable;
  jobPostAssignedStudents: JobPostAssignedStudentsTable;
  jobPostEvents: JobPostEventsTable;
  jobApplications: JobApplicationsTable;
  jobApplEvents: JobApplEventsTable;
  jobApplAnnexes: JobApplAnnexesTable;
}
