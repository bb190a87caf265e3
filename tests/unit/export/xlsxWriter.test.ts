import { createRequire } from 'node:module';
import { PassThrough, Readable, Writable } from 'node:stream';
import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import {
  cellText,
  columnLetters,
  excelSerial,
  MAX_CELL_CHARS,
  MAX_ROWS,
  sheetNameOf,
  XlsxWriter,
  xmlText,
  type XlsxColumn,
  type XlsxValue,
} from '@core/server/export/xlsxWriter.js';

/**
 * exceljs' own reading of an ST_Xstring (_xHHHH_ escapes), as it applies to shared strings and
 * Excel and LibreOffice apply to every cell text. exceljs hands inline strings back undecoded,
 * so the tests decode what it read with its decoder: the text a spreadsheet user sees.
 */
const TextXform = createRequire(import.meta.url)('exceljs/lib/xlsx/xform/strings/text-xform.js');
function asExcelReads(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  const t = new TextXform();
  t.parseOpen({ name: 't' });
  t.parseText(raw);
  return t.model as string;
}

/** Writes a workbook into memory the way the engine does (start, batches, finish, end). */
async function build(columns: XlsxColumn[], batches: XlsxValue[][][], sheetName = 'Report', level?: number) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => out.on('end', resolve));
  const writer = new XlsxWriter(out, { sheetName, columns, level });
  await writer.start();
  for (const b of batches) await writer.addRows(b);
  await writer.finish();
  out.end();
  await done;
  return Buffer.concat(chunks);
}

/** Reads the first sheet back with exceljs (the in-memory reader). */
async function read(bytes: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return { wb, sheet, rows };
}

/** The zip's entries from its central directory, each inflated and checked against its sizes. */
function unzip(bytes: Buffer) {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = bytes.readUInt16LE(end + 10);
  let p = bytes.readUInt32LE(end + 16);
  const files = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    expect(bytes.readUInt32LE(p)).toBe(0x02014b50);
    const csize = bytes.readUInt32LE(p + 20);
    const size = bytes.readUInt32LE(p + 24);
    const nameLen = bytes.readUInt16LE(p + 28);
    const offset = bytes.readUInt32LE(p + 42);
    const name = bytes.subarray(p + 46, p + 46 + nameLen).toString('utf8');
    expect(bytes.readUInt32LE(offset)).toBe(0x04034b50);
    const dataStart = offset + 30 + bytes.readUInt16LE(offset + 26) + bytes.readUInt16LE(offset + 28);
    const data = inflateRawSync(bytes.subarray(dataStart, dataStart + csize));
    expect(data.length).toBe(size);
    files.set(name, data.toString('utf8'));
    p += 46 + nameLen;
  }
  return files;
}

