import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { OFFICE_MAIN_PARTS, officeTypeOfZip } from '@core/server/files/officeZip.js';
import { checkedType } from '@core/server/files/fileType.js';

/** [Content_Types].xml declaring these parts with these content types. */
const contentTypes = (overrides: [string, string][], reversed = false) =>
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  overrides
    .map(([part, type]) =>
      reversed
        ? `<Override ContentType="${type}" PartName="${part}"/>`
        : `<Override PartName="${part}" ContentType="${type}"/>`,
    )
    .join('') +
  '</Types>';

/**
 * A zip of the given entries, in order, streamed (data descriptors) as some writers do. A large
 * incompressible first entry is what makes file-type stop looking and answer plain 'zip'.
 */
async function zipOf(entries: [string, string | Buffer][]) {
  const zip = new JSZip();
  for (const [name, data] of entries) zip.file(name, data);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', streamFiles: true });
}

const bulky = (): [string, Buffer] => ['xl/media/image1.bin', randomBytes(3_000_000)];
const workbook = (ct = contentTypes([['/xl/workbook.xml', OFFICE_MAIN_PARTS.xlsx]])) =>
  zipOf([bulky(), ['xl/workbook.xml', '<workbook/>'], ['[Content_Types].xml', ct]]);

describe('officeTypeOfZip: a zip is an office file when its package says so (ECMA-376 Part 2)', () => {
  it('a workbook file-type answers as plain zip is an xlsx', async () => {
    const bytes = await workbook();
    expect((await fileTypeFromBuffer(bytes))?.ext).toBe('zip');
    expect(await officeTypeOfZip(bytes, ['xlsx'])).toBe('xlsx');
  });

  it('reads the Override attributes in any order', async () => {
    const bytes = await workbook(contentTypes([['/xl/workbook.xml', OFFICE_MAIN_PARTS.xlsx]], true));
    expect(await officeTypeOfZip(bytes, ['xlsx'])).toBe('xlsx');
  });

  it('answers only a type that was asked for', async () => {
    const bytes = await workbook();
    expect(await officeTypeOfZip(bytes, ['docx'])).toBeNull();
    expect(await officeTypeOfZip(bytes, ['png', 'jpg'])).toBeNull();
    const doc = await zipOf([
      bulky(),
      ['word/document.xml', '<w:document/>'],
      ['[Content_Types].xml', contentTypes([['/word/document.xml', OFFICE_MAIN_PARTS.docx]])],
    ]);
    expect(await officeTypeOfZip(doc, ['xlsx', 'docx'])).toBe('docx');
  });

  it('refuses a zip without [Content_Types].xml', async () => {
    expect(await officeTypeOfZip(await zipOf([bulky(), ['xl/workbook.xml', '<workbook/>']]), ['xlsx'])).toBeNull();
  });

  it('refuses a package whose declared main part is missing', async () => {
    const bytes = await zipOf([
      bulky(),
      ['[Content_Types].xml', contentTypes([['/xl/workbook.xml', OFFICE_MAIN_PARTS.xlsx]])],
    ]);
    expect(await officeTypeOfZip(bytes, ['xlsx'])).toBeNull();
  });

  it('refuses a package that declares another main part (a macro-enabled workbook)', async () => {
    const xlsm = 'application/vnd.ms-excel.sheet.macroEnabled.main+xml';
    const bytes = await workbook(contentTypes([['/xl/workbook.xml', xlsm]]));
    expect(await officeTypeOfZip(bytes, ['xlsx'])).toBeNull();
  });

  it('stops reading a [Content_Types].xml that inflates past 256 KB (a bomb posing as a workbook)', async () => {
    const padding = `<!--${' '.repeat(300 * 1024)}-->`;
    const bytes = await workbook(contentTypes([['/xl/workbook.xml', OFFICE_MAIN_PARTS.xlsx]]) + padding);
    expect(await officeTypeOfZip(bytes, ['xlsx'])).toBeNull();
  });

  it('is not fooled by what is not a zip', async () => {
    expect(await officeTypeOfZip(Buffer.from('PK\x03\x04' + 'x'.repeat(100)), ['xlsx'])).toBeNull();
    expect(await officeTypeOfZip(Buffer.from('<html></html>'), ['xlsx'])).toBeNull();
  });
});

describe('checkedType: the type by content, never the name', () => {
  it('accepts the zip-looking workbook as xlsx with the office content type', async () => {
    expect(await checkedType(await workbook(), { allowed: ['xlsx', 'xls'] })).toEqual({
      ext: 'xlsx',
      mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
  });

  it('refuses a zip that is no office file, and an HTML page, with the label', async () => {
    const plain = await zipOf([bulky(), ['notes.txt', 'hello']]);
    await expect(checkedType(plain, { allowed: ['xlsx'], label: 'an Excel workbook' })).rejects.toThrow(
      'The file must be an Excel workbook; its content is not.',
    );
    await expect(checkedType(Buffer.from('<!doctype html><html></html>'), { allowed: ['png'] })).rejects.toThrow(
      'The file must be png; its content is not.',
    );
  });

  it('keeps the aliases: jpeg is jpg', async () => {
    // A real JPEG: since issue 34 the kernel decodes every image it takes (a header alone is refused).
    const jpeg = await sharp({ create: { width: 4, height: 2, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    expect((await checkedType(jpeg, { allowed: ['jpeg'] })).ext).toBe('jpg');
    const header = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
    await expect(checkedType(header, { allowed: ['jpeg'] })).rejects.toThrow('The image cannot be read');
  });
});
