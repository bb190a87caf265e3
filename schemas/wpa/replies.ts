/**
 * Replies of the WPA calls (the `object` of each answer), field names as the spec's (001 §3, 002
 * §3), as the serializer writes them: a field missing here never reaches a screen. Dates are ISO
 * text ('YYYY-MM-DD' for the form's dates); numbers are numbers; lastUpdatedDate is the
 * concurrency token to send back with a decision.
 */
import { bool, count, id, int, listOf, num, pageOf, record, str, text } from '../core/replyParts.js';
import { GENERAL_QUESTIONS } from './limits.js';
import { remarkParamsSchema } from './remarks.js';

/** One row of WPA Management and of the student summary's WPA table (002 §2, §3). */
export const wpaRow = record({
  wpaApplId: id,
  wpaStatus: str,
  studentModuleId: id,
  cohortModuleId: id,
  studentAcctId: text,
  firstName: text,
  lastName: text,
  studentName: text,
  academicSupervisorUserId: int,
  academicSupervisorUserName: text,
  companyName: text,
  industrySupervisorName: text,
  industrySupervisorEmail: text,
  wilHours: num,
  periodStartDate: text,
  periodEndDate: text,
  mark: num,
  overrideWeight: num,
  /** Submit date. */
  applyDate: text,
  /** Y once the form went to the industry supervisor. */
  sentToIs: text,
  sentToIsDate: text,
  /** SENT_TO_IS for over 14 days (002 §9). */
  sentToIsOver: bool,
  /** Days since it was last sent to the industry supervisor (while SENT_TO_IS), else null. */
  sentToIsDays: int,
  /** Reminders sent to the supervisor since the form was last (re)sent, and when the last went (issue 31). */
  remindCount: count,
  lastRemindedDate: text,
  offline: bool,
  lastUpdatedDate: str,
});

/** wpaAppl/search: `{ list, total }`. */
export const searchReply = pageOf(wpaRow);

/** One entry of the decision history (who, what, when, from, to, remark). */
export const wpaEvent = record({
  wpaEventId: id,
  /** The machine's event: wpa.approve, wpa.return, wpa.accept, wpa.insertOffline… */
  eventType: str,
  fromStatus: text,
  toStatus: str,
  eventRemark: text,
  /** A remark the server wrote: its code and parameters (./remarks.ts), shown from the client's labels. */
  remarkCode: text,
  remarkParams: remarkParamsSchema,
  eventDate: str,
  actorUserId: int,
  actorName: text,
});

/** What the review page shows and the server allows (the machine's answer for the caller). */
export const wpaActionsReply = record({
  approve: bool,
  returnToStudent: bool,
  resend: bool,
  terminate: bool,
  accept: bool,
  reject: bool,
  adjustWeight: bool,
  notesPanel: bool,
  editNotes: bool,
  content: bool,
  print: bool,
});

const range13 = Array.from({ length: 13 }, (_, i) => i + 1);
const questions = Object.fromEntries(range13.map((n) => [`wpaQuestion${n}`, text])) as {
  [K in `wpaQuestion${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13}`]: typeof text;
};
/** The question set by its spec names: the general questions, then the programme's own (002 §3). */
const questionSet = Object.fromEntries(
  range13.map((n) => [n <= GENERAL_QUESTIONS ? `wpaQuestion${n}` : `programmeSpecificWpaQuestion${n}`, text]),
) as {
  [
    K in `wpaQuestion${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}` | `programmeSpecificWpaQuestion${9 | 10 | 11 | 12 | 13}`
  ]: typeof text;
};
const results = Object.fromEntries(range13.map((n) => [`wpaQuestionResult${n}`, int])) as {
  [K in `wpaQuestionResult${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13}`]: typeof int;
};

/** Part I as the student entered it (001 §3): the WPA's detail and the supervisor's link. */
export const partOne = {
  wilHours: num,
  periodStartDate: text,
  periodEndDate: text,
  companyName: text,
  companyAddress: text,
  industrySupervisorName: text,
  industrySupervisorPosition: text,
  industrySupervisorPhone: text,
  industrySupervisorEmail: text,
} as const;

/** Part I as the industry supervisor entered it. */
export const partOneIs = {
  wilHoursIs: num,
  periodStartDateIs: text,
  periodEndDateIs: text,
  companyNameIs: text,
  companyAddressIs: text,
  industrySupervisorNameIs: text,
  industrySupervisorPositionIs: text,
  industrySupervisorPhoneIs: text,
  industrySupervisorEmailIs: text,
} as const;

