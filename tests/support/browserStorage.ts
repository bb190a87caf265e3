import { vi } from 'vitest';

/** localStorage for a unit test of the client, over `store` (the test reads and sets it directly), and an empty sessionStorage. */
export function stubLocalStorage(store: Map<string, string>): void {
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
    key: (i: number) => [...store.keys()][i] ?? null,
    get length() {
      return store.size;
    },
  });
  // This tab's choices (core/client/storage.ts getChoice), which sign-out forgets too.
  const tab = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => tab.get(k) ?? null,
    setItem: (k: string, v: string) => void tab.set(k, v),
    removeItem: (k: string) => void tab.delete(k),
  });
}
