import { describe, expect, it } from 'vitest';
import { dayIn, digestSettingsFrom } from '@core/server/digest/digestSettings';

describe('the digest settings (DIGEST_CRON, DIGEST_TIME_ZONE, DIGEST_BATCH)', () => {
  it('defaults to 23:30 UTC, the Hong Kong day and batches of 1000', () => {
    expect(digestSettingsFrom({})).toEqual({ cron: '30 23 * * *', timeZone: 'Asia/Hong_Kong', batchSize: 1000 });
  });
  it('refuses a malformed cron, an unknown zone and a bad batch size, naming the setting', () => {
    expect(() => digestSettingsFrom({ DIGEST_CRON: '* *' })).toThrow(/DIGEST_CRON/);
    expect(() => digestSettingsFrom({ DIGEST_TIME_ZONE: 'Mars/Olympus' })).toThrow(/DIGEST_TIME_ZONE/);
    expect(() => digestSettingsFrom({ DIGEST_BATCH: '0' })).toThrow(/DIGEST_BATCH/);
    expect(() => digestSettingsFrom({ DIGEST_BATCH: 'many' })).toThrow(/DIGEST_BATCH/);
  });
  it('a run at 23:30 UTC belongs to the next day in Hong Kong, and a retry after UTC midnight to the same one', () => {
    expect(dayIn('Asia/Hong_Kong', new Date('2026-11-27T23:30:00Z'))).toBe('2026-11-28');
    expect(dayIn('Asia/Hong_Kong', new Date('2026-11-28T00:40:00Z'))).toBe('2026-11-28');
    expect(dayIn('UTC', new Date('2026-11-27T23:30:00Z'))).toBe('2026-11-27');
  });
});
