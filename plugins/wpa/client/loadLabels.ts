import { lazyLabels } from '@core/client/lazyLabels';

/**
 * The WPA labels load with the first WPA screen or contribution, not with /academic (issue 29's
 * budget: the area adds no menu entry, so nothing of it is shown at start): the language on and
 * English, then any other language as it is chosen.
 */
export const loadWpaLabels = lazyLabels('wpa', {
  en: () => import('./locales/screens/en.json'),
  'zh-Hant': () => import('./locales/screens/zh-Hant.json'),
  'zh-Hans': () => import('./locales/screens/zh-Hans.json'),
});
