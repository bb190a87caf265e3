import type { ShowStatus } from '../routes';

/** The statuses WPA Management has a list of (002 §2). */
const LISTS: Record<string, ShowStatus> = {
  PENDING_SEND: 'pendingSend',
  SENT_TO_IS: 'sentToIs',
  PENDING_REVIEW: 'pendingReview',
};

/** The WPA Management list a chart's status bar opens (issue 38): its own, or every form ('') for any other status. */
export const listOfStatus = (status: string): ShowStatus | '' => LISTS[status] ?? '';
