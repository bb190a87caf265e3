import { PNG } from 'pngjs';
import { demoFiles } from '@core/server/demo/demoFiles.js';
import type { Kernel } from '@core/server/kernel.js';

/**
 * The demo offline WPAs' files: a signature image and the scanned paper form, named by a number
 * under wpa/demo/. A seed runs before the file store exists, so they are made on first read
 * (searchById, the PDF), as the resources' demo attachments are, by the kernel's demo makers
 * and pngjs.
 */
export const DEMO_PREFIX = 'wpa/demo/';
export const demoSignaturePath = (k: number) => `${DEMO_PREFIX}signature-${k}.png`;
export const demoPaperFormPath = (k: number) => `${DEMO_PREFIX}paper-form-${k}.pdf`;

/** A handwritten-looking stroke in dark blue ink on white, different for each k. */
export function signaturePng(k: number, width = 360, height = 120): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(255);
  const ink = (x: number, y: number) => {
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        const px = Math.round(x) + dx;
        const py = Math.round(y) + dy;
        if (px < 0 || py < 0 || px >= width || py >= height) continue;
        const at = (py * width + px) * 4;
        image.data[at] = 20;
        image.data[at + 1] = 40;
        image.data[at + 2] = 120;
      }
    }
  };
  const a = 0.05 + (k % 5) * 0.01;
  const b = 0.13 + (k % 7) * 0.01;
  for (let t = 0; t < 1; t += 0.0004) {
    const x = 20 + t * (width - 40);
    const y = height / 2 + Math.sin(x * a) * 28 * (1 - t / 2) + Math.cos(x * b) * 14;
    ink(x, y);
  }
  // The underline of the signature.
  for (let x = 30; x < width - 60; x += 0.5) ink(x, height - 18 + Math.sin(x / 40) * 2);
  return PNG.sync.write(image, { colorType: 2 });
}

const makers: Record<string, (k: number) => Promise<Buffer>> = {
  signature: async (k) => signaturePng(k),
  'paper-form': (k) =>
    demoFiles.pdf(`WPA Paper Form (scanned) no. ${k}`, [
      'Work Performance Appraisal: paper form completed by the industry supervisor.',
      'Part I: student and WIL partner information.',
      'Part II: competency ratings, work performance, strengths, areas for growth and comments.',
      'Signed by the industry supervisor with the company stamp.',
    ]),
};

/** Makes a demo file on its first read; other paths are left alone. */
export async function ensureDemoFile(kernel: Pick<Kernel, 'store'>, storagePath: string | null | undefined) {
  if (!storagePath?.startsWith(DEMO_PREFIX)) return;
  const m = /^wpa\/demo\/(signature|paper-form)-(\d+)\.(png|pdf)$/.exec(storagePath);
  if (!m || (await kernel.store.exists(storagePath))) return;
  await kernel.store.put(storagePath, await makers[m[1]!]!(Number(m[2])));
}
