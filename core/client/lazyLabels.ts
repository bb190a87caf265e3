import type { LanguageCode } from '@core/shared/languages';
import { addLabelLoader, addLabels, languagesNow } from './i18n';

/** One language's label file, fetched when asked for (`() => import('./locales/…/en.json')`). */
export type LabelFiles = Record<LanguageCode, () => Promise<{ default: Record<string, unknown> }>>;

/**
 * Labels that do not come with the app but with the first page or screen that shows them (the
 * kernel's public pages, a plugin's screens): the call fetches the language on and English (the
 * fallback) under `namespace`; any other language follows when it is chosen, since the loader is
 * registered with the kernel's label loaders, which run before the switch.
 */
export function lazyLabels(namespace: string, files: LabelFiles): () => Promise<void> {
  const loading = new Map<LanguageCode, Promise<void>>();
  const load = (code: LanguageCode): Promise<void> => {
    let p = loading.get(code);
    if (!p) {
      p = files[code]().then((m) => addLabels({ [code]: { [namespace]: m.default } }));
      // A failed fetch may be tried again by the next screen.
      p.catch(() => loading.delete(code));
      loading.set(code, p);
    }
    return p;
  };
  let hooked = false;
  return () => {
    if (!hooked) {
      hooked = true;
      addLabelLoader(load);
    }
    return Promise.all(languagesNow().map(load)).then(() => undefined);
  };
}
