import { defineJob } from '../plugin.js';
import { requeueStrandedMailJob, sendMailJob } from './mailJobSpecs.js';

/** The kernel's own task name for mail, as tests and the benchmark look for it in pg-boss. */
export const SEND_MAIL = sendMailJob.task;
const MAIL_ATTEMPTS = 8;

/**
 * Declared like a plugin's jobs. 8 attempts from 5 s doubling (with jitter) give an SMTP server
 * about 10 to 20 minutes to come back before the row is left FAILED. Four at a time per server:
 * each holds a database connection (its row lock) while the SMTP server answers.
 */
export const mailJobs = [
  defineJob(sendMailJob, {
    concurrency: 4,
    maxAttempts: MAIL_ATTEMPTS,
    retryDelaySeconds: 5,
    handler: async ({ payload, kernel, attempt }) => {
      await kernel.outbox.deliver(payload.mailId, attempt >= MAIL_ATTEMPTS);
    },
  }),
  defineJob(requeueStrandedMailJob, {
    cron: '*/10 * * * *',
    concurrency: 1,
    handler: async ({ kernel }) => {
      await kernel.outbox.requeueStranded();
    },
  }),
];
