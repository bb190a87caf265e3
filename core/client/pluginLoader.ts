import type { Resource } from 'i18next';
import { LANGUAGE_CODES, perLanguage } from '@core/shared/languages';
import type { ClientPlugin } from './plugin';

// Every plugin's client entry is known to the build, but only those config/app.json enables
// are imported (the list comes from the server at start).
const entries = import.meta.glob<{ default: ClientPlugin }>('/plugins/*/client/index.ts');

export async function loadClientPlugins(
  ids: readonly string[],
): Promise<{ plugins: ClientPlugin[]; resources: Resource }> {
  // Every plugin and its labels load at once, not one after another: /academic waits for them.
  const loaded = await Promise.all(
    ids.map(async (id) => {
      const load = entries[`/plugins/${id}/client/index.ts`];
      if (!load) return null; // a server-only plugin
      const plugin = (await load()).default;
      return { plugin, bundles: await Promise.all(LANGUAGE_CODES.map((lng) => plugin.locales[lng]())) };
    }),
  );
  const plugins: ClientPlugin[] = [];
  const resources: Resource = perLanguage(() => ({}));
  for (const entry of loaded) {
    if (!entry) continue;
    plugins.push(entry.plugin);
    LANGUAGE_CODES.forEach((lng, i) => {
      resources[lng]![entry.plugin.id] = entry.bundles[i]!.default as Resource[string][string];
    });
  }
  return { plugins, resources };
}
