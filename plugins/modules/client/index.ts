import { defineClientPlugin } from '@core/client/plugin';
import { contribute } from '@core/client/extensions/slots';
import { homeContract } from '@schemas/home/contract';
import { modulesContract } from '@schemas/modules/contract';

const { summaryActions, summaryCounters, studentSections } = modulesContract.slots;

/**
 * The module area (spec 002 §2): module list and summary, the students of a module, assignments
 * and grading, the student summary. Its own parts of the summary screens come through the same
 * slots as the WPA and key-documents areas' (ARCHITECTURE 'Slots'), so every area's part is
 * loaded when it shows and left out when its plugin is off.
 */
export default defineClientPlugin({
  id: 'modules',
  routes: [
    {
      ref: modulesContract.routes.list,
      path: 'moduleList',
      load: () => import('./pages/ModuleListPage'),
      header: 'back',
    },
    {
      path: 'moduleDetail',
      load: () => import('./pages/ModuleDetailPage'),
      header: 'back',
      slots: [summaryActions, summaryCounters],
    },
    {
      path: 'moduleStudentList/:showStatus?',
      load: () => import('./pages/ModuleStudentListPage'),
      header: 'back',
    },
    {
      path: 'assignmentList/:showStatus?',
      load: () => import('./pages/AssignmentListPage'),
      header: 'back',
    },
    {
      path: 'moduleStudentDetail',
      load: () => import('./pages/ModuleStudentDetailPage'),
      header: 'back',
      slots: [studentSections],
    },
  ],
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
      load: () => import('./contributions/AssignmentsButton'),
    }),
    contribute(summaryCounters, {
      id: 'assignments',
      order: 20,
      load: () => import('./contributions/AssignmentCounters'),
    }),
    contribute(studentSections, {
      id: 'assignments',
      order: 20,
      load: () => import('./contributions/StudentAssignments'),
    }),
  ],
  locales: {
    en: () => import('./locales/en.json'),
    'zh-Hant': () => import('./locales/zh-Hant.json'),
    'zh-Hans': () => import('./locales/zh-Hans.json'),
  },
});
