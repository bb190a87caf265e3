import { SHOW_STATUSES } from '@schemas/wpa/payloads';

/** The lists of WPA Management (spec 002 §2): /academic/WPAManagement/{showStatus}. */
export type ShowStatus = (typeof SHOW_STATUSES)[number];
export const isShowStatus = (s: string | undefined): s is ShowStatus =>
  (SHOW_STATUSES as readonly string[]).includes(s ?? '');
