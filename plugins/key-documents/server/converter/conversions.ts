import { sql } from 'kysely';
import type { KeyDocumentsDb } from '../area.js';
import type { FileStore } from '@core/server/files/fileStore.js';
import type { OfficeConverter } from './officeConverter.js';
import { ConversionFailed } from './sandbox.js';
import { Slots } from './slots.js';

/** Where conversions are kept: by the file's SHA-256, so the same content converts once. */
const ROOT = 'key-documents/converted/v1';
export const slidesPath = (hash: string) => `${ROOT}/${hash}/slides.json`;
export const pdfPath = (hash: string) => `${ROOT}/${hash}/document.pdf`;

/** A failed conversion is not tried again for this long (a damaged file fails every time). */
const FAILURE_MEMORY_MS = 60_000;

async function readAll(store: FileStore, storagePath: string): Promise<Buffer | null> {
  const file = await store.open(storagePath);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Conversions kept in the FileStore under the file's hash (issue 30): every server copy finds a
 * conversion another made, so a document converts once for the cluster. On one server, requests
 * for the same file wait for the one conversion (in flight by path); across servers, a
 * PostgreSQL advisory lock on the path lets one convert while the others wait and then read its
 * result. At most `concurrency` conversions run on a server at once (each holds one database
 * connection for its lock meanwhile), and those waiting take turns by who asked (slots.ts).
 */
export class Conversions {
  private readonly slots: Slots;
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly failed = new Map<string, { until: number; error: ConversionFailed }>();

  constructor(
    private readonly db: KeyDocumentsDb,
    private readonly store: FileStore,
    readonly converter: OfficeConverter,
  ) {
    this.slots = new Slots(Math.max(1, converter.opts.concurrency));
  }

  /** The slides of a presentation, as PNG data: URLs; `owner` (who asked) takes turns with others for a slot. */
  async slides(hash: string, ext: string, original: () => Promise<Buffer>, owner = ''): Promise<string[]> {
    const at = slidesPath(hash);
    await this.ensure(at, owner, async () => {
      const pages = await this.converter.toSlides(await original(), ext);
      if (!pages.length) throw new ConversionFailed('the presentation has no slide');
      return Buffer.from(JSON.stringify(pages.map((p) => `data:image/png;base64,${p.toString('base64')}`)));
    });
    const json = await readAll(this.store, at);
    if (!json) throw new ConversionFailed('the conversion went missing from the file store');
    try {
      return JSON.parse(json.toString('utf8')) as string[];
    } catch {
      // A write cut off by a crash: drop it, so that the next request converts again.
      await this.store.delete(at);
      throw new ConversionFailed('the kept conversion was damaged');
    }
  }

  /** The storage path of the document's PDF conversion, made if it is not there yet. */
  async pdf(hash: string, ext: string, original: () => Promise<Buffer>, owner = ''): Promise<string> {
    const at = pdfPath(hash);
    await this.ensure(at, owner, async () => this.converter.toPdf(await original(), ext));
    return at;
  }

  /** Tasks running and waiting on this server. */
  get load() {
    return this.slots.load;
  }

  private async ensure(at: string, owner: string, produce: () => Promise<Buffer>): Promise<void> {
    // In flight first: a file being written already exists on local disk, but is not whole yet.
    let running = this.inFlight.get(at);
    if (!running) {
      if (await this.store.exists(at)) return;
      const failure = this.failed.get(at);
      if (failure && failure.until > Date.now()) throw failure.error;
      running = this.inFlight.get(at);
    }
    if (!running) {
      running = this.slots
        .run(() => this.convertOnce(at, produce), owner)
        .catch((e: unknown) => {
          const error = e instanceof ConversionFailed ? e : new ConversionFailed(String((e as Error)?.message ?? e));
          this.failed.set(at, { until: Date.now() + FAILURE_MEMORY_MS, error });
          throw error;
        })
        .finally(() => this.inFlight.delete(at));
      this.inFlight.set(at, running);
    }
    await running;
  }

  /** Under the cluster-wide lock for this path: convert unless another server already has. */
  private convertOnce(at: string, produce: () => Promise<Buffer>): Promise<void> {
    return this.db.connection().execute(async (conn) => {
      await sql`select pg_advisory_lock(hashtext('key-documents.convert'), hashtext(${at}))`.execute(conn);
      try {
        if (await this.store.exists(at)) return;
        await this.store.put(at, await produce());
      } finally {
        await sql`select pg_advisory_unlock(hashtext('key-documents.convert'), hashtext(${at}))`.execute(conn);
      }
    });
  }
}
