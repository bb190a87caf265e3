import { describe, expect, it } from 'vitest';
import { utcDate, utcDateTime } from '@core/server/dates.js';

describe("the server's date in messages (core/server/dates.ts)", () => {
  it("is 'DD MMM YYYY HH:mm UTC' in UTC, whatever the zone a token was written in", () => {
    expect(utcDateTime('2026-09-03T01:02:03.456Z')).toBe('03 Sep 2026 01:02 UTC');
    expect(utcDateTime('2026-01-31T23:59:00+08:00')).toBe('31 Jan 2026 15:59 UTC');
    expect(utcDateTime(new Date(Date.UTC(2025, 11, 25, 8, 5)))).toBe('25 Dec 2025 08:05 UTC');
  });
  it("a day is 'DD MMM YYYY' in UTC", () => {
    expect(utcDate(new Date('2026-09-30T23:30:00-02:00'))).toBe('01 Oct 2026');
  });
});
