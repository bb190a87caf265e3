import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { virtualModulePlugin } from './virtualModulePlugin.js';

const require = createRequire(import.meta.url);
export const USED_ICON_PATHS = 'virtual:wil-used-icon-paths';

const iconsDir = () => path.join(path.dirname(require.resolve('@blueprintjs/icons/package.json')), 'lib/esm/generated');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/**
 * The icon names the client code mentions: string literals that are icon names ('search') and
 * IconNames.SEARCH constants. A word that is no icon here costs a few bytes; an icon named some
 * other way still works, through Blueprint's full loader.
 */
export function iconNamesInSource(roots: readonly string[], known: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const root of roots) {
    for (const file of sourceFiles(root)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/['"`]([a-z0-9-]+)['"`]/g)) if (known.has(m[1]!)) found.add(m[1]!);
      for (const m of text.matchAll(/IconNames\.([A-Z0-9_]+)/g)) {
        const name = m[1]!.toLowerCase().replace(/_/g, '-');
        if (known.has(name)) found.add(name);
      }
    }
  }
  return [...found].sort();
}

/**
 * `export default ["m15.55 …"];` → the path list. 'blank' is written `const p = []; export
 * default p;` (no paths): any file not in the first form has none.
 */
const pathsOf = (file: string): string[] => {
  const text = readFileSync(file, 'utf8');
  if (!text.startsWith('export default ')) return [];
  return JSON.parse(text.replace(/^export default /, '').replace(/;\s*(\/\/.*)?$/s, '')) as string[];
};

/**
 * Vite plugin: `virtual:wil-used-icon-paths` holds the 16 and 20 px paths of the icons the client
 * code uses, one small chunk loaded with the first icon shown, instead of every icon's paths.
 */
export function usedIconPaths(roots: readonly string[]): Plugin {
  return virtualModulePlugin('wil:used-icon-paths', USED_ICON_PATHS, () => {
    const dir = iconsDir();
    const known = new Set(
      readdirSync(path.join(dir, '16px/paths'))
        .filter((f) => f.endsWith('.js') && f !== 'index.js')
        .map((f) => f.slice(0, -3)),
    );
    const names = iconNamesInSource(roots, known);
    const bySize = (size: 16 | 20) =>
      Object.fromEntries(names.map((n) => [n, pathsOf(path.join(dir, `${size}px/paths/${n}.js`))]));
    return `export default ${JSON.stringify({ 16: bySize(16), 20: bySize(20) })};`;
  });
}
