import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { coreMigrations } from '@core/server/db/migrations/index.js';
import type { ServerPlugin } from '@core/server/plugin.js';
import { modulesContract } from '@schemas/modules/contract.js';
import {
  camel,
  createdBy,
  literalsOf,
  root,
  serverPlugins,
  sourceFiles,
  statementsOf,
  type Created,
} from './ownedObjects.js';

/**
 * Ownership in the SQL the compiler does not read (docs/ARCHITECTURE.md 'Ownership'): every
 * table and view is created by one area; an area's indexes, triggers and alterations are on its own
 * tables; and no plugin's SQL text names another area's table or view, but for the views the owner
 * publishes (readViews) and, in a foreign key, the tables it offers for reference (contract keys).
 * Kernel tables are read by any area and written by none (kernel services write them).
 */

/** Tables an owner offers for foreign keys (schemas/<owner>/contract.ts `keys`). */
const KEYS: Record<string, readonly string[]> = { modules: Object.values(modulesContract.keys) };

let plugins: Map<string, ServerPlugin>;
const created = new Map<string, Created>();
/** table or view → its owner ('core' or a plugin id). */
const owner = new Map<string, string>();

beforeAll(async () => {
  plugins = await serverPlugins();
  created.set('core', createdBy(await statementsOf(coreMigrations)));
  for (const [id, p] of plugins) created.set(id, createdBy(await statementsOf(p.migrations ?? [])));
}, 60_000);

describe('each table and view has one owner', () => {
  it('no two areas’ migrations create the same table or view', () => {
    const twice: string[] = [];
    for (const [who, c] of created) {
      for (const r of c.relations) {
        if (owner.has(r) && owner.get(r) !== who) twice.push(`${r}: ${owner.get(r)} and ${who}`);
        owner.set(r, who);
      }
    }
    expect(twice).toEqual([]);
    // The reports stand-in is gone: the WPA table is the wpa area's alone.
    expect(owner.get('wpa_appls')).toBe('wpa');
    expect(owner.get('student_modules')).toBe('modules');
  });

  it("a plugin's indexes, triggers and table changes are on its own tables", () => {
    const foreign: string[] = [];
    for (const [id, c] of created) {
      if (id === 'core') continue;
      for (const t of c.touched)
        if (owner.get(t) !== id) foreign.push(`${id} changes ${t} (${owner.get(t) ?? 'no one'}'s)`);
    }
    expect(foreign).toEqual([]);
  });
});

/** What one plugin's literals name of other areas' tables, views the owner does not publish, and kernel writes. */
function trespasses(id: string, plugin: ServerPlugin, files: readonly string[]): string[] {
  const published = new Set([...plugins.values()].flatMap((p) => p.readViews ?? []));
  const others = [...owner].filter(([name, who]) => who !== 'core' && who !== id && !published.has(name));
  const kernel = [...owner].filter(([, who]) => who === 'core').map(([name]) => name);
  const write = new RegExp(
    `\\b(insert\\s+into|update|delete\\s+from|merge\\s+into|truncate(\\s+table)?)\\s+(only\\s+)?(${kernel.join('|')})\\b`,
    'gi',
  );
  const found: string[] = [];
  for (const file of files) {
    const where = path.relative(root, file);
    for (const text of literalsOf(file)) {
      for (const [name, who] of others) {
        for (const m of text.matchAll(new RegExp(`(references\\s+)?\\b(${name}|${camel(name)})\\b`, 'g'))) {
          // A foreign key to a table its owner offers, from an area that requires the owner.
          const key = m[1] && KEYS[who]?.includes(name) && plugin.dependsOn?.[who] === 'required';
          if (!key) found.push(`${where} names ${who}'s ${m[2]}`);
        }
      }
      for (const m of text.matchAll(write)) found.push(`${where} writes the kernel's ${m[4]}: '${m[0]}'`);
    }
  }
  return found;
}

describe('one way to read an optional view', () => {
  it('plugins ask kernel.publishes (or a seed’s ctx.publishes), never which plugins are on or the catalogue', () => {
    const other: string[] = [];
    for (const id of plugins.keys()) {
      for (const file of sourceFiles(path.join(root, 'plugins', id, 'server'))) {
        const text = readFileSync(file, 'utf8');
        for (const m of text.matchAll(/\b(enabled\.has\(|readViews\.get\(|to_regclass\()/g)) {
          other.push(`${path.relative(root, file)}: ${m[1]}`);
        }
      }
    }
    // reports' start-up check that an enabled area publishes the views its definitions name.
    expect(other).toEqual([
      'plugins/reports/server/definitions.ts: enabled.has(',
      'plugins/reports/server/definitions.ts: readViews.get(',
    ]);
  });
});

describe("no plugin's SQL text names another area's table", () => {
  it('scans every plugin', () => {
    expect([...plugins.keys()]).toEqual(expect.arrayContaining(['job-review', 'key-documents', 'modules', 'wpa']));
  });

  it.each(['job-review', 'key-documents', 'modules', 'profile', 'programmes', 'reports', 'resources', 'wpa'])(
    '%s',
    (id) => {
      expect(trespasses(id, plugins.get(id)!, sourceFiles(path.join(root, 'plugins', id, 'server')))).toEqual([]);
    },
  );

  it('the scan finds another area’s table, a view it does not publish and a kernel write', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'ownership-'));
    try {
      const file = path.join(dir, 'engine.ts');
      await writeFile(
        file,
        [
          'const a = sql`select * from wpa_appls w where w.wpa_status = ${s}`;',
          "const b = db.selectFrom('jobPosts');",
          "const c = 'update academic_staff set cna = $1';",
          'const d = sql`insert into sys_params (segment) values (${x})`;',
          'const e = sql`select * from wpa_records_v`;',
          'const f = `create table x (id int references student_modules)`;',
        ].join('\n'),
      );
      expect(trespasses('reports', plugins.get('reports')!, [file])).toEqual([
        expect.stringMatching(/names wpa's wpa_appls$/),
        expect.stringMatching(/names job-review's jobPosts$/),
        expect.stringMatching(/writes the kernel's academic_staff/),
        expect.stringMatching(/writes the kernel's sys_params/),
        // reports does not require modules: no foreign key to its table.
        expect.stringMatching(/names modules's student_modules$/),
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
