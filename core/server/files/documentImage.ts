import { openImage } from './imageLimits.js';

/**
 * A stored image made ready to embed in a document the server writes (the WPA form's signature):
 * decoded within the kernel's image limits, turned upright, fitted inside `box` pixels (never
 * enlarged), and written as PNG (JPEG for a photo). A print then never decodes a camera-sized
 * image again, and an image that does not decode (stored before the image check, or damaged
 * since) answers null rather than failing the document (issue 34).
 */
export async function imageForDocument(
  bytes: Buffer,
  box: { width: number; height: number },
): Promise<{ mime: string; bytes: Buffer } | null> {
  try {
    const image = (await openImage(bytes)).rotate().resize({ ...box, fit: 'inside', withoutEnlargement: true });
    const meta = await (await openImage(bytes)).metadata();
    if (meta.format === 'jpeg') return { mime: 'image/jpeg', bytes: await image.jpeg({ quality: 90 }).toBuffer() };
    return { mime: 'image/png', bytes: await image.png().toBuffer() };
  } catch {
    return null;
  }
}
