import { imageSize } from 'image-size';
import type { Metadata, Sharp } from 'sharp';
import { validation } from '../http/appError.js';

/**
 * The one image check (issues 14 and 34): every image an upload brings (photos, editor images,
 * WPA signatures, paper forms and key documents alike) is checked by the kernel as its type is
 * read (fileType.ts), before anything is stored. A few KB of PNG can claim 50000 x 50000 pixels,
 * and a file can start like a PNG and not be one: either, once stored, stalled or broke every
 * print that embedded it. So the header's size is bounded first, then the image is decoded whole
 * (libvips through sharp, off the event loop, streaming, its pixels capped) and refused if it
 * does not decode.
 */

/** The longest side: far above any photo, logo or scanned form the product shows (spec 000 §5 asks for 100 x 100 or larger). */
export const MAX_IMAGE_SIDE = 6000;
/** Pixels of all frames or pages together: a 24-megapixel camera's photo passes. */
export const MAX_IMAGE_PIXELS = 24_000_000;
/** What the decoded pixels may take in memory, at their channels and depth. */
export const MAX_DECODED_BYTES = 100 * 1024 * 1024;

/** The types the check decodes (as fileType.ts names them), and BMP, whose header is checked only. */
const DECODED = new Set(['png', 'jpg', 'gif', 'webp', 'tif', 'avif']);
export const isImageType = (ext: string) => DECODED.has(ext) || ext === 'bmp';

const UNREADABLE = 'The image cannot be read; please save it again as png or jpg.';
const SIDE = `The image is too large: at most ${MAX_IMAGE_SIDE} x ${MAX_IMAGE_SIDE} pixels.`;
const AREA = `The image is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} million pixels.`;
const DECODED_SIZE = `The image is too large to open: its pixels would take more than ${MAX_DECODED_BYTES / 1024 / 1024} MB. Please save it smaller or with 8-bit colour.`;

/**
 * sharp (libvips, about 25 MB) is loaded by the first image, not at start. Nothing of a checked
 * image is kept in libvips' cache: each is opened once.
 */
let library: Promise<typeof import('sharp')> | null = null;
const sharpLibrary = () =>
  (library ??= import('sharp').then((m) => {
    m.default.cache(false);
    return m;
  }));

/** Bytes per sample of libvips' band formats. */
const SAMPLE_BYTES: Record<string, number> = { uchar: 1, char: 1, ushort: 2, short: 2, uint: 4, int: 4, float: 4 };

/**
 * An image opened with the kernel's limits: every frame or page, at most MAX_IMAGE_PIXELS, and a
 * decoding error (not a mere warning a browser would show past) refuses it.
 */
export const openImage = async (bytes: Buffer): Promise<Sharp> =>
  (await sharpLibrary()).default(bytes, {
    limitInputPixels: MAX_IMAGE_PIXELS,
    failOn: 'error',
    pages: -1,
    sequentialRead: true,
  });

/** libvips refuses past the pixel limit (all frames together) in its own words; any other fault is an unreadable image. */
const refusalOf = (e: unknown) => validation(/pixel limit/i.test(String((e as Error)?.message)) ? AREA : UNREADABLE);

/** The size the header claims, refused past the side limit before anything is decoded. */
function headerSize(bytes: Uint8Array): { width: number; height: number } {
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    throw validation(UNREADABLE);
  }
  const { width, height } = size;
  if (!width || !height) throw validation(UNREADABLE);
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) throw validation(SIDE);
  return { width, height };
}

/** A BMP (key documents only: shown by the browser, decoded nowhere on the server) must hold the rows its header claims. */
function checkBmp(bytes: Uint8Array, width: number, height: number) {
  if (width * height > MAX_IMAGE_PIXELS) throw validation(AREA);
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.length < 54) throw validation(UNREADABLE);
  const offset = view.readUInt32LE(10);
  const bits = view.readUInt16LE(28);
  const compression = view.readUInt32LE(30);
  // Uncompressed rows are padded to 4 bytes; a compressed BMP's size is its own.
  const rows = compression === 0 ? Math.ceil((width * bits) / 32) * 4 * height : 0;
  if (offset > view.length || view.length < offset + rows) throw validation(UNREADABLE);
}

/**
 * Refuses an image past the limits or one that does not decode (VALIDATION, a sentence the
 * uploader can act on); answers its size. `ext` is the type its content was found to be.
 */
export async function checkImage(bytes: Buffer, ext: string): Promise<{ width: number; height: number }> {
  const size = headerSize(bytes);
  if (ext === 'bmp') {
    checkBmp(bytes, size.width, size.height);
    return size;
  }
  let meta: Metadata;
  try {
    meta = await (await openImage(bytes)).metadata();
  } catch (e) {
    throw refusalOf(e);
  }
  const pixels = (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) * (meta.pages ?? 1);
  if (!pixels) throw validation(UNREADABLE);
  if (pixels > MAX_IMAGE_PIXELS) throw validation(AREA);
  if (pixels * (meta.channels ?? 4) * (SAMPLE_BYTES[meta.depth ?? ''] ?? 8) > MAX_DECODED_BYTES) {
    throw validation(DECODED_SIZE);
  }
  try {
    // Every pixel decoded (stats reads them all) and nothing kept: a broken image fails here.
    await (await openImage(bytes)).stats();
  } catch (e) {
    throw refusalOf(e);
  }
  return size;
}
