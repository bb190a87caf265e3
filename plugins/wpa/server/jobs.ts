import { jobSpec } from '@core/server/jobs/jobDefinition.js';

/**
 * The reminder job (issue 31): on its cron (WPA_REMIND_CRON, UTC) it reminds the industry
 * supervisor of every form due (services/reminders.ts). It takes no payload: what is due is read
 * from the WPAs, under their row locks, so a second run at the same time sends nothing twice.
 */
export const remindJob = jobSpec({
  task: 'wpa.sendReminders',
  payload: { type: 'object', additionalProperties: false, properties: {} },
} as const);
