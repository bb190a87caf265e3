import { availableParallelism } from 'node:os';
import type { Piscina } from 'piscina';
import { AppError } from '@core/server/http/appError.js';
import type { DocDefinition } from './wpaPdfDocument.js';

/**
 * The worker threads that write WPA PDFs (piscina): laying out a form and subsetting its CJK
 * font takes tens of milliseconds of CPU, which on the request's thread would stall every other
 * call of the server. One pool per server, started on the first PDF; its threads end after a
 * minute without one, and at shutdown. WPA_PDF_THREADS sets its size (default: the cores less one, 1 to
 * 4), and at most WPA_PDF_QUEUE PDFs wait for a thread (default 64) before one is refused
 * (RATE_LIMITED).
 */
let pool: Promise<Piscina> | null = null;

const threads = () => {
  const set = Number(process.env.WPA_PDF_THREADS);
  if (Number.isInteger(set) && set > 0) return Math.min(set, 16);
  return Math.max(1, Math.min(4, availableParallelism() - 1));
};

/** piscina itself is loaded with the pool, at the first PDF. */
function thePool(): Promise<Piscina> {
  pool ??= import('piscina').then(
    ({ Piscina }) =>
      new Piscina({
        filename: new URL('./pdfWorker.mjs', import.meta.url).href,
        // Every thread ends after a minute without a PDF: with the CJK faces loaded one holds about
        // 115 MB, more than the rest of an idle server. The first PDF after that waits for a new
        // thread to load the faces (about a second).
        minThreads: 0,
        maxThreads: threads(),
        idleTimeout: 60_000,
        maxQueue: Number(process.env.WPA_PDF_QUEUE) || 64,
      }),
  );
  return pool;
}

/** Lays out and writes one PDF on a worker thread. */
export async function renderPdf(doc: DocDefinition): Promise<Buffer> {
  const p = await thePool();
  // A full queue is a busy server, not a fault: the caller may try again shortly.
  if (p.queueSize >= p.options.maxQueue) {
    throw new AppError('RATE_LIMITED', 'Many forms are being printed just now. Please try again in a moment.');
  }
  const bytes = (await p.run({ doc })) as Uint8Array;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Ends the pool's threads (server shutdown). */
export async function closePdfPool(): Promise<void> {
  const p = pool;
  pool = null;
  await (await p)?.destroy();
}
