import { DEFAULT_LANGUAGE, type LanguageCode } from '@core/shared/languages';
import { addLabelLoader, addLabels, languageCodeNow } from './i18n';

// The 'public' namespace (help, about, forgot): one file per language, fetched with the first
// page that shows it, in the language on and English (the fallback); another language when chosen.
const files = import.meta.glob<Record<string, unknown>>('./locales/public.*.json', { import: 'default' });

const loading = new Map<LanguageCode, Promise<void>>();
function load(code: LanguageCode): Promise<void> {
  let p = loading.get(code);
  if (!p) {
    const file = files[`./locales/public.${code}.json`];
    p = file ? file().then((bundle) => addLabels({ [code]: { public: bundle } })) : Promise.resolve();
    // A failed fetch may be tried again by the next page.
    p.catch(() => loading.delete(code));
    loading.set(code, p);
  }
  return p;
}

let hooked = false;
function loadPublicLabels(): Promise<void> {
  if (!hooked) {
    hooked = true;
    addLabelLoader(load);
  }
  return Promise.all([...new Set([languageCodeNow(), DEFAULT_LANGUAGE.code])].map(load)).then(() => undefined);
}

/** A public page's loader that also fetches the 'public' labels, both at once. */
export const withPublicLabels =
  <M>(page: () => Promise<M>) =>
  async (): Promise<M> =>
    (await Promise.all([page(), loadPublicLabels()]))[0];
