import { lazyLabels } from '@core/client/lazyLabels';

/**
 * The module screens' labels load with the first module screen or contribution, not with
 * /academic (issue 28's budget): at start only the menu entry's and the home's Assessment card's
 * labels come (locales/*.json); these (locales/screens/) follow in the language on and English,
 * then any other language as it is chosen.
 */
export const loadModuleLabels = lazyLabels('modules', {
  en: () => import('./locales/screens/en.json'),
  'zh-Hant': () => import('./locales/screens/zh-Hant.json'),
  'zh-Hans': () => import('./locales/screens/zh-Hans.json'),
});
