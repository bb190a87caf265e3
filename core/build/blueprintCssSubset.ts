import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import postcss from 'postcss';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const MARKER = /\/\*\s*@blueprint-subset\s+([^*]+)\*\//;

/** Classes a selector needs, negated ones (`:not(.x)`) left out: the rule applies without them. */
function requiredClasses(selector: string): string[] {
  return (selector.replace(/:not\([^)]*\)/g, '').match(/\.[\w-]+/g) ?? []).map((c) => c.slice(1));
}

/**
 * The rules of Blueprint's blueprint.css that a page built from the listed components can use:
 * a selector is kept when every class it requires is `bp6-<name>` or `bp6-<name>-…` for a listed
 * name. Element rules (the reset, typography) and the design tokens stay; dark-theme rules go.
 */
export function blueprintSubset(css: string, names: readonly string[]): string {
  const allowed = (cls: string) => names.some((n) => cls === `bp6-${n}` || cls.startsWith(`bp6-${n}-`));
  const root = postcss.parse(css);
  root.walkComments((c) => {
    c.remove();
  });
  root.walkRules((rule) => {
    const parent = rule.parent;
    if (parent?.type === 'atrule' && /keyframes$/.test((parent as postcss.AtRule).name)) return;
    const kept = rule.selectors.filter((s) => requiredClasses(s).every(allowed));
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  });
  // Blocks (@media, @supports) left without rules are dropped too.
  let removed = true;
  while (removed) {
    removed = false;
    root.walkAtRules((at) => {
      if (at.nodes && at.nodes.length === 0) {
        at.remove();
        removed = true;
      }
    });
  }
  return root.toString();
}

/**
 * Vite plugin: a CSS file containing `/* @blueprint-subset button callout … *\/` is replaced by
 * that subset of @blueprintjs/core's stylesheet, so the public pages carry only the Blueprint
 * rules they render (the academic screens load the whole sheet with themselves).
 */
export function blueprintCssSubset(): Plugin {
  let full: string | null = null;
  return {
    name: 'wil:blueprint-css-subset',
    enforce: 'pre',
    transform(code, id) {
      if (!id.split('?')[0]!.endsWith('.css')) return null;
      const m = MARKER.exec(code);
      if (!m) return null;
      full ??= readFileSync(require.resolve('@blueprintjs/core/lib/css/blueprint.css'), 'utf8');
      const names = m[1]!.trim().split(/\s+/);
      return { code: `${blueprintSubset(full, names)}\n${code.replace(MARKER, '')}`, map: null };
    },
  };
}
