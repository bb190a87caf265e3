/** Shapes of the job-review calls' replies (spec 000 §3 field names). */

export interface AssignedStudent {
  assignToUserId: number;
  assignUserType?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  studentPhoto?: string | null;
  studentAcctId?: string | null;
}

/** One row of a decision history (the server's event rows), read loosely: names vary by table. */
export interface HistoryEvent {
  eventDate?: string | null;
  createdDate?: string | null;
  fromStatus?: string | null;
  toStatus?: string | null;
  status?: string | null;
  eventType?: string | null;
  remark?: string | null;
  eventRemark?: string | null;
  /** Arrangement remark; the server sends it to conveners only. */
  specialRemark?: string | null;
  actorName?: string | null;
  createdByName?: string | null;
  createdBy?: string | number | null;
}

export interface JobPost {
  jobId: number;
  jobTitle: string;
  jobType?: string | null;
  jobTypeVal?: string | null;
  positionTypeVal?: string | null;
  vacancies?: number | null;
  cohortProgId?: number | null;
  progCode?: string | null;
  progTitle?: string | null;
  jobDesc?: string | null;
  jobRequirement?: string | null;
  salaryRangeFrom?: number | string | null;
  salaryRangeTo?: number | string | null;
  unitVal?: string | null;
  estimatedNoOfDaysAWeek?: number | string | null;
  estimatedNoOfHoursAWeek?: number | string | null;
  expCommenceDate?: string | null;
  expEndDate?: string | null;
  lastApplyDate?: string | null;
  workLocId?: number | null;
  workLocVal?: string | null;
  otherDesc?: string | null;
  jobPostStatus: string;
  specialArrange?: string | null;
  specialRemark?: string | null;
  rejectedEventRemark?: string | null;
  additionalInfo?: string | null;
  eventDate?: string | null;
  eventRemark?: string | null;
  partnerId?: number | null;
  partnerContactId?: number | null;
  /** searchById: the caller is an MC of the post's programme. */
  isConvener?: boolean | null;
  companyName?: string | null;
  companyLogo?: string | null;
  contactEmail?: string | null;
  receivedQty?: number | null;
  studentPointQty?: number | null;
  lastUpdatedDate?: string | null;
  studentList?: AssignedStudent[] | null;
  events?: HistoryEvent[] | null;
  eventList?: HistoryEvent[] | null;
}

export interface PartnerContact {
  contactName?: string | null;
  contactTitle?: string | null;
  contactDept?: string | null;
  contactOfficePhone?: string | null;
  contactMobilePhone?: string | null;
  contactEmail?: string | null;
}

export interface CompanyProfile {
  companyName?: string | null;
  companyLogo?: string | null;
  companyWebsite?: string | null;
  companySocailMedia?: string | null;
  companyYouTuBe?: string | null;
  companyInstagram?: string | null;
  companyFacebook?: string | null;
  companyWeChat?: string | null;
  other?: string | null;
  companyLocation?: string | null;
  companyProfile?: string | null;
}

export interface ApplAnnex {
  annexName?: string | null;
  storagePath?: string | null;
  fileTypeVal?: string | null;
  jobApplAnnexId?: number | null;
  jobApplEventId?: number | null;
}

export interface DialogRemark {
  studentWithdawnRemark?: string | null;
  specialRemark?: string | null;
  rejectedRemark?: string | null;
  offerEventRemark?: string | null;
  offerDeclinedRemark?: string | null;
}

export interface JobApplication {
  jobApplId: number;
  jobId: number;
  jobApplStatus: string;
  specialArrange?: string | null;
  applyDate?: string | null;
  studentAcctId?: string | null;
  studentName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  studentEmail?: string | null;
  studentProgTitle?: string | null;
  studentEntryYear?: number | string | null;
  studyYearEntry?: number | string | null;
  studentPhoto?: string | null;
  contactPhone?: string | null;
  whatsApp?: string | null;
  weChat?: string | null;
  linkedIn?: string | null;
  personalWeb?: string | null;
  annexName?: string | null;
  storagePath?: string | null;
  resumeType?: string | null;
  portfolioLinkOne?: string | null;
  portfolioLinkOneDesc?: string | null;
  portfolioLinkTwo?: string | null;
  portfolioLinkTwoDesc?: string | null;
  portfolioLinkThree?: string | null;
  portfolioLinkThreeDesc?: string | null;
  additionalInfo?: string | null;
  jobApplAnnexModelList?: ApplAnnex[] | null;
  eventRequestDocumentList?:
    { eventRemark?: string | null; eventDate?: string | null; jobApplAnnexModelList?: ApplAnnex[] | null }[] | null;
  eventDocumenAttachedList?: { eventRemark?: string | null; eventDate?: string | null }[] | null;
  eventDialogList?: DialogRemark[] | null;
  mcCommentsToStudent?: string | null;
  eventRemark?: string | null;
  lastUpdatedDate?: string | null;
  jobTitle?: string | null;
  companyName?: string | null;
  progTitle?: string | null;
  progCode?: string | null;
  jobPostStatus?: string | null;
  jobSpecialArrange?: string | null;
  events?: HistoryEvent[] | null;
  eventList?: HistoryEvent[] | null;
}

/** A row of searchAppl (the application lists). */
export type ApplRow = JobApplication;

export interface StudentRow {
  studentAcctId: string;
  studentName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  studentEmail?: string | null;
  email?: string | null;
  progTitle?: string | null;
  progCode?: string | null;
  userId?: number | null;
}

export interface Area {
  paramId: number;
  parmValue1: string;
  children: { paramId: number; parmValue1: string }[];
}

export interface PageOf<T> {
  list: T[];
  total: number;
}
