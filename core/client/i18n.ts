import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  languageOfSetting,
  perLanguage,
  type LanguageCode,
  type LanguageSetting,
} from '@core/shared/languages';
import { KEYS, storage } from './storage';

// core/client/locales/<lng>.json is the 'core' namespace, in the app from the start. The public
// pages' texts (public.<lng>.json: help, about, forgot) load with those pages (publicLabels.ts), so
// a page that shows none of them (a plugin's public page, /academic) does not carry them.
const files = import.meta.glob<Record<string, unknown>>(['./locales/*.json', '!./locales/public.*.json'], {
  eager: true,
  import: 'default',
});
function kernelResources(): Resource {
  const out: Resource = perLanguage(() => ({}));
  for (const [file, bundle] of Object.entries(files)) {
    const parts = file.slice('./locales/'.length, -'.json'.length).split('.');
    const [ns, lng] = parts.length === 2 ? parts : ['core', parts[0]!];
    (out[lng!] ??= {})[ns!] = bundle as Resource[string][string];
  }
  return out;
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
  await i18next.use(initReactI18next).init({
    lng: languageCodeNow(),
    fallbackLng: 'en',
    defaultNS: 'core',
    resources: kernelResources(),
    // {product} in any label is the configurable product name (DOMAIN.md).
    interpolation: { escapeValue: false, defaultVariables: { product: productName } },
    returnNull: false,
  });
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
