import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// package.json is honest: every package the code imports is declared, and every declared runtime
// dependency is imported somewhere (issue 10). Imports are read by TypeScript's own pre-processor,
// so strings and comments that look like imports are not counted.

const ROOTS = ['core', 'plugins', 'schemas', 'src', 'tests'];
const SKIP = new Set(['node_modules', 'dist', 'data', '.tmp', 'test-results', 'playwright-report']);
// virtual: modules are made by Vite plugins at build time (vite.config.ts), not packages.
const LOCAL = /^(\.|\/|@core\/|@plugins\/|@schemas\/|@config\/|node:|virtual:)/;

/** Runtime dependencies no source file imports, and why they are declared anyway. */
const NOT_IMPORTED = new Map([
  ['node', 'the Node.js 24 runtime itself: npm scripts run node_modules/.bin/node (docs/DECISIONS.md)'],
  [
    '@expo-google-fonts/noto-sans-tc',
    "font files the WPA PDF's worker reads by path (plugins/wpa/server/pdf/pdfWorker.mjs)",
  ],
  [
    '@expo-google-fonts/noto-sans-sc',
    "font files the WPA PDF's worker reads by path (plugins/wpa/server/pdf/pdfWorker.mjs)",
  ],
]);

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(e.name)) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) sourceFiles(p, out);
    else if (/\.(ts|tsx|js|mjs|cjs)$/.test(e.name)) out.push(p);
  }
  return out;
}

/** 'a/b/c' → 'a', '@scope/a/b' → '@scope/a'. */
const packageOf = (spec: string) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

function importsByPackage(): Map<string, string[]> {
  const files = [...ROOTS.flatMap((r) => sourceFiles(r)), ...readdirSync('.').filter((f) => /\.(ts|js|mjs)$/.test(f))];
  const used = new Map<string, string[]>();
  for (const file of files) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName: spec } of info.importedFiles) {
      if (LOCAL.test(spec) || builtinModules.includes(packageOf(spec))) continue;
      const name = packageOf(spec);
      used.set(name, [...(used.get(name) ?? []), file]);
    }
  }
  return used;
}

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const used = importsByPackage();

describe('package.json declares every import', () => {
  it('no file imports a package that package.json does not declare', () => {
    const declared = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]);
    const undeclared = [...used]
      .filter(([name]) => !declared.has(name))
      .map(([name, files]) => `${name} (${files[0]})`);
    expect(undeclared).toEqual([]);
  });

  it('finds the imports it checks (the scan is not empty)', () => {
    expect(used.get('fastify')?.length).toBeGreaterThan(0);
    expect(used.get('react')?.length).toBeGreaterThan(0);
    expect(used.has('kysely')).toBe(true);
  });
});

describe('package.json declares nothing unused', () => {
  it('every runtime dependency is imported, or is a listed runtime or CLI', () => {
    const unused = Object.keys(pkg.dependencies).filter((name) => !used.has(name) && !NOT_IMPORTED.has(name));
    expect(unused).toEqual([]);
  });

  it('the allow-list names only declared packages', () => {
    for (const name of NOT_IMPORTED.keys()) expect(pkg.dependencies[name], name).toBeDefined();
  });
});
