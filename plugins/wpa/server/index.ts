import { defineServerPlugin } from '@core/server/plugin.js';
import { defineJob, type WpaDb } from './area.js';
import { wpaContract } from '@schemas/wpa/contract.js';
import { createWpaTables } from './migrations/001_wpa_tables.js';
import { publishedViews } from './migrations/002_published_views.js';
import { supervisorLinks } from './migrations/003_supervisor_links.js';
import { studentFigures as studentFiguresTables } from './migrations/004_student_figures.js';
import { remarkCodes } from './migrations/005_remark_codes.js';
import { figuresKeys } from './migrations/006_figures_keys.js';
import { insightFigures } from './migrations/007_insight_figures.js';
import { studentFigures } from './figures/studentFigures.js';
import { moduleFactsFromWpa, studentFactsFromWpa } from './contributions.js';
import { closePdfPool } from './pdf/pdfPool.js';
import { wpaRoutes } from './routes.js';
import { supervisorRoutes } from './supervisorRoutes.js';
import { remindJob } from './jobs.js';
import { sendDueReminders } from './services/reminders.js';
import { SUPERVISOR_SETTINGS } from './supervisorSettings.js';
import { growWpa, seedWpa } from './seed.js';
import { wpaDigest } from './digest.js';

/**
 * The Work Performance Appraisal (spec 001 §2 'Review WPA Form detail', §3–§9; 002 §2 WPA
 * Management, New WPA form, §3–§9): the management lists, review decisions through the
 * lifecycle machine (../machines/wpaForm.ts), weighting, offline forms and the printed form.
 * A WPA hangs from a student module: the module area's view and field points.
 */
export default defineServerPlugin<WpaDb>({
  id: 'wpa',
  description:
    "WPA forms: management lists, review decisions, weighting, offline forms, the printed PDF, and the industry supervisor's own page by a single-use link with reminders.",
  dependsOn: { modules: 'required', programmes: 'optional' },
  functions: Object.values(wpaContract.functions),
  readViews: Object.values(wpaContract.readViews),
  migrations: [
    createWpaTables,
    publishedViews,
    supervisorLinks,
    studentFiguresTables,
    remarkCodes,
    figuresKeys,
    insightFigures,
  ],
  // Its figures of the module area's student modules, kept by its writes (issue 36).
  figures: [studentFigures],
  // Figures at the module area's points; forms awaiting review or the supervisor in the daily digest (issue 39).
  contributes: [studentFactsFromWpa, moduleFactsFromWpa, wpaDigest],
  // The staff calls, and the industry supervisor's page (public, by the link's token: issue 31).
  routes: [...wpaRoutes, ...supervisorRoutes],
  jobs: [
    // Reminders to the supervisors of forms waiting too long (WPA_REMIND_*): pg-boss adds it once across servers.
    defineJob(remindJob, {
      cron: SUPERVISOR_SETTINGS.remindCron,
      concurrency: 1,
      maxAttempts: 3,
      handler: ({ kernel, db, log }) => sendDueReminders(kernel, db, log).then(() => undefined),
    }),
  ],
  start: (kernel) => kernel.lifecycle.onShutdown('wpa PDF workers', closePdfPool),
  seed: seedWpa,
  grow: growWpa,
});
