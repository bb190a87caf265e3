import CFB from 'cfb';
import { describe, expect, it } from 'vitest';
import { checkedType } from '@core/server/files/fileType.js';
import { oleKindOf } from '@core/server/files/oleKind.js';
import { isPlainText } from '@core/server/files/plainText.js';
import { KEY_DOCUMENT_TYPES } from '@schemas/key-documents/fileTypes.js';

/** Issue 30: the types a key document may be, by content (core/server/files). */

const ole = (stream: string) => {
  const c = CFB.utils.cfb_new();
  CFB.utils.cfb_add(c, `/${stream}`, Buffer.alloc(600, 1));
  return Buffer.from(CFB.write(c, { type: 'buffer' }) as Uint8Array);
};

describe('Office 97-2003 files are told apart inside their container', () => {
  it.each([
    ['WordDocument', 'doc'],
    ['Workbook', 'xls'],
    ['Book', 'xls'],
    ['PowerPoint Document', 'ppt'],
  ])('a container with %s is %s', async (stream, kind) => {
    expect(oleKindOf(ole(stream))).toBe(kind);
    expect((await checkedType(ole(stream), { allowed: KEY_DOCUMENT_TYPES })).ext).toBe(kind);
  });

  it('another container (an installer, a mail item) is none of them', async () => {
    expect(oleKindOf(ole('SummaryInformation'))).toBeNull();
    await expect(checkedType(ole('SummaryInformation'), { allowed: KEY_DOCUMENT_TYPES })).rejects.toThrow(
      /its content is not/,
    );
  });

  it('a doc is not accepted where only xls is', async () => {
    await expect(checkedType(ole('WordDocument'), { allowed: ['xls'] })).rejects.toThrow(/its content is not/);
  });
});

describe('plain text: UTF-8, no NUL or control characters, no markup or script', () => {
  it.each([
    ['plain lines', 'Meeting notes\n- one\n- two\n', true],
    ['tabs, CRLF and a BOM', '\uFEFFa\tb\r\nc\f', true],
    ['Chinese text', '學生的實習報告\n', true],
    ['a NUL', 'a\u0000b', false],
    ['an escape sequence', 'a\u001b[31mred', false],
    ['an HTML page', '<!DOCTYPE html><p>x', false],
    ['a script tag late in the text', `${'words '.repeat(500)}<script>alert(1)</script>`, false],
    ['an SVG', '<svg onload=alert(1)>', false],
    ['a shell script', '#!/bin/sh\nrm -rf /\n', false],
    ['a javascript: address', 'click javascript:alert(1)', false],
  ])('%s', (_what, text, ok) => {
    expect(isPlainText(Buffer.from(text, 'utf8'))).toBe(ok);
  });

  it('refuses bytes that are not UTF-8', () => {
    expect(isPlainText(Buffer.from([0x61, 0xff, 0xfe, 0x62]))).toBe(false);
  });

  it('checkedType answers txt only when txt is allowed and nothing else matched', async () => {
    expect(await checkedType(Buffer.from('hello\n'), { allowed: ['txt'] })).toEqual({ ext: 'txt', mime: 'text/plain' });
    await expect(checkedType(Buffer.from('hello\n'), { allowed: ['png'] })).rejects.toThrow(/its content is not/);
  });
});
