import { addLabelLoader, addLabels, languageCodeNow } from '@core/client/i18n';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@core/shared/languages';

/**
 * The WPA labels load with the first WPA screen or contribution, not with /academic (issue 29's
 * budget: the area adds no menu entry, so nothing of it is shown at start): the language on and
 * English, then any other language as it is chosen (the kernel's label loaders run before the
 * switch, core/client/i18n.ts).
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
    p = files[code]().then((m) => addLabels({ [code]: { wpa: m.default } }));
    // A failed fetch may be tried again by the next screen.
    p.catch(() => loading.delete(code));
    loading.set(code, p);
  }
  return p;
}

let hooked = false;
export function loadWpaLabels(): Promise<void> {
  if (!hooked) {
    hooked = true;
    addLabelLoader(load);
  }
  return Promise.all([...new Set([languageCodeNow(), DEFAULT_LANGUAGE.code])].map(load)).then(() => undefined);
}
