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
