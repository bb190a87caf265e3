import type { FileStore } from './fileStore.js';

/**
 * The same store, with each failed operation reported (the metrics' file-store errors): a save,
 * put, open, exists or delete that rejects, and a file whose stream fails while it is read. A
 * file that is not there (open answering null) is no error.
 */
export function countingFileStore(store: FileStore, failed: (operation: string) => void): FileStore {
  const counted =
    <A extends unknown[], R>(operation: string, run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await run(...args);
      } catch (e) {
        failed(operation);
        throw e;
      }
    };
  return {
    kind: store.kind,
    save: counted('save', (folder: string, bytes: Buffer, ext: string) => store.save(folder, bytes, ext)),
    put: counted('put', (storagePath: string, body: Parameters<FileStore['put']>[1]) => store.put(storagePath, body)),
    open: counted('open', async (storagePath: string) => {
      const file = await store.open(storagePath);
      file?.stream.once('error', () => failed('read'));
      return file;
    }),
    exists: counted('exists', (storagePath: string) => store.exists(storagePath)),
    delete: counted('delete', (storagePath: string) => store.delete(storagePath)),
  };
}
