import { describe, expect, it } from 'vitest';
import { keptFileName, MAX_FILE_NAME_LENGTH } from '@core/server/files/fileName';

/** Issue 34: one rule for the name every upload is kept under. */
describe('keptFileName', () => {
  it('keeps a short name as sent, trimmed', () => {
    expect(keptFileName('  Report 2026.pdf ')).toBe('Report 2026.pdf');
    expect(keptFileName('報告 😀.docx')).toBe('報告 😀.docx');
    expect(keptFileName(undefined)).toBe('');
  });

  it('keeps the last path segment and drops control characters, lone surrogates and bidi overrides', () => {
    expect(keptFileName('C:\\fakepath\\a.pdf')).toBe('a.pdf');
    expect(keptFileName('../../etc/passwd')).toBe('passwd');
    expect(keptFileName('a\u0000b\r\n\u0007c\ud800.txt')).toBe('abc.txt');
    expect(keptFileName('invoice\u202efdp.exe')).toBe('invoicefdp.exe');
  });

  it('shortens a long name to 200 characters, keeping its extension and never splitting a pair', () => {
    const kept = keptFileName(`${'x'.repeat(300)}.pptx`);
    expect(kept).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(kept.endsWith('x….pptx')).toBe(true);
    const emoji = keptFileName(`${'😀'.repeat(300)}.pdf`);
    expect(Array.from(emoji)).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(/\p{Cs}/u.test(emoji)).toBe(false);
    expect(emoji.endsWith('….pdf')).toBe(true);
  });

  it('an extension too long to be one is cut with the name', () => {
    const kept = keptFileName(`a.${'b'.repeat(300)}`);
    expect(kept).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(kept.endsWith('b…')).toBe(true);
  });
});
