import { createInflateRaw } from 'node:zlib';
import { validation } from '../http/appError.js';

/**
 * What an office file (docx, xlsx, pptx: a zip) unpacks to, checked before it is taken (issue
 * 34): a 150 KB .docx that inflated to 150 MB was accepted, and its conversion held the viewer's
 * converter for a minute while every other document waited. The sizes the zip's central
 * directory declares are summed first (a bomb that says what it is stops there, nothing
 * inflated); then every entry is inflated as a stream, counting bytes and keeping none, so a
 * directory that lies is caught too. The Office 97-2003 files (doc, xls, ppt) are not compressed:
 * their size, bounded by the upload's limit, is what they hold.
 */

/** What a document may unpack to: a 20 MB deck of pictures is some tens of MB. */
export const MAX_INFLATED_BYTES = 100 * 1024 * 1024;
/** Past this many times its size (once it unpacks past RATIO_FLOOR), no document is real. */
export const MAX_INFLATION_RATIO = 100;
const RATIO_FLOOR = 10 * 1024 * 1024;
/** Entries a zip may list: a workbook of many sheets has hundreds. */
const MAX_ENTRIES = 20_000;

const UNREADABLE = 'The office file cannot be read; please save it again from its program.';
const TOO_BIG = `The file unpacks to more than ${MAX_INFLATED_BYTES / 1024 / 1024} MB; please save it smaller (for example with smaller pictures).`;
const TOO_DENSE = `The file unpacks to more than ${MAX_INFLATION_RATIO} times its size, which no document does; please save it again from its program.`;

interface Entry {
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX32 = 0xffffffff;

/** Where the central directory is and how many entries it lists (zip64 included). */
function directoryOf(b: Buffer): { offset: number; count: number } {
  // The end record is the last 22 bytes, or before a comment of at most 64 KB.
  for (let at = b.length - 22; at >= Math.max(0, b.length - 22 - 0xffff); at--) {
    if (b.readUInt32LE(at) !== EOCD) continue;
    let count = b.readUInt16LE(at + 10);
    let offset = b.readUInt32LE(at + 16);
    if ((count === 0xffff || offset === MAX32) && at >= 20 && b.readUInt32LE(at - 20) === ZIP64_LOCATOR) {
      const z = Number(b.readBigUInt64LE(at - 12));
      if (z + 56 > b.length || b.readUInt32LE(z) !== ZIP64_EOCD) throw validation(UNREADABLE);
      count = Number(b.readBigUInt64LE(z + 32));
      offset = Number(b.readBigUInt64LE(z + 48));
    }
    return { offset, count };
  }
  throw validation(UNREADABLE);
}

/** A size or offset the central header left at 0xFFFFFFFF, read from its zip64 extra field. */
function zip64Values(b: Buffer, extra: number, end: number, wanted: number): number[] {
  if (!wanted) return [];
  for (let at = extra; at + 4 <= end;) {
    const id = b.readUInt16LE(at);
    const size = b.readUInt16LE(at + 2);
    if (id === 0x0001 && size >= wanted * 8 && at + 4 + size <= end) {
      return Array.from({ length: wanted }, (_, i) => Number(b.readBigUInt64LE(at + 4 + i * 8)));
    }
    at += 4 + size;
  }
  throw validation(UNREADABLE);
}

/** The entries the central directory lists, with their declared sizes. */
export function zipEntries(b: Buffer): Entry[] {
  const { offset, count } = directoryOf(b);
  if (count > MAX_ENTRIES) throw validation(UNREADABLE);
  const entries: Entry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > b.length || b.readUInt32LE(at) !== CENTRAL) throw validation(UNREADABLE);
    const sizes = [b.readUInt32LE(at + 24), b.readUInt32LE(at + 20), b.readUInt32LE(at + 42)];
    const extra = at + 46 + b.readUInt16LE(at + 28);
    const end = extra + b.readUInt16LE(at + 30);
    const wide = zip64Values(b, extra, end, sizes.filter((s) => s === MAX32).length);
    const [uncompressedSize, compressedSize, localOffset] = sizes.map((s) => (s === MAX32 ? wide.shift()! : s));
    entries.push({ method: b.readUInt16LE(at + 10), compressedSize, uncompressedSize, localOffset });
    at = end + b.readUInt16LE(at + 32);
  }
  return entries;
}

/** An entry's compressed bytes, found through its local header. */
function dataOf(b: Buffer, e: Entry): Buffer {
  const at = e.localOffset;
  if (at + 30 > b.length || b.readUInt32LE(at) !== LOCAL) throw validation(UNREADABLE);
  const start = at + 30 + b.readUInt16LE(at + 26) + b.readUInt16LE(at + 28);
  if (start + e.compressedSize > b.length) throw validation(UNREADABLE);
  return b.subarray(start, start + e.compressedSize);
}

/** How many bytes a deflated entry inflates to, stopping once past `budget` (nothing is kept). */
function inflatedSize(data: Buffer, budget: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let size = 0;
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > budget) {
        inflate.destroy();
        resolve(size);
      }
    });
    inflate.on('end', () => resolve(size));
    inflate.on('error', () => reject(validation(UNREADABLE)));
    inflate.end(data);
  });
}

/** Refuses a total past MAX_INFLATED_BYTES, or past MAX_INFLATION_RATIO times the file once it is large. */
function checkTotal(total: number, fileSize: number) {
  if (total > MAX_INFLATED_BYTES) throw validation(TOO_BIG);
  if (total > RATIO_FLOOR && total > fileSize * MAX_INFLATION_RATIO) throw validation(TOO_DENSE);
}

/** Refuses an office zip that unpacks past the bounds, by its directory and then by its data. */
export async function checkInflation(bytes: Buffer): Promise<void> {
  const entries = zipEntries(bytes);
  checkTotal(
    entries.reduce((sum, e) => sum + e.uncompressedSize, 0),
    bytes.length,
  );
  let total = 0;
  for (const e of entries) {
    const data = dataOf(bytes, e);
    // Stored (0) is its own size; deflate (8) is measured; Office writes no other method.
    if (e.method === 0) total += data.length;
    else if (e.method === 8) total += await inflatedSize(data, MAX_INFLATED_BYTES - total);
    else throw validation(UNREADABLE);
    checkTotal(total, bytes.length);
  }
}
