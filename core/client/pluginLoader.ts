import type { Resource } from 'i18next';
import type { LanguageCode } from '@core/shared/languages';
import type { ClientPlugin } from './plugin';
import { languagesNow } from './i18n';

// Every plugin's client entry is known to the build, but only those config/app.json enables
// are imported (the list comes from the server at start).
const entries = import.meta.glob<{ default: ClientPlugin }>('/plugins/*/client/index.ts');
// The same label files the plugins' `locales` import: asked for together with the plugin's
// entry, so that they do not wait for it (/academic waits for the labels). English comes in the
// entry itself (pluginLocales).
const labelFiles = import.meta.glob('/plugins/*/client/locales/zh-*.json');

/** The enabled plugins' manifests, all requested at once (a server-only plugin has none). */
export async function loadPluginCode(ids: readonly string[]): Promise<ClientPlugin[]> {
  const languages = languagesNow();
  const loaded = await Promise.all(
    ids.map(async (id) => {
      const load = entries[`/plugins/${id}/client/index.ts`];
      if (!load) return null;
      for (const lng of languages) labelFiles[`/plugins/${id}/client/locales/${lng}.json`]?.().catch(() => {});
      return (await load()).default;
    }),
  );
  return loaded.filter((p): p is ClientPlugin => p !== null);
}

/** The plugins' labels in `languages`, each plugin's under its id as namespace. */
export async function loadPluginLabels(
  plugins: readonly ClientPlugin[],
  languages: readonly LanguageCode[],
): Promise<Resource> {
  const bundles = await Promise.all(plugins.map((p) => Promise.all(languages.map((lng) => p.locales[lng]()))));
  const resources: Resource = {};
  plugins.forEach((p, i) => {
    languages.forEach((lng, j) => {
      (resources[lng] ??= {})[p.id] = bundles[i]![j]!.default as Resource[string][string];
    });
  });
  return resources;
}
