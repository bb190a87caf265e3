import sharp from 'sharp';
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
