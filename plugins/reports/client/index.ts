import { defineClientPlugin, type MenuEntry, pluginLocales } from '@core/client/plugin';
import i18next from 'i18next';
import { LANGUAGE_CODES } from '@core/shared/languages';
import { fetchDefinitions } from './definitions';
import en from './locales/en.json';

/**
 * Reports generated from config/reports: one route renders any definition by its route name,
 * and the Report dropdown entries come from the definitions at run time.
 */
export default defineClientPlugin({
  id: 'reports',
  routes: [{ path: ':reportRoute', load: () => import('./ReportPage'), header: 'home' }],
  menu: [],
  loadMenu: async (): Promise<MenuEntry[]> => {
    const defs = await fetchDefinitions();
    // Menu texts come with the definitions, so a report added as a file needs no locale change.
    for (const lang of LANGUAGE_CODES) {
      const menu = Object.fromEntries(defs.map((d) => [d.id, d.labels[lang][d.titleKey] ?? d.id]));
      i18next.addResourceBundle(lang, 'reports', { menu }, true, true);
    }
    return defs
      .filter((d) => d.menu?.place === 'report')
      .map((d) => ({ labelKey: `menu.${d.id}`, to: `/academic/${d.route}`, place: 'report', order: d.menu!.order }));
  },
  locales: pluginLocales(en, {
    'zh-Hant': () => import('./locales/zh-Hant.json'),
    'zh-Hans': () => import('./locales/zh-Hans.json'),
  }),
});
