import { lazyLabels } from '@core/client/lazyLabels';

/**
 * The WPA labels load with the first WPA screen or contribution, not with /academic (issue 29's
 * budget: the area adds no menu entry, so nothing of it is shown at start): the language on and
 * English, then any other language as it is chosen. The form's labels (locales/form: the WPA
 * form, its rules and the supervisor's page) are apart from the staff screens' (locales/screens),
 * so the industry supervisor's page loads only what it shows.
 */
export const loadWpaFormLabels = lazyLabels('wpa', {
  en: () => import('./locales/form/en.json'),
  'zh-Hant': () => import('./locales/form/zh-Hant.json'),
  'zh-Hans': () => import('./locales/form/zh-Hans.json'),
});

const loadScreenLabels = lazyLabels('wpa', {
  en: () => import('./locales/screens/en.json'),
  'zh-Hant': () => import('./locales/screens/zh-Hant.json'),
  'zh-Hans': () => import('./locales/screens/zh-Hans.json'),
});

/** Every WPA label, for the staff screens and contributions. */
export const loadWpaLabels = () => Promise.all([loadWpaFormLabels(), loadScreenLabels()]).then(() => undefined);