describe('column letters and date serials', () => {
  it('names columns as Excel does', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702, 16383].map(columnLetters)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
      'XFD',
    ]);
  });
  it('counts days from 1899-12-30 (the 1900 date system)', () => {
    expect(excelSerial(new Date(Date.UTC(1970, 0, 1)))).toBe(25569);
    expect(excelSerial(new Date(Date.UTC(2025, 0, 31, 12)))).toBe(45688.5);
  });
  it('escapes XML, writes characters XML cannot carry as _xHHHH_, and keeps escape-like text literal', () => {
    expect(xmlText('plain text')).toBe('plain text');
    expect(xmlText('a < b && c > d')).toBe('a &lt; b &amp;&amp; c &gt; d');
    expect(xmlText('bell\u0007 nul\u0000 tab\t lf\n cr\r')).toBe('bell_x0007_ nul_x0000_ tab\t lf\n cr&#13;');
    expect(xmlText('\ufffe\uffffok')).toBe('_xFFFE__xFFFF_ok');
    // Text that reads as an escape keeps its underscore literal (_x005F_ is '_').
    expect(xmlText('A_x000D_B')).toBe('A_x005F_x000D_B');
    expect(xmlText('a_x00ff_b')).toBe('a_x005F_x00ff_b');
    expect(xmlText('_x1234_x5678_')).toBe('_x005F_x1234_x005F_x5678_');
    // An underscore that only looks like an escape because a control character follows.
    expect(xmlText('_x1234\u0001')).toBe('_x005F_x1234_x0001_');
    // Underscores that cannot be misread stay as they are.
    expect(xmlText('file_x.txt snake_case _x12_ _xZZZZ_')).toBe('file_x.txt snake_case _x12_ _xZZZZ_');
  });

  it('round-trips any mix of underscores, escape-like text and control characters', () => {
    // A small alphabet that makes escape look-alikes often; decoding what we wrote must give
    // back the text exactly.
    const alphabet = ['_', 'x', '0', '0', 'D', 'f', 'A', '\u0001', '\u001f', '\r', '&'];
    let seed = 42;
    const next = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed;
    };
    for (let i = 0; i < 5000; i++) {
      let s = '';
      const n = 1 + (next() % 14);
      for (let j = 0; j < n; j++) s += alphabet[next() % alphabet.length];
      const xml = xmlText(s).replace(/&#13;/g, '\r').replace(/&amp;/g, '&');
      expect(asExcelReads(xml)).toBe(s);
    }
  });

  it("cuts text to Excel's 32,767 characters a cell, never inside a surrogate pair", () => {
    expect(cellText('short')).toBe('short');
    expect(cellText('x'.repeat(MAX_CELL_CHARS))).toHaveLength(MAX_CELL_CHARS);
    expect(cellText('x'.repeat(MAX_CELL_CHARS + 1))).toHaveLength(MAX_CELL_CHARS);
    expect(cellText('x'.repeat(MAX_CELL_CHARS - 1) + '🎓')).toBe('x'.repeat(MAX_CELL_CHARS - 1));
  });
});

