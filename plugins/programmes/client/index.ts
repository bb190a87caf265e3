import { defineClientPlugin, pluginLocales } from '@core/client/plugin';
import en from './locales/en.json';

/**
 * Programme pickers (exported from ./pickers for this plugin's screens) and the WIL programme
 * setup screen with Batch Upload and Clone (spec 001 §2 Pickers and modals).
 */
export default defineClientPlugin({
  id: 'programmes',
  routes: [{ path: 'programmeSetup', load: () => import('./ProgrammeSetupPage'), header: 'home' }],
  menu: [{ labelKey: 'menu.programmeSetup', to: '/academic/programmeSetup', icon: 'cog', place: 'main', order: 30 }],
  locales: pluginLocales(en, {
    'zh-Hant': () => import('./locales/zh-Hant.json'),
    'zh-Hans': () => import('./locales/zh-Hans.json'),
  }),
});
