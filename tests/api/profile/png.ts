import { deflateSync } from 'node:zlib';

/** CRC-32 of PNG chunks. */
function crc32(buf: Buffer): number {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

/** A real RGB PNG of one colour, built by hand (no image library needed). */
export function makePng(width: number, height: number, rgb: [number, number, number] = [40, 120, 200]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type RGB
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A small PNG whose header claims width x height pixels (issue 14: a 29 KB file claiming
 * 50000 x 50000). Only the header is real; the image data is filler nobody should decode.
 */
export function pngClaiming(width: number, height: number, totalBytes = 29 * 1024): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const head = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr)]);
  const end = chunk('IEND', Buffer.alloc(0));
  const filler = Buffer.alloc(Math.max(0, totalBytes - head.length - end.length - 12), 0x78);
  return Buffer.concat([head, chunk('IDAT', filler), end]);
}

/** A small JPEG whose frame header (SOF0) claims width x height pixels; the rest is filler. */
export function jpegClaiming(width: number, height: number, totalBytes = 20 * 1024): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0, 0];
  const sof = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255];
  const components = [0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01];
  const head = Buffer.from([0xff, 0xd8, ...app0, ...sof, ...components]);
  return Buffer.concat([head, Buffer.alloc(totalBytes - head.length - 2, 0x55), Buffer.from([0xff, 0xd9])]);
}
