import { jobSpec } from '../jobs/jobDefinition.js';

/** The kernel's job that sends one mail of the outbox. */
export const sendMailJob = jobSpec({
  task: 'core.sendMail',
  payload: {
    type: 'object',
    required: ['mailId'],
    properties: { mailId: { type: 'integer', minimum: 1 } },
    additionalProperties: false,
  },
} as const);

/** Every 10 minutes, once across servers: PENDING mails that lost their job get a new one. */
export const requeueStrandedMailJob = jobSpec({
  task: 'core.requeueStrandedMail',
  payload: { type: 'object', additionalProperties: false },
} as const);
