import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { countingFileStore } from '@core/server/files/countingFileStore.js';
import type { FileStore } from '@core/server/files/fileStore.js';

const refused = () => Promise.reject(new Error('disk full'));

/** A store whose every operation fails, except opening a missing file (null) or a file that breaks later. */
function brokenStore(stream?: PassThrough): FileStore {
  return {
    kind: 'local',
    save: refused,
    put: refused,
    open: async (p) => (p === 'missing' ? null : { stream: stream! }),
    exists: refused,
    delete: refused,
  };
}

describe('file-store errors are counted (metrics)', () => {
  it('counts each failed operation by name and still fails it for the caller', async () => {
    const failed: string[] = [];
    const store = countingFileStore(brokenStore(), (op) => failed.push(op));
    await expect(store.save('a', Buffer.from('x'), 'txt')).rejects.toThrow('disk full');
    await expect(store.put('a/b.txt', Buffer.from('x'))).rejects.toThrow('disk full');
    await expect(store.exists('a/b.txt')).rejects.toThrow('disk full');
    await expect(store.delete('a/b.txt')).rejects.toThrow('disk full');
    expect(failed).toEqual(['save', 'put', 'exists', 'delete']);
    expect(store.kind).toBe('local');
  });

  it('a missing file is no error; a stream that breaks while read is one', async () => {
    const failed: string[] = [];
    const stream = new PassThrough();
    const store = countingFileStore(brokenStore(stream), (op) => failed.push(op));
    expect(await store.open('missing')).toBeNull();
    expect(failed).toEqual([]);
    const file = await store.open('a/b.txt');
    file!.stream.on('error', () => {});
    stream.destroy(new Error('connection reset'));
    await new Promise((r) => setImmediate(r));
    expect(failed).toEqual(['read']);
  });
});
