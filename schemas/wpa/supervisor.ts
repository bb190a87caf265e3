/**
 * The industry supervisor's single-use link and the reminders (issue 31): the payloads and replies
 * of the public calls the supervisor's page (/wpa/{token}) makes, and of the staff call that
 * reminds selected supervisors at once. Field names are the spec's (001 §3, 002 §3); the rules
 * with the spec's messages are plugins/wpa/shared/ (the review form's, on the supervisor's own
 * Part I), applied by the server to these payloads and by the page to its form.
 *
 * The link's token travels in the payload (`token`), never in a header or a path of /api: the
 * page sends it with every call, and no call of this set takes a WPA id. Any token that does not
 * open a form (unknown, altered, ended, expired, or its WPA no longer with the supervisor) gets
 * one answer: NOT_FOUND with WPA_LINK_MSG.invalid. A token ended by the supervisor's own
 * submission answers INVALID_STATE with WPA_LINK_MSG.submitted, and nothing else.
 */
import { count, id, int, listOf, record, str, text } from '../core/replyParts.js';
import { WPA_MAX, WPA_MSG } from './limits.js';

/** The words of the link's answers and of the reminders' results. */
export const WPA_LINK_MSG = {
  /** Unknown, altered, ended (resent, terminated) or expired: one answer, whichever it is. */
  invalid:
    'This link is not valid: it may have expired or been replaced by a newer one. Please ask the academic supervisor for a new link.',
  /** The link of a form its supervisor has submitted: every call answers this, and nothing else. */
  submitted: 'This appraisal has been submitted.',
  /** submit's success (the page's thank-you). */
  thanks: 'Thank you. Your appraisal has been submitted.',
  /** saveDraft's and uploadSignature's success. */
  saved: WPA_MSG.saved,
  /** The signature image is required to submit (002 §5's words for the offline form's). */
  signatureImage: WPA_MSG.signatureImage,
  /** remind: the result words per WPA. */
  reminded: (email: string) => `A reminder was sent to ${email}.`,
  remindedRecently: 'Skipped: the industry supervisor was sent a mail about this WPA in the last 24 hours.',
  noEmail: "Refused: the industry supervisor's email address is missing.",
} as const;

/** 001 §9, 002 §9: the rating scale shown beside the ratings. */
export const RATING_LEGEND = [
  { rating: 5, label: 'Excellent' },
  { rating: 4, label: 'Good' },
  { rating: 3, label: 'Satisfactory' },
  { rating: 2, label: 'Acceptable' },
  { rating: 1, label: 'Unsatisfactory' },
  { rating: 0, label: 'Unacceptable' },
] as const;

/**
 * The link's token as the page read it from /wpa/{token} (43 characters of base64url as issued).
 * Any text up to 200 characters is taken, so that an altered or truncated token gets the same
 * answer as an unknown one.
 */
const token = { type: 'string', maxLength: 200 } as const;
const text_ = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;
/** A number as a form sends it; ranges and decimals are the shared rules' (with their messages). */
const num = { type: ['number', 'null'], minimum: -1000000, maximum: 1000000 } as const;
/** A rating: a whole number; 0 to 5 is the shared rules' (with the spec's message). */
const rating = { type: ['integer', 'null'], minimum: -1000, maximum: 1000 } as const;
/** YYYY-MM-DD, optionally with a time part (a date picker may send a full ISO string). */
const date = {
  type: ['string', 'null'],
  pattern: '^(\\d{4}-\\d{2}-\\d{2}([T ][0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)?)?$',
} as const;

/**
 * What the supervisor enters (001 §3): their own Part I (the Is-suffixed fields), the three
 * activities with their proportion of time, the ratings of the questions asked (1 to 13),
 * work performance, strengths, growth areas, comments, and the signatory's name and date. The
 * signature image is uploaded apart (uploadSignature) and kept with the draft.
 */
export const supervisorFields = {
  wilHoursIs: num,
  periodStartDateIs: date,
  periodEndDateIs: date,
  companyNameIs: text_(WPA_MAX.companyName),
  companyAddressIs: text_(WPA_MAX.companyAddress),
  industrySupervisorNameIs: text_(WPA_MAX.industrySupervisorName),
  industrySupervisorPositionIs: text_(WPA_MAX.industrySupervisorPosition),
  /** At most 12 by the review rules (with their message); the schema bounds it at 50. */
  industrySupervisorPhoneIs: text_(WPA_MAX.phoneOffline),
  industrySupervisorEmailIs: text_(WPA_MAX.email),
  activity1: text_(WPA_MAX.activity),
  activity2: text_(WPA_MAX.activity),
  activity3: text_(WPA_MAX.activity),
  activityProportion1: num,
  activityProportion2: num,
  activityProportion3: num,
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
  strengthArea: text_(WPA_MAX.longText),
  growthArea: text_(WPA_MAX.longText),
  workPerformanceComment: text_(WPA_MAX.longText),
  signature: text_(WPA_MAX.signature),
  signatureDate: date,
} as const;

/** wpaIsForm/searchByToken: the form the link opens. */
export const linkBody = {
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: { token },
} as const;

/**
 * wpaIsForm/saveDraft and wpaIsForm/submit: the token and the form as the page holds it. A draft
 * takes any part of the form (a value given must pass its rule; nothing is required); submit
 * checks the whole form with the review rules on the supervisor's Part I and needs the signature
 * image uploaded before.
 */
