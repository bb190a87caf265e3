import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Where the staff app's first view starts (paths from the project root; `*` is one folder name):
 * the /academic route module, the shell, every plugin's client entry and the home screen.
 */
export const STAFF_START_ROOTS = [
  'core/client/academicRoutes.ts',
  'core/client/AcademicApp.tsx',
  'plugins/*/client/index.ts',
  'plugins/home/client/HomePage.tsx',
] as const;

/**
 * Blueprint's overlay family (popover, menu, dialog, toast, tag, non-ideal state, their icons and
 * positioning libraries): the staff shell's menus, dialogs and toasts open with them at its first
 * view, and a public page's later parts (the supervisor's date picker, the signature dialog) ask
 * for them, never a public page's first load (the byte budgets test holds that). Found by module
 * path, since Blueprint's barrel file makes every component reachable from every importer.
 */
const OVERLAYS =
  /node_modules[\\/](@blueprintjs[\\/]core[\\/]lib[\\/]esm[\\/]components[\\/](popover|popover-next|portal|tooltip|context-menu|menu|overlay2?|toast|tag|dialog|non-ideal-state)[\\/]|@blueprintjs[\\/]core[\\/]lib[\\/]esm[\\/](context[\\/](portal|overlays)|hooks[\\/](overlays|useTimeout\.js))|@popperjs[\\/]|@floating-ui[\\/]|react-transition-group[\\/]|dom-helpers[\\/]|@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]generated[\\/]components[\\/](cross|small-cross|caret-right|small-tick)\.js)/;

/** The page's own entry: what it reaches without the staff route is what public pages can load. */
const PAGE_ENTRY = 'src/main.tsx';
const STAFF_ROUTE = 'core/client/academicRoutes.ts';

interface ModuleInfoLike {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  isEntry: boolean;
  dynamicImporters: readonly string[];
}

export interface ModuleGraph {
  ids: readonly string[];
  info(id: string): ModuleInfoLike | null;
}

const asPattern = (root: string, p: string) =>
  new RegExp(
    `^${path
      .join(root, p)
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '[^/]+')}$`,
  );

function closure(
  graph: ModuleGraph,
  from: readonly string[],
  follow: (m: ModuleInfoLike) => readonly string[],
  stop: ReadonlySet<string>,
) {
  const seen = new Set<string>();
  const queue = from.filter((id) => !stop.has(id));
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const m = graph.info(id);
    if (m) for (const next of follow(m)) if (!seen.has(next) && !stop.has(next)) queue.push(next);
  }
  return seen;
}

/**
 * The modules of the staff app's first view that no public page loads, now or later, and that are
 * no chunk's own entry (a screen, a plugin's entry, a lazy part): the small parts the shell, the
 * staff route and the plugins' entries share (the slots, the contracts, the call hook, the shell's
 * header and menu…). Left to automatic splitting they were a dozen files of a few hundred bytes,
 * each a request of its own (issue 35).
 */
export function staffStartModules(graph: ModuleGraph, root: string): Set<string> {
  const staffRoute = new Set([path.join(root, STAFF_ROUTE)]);
  const everything = (m: ModuleInfoLike) => [...m.importedIds, ...m.dynamicallyImportedIds];
  const publicPages = closure(graph, [path.join(root, PAGE_ENTRY)], everything, staffRoute);
  const patterns = STAFF_START_ROOTS.map((p) => asPattern(root, p));
  const roots = graph.ids.filter((id) => patterns.some((p) => p.test(id)));
  const out = new Set<string>();
  for (const id of closure(graph, roots, (m) => m.importedIds, new Set())) {
    const m = graph.info(id);
    if (m && !publicPages.has(id) && !m.isEntry && m.dynamicImporters.length === 0) out.add(id);
  }
  return out;
}

/**
 * Two chunks for the staff app's first view, given to the bundler as code-splitting groups:
 * staffStartModules (known once the module graph is built) and Blueprint's overlay family.
 */
export function staffStartChunk(): Plugin {
  let members = new Set<string>();
  return {
    name: 'wil-staff-start-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      members = staffStartModules({ ids, info: (id) => this.getModuleInfo(id) }, process.cwd());
    },
    outputOptions(options) {
      const splitting = typeof options.codeSplitting === 'object' ? options.codeSplitting : {};
      const shared = { includeDependenciesRecursively: false };
      return {
        ...options,
        codeSplitting: {
          ...splitting,
          groups: [
            ...(splitting.groups ?? []),
            // Shared by two chunks or more: what one plugin's entry alone uses stays in it (its labels).
            { name: 'staff-start', test: (id: string) => members.has(id), minShareCount: 2, ...shared },
            { name: 'overlays', test: OVERLAYS, ...shared },
          ],
        },
      };
    },
  };
}
