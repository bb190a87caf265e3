import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerPlugin } from './plugin.js';

/**
 * Loads plugins/<id>/server for each id config/app.json lists, in that order. A plugin that is
 * not listed is never imported. A plugin without a server part contributes to the client only.
 */
export async function loadServerPlugins(pluginsDir: string, ids: readonly string[]): Promise<ServerPlugin[]> {
  const loaded: ServerPlugin[] = [];
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) throw new Error(`The plugin '${id}' is enabled twice in config/app.json.`);
    seen.add(id);
    const dir = path.join(pluginsDir, id);
    if (!existsSync(dir)) throw new Error(`config/app.json enables '${id}', but there is no folder plugins/${id}.`);
    const entry = ['index.ts', 'index.js'].map((f) => path.join(dir, 'server', f)).find((f) => existsSync(f));
    if (!entry) continue;
    const mod = (await import(pathToFileURL(entry).href)) as { default?: ServerPlugin };
    const plugin = mod.default;
    if (!plugin || typeof plugin !== 'object') throw new Error(`plugins/${id}/server has no default export.`);
    if (plugin.id !== id) {
      throw new Error(`plugins/${id}/server declares the id '${plugin.id}'; it must be '${id}'.`);
    }
    loaded.push(plugin);
  }
  return loaded;
}

/**
 * Checks what the enabled plugins say they depend on and answers them in the order their
 * migrations and seeds run: every plugin after those it depends on (required or optional and
 * enabled), ties by id, so config/app.json's order (the menu's) decides nothing here. A required
 * dependency that is off, or a circle of dependencies, stops the start with a message naming them.
 */
export function orderByDependencies<P extends Pick<ServerPlugin, 'id' | 'dependsOn'>>(plugins: readonly P[]): P[] {
  const byId = new Map(plugins.map((p) => [p.id, p]));
  for (const p of plugins) {
    for (const [dep, how] of Object.entries(p.dependsOn ?? {})) {
      if (dep === p.id) throw new Error(`The plugin '${p.id}' depends on itself.`);
      if (how === 'required' && !byId.has(dep)) {
        throw new Error(
          `The plugin '${p.id}' requires the plugin '${dep}', which config/app.json does not enable: enable '${dep}' or switch '${p.id}' off.`,
        );
      }
    }
  }
  const ordered: P[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (p: P, path: string[]) => {
    const s = state.get(p.id);
    if (s === 'done') return;
    if (s === 'visiting')
      throw new Error(`The plugins depend on each other in a circle: ${[...path, p.id].join(' → ')}.`);
    state.set(p.id, 'visiting');
    for (const dep of Object.keys(p.dependsOn ?? {}).sort()) {
      const d = byId.get(dep);
      if (d) visit(d, [...path, p.id]);
    }
    state.set(p.id, 'done');
    ordered.push(p);
  };
  for (const p of [...plugins].sort((a, b) => a.id.localeCompare(b.id))) visit(p, []);
  return ordered;
}
