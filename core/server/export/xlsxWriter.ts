import { constants, crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import type { Writable } from 'node:stream';

/**
 * The kernel's streaming .xlsx writer for exports (reports' engine, and any area through
 * xlsxReply.ts): one worksheet, inline strings (no shared
 * strings table), numbers, booleans and dates; the sheet XML is built a batch of rows at a time
 * and deflated by node:zlib (off the main thread) straight into the output stream, so memory
 * stays flat whatever the row count.
 *
 * Why not exceljs' WorkbookWriter: profiled on 100,000 rows × 20 columns it spends ~3 s of CPU
 * (a cell model, an XML stream and a JavaScript CRC per cell) before the database and HTTP take
 * theirs, which caps an export below 20,000 rows a second on two cores (docs/DECISIONS.md).
 * exceljs still reads these files back in the tests.
 *
 * The zip is written as it goes: small parts first with their sizes known, the sheet with a data
 * descriptor (general purpose bit 3), then the central directory. No zip64: a sheet past 4 GiB
 * of XML is refused (Excel's own limit of 1,048,576 rows is reached long before).
 *
 * Excel's limits are kept: at most 1,048,576 rows (the writer throws past them; callers count
 * first), text cut to 32,767 characters a cell, and characters XML cannot carry written as
 * _xHHHH_ escapes (xmlText).
 */

export type XlsxValue = string | number | boolean | Date | null | undefined;

export interface XlsxColumn {
  header: string;
  /** Width in characters (Excel's unit); omitted means Excel's default. */
  width?: number;
}

export interface XlsxOptions {
  /** Made to follow Excel's rules (sheetNameOf). */
  sheetName: string;
  columns: XlsxColumn[];
  /** zlib level for the sheet (1 fast … 9 small); default 1. */
  level?: number;
}

const MAX_32 = 0xffffffff;
const DEFLATE_BACKLOG = 4 * 1024 * 1024;
const CHUNK = 1024 * 1024;

// Characters XML 1.0 cannot carry (C0 controls other than tab, LF, CR; U+FFFE, U+FFFF) are
// written as the spreadsheet escape _xHHHH_ (ECMA-376 ST_Xstring), which Excel and LibreOffice
// read back as the character. So a text that already looks like an escape must keep its
// underscore literal: that underscore is written _x005F_ (it would otherwise read back as the
// character it names). Only an underscore that starts x + 4 hex digits + '_' (or + a character
// that is itself escaped, whose escape starts with '_') can be misread, so only that one is
// escaped. CR is kept as a character reference so XML parsers do not fold it.
const CONTROL = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\ufffe\\uffff';
const SPECIAL_SOURCE = `[&<>\\r${CONTROL}]|_(?=x[0-9A-Fa-f]{4}[_${CONTROL}])`;
const SPECIAL = new RegExp(SPECIAL_SOURCE);
const SPECIAL_ALL = new RegExp(SPECIAL_SOURCE, 'g');
const ENTITY: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '\r': '&#13;',
  _: '_x005F_',
};
const escapeOf = (c: string) => ENTITY[c] ?? `_x${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`;

/** Text for an XML element or a double-quoted attribute, with the spreadsheet escapes. */
export function xmlText(s: string): string {
  if (!SPECIAL.test(s)) return s;
  return s.replace(SPECIAL_ALL, escapeOf);
}

/** Excel's limits: rows a sheet holds (the header is one), and characters a cell holds. */
export const MAX_ROWS = 1_048_576;
export const MAX_CELL_CHARS = 32_767;

/**
 * A text cut to Excel's 32,767 characters (UTF-16 units, as Excel counts), never between the
 * two halves of a surrogate pair. Excel refuses a file with a longer cell.
 */
export function cellText(s: string): string {
  if (s.length <= MAX_CELL_CHARS) return s;
  const end = MAX_CELL_CHARS;
  const code = s.charCodeAt(end - 1);
  return s.slice(0, code >= 0xd800 && code <= 0xdbff ? end - 1 : end);
}

