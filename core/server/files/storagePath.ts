import { randomUUID } from 'node:crypto';

/**
 * A storage path is relative, '/'-separated, and never leaves the store: no empty, '.' or '..'
 * segment, no backslash or control character. Local disk and S3 keys follow the same rule, so a
 * path that is safe on one store is safe on the other.
 */
export function isSafeStoragePath(storagePath: string): boolean {
  if (!storagePath || storagePath.length > 1024) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(storagePath)) return false;
  return storagePath.split('/').every((s) => s !== '' && s !== '.' && s !== '..');
}

/** Throws for a path that could leave the store (a programming error, not user input). */
export function assertSafeStoragePath(storagePath: string): string {
  if (!isSafeStoragePath(storagePath)) throw new Error(`Unsafe storage path: ${JSON.stringify(storagePath)}`);
  return storagePath;
}

const SAFE_FOLDER = /^[a-z0-9][a-z0-9/-]*[a-z0-9]$|^[a-z0-9]$/;

/** <folder>/<yyyy-mm>/<uuid>.<ext>: where save() puts a new file. */
export function newStoragePath(folder: string, ext: string, id: string, now = new Date()): string {
  if (!SAFE_FOLDER.test(folder) || folder.includes('//')) throw new Error(`Unsafe folder: ${folder}`);
  const clean = ext.replace(/[^a-z0-9]/gi, '').toLowerCase();
  return `${folder}/${now.toISOString().slice(0, 7)}/${id}${clean ? `.${clean}` : ''}`;
}

/** Every store's save(): the bytes put at a new path of `folder` (newStoragePath), which it answers. */
export async function putAtNewPath(
  store: { put(storagePath: string, body: Buffer): Promise<void> },
  folder: string,
  bytes: Buffer,
  ext: string,
): Promise<string> {
  const storagePath = newStoragePath(folder, ext, randomUUID());
  await store.put(storagePath, bytes);
  return storagePath;
}