describe('XlsxWriter', () => {
  const columns = [
    { header: 'Student ID', width: 21 },
    { header: 'Name', width: 26 },
    { header: 'Year' },
    { header: 'Mark' },
    { header: 'Active' },
    { header: 'Since' },
  ];

  it('writes a file exceljs opens, with the header row, the rows in order and the column widths', async () => {
    const rows: XlsxValue[][] = [
      ['L0001', 'Ann Lee', 2024, 71.25, true, new Date(Date.UTC(2024, 8, 1))],
      ['L0002', 'Bo Chan', 2025, 0, false, new Date(Date.UTC(2025, 0, 31))],
    ];
    const bytes = await build(columns, [rows]);
    const { sheet, rows: back, wb } = await read(bytes);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Report']);
    expect(back[0]).toEqual(['Student ID', 'Name', 'Year', 'Mark', 'Active', 'Since']);
    expect(back.slice(1)).toEqual(rows);
    expect(sheet.getColumn(1).width).toBe(21);
    expect(sheet.getColumn(2).width).toBe(26);
    // A date cell is a serial number with a date format: Excel sorts it as a date and shows
    // it in the product's style.
    expect(sheet.getCell('F2').type).toBe(ExcelJS.ValueType.Date);
    expect(sheet.getCell('F2').numFmt).toBe('dd mmm yyyy');
    expect(sheet.getCell('D2').type).toBe(ExcelJS.ValueType.Number);
  });

  it('escapes special characters and keeps non-ASCII text and edge white space', async () => {
    const tricky = [
      `<b>"quoted" & 'apos'</b>`,
      '陳大文 Chan Tai Man',
      '  padded  ',
      'line one\nline two',
      ']]><![CDATA[x',
      '=1+1',
      'emoji 🎓',
    ];
    const bytes = await build([{ header: 'Text & <more>' }], [tricky.map((t) => [t])], 'Names "A" & <C>');
    const { rows, wb } = await read(bytes);
    expect(rows[0]).toEqual(['Text & <more>']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(tricky);
    expect(wb.worksheets[0]!.name).toBe('Names "A" & <C>');
  });

  it('makes the sheet name one Excel accepts', async () => {
    expect(sheetNameOf('Report: A/B [2025]?')).toBe('Report  A B  2025');
    expect(sheetNameOf("'quoted'")).toBe('quoted');
    expect(sheetNameOf('x'.repeat(40))).toBe('x'.repeat(31));
    expect(sheetNameOf('???')).toBe('Sheet1');
    const { wb } = await read(await build([{ header: 'A' }], [], 'Student Report: 2025/26'));
    expect(wb.worksheets[0]!.name).toBe('Student Report  2025 26');
  });

  it('keeps control characters and escape-like text: read back, they are the text written', async () => {
    const texts = ['a\u0001b\u001fc', 'tab\there', 'A_x000D_B', 'nul\u0000 and _x0041_ and \ufffe', 'cr\rlf\n'];
    const bytes = await build([{ header: 'T_x0009_ \u0002' }], [texts.map((t) => [t])]);
    const { rows } = await read(bytes);
    expect(rows.map((r) => asExcelReads(r[0]))).toEqual(['T_x0009_ \u0002', ...texts]);
    // Nothing was dropped: the file holds the escapes, not the raw characters XML refuses.
    const sheet = unzip(bytes).get('xl/worksheets/sheet1.xml')!;
    expect(sheet).toContain('<t>a_x0001_b_x001F_c</t>');
    expect(sheet).toContain('<t>A_x005F_x000D_B</t>');
  });

  it('writes a text over 32,767 characters cut to 32,767, and the rest of the row', async () => {
    const long = 'é'.repeat(MAX_CELL_CHARS + 500);
    const bytes = await build([{ header: 'Long' }, { header: 'Next' }], [[[long, 'after']]]);
    const { rows } = await read(bytes);
    expect(rows[1]).toEqual(['é'.repeat(MAX_CELL_CHARS), 'after']);
  });

  it("refuses a row past Excel's 1,048,576 rows", async () => {
    const out = new PassThrough();
    out.resume();
    const writer = new XlsxWriter(out, { sheetName: 'S', columns: [{ header: 'A' }] });
    await writer.start(); // the header is row 1
    const row: XlsxValue[] = [1];
    for (let i = 1; i < MAX_ROWS; i++) {
      writer.appendRow(row);
      if (i % 100_000 === 0) await writer.flush();
    }
    expect(() => writer.appendRow(row)).toThrow(/at most 1048576 rows/);
    writer.abort();
  });

  it('leaves null, undefined, empty strings and non-finite numbers as empty cells', async () => {
    const bytes = await build(
      [{ header: 'A' }, { header: 'B' }, { header: 'C' }, { header: 'D' }],
      [
        [
          [null, 'x', undefined, 1],
          ['', Number.NaN, Number.POSITIVE_INFINITY, 'last'],
          [null, null, null, null],
        ],
      ],
    );
    const { sheet } = await read(bytes);
    // exceljs answers row values 1-based, with holes for empty cells.
    const values = (n: number) => Array.from(sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(2)).toEqual([undefined, 'x', undefined, 1]);
    expect(values(3)).toEqual([undefined, undefined, undefined, 'last']);
    expect(sheet.getCell('A4').value).toBeNull();
    expect(sheet.actualRowCount).toBe(3);
  });

  it('takes a row larger than its batch buffer, and rows appended one at a time', async () => {
    // 12 cells of 32,766 characters and a 3-byte character each: over 1 MB of UTF-8 in one row.
    const long = 'x'.repeat(MAX_CELL_CHARS - 1) + '終';
    const wide = Array.from({ length: 12 }, (_, i) => ({ header: `C${i}` }));
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const writer = new XlsxWriter(out, { sheetName: 'S', columns: wide });
    await writer.start();
    const values: XlsxValue[] = wide.map(() => null);
    for (const v of ['one', long, 'three']) {
      values.fill(v);
      writer.appendRow(values); // the same array each time
    }
    await writer.flush();
    await writer.finish();
    out.end();
    const { rows } = await read(Buffer.concat(chunks));
    expect(rows).toEqual([wide.map((c) => c.header), ...['one', long, 'three'].map((v) => wide.map(() => v))]);
  });

  it('ignores values past the declared columns', async () => {
    const bytes = await build([{ header: 'Only' }], [[['a', 'b', 'c']]]);
    const { rows } = await read(bytes);
    expect(rows).toEqual([['Only'], ['a']]);
  });

  it('writes a valid zip: every part inflates to its recorded size and CRC-checked by exceljs', async () => {
    const bytes = await build(columns.slice(0, 2), [[['L1', 'A']], [['L2', 'B']]]);
    const files = unzip(bytes);
    expect([...files.keys()].sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const sheet = files.get('xl/worksheets/sheet1.xml')!;
    expect(sheet).toContain('<c r="A1" t="inlineStr"><is><t>Student ID</t></is></c>');
    expect(sheet).toContain('<row r="3"><c r="A3" t="inlineStr"><is><t>L2</t></is></c>');
    expect(sheet).not.toContain('sharedStrings');
    expect(files.has('xl/sharedStrings.xml')).toBe(false);
  });

  it('streams many rows in batches at any compression level, with the same rows read back', async () => {
    const cols = Array.from({ length: 20 }, (_, j) => ({ header: `Column ${j + 1}` }));
    const row = (i: number): XlsxValue[] => cols.map((_, j) => (j % 4 === 0 ? i * 10 + j : `r${i} c${j}`));
    const batches: XlsxValue[][][] = [];
    for (let b = 0; b < 10; b++) batches.push(Array.from({ length: 500 }, (_, k) => row(b * 500 + k)));
    for (const level of [1, 6]) {
      const bytes = await build(cols, batches, 'Big', level);
      // The streaming reader, as the benchmark counts rows.
      const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(bytes), { worksheets: 'emit' });
      let n = 0;
      for await (const sheet of reader) {
        for await (const r of sheet) {
          const values = (r.values as unknown[]).slice(1);
          if (n === 0) expect(values).toEqual(cols.map((c) => c.header));
          else if (n === 1 || n === 5000 || n === 2718) expect(values).toEqual(row(n - 1));
          n++;
        }
      }
      expect(n).toBe(5001);
    }
  });

  it('stops with an error when the output is closed (a cancelled download), also while waiting', async () => {
    const out = new PassThrough({ highWaterMark: 1024 });
    const writer = new XlsxWriter(out, { sheetName: 'S', columns: [{ header: 'A' }] });
    await writer.start();
    // Nobody reads: soon a batch waits for the output to drain, until the output is destroyed.
    const batch = Array.from({ length: 2000 }, (_, i) => [`row ${i} ${'x'.repeat(50)}`]);
    const writing = (async () => {
      for (let i = 0; i < 1000; i++) await writer.addRows(batch);
    })();
    setTimeout(() => out.destroy(), 50);
    await expect(writing).rejects.toThrow(/closed/);
    await expect(writer.addRows([['more']])).rejects.toThrow(/closed/);
    writer.abort();
  });

  it('waits for a slow reader instead of buffering the file', async () => {
    let buffered = 0;
    let peak = 0;
    const slow = new Writable({
      highWaterMark: 64 * 1024,
      write(chunk: Buffer, _enc, cb) {
        buffered += chunk.length;
        setTimeout(() => {
          buffered -= chunk.length;
          cb();
        }, 1);
      },
    });
    const out = new PassThrough({ highWaterMark: 64 * 1024 });
    out.pipe(slow);
    // Incompressible text, so the deflated stream is about as large as the XML.
    let seed = 7;
    const noise = () => {
      let s = '';
      for (let i = 0; i < 40; i++) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        s += String.fromCharCode(33 + (seed % 90));
      }
      return s.replace(/[<>&]/g, 'x');
    };
    const writer = new XlsxWriter(out, { sheetName: 'S', columns: [{ header: 'A' }, { header: 'B' }] });
    await writer.start();
    for (let b = 0; b < 40; b++) {
      await writer.addRows(Array.from({ length: 500 }, () => [noise(), noise()]));
      peak = Math.max(peak, buffered + out.readableLength + out.writableLength);
    }
    await writer.finish();
    out.end();
    await new Promise((resolve) => slow.on('finish', resolve));
    // ~1.6 MB of XML went through; the writer never let more than a few batches pile up.
    expect(peak).toBeLessThan(600 * 1024);
  });
});
