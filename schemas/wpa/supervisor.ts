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
import { payload } from '../core/payloadParts.js';
import { count, id, int, listOf, record, str, text } from '../core/replyParts.js';
import { WPA_MSG } from './limits.js';
import { activities, assessment, placementIs } from './payloads.js';
import * as reply from './replies.js';

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

/**
 * What the supervisor enters (001 §3): their own Part I (the Is-suffixed fields), the three
 * activities with their proportion of time, the ratings of the questions asked (1 to 13),
 * work performance, strengths, growth areas, comments, and the signatory's name and date. The
 * signature image is uploaded apart (uploadSignature) and kept with the draft.
 */
export const supervisorFields = { ...placementIs, ...activities, ...assessment } as const;

/** wpaIsForm/searchByToken: the form the link opens. */
export const linkBody = payload({ token }, ['token']);

/**
 * wpaIsForm/saveDraft and wpaIsForm/submit: the token and the form as the page holds it. A draft
 * takes any part of the form (a value given must pass its rule; nothing is required); submit
 * checks the whole form with the review rules on the supervisor's Part I and needs the signature
 * image uploaded before.
 */
export const supervisorFormBody = payload({ token, ...supervisorFields }, ['token']);

/** wpaIsForm/uploadSignature's JSON model (form field 'model'), beside the image in field 'signatureImg'. */
export const signatureModel = linkBody;

// ---- Replies ----

/** Part I as the student gave it (read only on the supervisor's page). */
export const studentPartOne = record(reply.partOne);

/** The supervisor's saved values: every field of supervisorFields, null where not given. */
export const supervisorDraft = record({ ...reply.partOneIs, ...reply.activities, ...reply.assessment });

/** One question of the WPA's set that has a text (only those are shown and rated, 001 §3). */
export const linkQuestion = record(reply.questionFields);

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
export const remindBody = payload(
  {
    wpaApplIdList: { type: 'array', minItems: 1, maxItems: 100, uniqueItems: true, items: id },
  },
  ['wpaApplIdList'],
);

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
