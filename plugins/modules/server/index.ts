import { defineServerPlugin } from '@core/server/plugin.js';
import type { ModulesDb } from './area.js';
import { modulesContract } from '@schemas/modules/contract.js';
import { createModuleTables } from './migrations/001_module_tables.js';
import { listSpeed } from './migrations/002_list_speed.js';
import { studentFigures as studentFiguresTables } from './migrations/003_student_figures.js';
import { figuresKeys } from './migrations/005_figures_keys.js';
import { tabOrders } from './migrations/004_tab_orders.js';
import { assignBands } from './migrations/006_assign_bands.js';
import { hoursBuckets } from './migrations/007_hours_buckets.js';
import { studentFigures } from './figures/studentFigures.js';
import { modulesRoutes } from './routes.js';
import { growModules, seedModules } from './seed.js';
import { moduleLinkChoice, modulesDigest } from './digest.js';

/**
 * The module area (spec 002 §1–§9; issue 28): module list and summary with its counters, the
 * student list and its bulk changes, module parameters and assignments, grading, the student
 * summary, and the home's Assessment card. It owns the student modules (handed over from
 * reports), module parameters, assignments, student assignments and their events; it offers the
 * field points through which the WPA and key-documents areas add their figures to its rows
 * (modules.studentFacts, modules.moduleFacts), and the view modules_student_modules_v they and
 * the Student Enrolled Module Report read. The total module mark splits by the programme's
 * weightings (programme_parameters_v) while the programmes area is on.
 */
export default defineServerPlugin<ModulesDb>({
  id: 'modules',
  description: 'Modules: module list and summary, students and their bulk changes, assignments and grading.',
  dependsOn: { programmes: 'optional' },
  functions: Object.values(modulesContract.functions),
  readViews: Object.values(modulesContract.readViews),
  migrations: [createModuleTables, listSpeed, studentFiguresTables, tabOrders, figuresKeys, assignBands, hoursBuckets],
  // Its lists' sort keys and counters, kept by its writes (issue 36): figures/studentFigures.ts.
  figures: [studentFigures],
  extensionPoints: Object.values(modulesContract.points),
  routes: modulesRoutes,
  // The daily digest's submissions to mark and overdue assignments; its links choose the module (issue 39).
  contributes: [modulesDigest],
  linkChoices: [moduleLinkChoice],
  seed: seedModules,
  grow: growModules,
});
