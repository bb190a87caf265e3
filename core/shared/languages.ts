/**
 * The interface languages, written once (issue 10): the i18next code the locale files and report
 * definitions are keyed by, the spec's setting (spec 000 §1: EN, TC, SC; stored on the device
 * as wilAcademicLanguage), and the language's own name for the selector (shown as it is written
 * in that language, whatever language is on, so anyone can find their own).
 */
export const LANGUAGES = [
  { code: 'en', setting: 'EN', name: 'English' },
  { code: 'zh-Hant', setting: 'TC', name: '繁體中文' },
  { code: 'zh-Hans', setting: 'SC', name: '简体中文' },
] as const;

export type Language = (typeof LANGUAGES)[number];
export type LanguageCode = Language['code'];
export type LanguageSetting = Language['setting'];

/** The default language (spec 000 §1: EN). */
export const DEFAULT_LANGUAGE: Language = LANGUAGES[0];

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);

export const isLanguageCode = (v: unknown): v is LanguageCode => LANGUAGES.some((l) => l.code === v);

/** The setting stored on the device, or EN for anything else. */
export const languageOfSetting = (s: unknown): Language => LANGUAGES.find((l) => l.setting === s) ?? DEFAULT_LANGUAGE;

/** One value per language, e.g. an empty resource bundle for each. */
export const perLanguage = <T>(make: (code: LanguageCode) => T): Record<LanguageCode, T> =>
  Object.fromEntries(LANGUAGES.map((l) => [l.code, make(l.code)])) as Record<LanguageCode, T>;

/**
 * A browser's Accept-Language: a language of ours by code, Traditional Chinese for zh-Hant and
 * the Taiwan, Hong Kong and Macau forms, Simplified for other Chinese, else English.
 */
export function languageFromHeader(header: string | undefined): LanguageCode {
  const h = (header ?? '').trim().toLowerCase();
  const exact = LANGUAGES.find((l) => h.startsWith(l.code.toLowerCase()));
  if (exact) return exact.code;
  if (/^zh-(tw|hk|mo)\b/.test(h)) return 'zh-Hant';
  if (h.startsWith('zh')) return 'zh-Hans';
  return DEFAULT_LANGUAGE.code;
}
