import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The docs name paths that exist (issue 34): every repository path in README.md and docs/*.md,
 * written as a path under a top folder of the repository, is a file or folder of the tree. A path
 * with a placeholder (<id>, *, {…}, …) names a pattern, not a file, and is left out.
 */
const root = path.resolve(__dirname, '../..');
const TOP = ['core', 'plugins', 'schemas', 'config', 'src', 'tests', 'docs', '.ci', 'public'];
const PATH = new RegExp(`(?<![\\w./@-])(?:${TOP.map((t) => t.replace('.', '\\.')).join('|')})/[\\w./<>*{}…@-]*`, 'g');
const PLACEHOLDER = /[<>*{}…]|\.\.\./;

const docs = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** The paths one document names, with the line each is on. */
function pathsIn(doc: string): { line: number; p: string }[] {
  const out: { line: number; p: string }[] = [];
  for (const [i, text] of readFileSync(path.join(root, doc), 'utf8').split('\n').entries()) {
    for (const m of text.matchAll(PATH)) {
      const p = m[0].replace(/[.,;:)]+$/, '');
      if (!PLACEHOLDER.test(p) && !/^tests\/(api|db|unit|e2e)\/x\b/.test(p)) out.push({ line: i + 1, p });
    }
  }
  return out;
}

describe('the docs name paths that exist', () => {
  it.each(docs)('%s', (doc) => {
    // A module named as an import names it (core/client/api: core/client/api.ts).
    const exists = (p: string) => ['', '.ts', '.tsx'].some((ext) => existsSync(path.join(root, p + ext)));
    const missing = pathsIn(doc)
      .filter(({ p }) => !exists(p))
      .map(({ line, p }) => `${doc}:${line} ${p}`);
    expect(missing).toEqual([]);
  });

  it('DECISIONS.md keeps each decision short: no line over 400 characters', () => {
    const long = readFileSync(path.join(root, 'docs/DECISIONS.md'), 'utf8')
      .split('\n')
      .map((l, i) => [i + 1, l.length] as const)
      .filter(([, n]) => n > 400);
    expect(long).toEqual([]);
  });

  it('finds the paths it checks', () => {
    expect(pathsIn('README.md').map((x) => x.p)).toEqual(expect.arrayContaining(['docs/ARCHITECTURE.md']));
    expect(pathsIn('docs/ARCHITECTURE.md').length).toBeGreaterThan(10);
  });
});
