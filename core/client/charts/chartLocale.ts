import { languageChunks } from '../ui/languageChunks';

/** AG Charts' own texts by key (its `locale.localeText`). */
export type ChartLocaleText = Readonly<Record<string, string>>;

/**
 * AG Charts' own texts (its keyboard and screen-reader announcements, legend and overlay texts) in
 * the interface language, from ag-charts-locale: Hong Kong's for Traditional Chinese (as the
 * calendar), the mainland's for Simplified, American English for English (once its locale module is
 * registered, AG Charts has no words of its own but these). Imported only here, in
 * the charts' chunk, and each language is its own chunk, loaded when a chart is first drawn in it.
 */
export const chartLocale = languageChunks<ChartLocaleText>({
  en: () => import('ag-charts-locale/en-US.js').then((m) => m.AG_CHARTS_LOCALE_EN_US),
  'zh-Hant': () => import('ag-charts-locale/zh-HK.js').then((m) => m.AG_CHARTS_LOCALE_ZH_HK),
  'zh-Hans': () => import('ag-charts-locale/zh-CN.js').then((m) => m.AG_CHARTS_LOCALE_ZH_CN),
});
