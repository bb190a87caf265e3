/**
 * The industry supervisor's link and the reminders (issue 31), set through the environment (the
 * README's settings table): how long a link opens the form, when the first reminder goes, how
 * often the next, how many at most, and when the reminder job runs.
 */
export interface SupervisorSettings {
  /** WPA_LINK_DAYS: a link opens the form for this many days after it was issued (30). */
  linkDays: number;
  /** WPA_REMIND_DAYS: the first reminder goes once the form has waited this many days with its supervisor (14). */
  remindDays: number;
  /** WPA_REMIND_INTERVAL_DAYS: the next one this many days after the last (7). */
  remindIntervalDays: number;
  /** WPA_REMIND_COUNT: at most this many reminders from the job since the form was (re)sent (3). */
  remindCount: number;
  /** WPA_REMIND_CRON: when the reminder job runs (five-field cron, UTC; 01:00 UTC is 09:00 in Hong Kong). */
  remindCron: string;
}

function whole(env: NodeJS.ProcessEnv, name: string, dflt: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return dflt;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`${name} must be a whole number of at least ${min}, not '${raw}'.`);
  return n;
}

export function supervisorSettingsFrom(env: NodeJS.ProcessEnv = process.env): SupervisorSettings {
  const cron = env.WPA_REMIND_CRON?.trim() || '0 1 * * *';
  if (cron.split(/\s+/).length !== 5)
    throw new Error(`WPA_REMIND_CRON must be a five-field cron expression, not '${cron}'.`);
  return {
    linkDays: whole(env, 'WPA_LINK_DAYS', 30, 1),
    remindDays: whole(env, 'WPA_REMIND_DAYS', 14, 1),
    remindIntervalDays: whole(env, 'WPA_REMIND_INTERVAL_DAYS', 7, 1),
    remindCount: whole(env, 'WPA_REMIND_COUNT', 3, 0),
    remindCron: cron,
  };
}

/** This server's settings, read once at start (a bad value stops the start naming it). */
export const SUPERVISOR_SETTINGS = supervisorSettingsFrom();
