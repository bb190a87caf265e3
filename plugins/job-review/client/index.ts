import { defineClientPlugin } from '@core/client/plugin';

export default defineClientPlugin({
  id: 'job-review',
  routes: [],
  menu: [],
  locales: {
    en: () => import('./locales/en.json'),
    'zh-Hant': () => import('./locales/zh-Hant.json'),
    'zh-Hans': () => import('./locales/zh-Hans.json'),
  },
});
