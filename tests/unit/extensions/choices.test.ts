import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { modulesContract } from '@schemas/modules/contract';
import { choose, chosen } from '@core/client/extensions/choices';
import { storage } from '@core/client/storage';

/** A browser's Storage, one per tab (session) or per browser (local). */
class MemoryStorage {
  private map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, String(v));
  removeItem = (k: string) => void this.map.delete(k);
  key = (i: number) => [...this.map.keys()][i] ?? null;
  get length() {
    return this.map.size;
  }
  keys = () => [...this.map.keys()];
}

const local = new MemoryStorage();
const tabs = { a: new MemoryStorage(), b: new MemoryStorage() };
/** Runs as if in a tab: its own sessionStorage, the browser's localStorage. */
function inTab<T>(tab: keyof typeof tabs, run: () => T): T {
  const g = globalThis as Record<string, unknown>;
  g.localStorage = new Proxy(local, {
    ownKeys: () => local.keys(),
    getOwnPropertyDescriptor: () => ({ enumerable: true, configurable: true }),
  });
  const s = tabs[tab];
  g.sessionStorage = new Proxy(s, {
    ownKeys: () => s.keys(),
    getOwnPropertyDescriptor: () => ({ enumerable: true, configurable: true }),
  });
  return run();
}
const module = modulesContract.choices.cohortModule;

describe("the chosen module: the modules area's choice under the spec's key (000 §9, 002 §2)", () => {
  beforeEach(() => {
    for (const s of [local, ...Object.values(tabs)]) for (const k of s.keys()) s.removeItem(k);
  });

  it('is kept as wilAcademicCohortModuleId, and reads back after a reload of the tab', () => {
    inTab('a', () => choose(module, 42));
    expect(local.getItem('wilAcademicCohortModuleId')).toBe('42');
    expect(inTab('a', () => chosen(module))).toBe(42);
  });

  it('a new tab shows the last module chosen; a choice in another tab leaves this one as it was', () => {
    inTab('a', () => choose(module, 42));
    expect(inTab('b', () => chosen(module))).toBe(42);
    inTab('b', () => choose(module, 7));
    expect(inTab('a', () => chosen(module))).toBe(42);
    expect(inTab('b', () => chosen(module))).toBe(7);
    // A tab that had not read it yet takes the last choice.
    tabs.a.removeItem('wilAcademicCohortModuleId');
    expect(inTab('a', () => chosen(module))).toBe(7);
  });

  it('nothing chosen, or something that is no id, is null; signing out forgets it in the tab too', () => {
    expect(inTab('a', () => chosen(module))).toBeNull();
    local.setItem('wilAcademicCohortModuleId', 'x');
    expect(inTab('b', () => chosen(module))).toBeNull();
    inTab('a', () => choose(module, 42));
    inTab('a', () => storage.clear());
    expect(inTab('a', () => chosen(module))).toBeNull();
  });
});

/** Every source file under a folder. */
const filesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));

describe('only the owner chooses', () => {
  it("no plugin calls choose() on another area's choice, and WPA and key documents keep no copy of the module", () => {
    const wrong: string[] = [];
    for (const plugin of readdirSync('plugins')) {
      for (const file of filesOf(path.join('plugins', plugin, 'client'))) {
        const text = readFileSync(file, 'utf8');
        for (const m of text.matchAll(/choose\(\s*(\w+)Contract\./g)) {
          const owner = m[1]!.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
          if (owner !== plugin) wrong.push(`${file}: choose(${m[1]}Contract…)`);
        }
        if (/(Wpa|KeyDocument)(Cohort|Student)ModuleId'/.test(text)) wrong.push(`${file}: its own module key`);
      }
    }
    expect(wrong).toEqual([]);
    expect(
      filesOf('plugins/modules/client').some((f) => /choose\(modulesContract\.choices/.test(readFileSync(f, 'utf8'))),
    ).toBe(true);
  });
});
