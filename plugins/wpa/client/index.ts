import { defineClientPlugin, pluginLocales } from '@core/client/plugin';
import { contribute } from '@core/client/extensions/slots';
import { modulesContract } from '@schemas/modules/contract';
import { insightsContract } from '@schemas/core/contract';
import { wpaContract } from '@schemas/wpa/contract';
import wpaPublicRoutes from './publicRoutes';
import en from './locales/en.json';

const { summaryActions, summaryCounters, summaryCharts, studentSections } = modulesContract.slots;

/** A screen or contribution with the area's labels (loadLabels.ts): both fetched together when it shows. */
const withLabels =
  <M>(load: () => Promise<M>) =>
  async () =>
    (await Promise.all([load(), import('./loadLabels').then((l) => l.loadWpaLabels())]))[0];

/**
 * The WPA area's screens (spec 001 §2 'Review WPA Form detail', 002 §2): WPA Management, the
 * review page, the offline form, and its parts of the module screens; outside /academic, the
 * industry supervisor's page (publicRoutes.ts, issue 31). Only this table of contents loads with
 * /academic; every page, dialog and contribution loads when it shows, with its labels (`locales`
 * here is empty: the labels are locales/form/ and locales/screens/, loadLabels.ts).
 */
export default defineClientPlugin({
  id: 'wpa',
  routes: [
    {
      ref: wpaContract.routes.management,
      path: 'WPAManagement/:showStatus?',
      load: withLabels(() => import('./pages/WpaManagementPage')),
      header: 'back',
    },
    {
      ref: wpaContract.routes.review,
      path: 'reviewWPAFormDetail',
      load: withLabels(() => import('./pages/ReviewWpaPage')),
      header: 'back',
    },
    {
      ref: wpaContract.routes.newForm,
      path: 'newWPAForm',
      load: withLabels(() => import('./pages/NewWpaFormPage')),
      header: 'back',
    },
  ],
  menu: [],
  // /wpa/{token}: the industry supervisor's appraisal, without sign-in or the staff shell.
  publicRoutes: wpaPublicRoutes,
  contributes: [
    contribute(summaryActions, {
      id: 'management',
      order: 10,
      load: withLabels(() => import('./contributions/WpaButton')),
    }),
    contribute(summaryCounters, {
      id: 'counters',
      order: 10,
      load: withLabels(() => import('./contributions/WpaCounters')),
    }),
    contribute(summaryCharts, {
      id: 'byStatus',
      order: 10,
      load: withLabels(() => import('./contributions/WpaStatusChart')),
    }),
    contribute(insightsContract.slots.charts, {
      id: 'insights',
      order: 10,
      load: withLabels(() => import('./contributions/WpaInsightCharts')),
    }),
    contribute(studentSections, {
      id: 'studentWpas',
      order: 10,
      load: withLabels(() => import('./contributions/StudentWpas')),
    }),
  ],
  locales: pluginLocales(en, {
    'zh-Hant': () => import('./locales/zh-Hant.json'),
    'zh-Hans': () => import('./locales/zh-Hans.json'),
  }),
});
