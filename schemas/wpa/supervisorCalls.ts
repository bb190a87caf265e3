import { SIGNATURE_FILE } from './limits.js';
import {
  draftSavedReply,
  linkBody,
  signatureModel,
  signatureSavedReply,
  submittedReply,
  supervisorFormBody,
  supervisorFormReply,
} from './supervisor.js';

/**
 * The industry supervisor's page (/wpa/{token}, issue 31): public calls, no session, the link's
 * token in every payload and no WPA id in any. Each call is rate limited per address and per
 * token (the kernel's 'link' limit). Answers: SUCCESS; NOT_FOUND with WPA_LINK_MSG.invalid for
 * any token that does not open a form (whichever the reason); INVALID_STATE with
 * WPA_LINK_MSG.submitted once the supervisor has submitted; VALIDATION with the spec's messages
 * joined by '; '; RATE_LIMITED.
 */
export const wpaSupervisorCalls = {
  /** The form the link opens: Part I as the student gave it, the saved draft, the questions and the legend. */
  searchByToken: { path: 'wpaIsForm/searchByToken', body: linkBody, reply: supervisorFormReply },
  /** Keeps the form as it is (any part of it; a value given must pass its rule). */
  saveDraft: { path: 'wpaIsForm/saveDraft', body: supervisorFormBody, reply: draftSavedReply },
  /**
   * The signature (the Draw tab's canvas as a png, or the Upload tab's png/jpg/jpeg), kept with
   * the draft: multipart, the image in field 'signatureImg', `{ token }` as the model.
   */
  uploadSignature: {
    path: 'wpaIsForm/uploadSignature',
    body: signatureModel,
    multipart: { files: { signatureImg: SIGNATURE_FILE } },
    reply: signatureSavedReply,
  },
  /**
   * Submits the form (the whole form with the review rules; the signature image uploaded before):
   * SENT_TO_IS → PENDING_REVIEW, the link ends, the assigned AS is mailed.
   */
  submit: { path: 'wpaIsForm/submit', body: supervisorFormBody, reply: submittedReply },
} as const;
