/**
 * The payloads of the WPA calls (spec 001 §7, 002 §7), field names exactly as the spec's (001 §3,
 * 002 §3). The shapes are checked here; the rules with the spec's messages (required fields,
 * email format, ranges, decimals, proportions summing to 100) are plugins/wpa/shared/, applied by
 * the server to these payloads and by the screens to their forms, so a message is the same on
 * both sides. Lengths with no message of their own are bounded here too.
 */
import { WPA_MAX } from './limits.js';
import { insightChartBody, moduleChartBody } from '../core/charts.js';
import {
  date,
  id,
  idOrNull,
  idPayload,
  orderBy,
  paging,
  payload,
  text,
  tokenOrNull,
  yn,
} from '../core/payloadParts.js';

/** A number as a form sends it; ranges and decimals are the shared rules' (with their messages). */
const num = { type: ['number', 'null'], minimum: -1000000, maximum: 1000000 } as const;
/** A rating: a whole number; 0 to 5 is the shared rules' (with the spec's message). */
const rating = { type: ['integer', 'null'], minimum: -1000, maximum: 1000 } as const;

/** The lists of WPA Management (/academic/WPAManagement/{showStatus}, 002 §2). */
export const SHOW_STATUSES = ['pendingSend', 'sentToIs', 'over', 'pendingReview'] as const;

/** Statuses a list may filter by: every status but DRAFT (001 §4, 002 §2). */
export const FILTER_STATUSES = [
  'PENDING_SEND',
  'SENT_TO_IS',
  'RETURNED_TO_STUDENT',
  'PENDING_REVIEW',
  'ACCEPTED',
  'ACCEPTED_OFFLINE',
  'REJECTED',
  'TERMINATED',
] as const;

/** wpaAppl/search (002 §7): one cohort module's WPAs, filtered, sorted and paged. */
export const searchBody = payload(
  {
    cohortModuleId: id,
    /** One student's WPAs (the student summary's WPA table). */
    studentModuleId: idOrNull,
    /** The list of the route (002 §2); none: every WPA but drafts. */
    showStatus: { type: ['string', 'null'], enum: [...SHOW_STATUSES, null] },
    ...paging,
    /** 002 §9: student_acct_id, wpa_appl_id, company_name, industry_supervisor_name, wil_hours, mark, apply_date, last_updated_date, sent_to_is_over, wpa_status. */
    orderBy,
    wpaStatusList: { type: ['array', 'null'], maxItems: 20, items: { type: 'string', enum: FILTER_STATUSES } },
    sentToIs: yn,
    /** The company search of the search box (in part, any case). */
    companyName: text(WPA_MAX.companyName),
    /** The student ID search of the search box: only letters and digits are kept (002 §2). */
    studentAcctId: text(60),
    /** Submit date range (applyDate), with the date-range messages (001 §5, 002 §5). */
    startDate: date,
    endDate: date,
    /** Students of one AS; an AS always sees only their own, whatever is sent (002 §6). */
    academicSupervisorUserId: idOrNull,
  },
  ['cohortModuleId'],
);

/** wpaAppl/searchById (001 §7). */
export const wpaIdBody = idPayload('wpaApplId');

/**
 * wpaAppl/searchWpaQuestion: the question set of a WPA (001 §7: wpaApplId) or of a student
 * module before its WPA exists (002 §7: studentModuleId, the offline form). One of the two.
 */
export const searchWpaQuestionBody = payload({ wpaApplId: idOrNull, studentModuleId: idOrNull });

/** The Part I fields a student enters, and the supervisor's own with the Is suffix (001 §3). */
const placement = {
  wilHours: num,
  periodStartDate: date,
  periodEndDate: date,
  companyName: text(WPA_MAX.companyName),
  companyAddress: text(WPA_MAX.companyAddress),
  industrySupervisorName: text(WPA_MAX.industrySupervisorName),
  industrySupervisorPosition: text(WPA_MAX.industrySupervisorPosition),
  industrySupervisorPhone: text(WPA_MAX.phoneOffline),
  industrySupervisorEmail: text(WPA_MAX.email),
} as const;

/** The supervisor's own Part I: payloads.ts and the supervisor's link (supervisor.ts). */
export const placementIs = {
  wilHoursIs: num,
  periodStartDateIs: date,
  periodEndDateIs: date,
  companyNameIs: text(WPA_MAX.companyName),
  companyAddressIs: text(WPA_MAX.companyAddress),
  industrySupervisorNameIs: text(WPA_MAX.industrySupervisorName),
  industrySupervisorPositionIs: text(WPA_MAX.industrySupervisorPosition),
  /** At most 12 by the review rules (with their message); the schema bounds it at 50. */
  industrySupervisorPhoneIs: text(WPA_MAX.phoneOffline),
  industrySupervisorEmailIs: text(WPA_MAX.email),
} as const;

/** Part I activities with their proportion of time (001 §3, 002 §3). */
export const activities = {
  activity1: text(WPA_MAX.activity),
  activity2: text(WPA_MAX.activity),
  activity3: text(WPA_MAX.activity),
  activityProportion1: num,
  activityProportion2: num,
  activityProportion3: num,
} as const;

/** The time spent on each activity: staff and the offline form give it; the supervisor's link does not. */
const timeSpent = {
  timeSpentOne: num,
  timeSpentTwo: num,
  timeSpentThree: num,
} as const;

