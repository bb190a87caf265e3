import { defineJob, type JobDefinition } from '../jobs/jobDefinition.js';

/** The kernel's job that sends one mail of the outbox. */
export const SEND_MAIL = 'core.sendMail';
const MAIL_ATTEMPTS = 8;

/**
 * Declared like a plugin's jobs. 8 attempts from 5 s doubling (with jitter) give an SMTP server
 * about 10 to 20 minutes to come back before the row is left FAILED. Four at a time per server:
 * each holds a database connection (its row lock) while the SMTP server answers.
 */
export const mailJobs: readonly JobDefinition[] = [
  defineJob<{ mailId: number }>({
    task: SEND_MAIL,
    payload: {
      type: 'object',
      required: ['mailId'],
      properties: { mailId: { type: 'integer', minimum: 1 } },
      additionalProperties: false,
    },
    concurrency: 4,
    maxAttempts: MAIL_ATTEMPTS,
    retryDelaySeconds: 5,
    handler: async ({ payload, kernel, attempt }) => {
      await kernel.outbox.deliver(payload.mailId, attempt >= MAIL_ATTEMPTS);
    },
  }),
  // Every 10 minutes, once across servers: PENDING mails that lost their job get a new one.
  defineJob<Record<string, never>>({
    task: 'core.requeueStrandedMail',
    payload: { type: 'object', additionalProperties: false },
    cron: '*/10 * * * *',
    concurrency: 1,
    handler: async ({ kernel }) => {
      await kernel.outbox.requeueStranded();
    },
  }),
];
