import { defineClientPlugin, pluginLocales } from '@core/client/plugin';
import { contribute } from '@core/client/extensions/slots';
import { homeContract } from '@schemas/home/contract';
import { modulesContract } from '@schemas/modules/contract';
import en from './locales/en.json';

const { summaryActions, summaryCounters, summaryCharts, studentSections } = modulesContract.slots;

/** A screen or contribution with the screens' labels (loadLabels.ts): both fetched together when it shows. */
const withLabels =
  <M>(load: () => Promise<M>) =>
  async () =>
    (await Promise.all([load(), import('./loadLabels').then((l) => l.loadModuleLabels())]))[0];

/**
 * The module area (spec 002 §2): module list and summary, the students of a module, assignments
 * and grading, the student summary. Its own parts of the summary screens come through the same
 * slots as the WPA and key-documents areas' (ARCHITECTURE 'Slots'), so every area's part is
 * loaded when it shows and left out when its plugin is off. Only this table of contents, the
 * menu's and the Assessment card's labels load with /academic; every screen and contribution
 * brings its own labels (loadLabels.ts).
 */
export default defineClientPlugin({
  id: 'modules',
  routes: [
    {
      ref: modulesContract.routes.list,
      path: 'moduleList',
      load: withLabels(() => import('./pages/ModuleListPage')),
      header: 'back',
    },
    {
      path: 'moduleDetail',
      load: withLabels(() => import('./pages/ModuleDetailPage')),
      header: 'back',
      slots: [summaryActions, summaryCounters, summaryCharts],
    },
    {
      path: 'moduleStudentList/:showStatus?',
      load: withLabels(() => import('./pages/ModuleStudentListPage')),
      header: 'back',
    },
    {
      ref: modulesContract.routes.assignmentList,
      path: 'assignmentList/:showStatus?',
      load: withLabels(() => import('./pages/AssignmentListPage')),
      header: 'back',
    },
    {
      path: 'moduleStudentDetail',
      load: withLabels(() => import('./pages/ModuleStudentDetailPage')),
      header: 'back',
      slots: [studentSections],
    },
  ],
  // The chosen module and student module: a mail's link may choose them (the daily digest, issue 39).
  choices: Object.values(modulesContract.choices),
  // Spec 000 §2: Home, Report, Resources, Modules, Detail; lit on every screen of the area.
  menu: [
    {
      labelKey: 'menu.modules',
      to: '/academic/moduleList',
      match: ['moduleDetail', 'moduleStudentList', 'assignmentList', 'moduleStudentDetail'],
      icon: 'learning',
      place: 'main',
      order: 25,
    },
  ],
  contributes: [
    // Spec 000 §2's Assessment card: the programme's modules, each opening its summary.
    contribute(homeContract.slots.cards, { id: 'assessment', order: 30, load: () => import('./home/AssessmentCard') }),
    contribute(summaryActions, {
      id: 'assignments',
      order: 20,
      load: withLabels(() => import('./contributions/AssignmentsButton')),
    }),
    contribute(summaryCounters, {
      id: 'assignments',
      order: 20,
      load: withLabels(() => import('./contributions/AssignmentCounters')),
    }),
    contribute(summaryCharts, {
      id: 'assignments',
      order: 20,
      load: withLabels(() => import('./contributions/AssignmentCharts')),
    }),
    contribute(summaryCharts, {
      id: 'hoursShare',
      order: 25,
      load: withLabels(() => import('./contributions/HoursShareChart')),
    }),
    contribute(studentSections, {
      id: 'assignments',
      order: 20,
      load: withLabels(() => import('./contributions/StudentAssignments')),
    }),
  ],
  locales: pluginLocales(en, {
    'zh-Hant': () => import('./locales/zh-Hant.json'),
    'zh-Hans': () => import('./locales/zh-Hans.json'),
  }),
});