const xmlAttr = (s: string) => xmlText(s).replace(/"/g, '&quot;');

/** 'A', 'B', … 'Z', 'AA', … for a 0-based column index. */
export function columnLetters(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** Excel's serial day number (1900 date system) of a JavaScript date, in UTC. */
export function excelSerial(d: Date): number {
  return 25569 + d.getTime() / 86_400_000;
}

const NS_MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const NS_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS_PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const CONTENT_TYPES =
  XML_HEAD +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';

const ROOT_RELS =
  XML_HEAD +
  `<Relationships xmlns="${NS_PKG_REL}">` +
  `<Relationship Id="rId1" Type="${NS_REL}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>';

const WORKBOOK_RELS =
  XML_HEAD +
  `<Relationships xmlns="${NS_PKG_REL}">` +
  `<Relationship Id="rId1" Type="${NS_REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${NS_REL}/styles" Target="styles.xml"/>` +
  '</Relationships>';

/** The first id of a custom number format (0–163 are Excel's built-in ones). */
const DATE_FORMAT_ID = 164;
/**
 * Style 0 is the default; style 1 shows a date serial as a date in the product's date style
 * (DD MMM YYYY, spec 000 §9), so the column is real dates Excel sorts and filters as dates.
 */
const STYLES =
  XML_HEAD +
  `<styleSheet xmlns="${NS_MAIN}">` +
  `<numFmts count="1"><numFmt numFmtId="${DATE_FORMAT_ID}" formatCode="dd mmm yyyy"/></numFmts>` +
  '<fonts count="1"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  `<xf numFmtId="${DATE_FORMAT_ID}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>` +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

/** Excel's rules for a sheet name: 1 to 31 characters, none of \ / ? * [ ] :, no edge apostrophe. */
export function sheetNameOf(name: string): string {
  const clean = name
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\ufffe\uffff]/g, '')
    .replace(/[\\/?*[\]:]/g, ' ')
    .slice(0, 31)
    .replace(/^'+|'+$/g, '')
    .trim();
  return clean || 'Sheet1';
}

function workbookXml(sheetName: string) {
  return (
    XML_HEAD +
    `<workbook xmlns="${NS_MAIN}" xmlns:r="${NS_REL}">` +
    `<sheets><sheet name="${xmlAttr(sheetName)}" sheetId="1" r:id="rId1"/></sheets>` +
    '</workbook>'
  );
}

