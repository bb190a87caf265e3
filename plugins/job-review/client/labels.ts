import { intentByStatus } from '@core/client/ui/intentByStatus';

// The status lists are the machines' own (spec 000 §4): one list for server and screens.
export { JOB_POST_STATUSES } from '../machines/jobPost';
export { JOB_APPLICATION_STATUSES as JOB_APPL_STATUSES } from '../machines/jobApplication';

/** REVIEW_REJECT is what is sent; it is shown as rejected (spec 000 §4). */
export const jobStatusKey = (s: string) => `jobStatus.${s === 'REVIEW_REJECT' ? 'REJECTED' : s}`;
export const applStatusKey = (s: string) => `applStatus.${s}`;

/** ACTIVE is green (spec 000 §9). */
export const jobStatusIntent = intentByStatus({
  success: ['ACTIVE'],
  warning: ['SUBMITTED'],
  danger: ['REJECTED', 'REVIEW_REJECT'],
  primary: ['SPECIAL_ARRANGEMENT'],
});

export const applStatusIntent = intentByStatus(
  {
    warning: ['TEACHER_REVIEWING'],
    danger: ['REJECTED', 'DECLINED', 'OFFER_DECLINED'],
    success: ['IN_PROGRESS', 'OFFER'],
  },
  'primary',
);

/** Sort options of the application lists (spec 000 §9). */
export const APPL_SORTS: [string, string][] = [
  ['sort.jobApplId', 'job_appl_id'],
  ['sort.jobId', 'job_id'],
  ['sort.jobTitle', 'job_title'],
  ['sort.jobPostStatus', 'job_post_status'],
  ['sort.studentId', 'student_acct_id'],
  ['sort.student', 'first_name'],
  ['sort.dateApplied', 'apply_date'],
  ['sort.status', 'job_appl_status'],
];

/** The five 'in processing' statuses of the home table (spec 000 §2). */
export const IN_PROCESSING = ['PEND_IP_RECEIPT', 'IP_PROCESSING', 'OFFER', 'DOCUMENT_ATTACHED', 'REQUEST_DOCUMENT'];

export const studentName = (r: { studentName?: string | null; firstName?: string | null; lastName?: string | null }) =>
  r.studentName ?? [r.firstName, r.lastName].filter(Boolean).join(' ');
