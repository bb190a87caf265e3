import { describe, expect, it } from 'vitest';
import { staffStartModules, type ModuleGraph } from '../../../core/build/staffStartChunk';

const ROOT = '/app';

/** A module graph from `id: [static imports] / [lazy imports]` lines (ids relative to ROOT). */
function graphOf(spec: Record<string, { imports?: string[]; lazy?: string[] }>): ModuleGraph {
  const abs = (id: string) => `${ROOT}/${id}`;
  const dynamicImporters = new Map<string, string[]>();
  for (const [id, m] of Object.entries(spec))
    for (const l of m.lazy ?? []) dynamicImporters.set(l, [...(dynamicImporters.get(l) ?? []), abs(id)]);
  return {
    ids: Object.keys(spec).map(abs),
    info: (id) => {
      const rel = id.slice(ROOT.length + 1);
      const m = spec[rel];
      if (!m) return null;
      return {
        importedIds: (m.imports ?? []).map(abs),
        dynamicallyImportedIds: (m.lazy ?? []).map(abs),
        isEntry: rel === 'src/main.tsx',
        dynamicImporters: dynamicImporters.get(rel) ?? [],
      };
    },
  };
}

// The page's entry opens the public app or the staff route; the staff route opens the shell and
// the plugins' entries; the supervisor's page (a public page) opens a date picker later.
const graph = graphOf({
  'src/main.tsx': { lazy: ['core/client/boot.tsx', 'core/client/academicRoutes.ts'] },
  'core/client/boot.tsx': { imports: ['core/client/App.tsx'] },
  'core/client/App.tsx': { imports: ['core/client/ui/Button.tsx'], lazy: ['plugins/wpa/client/publicRoutes.ts'] },
  'plugins/wpa/client/publicRoutes.ts': { lazy: ['plugins/wpa/client/SupervisorPage.tsx'] },
  'plugins/wpa/client/SupervisorPage.tsx': {
    imports: ['core/client/ui/Button.tsx'],
    lazy: ['core/client/DatePicker.tsx'],
  },
  'core/client/DatePicker.tsx': { imports: ['core/client/ui/Popover.tsx'] },
  'core/client/academicRoutes.ts': {
    imports: ['core/client/pluginLoader.ts'],
    lazy: ['core/client/AcademicApp.tsx', 'plugins/wpa/client/index.ts', 'plugins/modules/client/index.ts'],
  },
  'core/client/AcademicApp.tsx': {
    imports: ['core/client/layout/Shell.tsx', 'core/client/ui/Button.tsx', 'core/client/ui/Popover.tsx'],
    lazy: ['core/client/ReportScreen.tsx'],
  },
  'plugins/wpa/client/index.ts': { imports: ['schemas/modules/contract.ts', 'core/client/extensions/slots.ts'] },
  'plugins/modules/client/index.ts': { imports: ['schemas/modules/contract.ts', 'core/client/extensions/slots.ts'] },
  'core/client/ReportScreen.tsx': { imports: ['core/client/ui/DataGrid.tsx'] },
  'core/client/pluginLoader.ts': {},
  'core/client/layout/Shell.tsx': {},
  'core/client/ui/Button.tsx': {},
  'core/client/ui/Popover.tsx': {},
  'core/client/ui/DataGrid.tsx': {},
  'schemas/modules/contract.ts': {},
  'core/client/extensions/slots.ts': {},
});

describe('the staff start chunk (issue 35: /academic in fewer requests)', () => {
  const start = [...staffStartModules(graph, ROOT)].map((id) => id.slice(ROOT.length + 1)).sort();

  it('takes what the shell, the staff route and the plugins’ entries import', () => {
    expect(start).toEqual([
      'core/client/extensions/slots.ts',
      'core/client/layout/Shell.tsx',
      'core/client/pluginLoader.ts',
      'schemas/modules/contract.ts',
    ]);
  });

  it('leaves out what a public page loads, as it opens (the button) or later (the date picker’s popover)', () => {
    expect(start).not.toContain('core/client/ui/Button.tsx');
    expect(start).not.toContain('core/client/ui/Popover.tsx');
  });

  it('leaves entries, and what only later screens import, where they are', () => {
    expect(start).not.toContain('core/client/AcademicApp.tsx');
    expect(start).not.toContain('plugins/wpa/client/index.ts');
    expect(start).not.toContain('core/client/ui/DataGrid.tsx');
  });
});
