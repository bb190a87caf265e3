import { intentByStatus } from '@core/client/ui/intentByStatus';

// The status lists are the machine's own (spec 001 §4): one list for server and screens.
export { WPA_STATUSES, WPA_FILTER_STATUSES } from '../machines/wpaForm';

export const wpaStatusKey = (s: string) => `status.${s}`;

export const wpaStatusIntent = intentByStatus({
  warning: ['PENDING_SEND', 'PENDING_REVIEW'],
  primary: ['SENT_TO_IS'],
  success: ['ACCEPTED', 'ACCEPTED_OFFLINE'],
  danger: ['REJECTED', 'TERMINATED', 'RETURNED_TO_STUDENT'],
});

/** The WPA sort options of spec 002 §9, as [label key, orderBy]; dates newest first. */
export const WPA_SORTS: [string, string][] = [
  ['sort.wpaId', 'wpa_appl_id'],
  ['sort.studentId', 'student_acct_id'],
  ['sort.company', 'company_name'],
  ['sort.supervisor', 'industry_supervisor_name'],
  ['sort.hours', 'wil_hours'],
  ['sort.mark', 'mark'],
  ['sort.submitDate', 'apply_date DESC'],
  ['sort.lastUpdate', 'last_updated_date DESC'],
  ['sort.over14', 'sent_to_is_over'],
  ['sort.status', 'wpa_status'],
];

// The rating legend of spec 001 §9 / 002 §9 (its own file: no machine with it).
export { RATINGS, ratingKey } from './ratingScale';

export const studentName = (r: { studentName?: string | null; firstName?: string | null; lastName?: string | null }) =>
  r.studentName ?? [r.firstName, r.lastName].filter(Boolean).join(' ');