/** DOS date and time of a moment (local time, as zip tools show it). */
function dosDateTime(d: Date) {
  const time = (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2);
  const date = ((Math.max(d.getFullYear(), 1980) - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate();
  return { time, date };
}

/**
 * Resolves when a stream can take more; rejects when it is destroyed first (the download was
 * cancelled or failed), so the caller stops reading rows instead of waiting for ever.
 */
export function drained(stream: Writable): Promise<void> {
  if (stream.destroyed) return Promise.reject(new Error('The output stream is closed.'));
  return new Promise((resolve, reject) => {
    const done = (e?: Error) => {
      stream.off('drain', onDrain);
      stream.off('close', onClose);
      stream.off('error', done);
      if (e) reject(e);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new Error('The output stream is closed.'));
    stream.once('drain', onDrain);
    stream.once('close', onClose);
    stream.once('error', done);
  });
}

interface Entry {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
  descriptor: boolean;
}

export class XlsxWriter {
  private readonly out: Writable;
  private readonly options: XlsxOptions;
  private readonly cols: string[];
  private readonly stamp = dosDateTime(new Date());
  private readonly entries: Entry[] = [];
  private offset = 0;
  private rowNumber = 0;
  private sheet: Entry | null = null;
  private deflate: ReturnType<typeof createDeflateRaw> | null = null;
  private deflated: Promise<void> | null = null;
  private crc = 0;
  private size = 0;
  /** The pending batch of sheet XML (UTF-8) and how much of it is filled. */
  private chunk: Buffer | null = null;
  private used = 0;
  private pending: Buffer[] = [];
  private failed: Error | null = null;

  constructor(out: Writable, options: XlsxOptions) {
    this.out = out;
    this.options = options;
    this.cols = options.columns.map((_, i) => columnLetters(i));
  }

  /** Writes the parts before the rows and the header row. */
  async start(): Promise<void> {
    this.storedEntry('[Content_Types].xml', CONTENT_TYPES);
    this.storedEntry('_rels/.rels', ROOT_RELS);
    this.storedEntry('xl/workbook.xml', workbookXml(sheetNameOf(this.options.sheetName)));
    this.storedEntry('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
    this.storedEntry('xl/styles.xml', STYLES);
    this.openSheet();
    const widths = this.options.columns
      .map((c, i) =>
        c.width && c.width > 0 ? `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>` : '',
      )
      .join('');
    this.text(
      XML_HEAD +
        `<worksheet xmlns="${NS_MAIN}" xmlns:r="${NS_REL}">` +
        (widths ? `<cols>${widths}</cols>` : '') +
        '<sheetData>',
    );
    this.appendRow(this.options.columns.map((c) => c.header));
    await this.flush();
  }

  /** Appends rows (one value per column; null or undefined leaves the cell empty). */
  async addRows(rows: readonly (readonly XlsxValue[])[]): Promise<void> {
    for (const r of rows) this.appendRow(r);
    await this.flush();
  }

  /**
   * Appends one row to the pending batch (the values are read at once: the caller may reuse the
   * array); flush() sends the batch on. For callers that build rows one at a time.
   */
  appendRow(values: readonly XlsxValue[]): void {
    this.text(this.rowXml(values));
  }

  /** Sends the pending rows to the deflater, waiting when it or the response is behind. */
  async flush(): Promise<void> {
    if (this.failed) throw this.failed;
    if (this.out.destroyed) throw new Error('The output stream is closed.');
    if (this.chunk && this.used > 0) this.pending.push(this.chunk.subarray(0, this.used));
    this.chunk = null;
    this.used = 0;
    const deflate = this.deflate!;
    for (const data of this.pending) {
      this.crc = crc32(data, this.crc);
      this.size += data.length;
      deflate.write(data);
    }
    this.pending = [];
    // Up to about two batches may wait for zlib, so the next batch is read and built while zlib
    // (on libuv's thread pool) deflates this one.
    if (deflate.writableLength > DEFLATE_BACKLOG) await drained(deflate);
    if (this.out.writableNeedDrain) await drained(this.out);
  }

  /** Closes the sheet and writes the central directory; the caller ends the output stream. */
  async finish(): Promise<void> {
    this.text('</sheetData></worksheet>');
    await this.flush();
    const deflate = this.deflate!;
    deflate.end();
    await this.deflated;
    if (this.failed) throw this.failed;
    const sheet = this.sheet!;
    sheet.crc = this.crc;
    sheet.size = this.size;
    if (sheet.size > MAX_32 || sheet.compressed > MAX_32) throw new Error('The sheet is too large for an .xlsx file.');
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(sheet.crc, 4);
    descriptor.writeUInt32LE(sheet.compressed, 8);
    descriptor.writeUInt32LE(sheet.size, 12);
    await this.write(descriptor);
    this.centralDirectory();
  }

  /** Drops the deflater after a failure (the caller destroys the output stream). */
  abort(): void {
    this.deflate?.destroy();
    this.pending = [];
    this.chunk = null;
  }

  private rowXml(values: readonly XlsxValue[]): string {
    // The caller counts first (the engine answers 'narrow the filters' before writing); this
    // guard keeps a file Excel would refuse from ever being finished.
    if (this.rowNumber >= MAX_ROWS) throw new Error(`An .xlsx sheet holds at most ${MAX_ROWS} rows.`);
    const r = ++this.rowNumber;
    let xml = `<row r="${r}">`;
    const n = Math.min(values.length, this.cols.length);
    for (let i = 0; i < n; i++) {
      const v = values[i];
      if (v === null || v === undefined) continue;
      const ref = this.cols[i] + r;
      if (typeof v === 'string') {
        if (v === '') continue;
        const text = xmlText(cellText(v));
        const first = v.charCodeAt(0);
        const last = v.charCodeAt(v.length - 1);
        // Leading or trailing white space survives only with xml:space="preserve".
        xml +=
          first <= 32 || last <= 32
            ? `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${text}</t></is></c>`
            : `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
      } else if (typeof v === 'number') {
        if (Number.isFinite(v)) xml += `<c r="${ref}"><v>${v}</v></c>`;
      } else if (typeof v === 'boolean') {
        xml += `<c r="${ref}" t="b"><v>${v ? 1 : 0}</v></c>`;
      } else if (v instanceof Date) {
        const t = v.getTime();
        if (Number.isFinite(t)) xml += `<c r="${ref}" s="1"><v>${excelSerial(v)}</v></c>`;
      }
    }
    return xml + '</row>';
  }

  private header(name: Buffer, method: number, flags: number, crc: number, csize: number, size: number) {
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
    h.writeUInt16LE(flags, 6);
    h.writeUInt16LE(method, 8);
    h.writeUInt16LE(this.stamp.time, 10);
    h.writeUInt16LE(this.stamp.date, 12);
    h.writeUInt32LE(crc, 14);
    h.writeUInt32LE(csize, 18);
    h.writeUInt32LE(size, 22);
    h.writeUInt16LE(name.length, 26);
    h.writeUInt16LE(0, 28);
    return Buffer.concat([h, name]);
  }

  /** A small part, deflated at once, its sizes in the local header. */
  private storedEntry(path: string, text: string) {
    const data = Buffer.from(text, 'utf8');
    const packed = deflateRawSync(data);
    const name = Buffer.from(path, 'utf8');
    const entry: Entry = {
      name,
      crc: crc32(data),
      compressed: packed.length,
      size: data.length,
      offset: this.offset,
      descriptor: false,
    };
    this.entries.push(entry);
    this.push(this.header(name, 8, 0x0800, entry.crc, entry.compressed, entry.size));
    this.push(packed);
  }

  private openSheet() {
    const name = Buffer.from('xl/worksheets/sheet1.xml', 'utf8');
    this.sheet = { name, crc: 0, compressed: 0, size: 0, offset: this.offset, descriptor: true };
    this.entries.push(this.sheet);
    this.push(this.header(name, 8, 0x0808, 0, 0, 0));
    const deflate = createDeflateRaw({
      level: this.options.level ?? 1,
      memLevel: 9,
      strategy: constants.Z_DEFAULT_STRATEGY,
      chunkSize: 64 * 1024,
    });
    this.deflate = deflate;
    deflate.on('data', (chunk: Buffer) => {
      this.sheet!.compressed += chunk.length;
      this.push(chunk);
    });
    this.deflated = new Promise<void>((resolve) => {
      deflate.once('end', resolve);
      deflate.once('error', (e) => {
        this.failed = e;
        resolve();
      });
    });
  }

  /**
   * Sheet XML into the pending batch buffer: UTF-8 straight into one buffer per batch (cheaper
   * than joining the batch into one string and converting it).
   */
  private text(xml: string) {
    // At most 3 bytes of UTF-8 per UTF-16 unit.
    const room = xml.length * 3;
    if (!this.chunk || this.chunk.length - this.used < room) {
      if (this.chunk && this.used > 0) this.pending.push(this.chunk.subarray(0, this.used));
      this.chunk = Buffer.allocUnsafe(Math.max(CHUNK, room));
      this.used = 0;
    }
    this.used += this.chunk.write(xml, this.used);
  }

  private push(chunk: Buffer) {
    this.offset += chunk.length;
    this.out.write(chunk);
  }

  private async write(chunk: Buffer) {
    this.push(chunk);
    if (this.out.writableNeedDrain) await drained(this.out);
  }

  private centralDirectory() {
    const start = this.offset;
    for (const e of this.entries) {
      const h = Buffer.alloc(46);
      h.writeUInt32LE(0x02014b50, 0);
      h.writeUInt16LE(20, 4); // made by: 2.0
      h.writeUInt16LE(20, 6); // needed: 2.0
      h.writeUInt16LE(e.descriptor ? 0x0808 : 0x0800, 8);
      h.writeUInt16LE(8, 10);
      h.writeUInt16LE(this.stamp.time, 12);
      h.writeUInt16LE(this.stamp.date, 14);
      h.writeUInt32LE(e.crc, 16);
      h.writeUInt32LE(e.compressed, 20);
      h.writeUInt32LE(e.size, 24);
      h.writeUInt16LE(e.name.length, 28);
      // extra, comment, disk, internal attributes: 0
      h.writeUInt32LE(0, 38); // external attributes
      h.writeUInt32LE(e.offset, 42);
      this.push(Buffer.concat([h, e.name]));
    }
    const size = this.offset - start;
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(size, 12);
    end.writeUInt32LE(start, 16);
    this.push(end);
  }
}
