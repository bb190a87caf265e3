/**
 * The daily digest's settings (issue 39), from the environment (README 'Daily digest'): when the
 * job runs, whose calendar day a digest belongs to, and how many staff one batch reads.
 */
export interface DigestSettings {
  /** DIGEST_CRON: five-field cron, UTC (23:30 UTC is 07:30 in Hong Kong). */
  cron: string;
  /**
   * DIGEST_TIME_ZONE: a digest is one person's mail of one day of this zone, so a run retried
   * after midnight UTC, or the CLI the next morning, still counts as the same day.
   */
  timeZone: string;
  /** DIGEST_BATCH: staff members per batch; each section runs one statement per batch. */
  batchSize: number;
}

export function digestSettingsFrom(env: NodeJS.ProcessEnv = process.env): DigestSettings {
  const cron = env.DIGEST_CRON?.trim() || '30 23 * * *';
  if (cron.split(/\s+/).length !== 5)
    throw new Error(`DIGEST_CRON must be a five-field cron expression, not '${cron}'.`);
  const timeZone = env.DIGEST_TIME_ZONE?.trim() || 'Asia/Hong_Kong';
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone });
  } catch {
    throw new Error(`DIGEST_TIME_ZONE must be an IANA time zone (Asia/Hong_Kong), not '${timeZone}'.`);
  }
  const raw = env.DIGEST_BATCH?.trim();
  const batchSize = raw ? Number(raw) : 1000;
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 10_000) {
    throw new Error(`DIGEST_BATCH must be a whole number from 1 to 10000, not '${raw}'.`);
  }
  return { cron, timeZone, batchSize };
}

/** The calendar day of `at` in `timeZone`, 'YYYY-MM-DD'. */
export function dayIn(timeZone: string, at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
