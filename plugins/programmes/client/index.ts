import { defineClientPlugin } from '@core/client/plugin';

export default defineClientPlugin({
  id: 'programmes',
  routes: [],
  menu: [],
  locales: {
    en: () => import('./locales/en.json'),
    'zh-Hant': () => import('./locales/zh-Hant.json'),
    'zh-Hans': () => import('./locales/zh-Hans.json'),
  },
});
