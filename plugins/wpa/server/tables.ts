import type { Generated } from 'kysely';
import type { AuditedTable as Audit } from '@core/shared/audit.js';
import type { WpaPartOne } from '@schemas/wpa/contract.js';

/** numeric columns: read as number (the kernel's type parser), written as number. */
type Num = number | null;
type Day = string | null;

/** 1 to 13: 8 general and 5 programme-specific questions (001 §3). */
export type QuestionNo = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;

/** The question texts as the WPA was given them, and their ratings (0 to 5). */
export type WpaQuestionColumns = { [K in `wpaQuestion${QuestionNo}`]: string | null } & {
  [K in `wpaQuestionResult${QuestionNo}`]: Num;
};

/** One WPA (spec 001 §3 'WPA application', 002 §3): migrations 001_wpa_tables. */
export type WpaApplsTable = WpaApplsColumns & WpaQuestionColumns;

interface WpaApplsColumns extends Audit, WpaPartOne {
  wpaApplId: Generated<number>;
  studentModuleId: number;
  cohortModuleId: number;
  wpaStatus: Generated<string>;
  applyDate: Date | null;
  mark: Num;
  wilHoursIs: Num;
  periodStartDateIs: Day;
  periodEndDateIs: Day;
  companyNameIs: string | null;
  companyAddressIs: string | null;
  industrySupervisorNameIs: string | null;
  industrySupervisorPositionIs: string | null;
  industrySupervisorPhoneIs: string | null;
  industrySupervisorEmailIs: string | null;
  signature: string | null;
  signatureDate: Day;
  signatureImgPath: string | null;
  timeSpentOne: Num;
  timeSpentTwo: Num;
  timeSpentThree: Num;
  workPerformance: Num;
  strengthArea: string | null;
  growthArea: string | null;
  workPerformanceComment: string | null;
  remarks: string | null;
  comments: string | null;
  eventRemark: string | null;
  selectStudentOrIs: 'STUDENT' | 'IS' | null;
  filePath: string | null;
  fileName: string | null;
  overrideWeight: Num;
  sentToIs: Generated<'Y' | 'N'>;
  sentToIsDate: Date | null;
  offlineEnteredBy: number | null;
  offlineEnteredDate: Date | null;
  /** Reminders since the form was last (re)sent to the supervisor (issue 31). */
  remindCount: Generated<number>;
  lastRemindedDate: Date | null;
}

/** Who did what to a WPA, when, from and to which status, with what remark. */
export interface WpaApplEventsTable {
  // bigserial: the pool reads int8 as a number (core/server/db/connect.ts).
  wpaEventId: Generated<number>;
  wpaApplId: number;
  eventType: string;
  fromStatus: string | null;
  toStatus: string;
  eventRemark: string | null;
  /** A remark the server wrote: its code and parameters (schemas/wpa/remarks.ts); null when typed. */
  remarkCode: string | null;
  remarkParams: Record<string, string | null> | null;
  actorUserId: number | null;
  /** An actor with no account (the industry supervisor's link, issue 31). */
  actorLabel: string | null;
  eventDate: Generated<Date>;
}

/** The weighting popup's AS comment, one per student module. */
export interface WpaWeightingsTable extends Audit {
  studentModuleId: number;
  asComment: string | null;
}

/** The general questions 1 to 8 of every WPA (001 §3 'WPA question set'). */
export interface WpaGeneralQuestionsTable extends Audit {
  questionNo: number;
  question: string | null;
  helpText: string | null;
}

/** An industry supervisor's single-use link (issue 31): migrations 003_supervisor_links. */
export interface WpaIsLinksTable extends Audit {
  linkId: Generated<number>;
  wpaApplId: number;
  /** SHA-256 of the token, hex: the lookup. */
  tokenHash: string;
  /** The token sealed with the server's key (AES-256-GCM), so a reminder sends the same link. */
  tokenSealed: string;
  /** The address the link was mailed to, lower case. */
  email: string;
  issuedDate: Generated<Date>;
  endedDate: Date | null;
  endReason: 'SUBMITTED' | 'RESENT' | 'TERMINATED' | 'REISSUED' | null;
  /** The supervisor's form as last saved (the supervisorFields of schemas/wpa/supervisor.ts). */
  draft: unknown;
  draftSavedDate: Date | null;
  signatureImgPath: string | null;
}

/** The WPA area's own tables, as its handle (WpaDb, ./area.ts) names them: no other area's code sees them. */
export interface WpaTables {
  wpaAppls: WpaApplsTable;
  wpaApplEvents: WpaApplEventsTable;
  wpaWeightings: WpaWeightingsTable;
  wpaGeneralQuestions: WpaGeneralQuestionsTable;
  wpaIsLinks: WpaIsLinksTable;
}
