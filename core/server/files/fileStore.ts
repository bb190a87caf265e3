import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeStoragePath, putAtNewPath } from './storagePath.js';

/** A stored file opened for reading: streamed, never held whole in memory. */
export interface StoredFile {
  stream: Readable;
  size?: number;
}

/**
 * Where stored files live: local disk by default (LocalFileStore), or an S3-compatible bucket for
 * several server copies (S3FileStore). Chosen at start from FILE_STORE_URL (fileStoreFromUrl.ts).
 */
export interface FileStore {
  /** 'local' or 's3', for logs and the start-up line. */
  readonly kind: string;
  /** Stores the bytes under <folder>/<yyyy-mm>/<uuid>.<ext> and answers that storage path. */
  save(folder: string, bytes: Buffer, ext: string): Promise<string>;
  /** Stores bytes or a stream at a path the caller chose (demo data, fixtures, generated files). */
  put(storagePath: string, body: Buffer | Readable): Promise<void>;
  /** The file as a stream; null when there is no file at that path (a folder is no file). */
  open(storagePath: string): Promise<StoredFile | null>;
  exists(storagePath: string): Promise<boolean>;
  /** Removes the file; removing a missing file is no error. */
  delete(storagePath: string): Promise<void>;
}

/** One stored file as a listing names it. */
export interface StoredEntry {
  path: string;
  size: number;
}

/** A store that can list every file it holds (backups read it whole: src/cli/backup). */
export interface ListableStore extends FileStore {
  /** Every stored file, in no particular order. */
  list(): AsyncIterable<StoredEntry>;
}

export class LocalFileStore implements ListableStore {
  readonly kind = 'local';
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private full(storagePath: string): string {
    const full = path.resolve(this.root, assertSafeStoragePath(storagePath));
    if (!full.startsWith(this.root + path.sep)) throw new Error(`Unsafe storage path: ${storagePath}`);
    return full;
  }

  save(folder: string, bytes: Buffer, ext: string): Promise<string> {
    return putAtNewPath(this, folder, bytes, ext);
  }

  async put(storagePath: string, body: Buffer | Readable): Promise<void> {
    const full = this.full(storagePath);
    await mkdir(path.dirname(full), { recursive: true });
    if (Buffer.isBuffer(body)) await writeFile(full, body);
    else await pipeline(body, createWriteStream(full));
  }

  /** Files only: a folder answers null (a read stream on it would fail mid-reply with EISDIR). */
  private async fileSize(storagePath: string): Promise<number | null> {
    try {
      const s = await stat(this.full(storagePath));
      return s.isFile() ? s.size : null;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT' || (e as NodeJS.ErrnoException).code === 'ENOTDIR')
        return null;
      throw e;
    }
  }

  async open(storagePath: string): Promise<StoredFile | null> {
    const size = await this.fileSize(storagePath);
    return size === null ? null : { stream: createReadStream(this.full(storagePath)), size };
  }

  async exists(storagePath: string): Promise<boolean> {
    return (await this.fileSize(storagePath)) !== null;
  }

  async delete(storagePath: string): Promise<void> {
    if (await this.exists(storagePath)) await rm(this.full(storagePath), { force: true });
  }

  async *list(): AsyncIterable<StoredEntry> {
    const walk = async function* (dir: string, prefix: string): AsyncGenerator<StoredEntry> {
      const entries = await readdir(dir, { withFileTypes: true }).catch((e: NodeJS.ErrnoException) => {
        if (e.code === 'ENOENT') return [];
        throw e;
      });
      for (const e of entries) {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) yield* walk(full, `${prefix}${e.name}/`);
        else if (e.isFile()) yield { path: `${prefix}${e.name}`, size: (await stat(full)).size };
      }
    };
    yield* walk(this.root, '');
  }
}
