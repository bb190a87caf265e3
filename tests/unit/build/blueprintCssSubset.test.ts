import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { blueprintCssSubset, blueprintSubset, datetimeSubset } from '@core/build/blueprintCssSubset';

const SHEET = `
:root { --bp-x: 1px; }
body { color: #111; }
.bp6-button { padding: 4px; }
.bp6-button:not(.bp6-minimal) { border: 1px solid; }
.bp6-button .bp6-icon, .bp6-tree .bp6-icon { color: red; }
.bp6-dark .bp6-button { color: white; }
.bp6-table { width: 100%; }
@media (min-width: 10px) { .bp6-table { width: 50%; } }
@keyframes pt-spin { from { transform: rotate(0); } to { transform: rotate(360deg); } }
`;

describe('blueprintSubset keeps the rules of the listed components only', () => {
  const out = blueprintSubset(SHEET, ['button', 'icon']);

  it('keeps element rules and tokens, and the listed classes (negated classes do not count)', () => {
    expect(out).toContain('--bp-x: 1px');
    expect(out).toContain('body { color: #111; }');
    expect(out).toContain('.bp6-button { padding: 4px; }');
    expect(out).toContain('.bp6-button:not(.bp6-minimal)');
    expect(out).toContain('@keyframes pt-spin');
  });

  it('drops other components, dark-theme rules, and selectors of a list that need another class', () => {
    expect(out).not.toContain('bp6-table');
    expect(out).not.toContain('bp6-dark');
    expect(out).not.toContain('bp6-tree');
    expect(out).not.toContain('@media');
    expect(out).toContain('.bp6-button .bp6-icon');
  });
});

describe("a sheet that adds to another's list (@blueprint-subset-more, issue 31)", () => {
  const out = blueprintSubset(SHEET, ['table'], ['button', 'icon']);

  it("keeps only the rules the added components need beyond the base sheet's", () => {
    expect(out).toContain('.bp6-table { width: 100%; }');
    expect(out).toContain('@media (min-width: 10px)');
  });

  it('drops what the base sheet already has: element rules, tokens, keyframes, its components', () => {
    expect(out).not.toContain('--bp-x');
    expect(out).not.toContain('body {');
    expect(out).not.toContain('@keyframes');
    expect(out).not.toContain('.bp6-button');
    expect(out).not.toContain('bp6-dark');
  });

  it('keeps a selector that needs a base class and an added one', () => {
    const mixed = blueprintSubset('.bp6-table .bp6-button { color: red; }', ['table'], ['button']);
    expect(mixed).toContain('.bp6-table .bp6-button');
  });
});

describe('the Vite plugin replaces the whole marker comment', () => {
  const transform = blueprintCssSubset().transform as (code: string, id: string) => { code: string } | null;
  const plugin = blueprintCssSubset() as Plugin;

  it('is a pre plugin that leaves files without the marker alone', () => {
    expect(plugin.enforce).toBe('pre');
    expect(transform('a { color: red; }', '/x/styles.css')).toBeNull();
    expect(transform('/* @blueprint-subset button */', '/x/file.ts')).toBeNull();
  });

  it('leaves no comment open, so the next stylesheet in the bundle is not swallowed', () => {
    const result = transform('/* why */\n/* @blueprint-subset button spinner */\n.after { color: red; }', '/x/bp.css')!;
    expect(result.code).toContain('.bp6-button');
    expect(result.code).not.toContain('@blueprint-subset');
    const opened = result.code.split('/*').length - 1;
    const closed = result.code.split('*/').length - 1;
    expect(opened).toBe(closed);
    expect(result.code.trimEnd().endsWith('.after { color: red; }')).toBe(true);
    expect(result.code).not.toContain('bp6-table');
  });

  it("'-more' reads the public pages' list and adds to it", () => {
    const ctx = { addWatchFile: () => {} };
    const run = transform.bind(ctx as never);
    const result = run('/* @blueprint-subset-more card */\n.after { color: red; }', '/x/page.css')!;
    expect(result.code).toContain('.bp6-card');
    expect(result.code).not.toContain('.bp6-button{');
    expect(result.code).not.toMatch(/(^|\n)body\s*\{/);
    expect(result.code).not.toContain('@blueprint-subset');
  });
});

describe("@blueprintjs/datetime's sheet without the components a day field never shows", () => {
  const DT = `
.bp6-datepicker { padding: 5px; }
.bp6-datepicker .bp6-timepicker { margin: 0; }
.bp6-timepicker-input { width: 30px; }
.bp6-dark .bp6-datepicker { color: white; }
.rdp-day { width: 30px; }
@media (min-width: 10px) { .bp6-timepicker { width: 1px; } }
`;
  const out = datetimeSubset(DT, ['timepicker']);

  it('keeps the date picker and react-day-picker rules', () => {
    expect(out).toContain('.bp6-datepicker { padding: 5px; }');
    expect(out).toContain('.rdp-day');
  });

  it('drops the listed components, the dark theme, and blocks left empty', () => {
    expect(out).not.toContain('timepicker');
    expect(out).not.toContain('bp6-dark');
    expect(out).not.toContain('@media');
  });

  it('the Vite plugin puts the subset of the real sheet in place of the marker', () => {
    const transform = blueprintCssSubset().transform as (code: string, id: string) => { code: string } | null;
    const result = transform('/* @blueprint-datetime-without timepicker */\n.after { color: red; }', '/x/dt.css')!;
    expect(result.code).toContain('.bp6-datepicker');
    expect(result.code).not.toContain('.bp6-timepicker');
    expect(result.code).not.toContain('@blueprint-datetime-without');
    expect(result.code.trimEnd().endsWith('.after { color: red; }')).toBe(true);
  });
});