/** Part II ratings and comments, the signature name and date (001 §3, 002 §3). */
export const assessment = {
  wpaQuestionResult1: rating,
  wpaQuestionResult2: rating,
  wpaQuestionResult3: rating,
  wpaQuestionResult4: rating,
  wpaQuestionResult5: rating,
  wpaQuestionResult6: rating,
  wpaQuestionResult7: rating,
  wpaQuestionResult8: rating,
  wpaQuestionResult9: rating,
  wpaQuestionResult10: rating,
  wpaQuestionResult11: rating,
  wpaQuestionResult12: rating,
  wpaQuestionResult13: rating,
  workPerformance: rating,
  strengthArea: text(WPA_MAX.longText),
  growthArea: text(WPA_MAX.longText),
  workPerformanceComment: text(WPA_MAX.longText),
  signature: text(WPA_MAX.signature),
  signatureDate: date,
} as const;

const appraisal = { ...activities, ...timeSpent, ...assessment } as const;

/** The WPA acted on, and its concurrency token as last read (DOMAIN.md: CONFLICT when older). */
const acted = { wpaApplId: id, lastUpdatedDate: tokenOrNull } as const;

/** wpaAppl/approve (001 §7): the WPA with wpaStatus SENT_TO_IS; the mail goes to the industry supervisor. */
export const approveBody = payload({ ...acted, wpaStatus: { type: ['string', 'null'], enum: ['SENT_TO_IS', null] } }, [
  'wpaApplId',
]);

/**
 * wpaAppl/updateStatusAndInput (001 §7, 002 §7): Accept or Reject with the source of the
 * profile information (STUDENT or IS, required with the spec's message), and the form values
 * shown: when any form field is sent, the whole form is checked with the review form's rules.
 */
export const updateStatusAndInputBody = payload(
  {
    ...acted,
    wpaStatus: { type: 'string', enum: ['ACCEPTED', 'REJECTED'] },
    selectStudentOrIs: { type: ['string', 'null'], enum: ['STUDENT', 'IS', null] },
    eventRemark: text(WPA_MAX.returnComment),
    remarks: text(WPA_MAX.notes),
    comments: text(WPA_MAX.notes),
    ...placement,
    ...placementIs,
    ...appraisal,
  },
  ['wpaApplId', 'wpaStatus'],
);

/** wpaAppl/updateStatus (001 §7): Return to Student (comment required, 250) or Terminate. */
export const updateStatusBody = payload(
  {
    ...acted,
    wpaStatus: { type: 'string', enum: ['RETURNED_TO_STUDENT', 'TERMINATED'] },
    /** The return dialog's comment (shown to the student as the return reason); optional for Terminate. */
    eventRemark: text(WPA_MAX.returnComment),
  },
  ['wpaApplId', 'wpaStatus'],
);

/** wpaAppl/resendToIS (001 §7): the industry supervisor's name and email as the dialog gives them. */
export const resendToIsBody = payload(
  {
    ...acted,
    industrySupervisorName: text(WPA_MAX.resendName),
    industrySupervisorEmail: text(WPA_MAX.resendEmail),
  },
  ['wpaApplId'],
);

/** wpaAppl/updateRemark (001 §7): the notes panel (each at most 500). */
export const updateRemarkBody = payload({ ...acted, remarks: text(WPA_MAX.notes), comments: text(WPA_MAX.notes) }, [
  'wpaApplId',
]);

/** wpaAppl/searchAllAccepted (001 §7): the accepted WPAs of one student module, for the weighting popup. */
export const studentModuleBody = idPayload('studentModuleId');

/** wpaAppl/updateOverrideWeight (001 §7): asComment, wpaApplModelList (overrideWeight), studentModuleId. */
export const updateOverrideWeightBody = payload(
  {
    studentModuleId: id,
    asComment: text(WPA_MAX.asComment),
    wpaApplModelList: {
      type: 'array',
      minItems: 1,
      maxItems: 50,
      items: {
        type: 'object',
        required: ['wpaApplId'],
        additionalProperties: false,
        properties: {
          wpaApplId: id,
          /** 0 to 1, up to 3 decimals; null clears the override (the default weight applies). */
          overrideWeight: num,
          lastUpdatedDate: tokenOrNull,
        },
      },
    },
  },
  ['studentModuleId', 'wpaApplModelList'],
);

/**
 * wpaAppl/insert (002 §7): the offline WPA's model, sent as JSON in form field 'model' beside the
 * signature image (field 'signatureImg') and the paper form (field 'file'). Created ACCEPTED_OFFLINE.
 */
export const insertBody = payload(
  {
    studentModuleId: id,
    ...placement,
    ...appraisal,
  },
  ['studentModuleId'],
);

/** academicWPAFormPdf/generatePdf (001 §7): the WPA, and the language of its labels (the Chinese face follows it). */
export const generatePdfBody = payload(
  {
    wpaApplId: id,
    /** The user's language ('en', 'zh-Hant', 'zh-Hans'); none: the Accept-Language header's. */
    language: { type: ['string', 'null'], enum: ['en', 'zh-Hant', 'zh-Hans', null] },
  },
  ['wpaApplId'],
);

/** wpaAppl/searchChart (issue 38): a module's WPA forms by status, for the module or one AS's students. */
export const searchChartBody = moduleChartBody;

/** The Insights charts of the WPA area (issue 38): completion over time, ratings per question, forms by status. */
export const INSIGHT_CHARTS = ['completion', 'ratings', 'byStatus'] as const;

/**
 * wpaAppl/searchInsightChart (issue 38): one Insights chart across the modules of the programmes
 * read (the selected one unless progCodeList names others) in the cohort read.
 */
export const searchInsightChartBody = insightChartBody(INSIGHT_CHARTS);