/** The activities with their proportion of time. */
export const activities = {
  activity1: text,
  activity2: text,
  activity3: text,
  activityProportion1: num,
  activityProportion2: num,
  activityProportion3: num,
} as const;

/** Part II: the ratings, comments, and the signatory's name and date. */
export const assessment = {
  ...results,
  workPerformance: int,
  strengthArea: text,
  growthArea: text,
  workPerformanceComment: text,
  signature: text,
  signatureDate: text,
} as const;

/** wpaAppl/searchById: the whole WPA (001 §3), its people, links, history and the caller's actions. */
export const wpaDetail = record({
  wpaApplId: id,
  wpaStatus: str,
  studentModuleId: id,
  cohortModuleId: id,
  cohortProgId: id,
  studentAcctId: text,
  firstName: text,
  lastName: text,
  studentName: text,
  progCode: text,
  progTitle: text,
  moduleCode: text,
  moduleName: text,
  cohortYear: int,
  academicSupervisorUserId: int,
  academicSupervisorUserName: text,
  applyDate: text,
  ...partOne,
  ...partOneIs,
  ...activities,
  timeSpentOne: num,
  timeSpentTwo: num,
  timeSpentThree: num,
  ...questions,
  ...assessment,
  signatureImgPath: text,
  /** The signature image, signed for the reader's session (null without one). */
  signatureImgUrl: text,
  /** The signature was entered from the paper form (offline WPA). */
  signatureFromPaper: bool,
  // Staff notes (the notes panel; remarks are the AS's private ones)
  remarks: text,
  comments: text,
  eventRemark: text,
  /** The return reason shown as a banner while RETURNED_TO_STUDENT. */
  returnReason: text,
  // The paper form of an offline WPA
  filePath: text,
  fileName: text,
  fileUrl: text,
  offline: bool,
  offlineEnteredByUserId: int,
  offlineEnteredByName: text,
  offlineEnteredDate: text,
  // Weighting
  mark: num,
  overrideWeight: num,
  selectStudentOrIs: text,
  sentToIs: text,
  sentToIsDate: text,
  sentToIsOver: bool,
  lastUpdatedDate: str,
  lastUpdatedByName: text,
  eventList: listOf(wpaEvent),
  actions: wpaActionsReply,
});

/** A question of a WPA's set as the staff's form and the supervisor's link show it. */
export const questionFields = {
  /** 1 to 8 general, 9 to 13 programme-specific: the rating goes in wpaQuestionResult<questionNo>. */
  questionNo: count,
  question: str,
  helpText: text,
} as const;

/** One question of a WPA's question set (only non-empty ones are listed). */
export const wpaQuestion = record({
  ...questionFields,
  /** The programme's weighting of this question (wpaQuestionNWeighting), null when none is set. */
  weighting: num,
});

/** wpaAppl/searchWpaQuestion: wpaQuestion1–8, programmeSpecificWpaQuestion9–13 (002 §3), and the non-empty ones in order. */
export const searchWpaQuestionReply = record({ ...questionSet, questionList: listOf(wpaQuestion) });

/** What a decision answers: the WPA's new status and concurrency token, and the success message. */
export const decisionReply = record({
  wpaApplId: id,
  wpaStatus: str,
  lastUpdatedDate: str,
  /** The success message of 001 §8 / 002 §4 for the screen to show. */
  message: str,
});

/** One accepted WPA in the weighting popup (001 §3, §4, §9). */
export const acceptedWpa = record({
  wpaApplId: id,
  wpaStatus: str,
  companyName: text,
  periodStartDate: text,
  periodEndDate: text,
  wilHours: num,
  /** The form's mark out of 100. */
  mark: num,
  /** The default weight (1 / number of accepted WPAs), shown with 3 decimals. */
  weight: num,
  /** weight × mark. */
  weightedMark: num,
  overrideWeight: num,
  /** The adjusted mark: override weight × mark (null without an override). */
  overrideMark: num,
  lastUpdatedDate: str,
});

/** wpaAppl/searchAllAccepted: the accepted WPAs, the AS comment and the total out of 100 (2 decimals). */
export const searchAllAcceptedReply = record({
  studentModuleId: id,
  asComment: text,
  /** Σ (override weight, else the default weight) × mark, 2 decimals. */
  totalMark: num,
  /** The caller may adjust the weighting (the machine's wpa.adjustWeight on every form). */
  canAdjust: bool,
  list: listOf(acceptedWpa),
});

/** wpaAppl/updateOverrideWeight and wpaAppl/updateRemark answer the message and the new tokens. */
export const savedReply = record({
  message: str,
  list: listOf(record({ wpaApplId: id, lastUpdatedDate: str })),
});
