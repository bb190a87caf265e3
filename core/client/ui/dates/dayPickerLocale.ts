import { useEffect, useState } from 'react';
import type { Locale } from 'date-fns';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@core/shared/languages';

/**
 * The calendar's words (month and weekday names, the first day of the week) in each interface
 * language, as date-fns locales: en-AU for English (spec 000 §1), Hong Kong's for Traditional
 * Chinese, the mainland's for Simplified. Each is its own small chunk, loaded when first needed:
 * Blueprint's own loader names its files at run time, which a bundle cannot follow.
 */
const LOADERS: Record<LanguageCode, () => Promise<{ default: Locale }>> = {
  en: () => import('date-fns/locale/en-AU'),
  'zh-Hant': () => import('date-fns/locale/zh-HK'),
  'zh-Hans': () => import('date-fns/locale/zh-CN'),
};

const loaded = new Map<LanguageCode, Locale>();

const codeOf = (language: string): LanguageCode => (isLanguageCode(language) ? language : DEFAULT_LANGUAGE.code);

export async function loadDayPickerLocale(language: string): Promise<Locale> {
  const code = codeOf(language);
  const known = loaded.get(code);
  if (known) return known;
  const locale = (await LOADERS[code]()).default;
  loaded.set(code, locale);
  return locale;
}

/** The calendar locale of the interface language: the one loaded already at once, else once it has come. */
export function useDayPickerLocale(language: string): Locale | undefined {
  const code = codeOf(language);
  const [locale, setLocale] = useState<Locale | undefined>(() => loaded.get(code));
  useEffect(() => {
    let live = true;
    loadDayPickerLocale(code).then(
      (l) => live && setLocale(l),
      () => undefined, // the calendar stays in English; the field still works
    );
    return () => {
      live = false;
    };
  }, [code]);
  return loaded.get(code) ?? locale;
}
