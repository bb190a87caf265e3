/**
 * Replies of the job-review calls (the `object` of each answer, spec 000 §3 names), as the
 * serializer writes them: a field missing here never reaches a screen, and the suites run with
 * STRICT_REPLIES so that a handler returning more than its schema fails loudly.
 */

import { count, id, int, listOf, pageOf, record, str, text } from '../core/replyParts.js';

const flag = { type: ['boolean', 'null'] } as const;

/** A student as the lists name them: the student ID, the full name, and its two parts. */
const studentNames = { studentAcctId: text, studentName: text, firstName: text, lastName: text } as const;

const jobPostFields = {
  jobId: id,
  jobTitle: str,
  jobType: text,
  jobTypeVal: text,
  positionType: text,
  positionTypeVal: text,
  vacancies: int,
  cohortProgId: id,
  progCode: text,
  progTitle: text,
  expCommenceDate: text,
  expEndDate: text,
  lastApplyDate: text,
  workLocId: int,
  workLocVal: text,
  jobPostStatus: str,
  specialArrange: text,
  partnerId: id,
  companyName: text,
  companyLogo: text,
  submitDate: text,
  eventDate: text,
  receivedQty: count,
  studentPointQty: count,
  deadlinePassed: flag,
  lastUpdatedDate: text,
} as const;

/** A job post card or list row. */
export const jobPostRow = record(jobPostFields);

const assignedStudent = record({
  assignToUserId: id,
  assignUserType: text,
  firstName: text,
  lastName: text,
  studentPhoto: text,
  studentAcctId: text,
});

const postEvent = record({
  eventId: id,
  fromStatus: text,
  toStatus: text,
  eventRemark: text,
  specialRemark: text,
  eventDate: text,
  actorName: text,
});

/** searchById: the post with company, contact, assigned students, history and the machine's buttons. */
export const jobPostDetail = record({
  ...jobPostFields,
  jobDesc: text,
  jobRequirement: text,
  salaryRangeFrom: int,
  salaryRangeTo: int,
  unit: text,
  unitVal: text,
  estimatedNoOfDaysAWeek: int,
  estimatedNoOfHoursAWeek: int,
  otherDesc: text,
  specialRemark: text,
  rejectedEventRemark: text,
  additionalInfo: text,
  eventRemark: text,
  partnerContactId: int,
  contactEmail: text,
  studentList: listOf(assignedStudent),
  eventList: listOf(postEvent),
  isConvener: flag,
  actions: record({ approve: flag, approveWithArrangement: flag, reject: flag, deadlineNotice: flag }),
});

const applicationFields = {
  jobApplId: id,
  jobId: id,
  jobTitle: str,
  jobPostStatus: str,
  companyName: text,
  progCode: text,
  progTitle: text,
  cohortProgId: id,
  studentId: id,
  ...studentNames,
  studentEmail: text,
  studentProgTitle: text,
  studentEntryYear: int,
  studyYearEntry: int,
  applyDate: text,
  jobApplStatus: str,
  specialArrange: text,
  jobSpecialArrange: text,
  lastUpdatedDate: text,
} as const;

/** An application list row. */
export const applicationRow = record(applicationFields);

/** A stored file of the application, with a download link signed for the reader's session. */
const annex = record({
  jobApplAnnexId: id,
  jobApplEventId: int,
  annexName: text,
  storagePath: text,
  fileTypeVal: text,
  downloadUrl: text,
});
const documentEvent = record({
  jobApplEventId: int,
  eventRemark: text,
  eventDate: text,
  jobApplAnnexModelList: listOf(annex),
});

/** A remark shown in a status dialog; which remark depends on the status (docs/DECISIONS.md). */
const dialogRemark = {
  type: 'object',
  additionalProperties: false,
  required: ['eventDate', 'toStatus'],
  properties: {
    eventDate: text,
    toStatus: text,
    studentWithdawnRemark: text,
    specialRemark: text,
    rejectedRemark: text,
    offerEventRemark: text,
    offerDeclinedRemark: text,
  },
} as const;

const applicationEvent = record({
  jobApplEventId: int,
  fromStatus: text,
  toStatus: text,
  eventType: text,
  eventRemark: text,
  eventDate: text,
  actorName: text,
});

