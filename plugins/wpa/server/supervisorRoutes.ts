import { type ServerRoute } from '@core/server/plugin.js';
import { defineRoute } from './area.js';
import { wpaSupervisorCalls } from '@schemas/wpa/supervisorCalls.js';
import {
  readSupervisorForm,
  saveSupervisorDraft,
  submitSupervisorForm,
  uploadSupervisorSignature,
} from './services/supervisorForm.js';

/** What /api/docs says of every call of the supervisor's page. */
const LINK =
  "The industry supervisor's page (/wpa/{token}): the link's token in the payload, no WPA id, no session. " +
  'Limited per address and per token (RATE_LIMIT_LINK, RATE_LIMIT_LINK_TOKEN). A token that opens no form ' +
  '(unknown, altered, ended, expired) answers NOT_FOUND with one message whatever the reason; a submitted ' +
  "form's link answers INVALID_STATE 'This appraisal has been submitted.'";

/** The public calls of the industry supervisor's single-use link (issue 31). */
export const supervisorRoutes: readonly ServerRoute[] = [
  defineRoute({
    ...wpaSupervisorCalls.searchByToken,
    summary:
      "The WPA form a supervisor's link opens: Part I as the student gave it, the draft, the questions, the legend.",
    description: LINK,
    auth: 'public',
    rateLimit: 'link',
    handler: ({ db, kernel, body }) => readSupervisorForm(db, kernel, body.token),
  }),
  defineRoute({
    ...wpaSupervisorCalls.saveDraft,
    summary: "Saves the industry supervisor's form as it is (a value given must pass its rule).",
    description: LINK,
    auth: 'public',
    rateLimit: 'link',
    handler: ({ db, body }) => saveSupervisorDraft(db, body),
  }),
  defineRoute({
    ...wpaSupervisorCalls.uploadSignature,
    summary:
      "The industry supervisor's signature image (png, jpg or jpeg, checked by content and size), kept with the draft.",
    description: LINK,
    auth: 'public',
    rateLimit: 'link',
    handler: ({ db, kernel, body, files }) => uploadSupervisorSignature(kernel, db, body.token, files.signatureImg!),
  }),
  defineRoute({
    ...wpaSupervisorCalls.submit,
    summary:
      "Submits the industry supervisor's form: SENT_TO_IS → PENDING_REVIEW, the link ends, the assigned AS is mailed.",
    description: LINK,
    auth: 'public',
    rateLimit: 'link',
    handler: ({ kernel, db, body }) => submitSupervisorForm(kernel, db, body),
  }),
];
