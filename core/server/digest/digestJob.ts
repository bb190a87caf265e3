import { defineJob } from '../plugin.js';
import { jobSpec } from '../jobs/jobDefinition.js';
import type { KernelCore } from '../kernel.js';
import type { DigestSettings } from './digestSettings.js';

/**
 * The daily digest as the kernel's cron job (DIGEST_CRON, UTC; pg-boss adds it once across
 * servers). Without `day` it is today in DIGEST_TIME_ZONE, so a retry after a crash is the same
 * day's run and mails only those the crashed run had not (digest_sends).
 */
export const sendDigestJob = jobSpec({
  task: 'core.sendDigest',
  payload: {
    type: 'object',
    additionalProperties: false,
    properties: { day: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } },
  },
} as const);

export const digestJobs = (settings: DigestSettings) => [
  defineJob(sendDigestJob, {
    cron: settings.cron,
    concurrency: 1,
    maxAttempts: 3,
    retryDelaySeconds: 60,
    handler: async ({ payload, kernel, log }) => {
      const report = await (kernel as KernelCore).digest.run({ day: payload.day });
      log.info({ ...report }, 'daily digest run');
    },
  }),
];