/** searchJobApplById: the application with the student's profile, documents, dialogs and history. */
export const applicationDetail = record({
  ...applicationFields,
  studentPhoto: text,
  contactPhone: text,
  whatsApp: text,
  weChat: text,
  linkedIn: text,
  personalWeb: text,
  annexName: text,
  storagePath: text,
  /** The resume's download link, signed for the reader's session (null without a stored file). */
  resumeUrl: text,
  resumeType: text,
  portfolioLinkOne: text,
  portfolioLinkOneDesc: text,
  portfolioLinkTwo: text,
  portfolioLinkTwoDesc: text,
  portfolioLinkThree: text,
  portfolioLinkThreeDesc: text,
  additionalInfo: text,
  mcCommentsToStudent: text,
  eventRemark: text,
  jobApplAnnexModelList: listOf(annex),
  eventRequestDocumentList: listOf(documentEvent),
  eventDocumenAttachedList: listOf(documentEvent),
  eventDialogList: listOf(dialogRemark),
  eventList: listOf(applicationEvent),
  isConvener: flag,
  actions: record({ approve: flag, reject: flag, commentRequired: flag }),
});

/** A student of the year lists (all, no accepted offer, in progress). */
export const studentRow = record({
  studentId: id,
  userId: id,
  ...studentNames,
  email: text,
  progCode: text,
  progTitle: text,
  studentEntryYear: int,
  studyYearEntry: int,
  studyYear: int,
});

const candidate = record({
  assignToUserId: id,
  studentId: id,
  ...studentNames,
  studentPhoto: text,
  progCode: text,
});

const yearCounts = <K extends string>(keys: readonly K[]) =>
  record(Object.fromEntries(keys.map((k) => [k, count])) as Record<K, typeof count>);

const decision = <K extends string, S extends string>(key: K, status: S) =>
  record({ [key]: id, [status]: text, lastUpdatedDate: text } as Record<K, typeof id> &
    Record<S | 'lastUpdatedDate', typeof text>);

export const jobReviewReplies = {
  searchStudentList: record({
    list: listOf(candidate),
    total: count,
    invalidList: listOf({ type: 'string' } as const),
  }),
  searchAppl: pageOf(applicationRow),
  searchYearStudent: yearCounts([
    'yearAllStudent',
    'yearOneStudent',
    'yearTwoStudent',
    'yearThreeStudent',
    'yearFourStudent',
  ] as const),
  searchApplCount: yearCounts([
    'inProgressYearAllStudents',
    'inProgressYearOneStudents',
    'inProgressYearTwoStudents',
    'inProgressYearThreeStudents',
    'inProgressYearFourStudents',
  ] as const),
  searchNoApplictionsStudentsCounts: yearCounts([
    'noApplictionsYearAllStudents',
    'noApplictionsYearOneStudents',
    'noApplictionsYearTwoStudents',
    'noApplictionsYearThreeStudents',
    'noApplictionsYearFourStudents',
  ] as const),
  searchJobCount: listOf(
    record({ cohortProgId: id, progCode: text, progTitle: text, postedNum: count, submittedNum: count }),
  ),
  searchJobListAndStudentApplList: record({
    submittedJobList: listOf(jobPostRow),
    submittedStudentList: listOf(applicationRow),
  }),
  searchJobList: record({ postedList: listOf(jobPostRow), total: count }),
  searchAllJobList: pageOf(jobPostRow),
  searchById: jobPostDetail,
  searchByPartnerId: record({
    partnerId: id,
    companyName: text,
    companyLogo: text,
    companyWebsite: text,
    companySocailMedia: text,
    companyYouTuBe: text,
    companyInstagram: text,
    companyFacebook: text,
    companyWeChat: text,
    other: text,
    companyLocation: text,
    companyProfile: text,
  }),
  searchPartnerContact: record({
    partnerContactId: int,
    partnerId: id,
    contactName: text,
    contactTitle: text,
    contactDept: text,
    contactOfficePhone: text,
    contactMobilePhone: text,
    contactEmail: text,
  }),
  update: decision('jobId', 'jobPostStatus'),
  searchJobApplById: applicationDetail,
  updateJobApplStatus: decision('jobApplId', 'jobApplStatus'),
  studentYearList: pageOf(studentRow),
} as const;
