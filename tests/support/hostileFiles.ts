import { once } from 'node:events';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import JSZip from 'jszip';
import sharp from 'sharp';
import { demoFiles } from '@core/server/demo/demoFiles';
import { pngClaiming } from '../api/profile/png';

/**
 * Files made to hurt the server (issue 34's outside probe), generated here rather than committed:
 * an image that starts like a PNG and is not one, a valid PNG of any size (an 8000 x 8000 one is
 * a few hundred KB), and office files that inflate far past their size.
 */

/** The PNG signature and a real header (120 x 120), then filler where the image data should be. */
export const falsePng = () => pngClaiming(120, 120, 4 * 1024);

/** A real, decodable PNG of one colour, `width` x `height` pixels. */
export const solidPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();

interface ZipEntry {
  name: string;
  /** The raw deflate stream. */
  data: Buffer;
  crc: number;
  size: number;
}

/** A little-endian record of [width, value] fields. */
function record(fields: readonly (readonly [2 | 4, number])[]): Buffer {
  const b = Buffer.alloc(fields.reduce((n, [w]) => n + w, 0));
  let at = 0;
  for (const [w, v] of fields) at = w === 2 ? b.writeUInt16LE(v, at) : b.writeUInt32LE(v, at);
  return b;
}

/** A zip written by hand (deflate entries, no zip64), so a test can make its directory say anything. */
function zipOf(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    // version, flags, method (deflate), time, date (1980-01-01), crc, sizes, name and extra lengths
    const common = [
      [2, 20],
      [2, 0],
      [2, 8],
      [2, 0],
      [2, 0x21],
      [4, e.crc],
      [4, e.data.length],
      [4, e.size],
      [2, name.length],
      [2, 0],
    ] as const;
    const head = record([[4, 0x04034b50], ...common]);
    // made by, the common fields, comment length, disk, attributes, the local header's offset
    const central = record([[4, 0x02014b50], [2, 20], ...common, [2, 0], [2, 0], [2, 0], [4, 0], [4, offset]]);
    locals.push(head, name, e.data);
    centrals.push(central, name);
    offset += head.length + name.length + e.data.length;
  }
  const directory = Buffer.concat(centrals);
  const n = entries.length;
  const end = record([
    [4, 0x06054b50],
    [2, 0],
    [2, 0],
    [2, n],
    [2, n],
    [4, directory.length],
    [4, offset],
    [2, 0],
  ]);
  return Buffer.concat([...locals, directory, end]);
}

/** `size` bytes of spaces deflated as a stream (never all in memory): some 1,000 times smaller. */
async function deflatedSpaces(size: number): Promise<{ data: Buffer; crc: number }> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  let crc = 0;
  for (let left = size; left > 0; left -= chunk.length) {
    const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
    crc = crc32(part, crc);
    if (!deflate.write(part)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return { data: Buffer.concat(out), crc };
}

/**
 * A real .docx (the demo's) with one more part that unpacks to `inflatesTo` bytes: the probe's
 * 150 KB file that inflated to 150 MB. `declares` is what its central directory says that part
 * unpacks to: the truth, or a lie (a small number) that only inflating finds out.
 */
export async function inflatingDocx(inflatesTo = 150 * 1024 * 1024, declares: 'truth' | 'lie' = 'truth') {
  const docx = await JSZip.loadAsync(await demoFiles.docx('Placement report', ['A real paragraph.']));
  const entries: ZipEntry[] = [];
  for (const file of Object.values(docx.files).filter((f) => !f.dir)) {
    const raw = await file.async('nodebuffer');
    entries.push({ name: file.name, data: deflateRawSync(raw), crc: crc32(raw), size: raw.length });
  }
  const bomb = await deflatedSpaces(inflatesTo);
  entries.push({ name: 'customXml/item1.xml', ...bomb, size: declares === 'truth' ? inflatesTo : 1024 });
  return zipOf(entries);
}
