import { backScreen, defineClientPlugin, pluginLocales, type ClientRoute } from '@core/client/plugin';
import { contribute, type Contribution, type SlotRef } from '@core/client/extensions/slots';
import { homeContract } from '@schemas/home/contract';
import { insightsContract } from '@schemas/core/contract';
import { modulesContract } from '@schemas/modules/contract';
import en from './locales/en.json';

const { summaryActions, summaryCounters, summaryCharts, studentSections } = modulesContract.slots;

/** A screen or contribution with the screens' labels (loadLabels.ts): both fetched together when it shows. */
const withLabels =
  <M>(load: () => Promise<M>) =>
  async () =>
    (await Promise.all([load(), import('./loadLabels').then((l) => l.loadModuleLabels())]))[0];

/** A screen of the area, with the screens' labels. */
const screen = (path: string, load: ClientRoute['load'], more?: Pick<ClientRoute, 'ref' | 'slots'>) =>
  backScreen(path, withLabels(load), more);

/** A contribution of the area to a slot. */
const labelled = <P>(slot: SlotRef<P>, id: string, order: number, load: Contribution<P>['load']) =>
  contribute(slot, { id, order, load: withLabels(load) });

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
    screen('moduleList', () => import('./pages/ModuleListPage'), { ref: modulesContract.routes.list }),
    screen('moduleDetail', () => import('./pages/ModuleDetailPage'), {
      slots: [summaryActions, summaryCounters, summaryCharts],
    }),
    screen('moduleStudentList/:showStatus?', () => import('./pages/ModuleStudentListPage')),
    screen('assignmentList/:showStatus?', () => import('./pages/AssignmentListPage'), {
      ref: modulesContract.routes.assignmentList,
    }),
    screen('moduleStudentDetail', () => import('./pages/ModuleStudentDetailPage'), { slots: [studentSections] }),
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
    labelled(summaryActions, 'assignments', 20, () => import('./contributions/AssignmentsButton')),
    labelled(summaryCounters, 'assignments', 20, () => import('./contributions/AssignmentCounters')),
    labelled(summaryCharts, 'assignments', 20, () => import('./contributions/AssignmentCharts')),
    labelled(summaryCharts, 'hoursShare', 25, () => import('./contributions/HoursShareChart')),
    labelled(insightsContract.slots.charts, 'assignments', 20, () => import('./contributions/AssignmentInsightChart')),
    labelled(studentSections, 'assignments', 20, () => import('./contributions/StudentAssignments')),
  ],
  locales: pluginLocales(en, {
    'zh-Hant': () => import('./locales/zh-Hant.json'),
    'zh-Hans': () => import('./locales/zh-Hans.json'),
  }),
});
