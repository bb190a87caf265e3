import { defineClientPlugin } from '@core/client/plugin';

/** The academic home dashboard (spec 000 §2 'Academic home'). */
export default defineClientPlugin({
  id: 'home',
  routes: [
    { path: '', load: () => import('./HomePage'), header: 'home' },
    { path: 'default', load: () => import('./HomePage'), header: 'home' },
  ],
  menu: [{ labelKey: 'menu.home', to: '/academic', icon: 'home', place: 'main', order: 0 }],
  locales: {
    en: () => import('./locales/en.json'),
    'zh-Hant': () => import('./locales/zh-Hant.json'),
    'zh-Hans': () => import('./locales/zh-Hans.json'),
  },
});