export const supervisorFormBody = {
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: { token, ...supervisorFields },
} as const;

/** wpaIsForm/uploadSignature's JSON model (form field 'model'), beside the image in field 'signatureImg'. */
export const signatureModel = linkBody;

// ---- Replies ----

const num_ = { type: ['number', 'null'] } as const;

/** Part I as the student gave it (read only on the supervisor's page). */
export const studentPartOne = record({
  wilHours: num_,
  periodStartDate: text,
  periodEndDate: text,
  companyName: text,
  companyAddress: text,
  industrySupervisorName: text,
  industrySupervisorPosition: text,
  industrySupervisorPhone: text,
  industrySupervisorEmail: text,
});

/** The supervisor's saved values: every field of supervisorFields, null where not given. */
export const supervisorDraft = record({
  wilHoursIs: num_,
  periodStartDateIs: text,
  periodEndDateIs: text,
  companyNameIs: text,
  companyAddressIs: text,
  industrySupervisorNameIs: text,
  industrySupervisorPositionIs: text,
  industrySupervisorPhoneIs: text,
  industrySupervisorEmailIs: text,
  activity1: text,
  activity2: text,
  activity3: text,
  activityProportion1: num_,
  activityProportion2: num_,
  activityProportion3: num_,
  wpaQuestionResult1: int,
  wpaQuestionResult2: int,
  wpaQuestionResult3: int,
  wpaQuestionResult4: int,
  wpaQuestionResult5: int,
  wpaQuestionResult6: int,
  wpaQuestionResult7: int,
  wpaQuestionResult8: int,
  wpaQuestionResult9: int,
  wpaQuestionResult10: int,
  wpaQuestionResult11: int,
  wpaQuestionResult12: int,
  wpaQuestionResult13: int,
  workPerformance: int,
  strengthArea: text,
  growthArea: text,
  workPerformanceComment: text,
  signature: text,
  signatureDate: text,
});

/** One question of the WPA's set that has a text (only those are shown and rated, 001 §3). */
export const linkQuestion = record({
  /** 1 to 8 general, 9 to 13 programme-specific: the rating goes in wpaQuestionResult<questionNo>. */
  questionNo: count,
  question: str,
  helpText: text,
});

/** wpaIsForm/searchByToken's answer: the one WPA the token is bound to, as its supervisor may see it. */
export const supervisorFormReply = record({
  /** Who and what the appraisal is about. */
  studentName: text,
  studentAcctId: text,
  progTitle: text,
  moduleCode: text,
  moduleName: text,
  /** The address the link was sent to (the link is bound to it). */
  email: str,
  /** When the link stops opening the form (ISO), unless it is submitted or ended first. */
  expiresDate: str,
  /** Part I as the student gave it. */
  partOne: studentPartOne,
  /** The supervisor's saved draft; null before the first save (the page may start from partOne). */
  draft: { ...supervisorDraft, type: ['object', 'null'] } as const,
  /** When the draft (or the signature image) was last saved. */
  draftSavedDate: text,
  /** The signature image kept with the draft, as a data: URL (image/png or image/jpeg), or null. */
  signatureImg: text,
  /** The questions to rate, in order (non-empty ones only). */
  questionList: listOf(linkQuestion),
  /** 5 Excellent … 0 Unacceptable (001 §9, 002 §9), for the page's legend (labels are EN; translate by rating). */
  ratingLegend: listOf(record({ rating: count, label: str })),
});

/** wpaIsForm/saveDraft's answer. */
export const draftSavedReply = record({
  draftSavedDate: str,
  /** 'Save successfully.' */
  message: str,
});

/** wpaIsForm/uploadSignature's answer: the image as kept (a data: URL) and when. */
export const signatureSavedReply = record({
  signatureImg: str,
  draftSavedDate: str,
  message: str,
});

/** wpaIsForm/submit's answer: the form went to the academic supervisor's review. */
export const submittedReply = record({
  submittedDate: str,
  /** 'Thank you. Your appraisal has been submitted.' */
  message: str,
});

// ---- The staff call: remind selected supervisors at once (the 'over' list) ----

/** wpaAppl/remind: the WPAs selected in the list (at most 100). */
export const remindBody = {
  type: 'object',
  required: ['wpaApplIdList'],
  additionalProperties: false,
  properties: {
    wpaApplIdList: { type: 'array', minItems: 1, maxItems: 100, uniqueItems: true, items: id },
  },
} as const;

/** What happened to each WPA: sent; skipped (mailed in the last 24 hours); refused (status moved, not the caller's, none). */
export const REMIND_RESULTS = ['sent', 'skipped', 'refused'] as const;

export const remindResult = record({
  wpaApplId: id,
  result: { type: 'string', enum: REMIND_RESULTS } as const,
  /** In words, for the row's message. */
  msg: str,
  /** The reminders since the form was (re)sent to the supervisor, and the last one's time (null when unknown or none). */
  remindCount: int,
  lastRemindedDate: text,
});

/** wpaAppl/remind's answer: one result per WPA sent, in the order sent, and the totals. */
export const remindReply = record({
  list: listOf(remindResult),
  sent: count,
  skipped: count,
  refused: count,
});
