import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { KEYS, storage } from './storage';
import en from './locales/en.json';
import tc from './locales/zh-Hant.json';
import sc from './locales/zh-Hans.json';

/** The spec's language setting (SC, TC, EN; default EN) and the i18next language it selects. */
export const LANGUAGES = { EN: 'en', TC: 'zh-Hant', SC: 'zh-Hans' } as const;
export type LanguageSetting = keyof typeof LANGUAGES;

export function languageSetting(): LanguageSetting {
  const s = storage.get(KEYS.language);
  return s === 'TC' || s === 'SC' ? s : 'EN';
}

export async function initI18n(resources: Resource = {}) {
  await i18next.use(initReactI18next).init({
    lng: LANGUAGES[languageSetting()],
    fallbackLng: 'en',
    defaultNS: 'core',
    ns: ['core'],
    resources: { en: { core: en }, 'zh-Hant': { core: tc }, 'zh-Hans': { core: sc } },
    interpolation: { escapeValue: false },
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
