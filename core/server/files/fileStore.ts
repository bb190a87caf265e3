import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where stored files live. Local disk by default; an S3-compatible store can take its place. */
export interface FileStore {
  /** Stores the bytes under <folder>/<yyyy-mm>/<uuid>.<ext> and answers that storage path. */
  save(folder: string, bytes: Buffer, ext: string): Promise<string>;
  /** Stores the bytes at a path the caller chose (demo data, fixtures). */
  put(storagePath: string, bytes: Buffer): Promise<void>;
  open(storagePath: string): Readable | null;
}

const SAFE_FOLDER = /^[a-z0-9][a-z0-9/-]*$/;

export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private full(storagePath: string): string {
    const full = path.resolve(this.root, storagePath);
    if (!full.startsWith(this.root + path.sep)) throw new Error(`Unsafe storage path: ${storagePath}`);
    return full;
  }

  async save(folder: string, bytes: Buffer, ext: string): Promise<string> {
    if (!SAFE_FOLDER.test(folder)) throw new Error(`Unsafe folder: ${folder}`);
    const month = new Date().toISOString().slice(0, 7);
    const storagePath = `${folder}/${month}/${randomUUID()}.${ext.replace(/[^a-z0-9]/gi, '').toLowerCase()}`;
    await this.put(storagePath, bytes);
    return storagePath;
  }

  async put(storagePath: string, bytes: Buffer): Promise<void> {
    const full = this.full(storagePath);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, bytes);
  }

  open(storagePath: string): Readable | null {
    const full = this.full(storagePath);
    return existsSync(full) ? createReadStream(full) : null;
  }
}
