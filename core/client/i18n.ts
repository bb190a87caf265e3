import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, languageOfSetting, type LanguageCode, type LanguageSetting } from '@core/shared/languages';
import { KEYS, storage } from './storage';

// core/client/locales/<lng>.json is the 'core' namespace. English, the fallback, is in the app
// from the start; the language on is fetched before the first page shows, any other when it is
// chosen (a page in English carries no Chinese labels). The public pages' texts (public.<lng>.json:
// help, about, forgot) load with those pages (publicLabels.ts).
import en from './locales/en.json';

const coreFiles: Record<Exclude<LanguageCode, 'en'>, () => Promise<{ default: Record<string, unknown> }>> = {
  'zh-Hant': () => import('./locales/zh-Hant.json'),
  'zh-Hans': () => import('./locales/zh-Hans.json'),
};

/** The 'core' labels of one language; English's are here already. */
async function coreLabels(code: LanguageCode): Promise<Resource[string][string]> {
  return code === 'en' ? en : (await coreFiles[code]()).default;
}

/** The spec's language setting (SC, TC, EN; default EN) as stored on this device. */
export function languageSetting(): LanguageSetting {
  return languageOfSetting(storage.get(KEYS.language)).setting;
}

/** The code of the language on (i18next's language once it has started). */
export const languageCodeNow = (): LanguageCode => languageOfSetting(languageSetting()).code;

/**
 * The languages whose labels a screen needs before it shows: the one on (the device's setting)
 * and English, i18next's fallback. The others load when chosen (addLabelLoader).
 */
export function languagesNow(): LanguageCode[] {
  return [...new Set([languageCodeNow(), DEFAULT_LANGUAGE.code])];
}

/** Adds label bundles by language and namespace, over what is there. */
export function addLabels(resources: Resource) {
  for (const [lng, namespaces] of Object.entries(resources)) {
    for (const [ns, bundle] of Object.entries(namespaces)) i18next.addResourceBundle(lng, ns, bundle, true, true);
  }
}

export async function initI18n(resources: Resource = {}, productName = 'WIL') {
  const code = languageCodeNow();
  const loaded = new Set<LanguageCode>(['en']);
  const loadCore = async (other: LanguageCode) => {
    if (loaded.has(other)) return;
    addLabels({ [other]: { core: await coreLabels(other) } });
    loaded.add(other);
  };
  addLabelLoader(loadCore);
  // Started before the language on's labels are fetched, so that code loading meanwhile (a
  // screen fetched early) finds i18next ready to take its labels.
  const started = i18next.use(initReactI18next).init({
    lng: code,
    fallbackLng: 'en',
    defaultNS: 'core',
    resources: { en: { core: en } },
    // {product} in any label is the configurable product name (DOMAIN.md).
    interpolation: { escapeValue: false, defaultVariables: { product: productName } },
    returnNull: false,
  });
  // A label file that fails to load leaves that language's labels in English.
  await Promise.all([started, loadCore(code).catch((e: unknown) => console.error(e))]);
  addLabels(resources);
  document.documentElement.lang = i18next.language;
  return i18next;
}

/** Loads labels that are only fetched once their language is chosen (the plugins', AcademicApp.tsx). */
type LabelLoader = (code: LanguageCode) => Promise<void>;
const labelLoaders: LabelLoader[] = [];
export function addLabelLoader(load: LabelLoader) {
  labelLoaders.push(load);
}

export async function setLanguage(setting: LanguageSetting) {
  storage.set(KEYS.language, setting);
  const { code } = languageOfSetting(setting);
  // A bundle that fails to load leaves its labels in English (the fallback); the switch goes on.
  await Promise.all(labelLoaders.map((load) => load(code))).catch((e: unknown) => console.error(e));
  await i18next.changeLanguage(code);
  document.documentElement.lang = code;
}
