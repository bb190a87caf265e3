/**
 * The WPA form's limits and messages (spec 001 §5, §9 and 002 §5, §9), as plain data: the payload
 * schemas here and the rules both sides apply (plugins/wpa/shared/) read them, so a limit is
 * written once. schemas/ imports nothing outside schemas/.
 */

/** Longest inputs, by field (002 §3, §5; 001 §5). */
export const WPA_MAX = {
  companyName: 100,
  companyAddress: 400,
  industrySupervisorName: 50,
  industrySupervisorPosition: 50,
  /** Phone in the student/IS block (the review form and the supervisor's page). */
  phoneReview: 12,
  /** Phone in the offline form. */
  phoneOffline: 50,
  email: 50,
  activity: 400,
  /** Strength, growth area and work performance comment. */
  longText: 1000,
  signature: 50,
  /** Return-to-student comment (001 §5). */
  returnComment: 250,
  /** AS private remarks and comments to the student (001 §3, 002 §5). */
  notes: 500,
  /** The weighting popup's AS comment. */
  asComment: 500,
  /** Resend popup: name and email (001 §5). */
  resendName: 50,
  resendEmail: 50,
  /** Override weight as typed: '0.125' (001 §5). */
  overrideWeightChars: 5,
} as const;

/** Number ranges (002 §5, §9; 001 §9). */
export const WPA_RANGE = {
  /** Total WIL hours: 3 digits and up to 2 decimals; the message says 999.9. */
  wilHoursMax: 999.99,
  wilHoursShownMax: 999.9,
  ratingMin: 0,
  ratingMax: 5,
  proportionMax: 100,
  proportionDecimals: 2,
  hoursDecimals: 2,
  overrideWeightMax: 1,
  overrideWeightDecimals: 3,
  /** Sent to IS over this many days (002 §9). */
  overDays: 14,
} as const;

/** Question numbers: 8 general, then 5 programme-specific (001 §3, §9). */
export const GENERAL_QUESTIONS = 8;
export const ALL_QUESTIONS = 13;

/** The signature image and the paper form of an offline WPA (002 §5). */
export const SIGNATURE_TYPES = ['png', 'jpg', 'jpeg'] as const;
export const SIGNATURE_LABEL = 'a png, jpg or jpeg image';
export const SIGNATURE_MAX_BYTES = 2 * 1024 * 1024;
export const PAPER_FORM_TYPES = ['pdf', 'png', 'jpg', 'jpeg'] as const;
export const PAPER_FORM_LABEL = 'a PDF or a png, jpg or jpeg image';
export const PAPER_FORM_MAX_BYTES = 10 * 1024 * 1024;

/** The spec's messages, word for word where it gives them. */
export const WPA_MSG = {
  // 001 §5 and 002 §5
  returnComment: 'Please enter Comment.',
  resendName: 'Name is required.',
  resendEmail: 'Email Address is required.',
  emailFormat: 'Incorrect Email format.',
  source: 'Please choose the source for accepting Profile Information: input by Student or by Industry Supervisor?',
  startAfterEnd: 'The start date cannot be later than the end date.',
  endBeforeStart: 'The end date cannot be earlier than the start date.',
  supervisorName: 'Name of Industry Supervisor is required.',
  timeSpentNegative: 'Time Spent cannot be less than 0.',
  timeSpentSumReview: 'The sum of time spent must be equal to 100.',
  timeSpentSumOffline: 'Proportion of Time Spent must be equal to 100%.',
  ratingReview: 'This is required.',
  ratingOffline: 'Please assess student competencies.',
  workPerformance: 'Please assess student work performance.',
  signatureImage: 'Signature of Industry Supervisor with Company Stamp is required.',
  paperForm: 'Please upload the WPA Paper Form before submit.',
  // 001 §8 and 002 §4 success messages
  accepted: 'This WPA has been accepted and would be included in the WIL assessment.',
  rejected: 'This WPA has been rejected and will not be included in the WIL assessment.',
  terminated: 'The WPA process is now terminated.',
  saved: 'Save successfully.',
  offlineDone: "You've completed the WPA form.",
  terminateConfirm: 'Are you sure you want to terminate this WPA?',
  // Ours, where the spec names a rule but no words
  wilHoursRequired: 'Total WIL Hours is required.',
  wilHoursMax: 'Total WIL Hours cannot be greater than 999.9.',
  wilHoursMin: 'Total WIL Hours cannot be less than 0.',
  wilHoursDecimals: 'Total WIL Hours may have at most 2 decimals.',
  periodStart: 'Period Start Date is required.',
  periodEnd: 'Period End Date is required.',
  periodOrder: 'The Period Start Date cannot be later than the Period End Date.',
  companyName: 'Company Name is required.',
  companyAddress: 'Company Address is required.',
  supervisorPosition: 'Position of Industry Supervisor is required.',
  supervisorPhone: 'Phone of Industry Supervisor is required.',
  supervisorEmail: 'Email of Industry Supervisor is required.',
  activityRequired: 'Please enter the major activity.',
  proportionRequired: 'Proportion of Time Spent is required.',
  proportionRange: 'Proportion of Time Spent must be from 0 to 100.',
  proportionDecimals: 'Proportion of Time Spent may have at most 2 decimals.',
  ratingRange: 'A rating must be a whole number from 0 to 5.',
  signatureName: 'Name of the signatory is required.',
  signatureDate: 'Signature Date is required.',
  overrideWeight: 'Override weight must be a number from 0 to 1 with at most 3 decimals.',
  tooLong: (label: string, max: number) => `${label} cannot be longer than ${max} characters.`,
} as const;

/** A WPA upload as the kernel checks it: types by content, size while streaming ({n}: the limit in MB). */
const upload = <const T extends readonly string[]>(types: T, maxBytes: number, label: string, missing: string) =>
  ({ types, maxBytes, label, messages: { missing, tooLarge: 'File size must be less than {n}MB.' } }) as const;

/** The signature image: wpaAppl/insert's and wpaIsForm/uploadSignature's field 'signatureImg'. */
export const SIGNATURE_FILE = upload(SIGNATURE_TYPES, SIGNATURE_MAX_BYTES, SIGNATURE_LABEL, WPA_MSG.signatureImage);
/** The offline WPA's paper form: wpaAppl/insert's field 'file'. */
export const PAPER_FORM_FILE = upload(PAPER_FORM_TYPES, PAPER_FORM_MAX_BYTES, PAPER_FORM_LABEL, WPA_MSG.paperForm);
