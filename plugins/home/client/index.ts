import { defineClientPlugin, pluginLocales } from '@core/client/plugin';
import { homeContract } from '@schemas/home/contract';
import en from './locales/en.json';

/** What HomePage shows of the other plugins: their cards load with the page's own code. */
const HOME_SLOTS = [homeContract.slots.cards, homeContract.slots.panels];

/** The academic home dashboard (spec 000 §2 'Academic home'). */
export default defineClientPlugin({
  id: 'home',
  routes: [
    { path: '', load: () => import('./HomePage'), header: 'home', slots: HOME_SLOTS },
    { path: 'default', load: () => import('./HomePage'), header: 'home', slots: HOME_SLOTS },
  ],
  menu: [{ labelKey: 'menu.home', to: '/academic', icon: 'home', place: 'main', order: 0 }],
  locales: pluginLocales(en, {
    'zh-Hant': () => import('./locales/zh-Hant.json'),
    'zh-Hans': () => import('./locales/zh-Hans.json'),
  }),
});
