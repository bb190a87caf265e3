import type { Locale } from 'date-fns';
import { languageChunks } from '../languageChunks';

/**
 * The calendar's words (month and weekday names, the first day of the week) in each interface
 * language, as date-fns locales: en-AU for English (spec 000 §1), Hong Kong's for Traditional
 * Chinese, the mainland's for Simplified. Each is its own small chunk, loaded when first needed:
 * Blueprint's own loader names its files at run time, which a bundle cannot follow.
 */
const calendar = languageChunks<Locale>({
  en: () => import('date-fns/locale/en-AU').then((m) => m.default),
  'zh-Hant': () => import('date-fns/locale/zh-HK').then((m) => m.default),
  'zh-Hans': () => import('date-fns/locale/zh-CN').then((m) => m.default),
});

export const loadDayPickerLocale = calendar.load;

/** The calendar locale of the interface language: the one loaded already at once, else once it has come. */
export const useDayPickerLocale = calendar.useLoaded;
