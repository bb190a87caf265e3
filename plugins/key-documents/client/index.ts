import { defineClientPlugin, pluginLocales } from '@core/client/plugin';
import { contribute } from '@core/client/extensions/slots';
import { keyDocumentsContract } from '@schemas/key-documents/contract';
import { modulesContract } from '@schemas/modules/contract';
import en from './locales/en.json';

const { summaryActions, summaryCharts, studentSections } = modulesContract.slots;

/**
 * Key documents and exempted hours (spec 002 §2 'Key Documents', issue 30): the module's key
 * documents screen, its button and chart (documents by status) on the Module Summary and the
 * student summary's section. Only this table of contents and the labels load with /academic; the
 * screen, its dialogs, the chart and the viewer (pdf.js and its worker) load when they show. The Module Summary's exempted-hours counter is the
 * module area's own, with the figure this area contributes to its statement (modules.moduleFacts).
 */
export default defineClientPlugin({
  id: 'key-documents',
  routes: [
    {
      ref: keyDocumentsContract.routes.list,
      path: 'keyDocument',
      load: () => import('./pages/KeyDocumentPage'),
      header: 'back',
    },
  ],
  menu: [],
  contributes: [
    contribute(summaryActions, {
      id: 'keyDocuments',
      order: 30,
      load: () => import('./contributions/KeyDocumentsButton'),
    }),
    contribute(summaryCharts, {
      id: 'byStatus',
      order: 30,
      load: () => import('./contributions/KeyDocumentStatusChart'),
    }),
    contribute(studentSections, {
      id: 'keyDocuments',
      order: 30,
      load: () => import('./contributions/StudentKeyDocuments'),
    }),
  ],
  locales: pluginLocales(en, {
    'zh-Hant': () => import('./locales/zh-Hant.json'),
    'zh-Hans': () => import('./locales/zh-Hans.json'),
  }),
});
