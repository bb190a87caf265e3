import { addLabelLoader, addLabels, languageCodeNow } from '@core/client/i18n';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@core/shared/languages';

/**
 * The module screens' labels load with the first module screen or contribution, not with
 * /academic (issue 28's budget): at start only the menu entry's and the home's Assessment card's
 * labels come (locales/*.json); these (locales/screens/) follow in the language on and English,
 * then any other language as it is chosen (the kernel's label loaders run before the switch).
 */
const files: Record<LanguageCode, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./locales/screens/en.json'),
  'zh-Hant': () => import('./locales/screens/zh-Hant.json'),
  'zh-Hans': () => import('./locales/screens/zh-Hans.json'),
};

const loading = new Map<LanguageCode, Promise<void>>();
function load(code: LanguageCode): Promise<void> {
  let p = loading.get(code);
  if (!p) {
    p = files[code]().then((m) => addLabels({ [code]: { modules: m.default } }));
    // A failed fetch may be tried again by the next screen.
    p.catch(() => loading.delete(code));
    loading.set(code, p);
  }
  return p;
}

let hooked = false;
export function loadModuleLabels(): Promise<void> {
  if (!hooked) {
    hooked = true;
    addLabelLoader(load);
  }
  return Promise.all([...new Set([languageCodeNow(), DEFAULT_LANGUAGE.code])].map(load)).then(() => undefined);
}
