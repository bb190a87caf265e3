import { describe, expect, it } from 'vitest';
import { fileError, hoursError } from '../../../plugins/key-documents/client/uploadRules';
import { extensionOf, viewKind } from '../../../plugins/key-documents/client/fileKinds';

const MB = 1024 * 1024;

describe('exempted hours: required, 0 to 999.99, 2 decimals (spec 002 §5)', () => {
  it('takes 0, whole hours and up to two decimals', () => {
    for (const v of ['0', '12', '12.5', '12.50', '999.99', ' 7.25 ']) expect(hoursError(v), v).toBeNull();
  });
  it('asks for them when empty', () => {
    expect(hoursError('')).toBe('required');
    expect(hoursError('  ')).toBe('required');
  });
  it('refuses a value past 999.99, three decimals, a sign or an exponent', () => {
    for (const v of ['1000', '999.991', '1.234', '-1', '1e2', '.5', '12.', 'abc'])
      expect(hoursError(v), v).toBe('range');
  });
});

describe('the upload’s file (spec 002 §5)', () => {
  const file = (name: string, size = 1000) => ({ name, size });
  it('one file is required, and only one', () => {
    expect(fileError([], 10)).toBe('select');
    expect(fileError([file('a.pdf'), file('b.pdf')], 10)).toBe('max');
  });
  it('of an accepted type by its name', () => {
    for (const n of ['a.pdf', 'b.PPTX', 'c.docx', 'd.xls', 'e.jpeg', 'f.tiff', 'g.mp3', 'h.wav', 'i.txt'])
      expect(fileError([file(n)], 10), n).toBeNull();
    for (const n of ['a.exe', 'b.html', 'c.svg', 'noextension', 'd.pdf.exe'])
      expect(fileError([file(n)], 10), n).toBe('type');
  });
  it('within the configured size: n MB is the largest taken', () => {
    expect(fileError([file('a.pdf', 10 * MB)], 10)).toBeNull();
    expect(fileError([file('a.pdf', 10 * MB + 1)], 10)).toBe('size');
    expect(fileError([file('a.pdf', 3 * MB)], 2)).toBe('size');
  });
});

describe('the viewer goes by the type found in the content (issue 30)', () => {
  it('slides, PDF (also Word, Excel and TIFF), image, audio, text', () => {
    expect(viewKind('pptx')).toBe('slides');
    expect(viewKind('ppt')).toBe('slides');
    for (const t of ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'tif']) expect(viewKind(t), t).toBe('pdf');
    for (const t of ['jpg', 'png', 'bmp']) expect(viewKind(t), t).toBe('image');
    for (const t of ['mp3', 'wav']) expect(viewKind(t), t).toBe('audio');
    expect(viewKind('txt')).toBe('text');
  });
  it('anything else is offered for download only', () => {
    expect(viewKind('html')).toBe('none');
    expect(viewKind('')).toBe('none');
  });
  it('reads an extension from a name', () => {
    expect(extensionOf('Report.Final.PDF')).toBe('pdf');
    expect(extensionOf('noext')).toBe('');
    expect(extensionOf(null)).toBe('');
  });
});
