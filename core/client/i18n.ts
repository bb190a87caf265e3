import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { KEYS, storage } from './storage';

// core/client/locales/<lng>.json is the 'core' namespace; <ns>.<lng>.json adds namespace <ns>.
const files = import.meta.glob<Record<string, unknown>>('./locales/*.json', { eager: true, import: 'default' });
function kernelResources(): Resource {
  const out: Resource = { en: {}, 'zh-Hant': {}, 'zh-Hans': {} };
  for (const [file, bundle] of Object.entries(files)) {
    const parts = file.slice('./locales/'.length, -'.json'.length).split('.');
    const [ns, lng] = parts.length === 2 ? parts : ['core', parts[0]!];
    (out[lng!] ??= {})[ns!] = bundle as Resource[string][string];
  }
  return out;
}

/** The spec's language setting (SC, TC, EN; default EN) and the i18next language it selects. */
export const LANGUAGES = { EN: 'en', TC: 'zh-Hant', SC: 'zh-Hans' } as const;
export type LanguageSetting = keyof typeof LANGUAGES;

export function languageSetting(): LanguageSetting {
  const s = storage.get(KEYS.language);
  return s === 'TC' || s === 'SC' ? s : 'EN';
}

export async function initI18n(resources: Resource = {}, productName = 'WIL') {
  await i18next.use(initReactI18next).init({
    lng: LANGUAGES[languageSetting()],
    fallbackLng: 'en',
    defaultNS: 'core',
    resources: kernelResources(),
    // {product} in any label is the configurable product name (DOMAIN.md).
    interpolation: { escapeValue: false, defaultVariables: { product: productName } },
    returnNull: false,
  });
  for (const [lng, namespaces] of Object.entries(resources)) {
    for (const [ns, bundle] of Object.entries(namespaces)) i18next.addResourceBundle(lng, ns, bundle, true, true);
  }
  document.documentElement.lang = i18next.language;
  return i18next;
}

export async function setLanguage(setting: LanguageSetting) {
  storage.set(KEYS.language, setting);
  await i18next.changeLanguage(LANGUAGES[setting]);
  document.documentElement.lang = LANGUAGES[setting];
}
