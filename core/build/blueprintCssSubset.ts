import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import postcss from 'postcss';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const MARKER = /\/\*\s*@blueprint-subset(-more)?\s+([^*]+)\*\//;
/** `/* @blueprint-datetime-without timepicker … *\/`: @blueprintjs/datetime's sheet without those components. */
const DATETIME_MARKER = /\/\*\s*@blueprint-datetime-without\s+([^*]+)\*\//;
/** The public pages' sheet, whose list a `@blueprint-subset-more` sheet adds to. */
const PUBLIC_SHEET = new URL('../client/blueprintPublic.css', import.meta.url);

/** Classes a selector needs, negated ones (`:not(.x)`) left out: the rule applies without them. */
function requiredClasses(selector: string): string[] {
  return (selector.replace(/:not\([^)]*\)/g, '').match(/\.[\w-]+/g) ?? []).map((c) => c.slice(1));
}

const allows = (names: readonly string[]) => (cls: string) =>
  names.some((n) => cls === `bp6-${n}` || cls.startsWith(`bp6-${n}-`));

/**
 * The rules of Blueprint's blueprint.css that a page built from the listed components can use:
 * a selector is kept when every class it requires is `bp6-<name>` or `bp6-<name>-…` for a listed
 * name. Element rules (the reset, typography) and the design tokens stay; dark-theme rules go.
 *
 * With `base` (the list of a sheet already on the page), only what `names` adds to it: the
 * selectors that need a class of `names` and are not the base sheet's; no element rules, tokens
 * or keyframes, which the base sheet has.
 */
export function blueprintSubset(css: string, names: readonly string[], base: readonly string[] = []): string {
  const allowed = allows([...names, ...base]);
  const inBase = allows(base);
  const adding = base.length > 0;
  const root = postcss.parse(css);
  root.walkComments((c) => {
    c.remove();
  });
  if (adding) {
    root.walkAtRules(/keyframes$/, (at) => {
      at.remove();
    });
  }
  root.walkRules((rule) => {
    const parent = rule.parent;
    if (parent?.type === 'atrule' && /keyframes$/.test((parent as postcss.AtRule).name)) return;
    const kept = rule.selectors.filter((s) => {
      const classes = requiredClasses(s);
      return classes.every(allowed) && !(adding && classes.every(inBase));
    });
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  });
  dropEmptyBlocks(root);
  return root.toString();
}

/** Removes blocks (@media, @supports) left without rules, innermost first. */
function dropEmptyBlocks(root: postcss.Root) {
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
}

/**
 * @blueprintjs/datetime's sheet without the rules that need a class of the listed components
 * (`bp6-<name>` or `bp6-<name>-…`: e.g. the time picker, which a day field never shows) and
 * without the dark theme, which the product does not use.
 */
export function datetimeSubset(css: string, without: readonly string[]): string {
  const dropped = allows([...without, 'dark']);
  const root = postcss.parse(css);
  root.walkComments((c) => {
    c.remove();
  });
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((s) => !requiredClasses(s).some(dropped));
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  });
  dropEmptyBlocks(root);
  return root.toString();
}

/** The component names of a sheet's marker. */
const namesOf = (code: string) => MARKER.exec(code)?.[2]!.trim().split(/\s+/) ?? [];

/**
 * Vite plugin: a CSS file containing `/* @blueprint-subset button callout … *\/` is replaced by
 * that subset of @blueprintjs/core's stylesheet, so the public pages carry only the Blueprint
 * rules they render (the academic screens load the whole sheet with themselves). A plugin's
 * public page that renders more components says `/* @blueprint-subset-more card dialog … *\/`
 * and gets only the rules those add to core/client/blueprintPublic.css, already on the page.
 * A sheet with `/* @blueprint-datetime-without timepicker … *\/` gets @blueprintjs/datetime's
 * sheet without those components (the date fields' chunk: core/client/ui/dates/datetime.css).
 */
export function blueprintCssSubset(): Plugin {
  let full: string | null = null;
  let datetime: string | null = null;
  return {
    name: 'wil:blueprint-css-subset',
    enforce: 'pre',
    transform(code, id) {
      if (!id.split('?')[0]!.endsWith('.css')) return null;
      const dt = DATETIME_MARKER.exec(code);
      if (dt) {
        datetime ??= readFileSync(require.resolve('@blueprintjs/datetime/lib/css/blueprint-datetime.css'), 'utf8');
        const without = dt[1]!.trim().split(/\s+/);
        return { code: `${datetimeSubset(datetime, without)}\n${code.replace(DATETIME_MARKER, '')}`, map: null };
      }
      const m = MARKER.exec(code);
      if (!m) return null;
      full ??= readFileSync(require.resolve('@blueprintjs/core/lib/css/blueprint.css'), 'utf8');
      const names = m[2]!.trim().split(/\s+/);
      if (m[1]) this.addWatchFile(fileURLToPath(PUBLIC_SHEET));
      const base = m[1] ? namesOf(readFileSync(PUBLIC_SHEET, 'utf8')) : [];
      return { code: `${blueprintSubset(full, names, base)}\n${code.replace(MARKER, '')}`, map: null };
    },
  };
}
