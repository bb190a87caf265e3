import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike, startsWithPattern } from '@core/shared/likePattern.js';

/** PostgreSQL's ILIKE with its default escape character (backslash), as a regular expression. */
function ilike(value: string, pattern: string): boolean {
  let re = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\') re += (pattern[++i] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    else if (c === '%') re += '[\\s\\S]*';
    else if (c === '_') re += '[\\s\\S]';
    else re += c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`, 'i').test(value);
}

describe('escapeLike: user input matches literally', () => {
  it('escapes %, _ and the escape character itself', () => {
    expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now');
    expect(escapeLike('plain text')).toBe('plain text');
  });
  it('a % in the input finds a %, not everything', () => {
    expect(ilike('Save 50% now', containsPattern('50%'))).toBe(true);
    expect(ilike('Save 500 now', containsPattern('50%'))).toBe(false);
    expect(ilike('anything', containsPattern('%'))).toBe(false);
  });
  it('an _ in the input finds an _, not any one character', () => {
    expect(ilike('stu_01', containsPattern('u_0'))).toBe(true);
    expect(ilike('stux01', containsPattern('u_0'))).toBe(false);
  });
  it('a backslash in the input finds a backslash', () => {
    expect(ilike('a\\b', containsPattern('a\\b'))).toBe(true);
    expect(ilike('ab', containsPattern('a\\b'))).toBe(false);
  });
});

describe('containsPattern and startsWithPattern', () => {
  it('contains matches anywhere, ignoring case (ILIKE)', () => {
    expect(containsPattern('Data')).toBe('%Data%');
    expect(ilike('BSc Data Science', containsPattern('data'))).toBe(true);
    expect(ilike('BSc Computing', containsPattern('data'))).toBe(false);
  });
  it('startsWith matches the beginning only', () => {
    expect(startsWithPattern('BSC')).toBe('BSC%');
    expect(ilike('BSCCS', startsWithPattern('bsc'))).toBe(true);
    expect(ilike('MBSC', startsWithPattern('bsc'))).toBe(false);
    expect(ilike('B_SC', startsWithPattern('B_'))).toBe(true);
    expect(ilike('BXSC', startsWithPattern('B_'))).toBe(false);
  });
});
