import { defineClientPlugin, pluginLocales } from '@core/client/plugin';
import { resourcesContract } from '@schemas/resources/contract';
import en from './locales/en.json';

/** Resource pages (spec 001 §2 Resources): the list and one page with its attachments. */
export default defineClientPlugin({
  id: 'resources',
  routes: [
    { ref: resourcesContract.routes.list, path: 'resources', load: () => import('./ResourcesPage'), header: 'home' },
    { path: 'resourcesContext', load: () => import('./ResourceContextPage'), header: 'home' },
  ],
  menu: [{ labelKey: 'menu.resources', to: '/academic/resources', icon: 'document', place: 'main', order: 20 }],
  locales: pluginLocales(en, {
    'zh-Hant': () => import('./locales/zh-Hant.json'),
    'zh-Hans': () => import('./locales/zh-Hans.json'),
  }),
});
