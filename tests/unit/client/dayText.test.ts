import { describe, expect, it } from 'vitest';
import { dayDate, dayText, isoDay, parseDay } from '@core/client/ui/dates/dayText';

describe('days typed as en-au writes them (spec 000 §1) become the payload text YYYY-MM-DD', () => {
  it('reads numbers day first: 01/06/2026 is 1 June 2026, in any separator', () => {
    expect(parseDay('01/06/2026')).toBe('2026-06-01');
    expect(parseDay('1/6/2026')).toBe('2026-06-01');
    expect(parseDay('1-6-2026')).toBe('2026-06-01');
    expect(parseDay('11.12.2026')).toBe('2026-12-11');
    expect(parseDay(' 31 12 2026 ')).toBe('2026-12-31');
  });

  it('reads the display form, month names, the payload form and the Chinese form', () => {
    expect(parseDay('01 Jun 2026')).toBe('2026-06-01');
    expect(parseDay('1 june 2026')).toBe('2026-06-01');
    expect(parseDay('3-Sept-2026')).toBe('2026-09-03');
    expect(parseDay('Jun 1, 2026')).toBe('2026-06-01');
    expect(parseDay('2026-06-01')).toBe('2026-06-01');
    expect(parseDay('2026年6月1日')).toBe('2026-06-01');
  });

  it('answers null for nothing and false for text that is no day', () => {
    expect(parseDay('')).toBeNull();
    expect(parseDay('   ')).toBeNull();
    for (const bad of [
      '31/02/2026',
      '29/02/2027',
      '13/13/2026',
      '00/01/2026',
      '01/06/26',
      'Ju 1 2026',
      'Juno 1 2026',
      'tomorrow',
      '2026-02-30',
    ]) {
      expect(parseDay(bad), bad).toBe(false);
    }
    expect(parseDay('29/02/2028')).toBe('2028-02-29');
  });

  it('shows a day as DD MMM YYYY, and keeps the local day both ways', () => {
    expect(dayText('2026-06-01')).toBe('01 Jun 2026');
    expect(dayText(new Date(2026, 11, 25))).toBe('25 Dec 2026');
    expect(dayText('')).toBe('');
    expect(dayText(null)).toBe('');
    expect(isoDay(dayDate('2026-01-31')!)).toBe('2026-01-31');
    expect(dayDate('not a day')).toBeNull();
  });
});
