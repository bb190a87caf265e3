/** Profile rules both the form and the server apply (spec 000 §5, §6, §9), written once. */
import { EMAIL_MAX, isEmail } from '../core/inputRules.js';

export const PHOTO_MIN_SIDE = 100;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['png', 'jpg', 'jpeg'] as const;
/** What a refusal calls a photo whose content is not one of PHOTO_TYPES. */
export const PHOTO_LABEL = 'a png, jpg or jpeg image';

export interface StandingFields {
  /** WPA Standing Approval: MODULE_CONVENER or ACADEMIC_SUPERVISOR of the selected programme. */
  wpa: boolean;
  /** Job App Standing Approval: MODULE_CONVENER of the selected programme. */
  jobApp: boolean;
}

/** Which standing-approval fields the role shows (spec 000 §6 Profile). */
export function standingFields(roleCodes: readonly string[]): StandingFields {
  return {
    wpa: roleCodes.includes('MODULE_CONVENER') || roleCodes.includes('ACADEMIC_SUPERVISOR'),
    jobApp: roleCodes.includes('MODULE_CONVENER'),
  };
}

export interface ProfileInput {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  staffSaluation?: string | null;
  receiveNotiInd?: string | null;
  wpaStandApproveInd?: string | null;
  jobappStandApproveInd?: string | null;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Field name → the spec's message, in the form's order; empty when the input passes. */
export function profileErrors(p: ProfileInput, show: StandingFields): Partial<Record<keyof ProfileInput, string>> {
  const e: Partial<Record<keyof ProfileInput, string>> = {};
  if (blank(p.email)) e.email = 'Email is required.';
  else if (typeof p.email !== 'string' || p.email.length > EMAIL_MAX || !isEmail(p.email))
    e.email = 'Incorrect Email format.';
  if (blank(p.firstName)) e.firstName = 'First Name is required.';
  if (blank(p.lastName)) e.lastName = 'Last Name is required.';
  if (blank(p.staffSaluation)) e.staffSaluation = 'Staff Saluation is required.';
  if (blank(p.receiveNotiInd)) e.receiveNotiInd = 'Receive Notification is required.';
  if (show.wpa && blank(p.wpaStandApproveInd)) e.wpaStandApproveInd = 'WPA Standing Approval is required.';
  if (show.jobApp && blank(p.jobappStandApproveInd)) e.jobappStandApproveInd = 'Job App Standing Approval is required.';
  return e;
}

/** The messages alone, as the server sends them (joined with ';', spec §5 message lists). */
export const profileMessages = (p: ProfileInput, show: StandingFields): string[] =>
  Object.values(profileErrors(p, show)) as string[];

/** Spec 000 §5/§9: a photo under 100x100 or not square is flagged irregular. */
export const isIrregularPhoto = (width: number, height: number) =>
  width < PHOTO_MIN_SIDE || height < PHOTO_MIN_SIDE || width !== height;

/** A storage path the upload calls can have produced; anything else is refused as a photo. */
export const PHOTO_PATH = /^images\/\d{4}-\d{2}\/[0-9a-f-]{36}\.(png|jpg)$/;
