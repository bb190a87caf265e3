import { ApiError, type ApiOptions } from '@core/client/api';
import { call } from '@core/client/data/call';
import { callMultipart } from '@core/client/data/fileCalls';
import { wpaSupervisorCalls as c } from '@schemas/wpa/supervisorCalls';
import type { SupervisorForm, SupervisorPayload } from './supervisorValues';

/**
 * The calls of the industry supervisor's page (schemas/wpa/supervisorCalls.ts): public, so no
 * session token goes with them, and a network failure fails the call only (there is no session
 * to end and no sign-in to go to). The link's token is in every payload.
 */
const LINK: ApiOptions = { anonymous: true, quietNetwork: true };

export const readLinkForm = (token: string, signal?: AbortSignal) =>
  call(c.searchByToken, { token }, { ...LINK, signal });
export const saveLinkDraft = (payload: SupervisorPayload) => call(c.saveDraft, payload, LINK);
export const submitLinkForm = (payload: SupervisorPayload) => call(c.submit, payload, LINK);
/** The signature image (drawn or uploaded), kept with the draft; submit needs it sent first. */
export const uploadLinkSignature = (token: string, image: Blob) =>
  callMultipart(c.uploadSignature, { files: { signatureImg: image }, model: { token } }, LINK);

/** What the page shows: the form, or one of its plain answers. */
export type LinkPhase =
  | { kind: 'loading' }
  | { kind: 'form'; form: SupervisorForm }
  /** This visit submitted the form: the thank-you. */
  | { kind: 'thanks' }
  /** The link of a submitted form: that, and nothing else. */
  | { kind: 'submitted' }
  /** Unknown, altered, ended or expired: one page whatever the reason. */
  | { kind: 'invalid' }
  | { kind: 'failed'; error: ApiError };

/** The refusals that end the form: NOT_FOUND and INVALID_STATE are the link's own answers. */
export function endedBy(e: unknown): LinkPhase | null {
  if (!(e instanceof ApiError)) return null;
  if (e.errorCode === 'NOT_FOUND') return { kind: 'invalid' };
  if (e.errorCode === 'INVALID_STATE') return { kind: 'submitted' };
  return null;
}
