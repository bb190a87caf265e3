import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalFileStore } from '@core/server/files/fileStore.js';

/** Issue 37: a backup lists the store whole; local disk lists every file at its storage path. */
const root = mkdtempSync(path.join(tmpdir(), 'wil-list-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const all = async (store: LocalFileStore) => {
  const out = [];
  for await (const e of store.list()) out.push(e);
  return out.sort((a, b) => a.path.localeCompare(b.path));
};

describe('LocalFileStore.list', () => {
  it('a store whose folder does not exist yet lists nothing', async () => {
    expect(await all(new LocalFileStore(path.join(root, 'none')))).toEqual([]);
  });

  it('lists each file with its storage path and size, folders by their files only', async () => {
    const store = new LocalFileStore(path.join(root, 'files'));
    await store.put('images/2026-11/a.png', Buffer.from('12345'));
    await store.put('key-documents/demo/notes.txt', Buffer.from('abc'));
    await store.put('top.txt', Buffer.from(''));
    expect(await all(store)).toEqual([
      { path: 'images/2026-11/a.png', size: 5 },
      { path: 'key-documents/demo/notes.txt', size: 3 },
      { path: 'top.txt', size: 0 },
    ]);
  });
});
