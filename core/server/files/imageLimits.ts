import { imageSize } from 'image-size';
import { validation } from '../http/appError.js';

/**
 * The largest image the server accepts (issue 14): a few KB of PNG can claim 50000 x 50000
 * pixels, which every browser and thumbnailer then tries to decode. 6000 px a side is far above
 * any photo or logo the product shows (spec 000 §5 asks for 100 x 100 or larger).
 */
export const MAX_IMAGE_SIDE = 6000;

/** Reads the size from the image's header only (no decoding) and refuses one past the limit. */
export function checkImagePixels(bytes: Uint8Array, maxSide = MAX_IMAGE_SIDE): { width: number; height: number } {
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    throw validation('The image cannot be read; please save it again as png or jpg.');
  }
  const { width, height } = size;
  if (!width || !height) throw validation('The image cannot be read; please save it again as png or jpg.');
  if (width > maxSide || height > maxSide)
    throw validation(`The image is too large: at most ${maxSide} x ${maxSide} pixels.`);
  return { width, height };
}
