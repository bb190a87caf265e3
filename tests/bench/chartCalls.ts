import { sql } from 'kysely';
import type { Db } from '@core/server/db/connect.js';
import type { ServerRoute } from '@core/server/plugin.js';
import { jobReviewCalls } from '@schemas/job-review/calls.js';
import { modulesCalls } from '@schemas/modules/calls.js';
import { wpaCalls } from '@schemas/wpa/calls.js';
import { keyDocumentCalls } from '@schemas/key-documents/calls.js';
import { MODULE_CHARTS } from '@schemas/modules/payloads.js';
import { DECISION_CHARTS } from '@schemas/job-review/jobPosts.js';
import type { BenchCall } from './calls.js';
import { benchPlugins } from './capture.js';
import { bsccsModule } from './wpaCalls.js';

/** An enabled plugin's route for `path` (none: the plugin is off, the chart with it). */
async function routeOf(path: string): Promise<ServerRoute | undefined> {
  const { plugins } = await benchPlugins();
  return plugins.flatMap((p) => p.routes ?? []).find((r) => r.path === path);
}

/**
 * Issue 38's charts as their screens call them, as mc01: the home's decision charts over BSc CS
 * (job_decision_days), and each Module Summary chart of the largest BSc CS module, for the whole
 * module and for as01's students (the AS's view: each its own statement text). Each reads
 * maintained figures, so its SQL is the same few rows whatever the data set's size.
 */
export async function chartBenchCalls(db: Db): Promise<BenchCall[]> {
  const m = await bsccsModule(db);
  if (!m) return [];
  const headers = { 'x-cohort-prog-id': String(m.cohortProgId) };
  const as01 = (await sql<{ userId: number }>`select user_id from users where account_id = 'as01'`.execute(db)).rows[0];
  const calls: BenchCall[] = [];
  const add = async (path: string, what: string, body: object) => {
    const route = await routeOf(path);
    if (route) calls.push({ path, what, body, headers, route });
  };
  for (const chart of DECISION_CHARTS) {
    await add(jobReviewCalls.searchDecisionChart.path, `the home chart '${chart}' over BSc CS, 12 weeks`, { chart });
  }
  const module = { cohortModuleId: m.cohortModuleId };
  for (const chart of MODULE_CHARTS) {
    await add(modulesCalls.searchModuleChart.path, `the Module Summary chart '${chart}' of the BSc CS module`, {
      ...module,
      chart,
    });
    if (as01) {
      await add(modulesCalls.searchModuleChart.path, `the Module Summary chart '${chart}', as01's students`, {
        ...module,
        chart,
        academicSupervisorUserId: as01.userId,
      });
    }
  }
  await add(wpaCalls.searchChart.path, 'the Module Summary chart of WPA forms by status', module);
  await add(keyDocumentCalls.searchChart.path, 'the Module Summary chart of key documents by status', module);
  return calls;
}
