import { defineClientPlugin, pluginLocales } from '@core/client/plugin';
import { profileContract } from '@schemas/profile/contract';
import en from './locales/en.json';

/** The personal profile (spec 000 §2 Personal Profile). */
export default defineClientPlugin({
  id: 'profile',
  routes: [
    {
      ref: profileContract.routes.detail,
      path: 'academicDetail',
      load: () => import('./ProfileDetailPage'),
      header: 'back',
    },
  ],
  menu: [{ labelKey: 'menu.detail', to: '/academic/academicDetail', icon: 'person', place: 'main', order: 40 }],
  locales: pluginLocales(en, {
    'zh-Hant': () => import('./locales/zh-Hant.json'),
    'zh-Hans': () => import('./locales/zh-Hans.json'),
  }),
});
