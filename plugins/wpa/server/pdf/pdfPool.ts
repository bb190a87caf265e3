import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { DocDefinition } from './wpaPdfDocument.js';

/**
 * The worker threads that write WPA PDFs (piscina): laying out a form and subsetting its CJK
 * font takes tens of milliseconds of CPU, which on the request's thread would stall every other
 * call of the server. One pool per server, started on the first PDF; its threads end when idle
 * and at shutdown. WPA_PDF_THREADS sets its size (default: the cores less one, 1 to 4), and at
 * most WPA_PDF_QUEUE PDFs wait for a thread (default 64) before a request is refused.
 */
let pool: Piscina | null = null;

const threads = () => {
  const set = Number(process.env.WPA_PDF_THREADS);
  if (Number.isInteger(set) && set > 0) return Math.min(set, 16);
  return Math.max(1, Math.min(4, availableParallelism() - 1));
};

function thePool(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./pdfWorker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: threads(),
    idleTimeout: 60_000,
    maxQueue: Number(process.env.WPA_PDF_QUEUE) || 64,
  });
  return pool;
}

/** Lays out and writes one PDF on a worker thread. */
export async function renderPdf(doc: DocDefinition): Promise<Buffer> {
  const bytes = (await thePool().run({ doc })) as Uint8Array;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Ends the pool's threads (server shutdown). */
export async function closePdfPool(): Promise<void> {
  const p = pool;
  pool = null;
  await p?.destroy();
}
