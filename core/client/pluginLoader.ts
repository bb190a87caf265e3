import type { Resource } from 'i18next';
import { LANGUAGE_CODES, perLanguage } from '@core/shared/languages';
import type { ClientPlugin } from './plugin';

// Every plugin's client entry is known to the build, but only those config/app.json enables
// are imported (the list comes from the server at start).
const entries = import.meta.glob<{ default: ClientPlugin }>('/plugins/*/client/index.ts');

export async function loadClientPlugins(
  ids: readonly string[],
): Promise<{ plugins: ClientPlugin[]; resources: Resource }> {
  const plugins: ClientPlugin[] = [];
  const resources: Resource = perLanguage(() => ({}));
  for (const id of ids) {
    const load = entries[`/plugins/${id}/client/index.ts`];
    if (!load) continue; // a server-only plugin
    const plugin = (await load()).default;
    plugins.push(plugin);
    for (const lng of LANGUAGE_CODES) {
      resources[lng]![plugin.id] = (await plugin.locales[lng]()).default as Resource[string][string];
    }
  }
  return { plugins, resources };
}
