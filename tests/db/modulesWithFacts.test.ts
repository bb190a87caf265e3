import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import { buildApp, type BuiltApp } from '@core/server/app.js';
import { configFromEnv } from '@core/server/config.js';
import { connect, type Db } from '@core/server/db/connect.js';
import { loadServerPlugins } from '@core/server/pluginLoader.js';
import { prepareSchema } from '@core/server/start.js';
import { modulesCalls } from '@schemas/modules/calls';
import { seedDemo } from '../../src/cli/demo/seedDemo.js';
import { createTestDatabase } from '../support/testDatabase.js';

/**
 * The module area with the areas that contribute at its points for real (issue 28, 29, 30): a new
 * database started with modules, programmes, reports, wpa and key-documents migrates and seeds in
 * dependency order, and the module lists carry, sort by and count the WPA and key-document figures.
 */
const IDS = ['home', 'modules', 'programmes', 'reports', 'wpa', 'key-documents'];

let fresh: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
let app: BuiltApp & { db: Db };
let token: string;
let cohortProgId: number;
let cohortModuleId: number;

const post = async (p: string, body: unknown) =>
  (
    await app.app.inject({
      method: 'POST',
      url: `/api/${p}`,
      payload: body as object,
      headers: { authorization: `Bearer ${token}`, 'x-cohort-prog-id': String(cohortProgId) },
    })
  ).json();

beforeAll(async () => {
  fresh = await createTestDatabase(inject('databaseUrl'));
  dataDir = await mkdtemp(path.join(tmpdir(), 'wil-modules-all-'));
  const config = configFromEnv({
    dataDir,
    databaseUrl: fresh.url,
    clientDir: path.join(dataDir, 'no-client'),
    logLevel: 'silent',
  });
  const { db } = connect(fresh.url, 3);
  const plugins = await loadServerPlugins(config.pluginsDir, IDS);
  await prepareSchema(db, plugins, seedDemo);
  const built = await buildApp(config, db, { productName: 'WIL', plugins: IDS, routes: {} }, plugins);
  app = { ...built, db };
  const ids = await sql<{ cohortProgId: number; cohortModuleId: number }>`
    select cp.cohort_prog_id, cm.cohort_module_id from cohort_modules cm join cohort_programmes cp using (cohort_prog_id)
      join programmes p using (prog_id) join cohorts c using (cohort_id) where p.prog_code = 'BSCCS' and c.is_current = 'Y'`.execute(
    db,
  );
  ({ cohortProgId, cohortModuleId } = ids.rows[0]!);
  const mc = await db.selectFrom('users').select('userId').where('accountId', '=', 'mc01').executeTakeFirstOrThrow();
  token = (await built.kernel.sessions.open(mc.userId)).accessToken;
}, 300_000);
afterAll(async () => {
  await app?.app.close();
  await app?.db.destroy();
  await fresh?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the module lists with the WPA and key-document figures', () => {
  it('every student row carries them, in one page sorted by the pending WPA count', async () => {
    const r = await post(modulesCalls.searchModuleStudent.path, {
      cohortModuleId,
      orderBy: 'pending_wpa_count DESC',
      pageSize: 100,
    });
    expect(r.msg).toBe('SUCCESS');
    expect(r.object.total).toBeGreaterThanOrEqual(40);
    for (const k of [
      'completedWilHours',
      'pendingWpaCount',
      'wpaAdjustWeightCount',
      'acceptedWpaCount',
      'wpaMarks',
      'exemptedHours',
    ]) {
      expect(r.object.list[0]).toHaveProperty(k);
    }
    const counts = r.object.list.map((x: any) => x.pendingWpaCount);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
    expect(counts[0]).toBeGreaterThan(0);
  });

  it('the Module Summary has every counter of 002 §3, not all zero', async () => {
    const m = (await post(modulesCalls.searchModuleById.path, { cohortModuleId })).object;
    for (const k of [
      'enrolled',
      'completedModuleCount',
      'overdueAssignStudentCount',
      'exemptedHoursCount',
      'noAcceptedWpaStudentCount',
      'completedWilHoursLessCount',
      'workPerformanceMark',
      'acceptedWpaCount',
      'pendingSendWpaCount',
      'sendToIsWpaCount',
      'sendToIsOverWpaCount',
      'pendingReviewWpaCount',
      'noMarksAssignCount',
      'overdueAssignCount',
    ]) {
      expect(typeof m[k], k).toBe('number');
    }
    expect(m.acceptedWpaCount).toBeGreaterThan(0);
    expect(m.exemptedHoursCount).toBeGreaterThan(0);
  });

  it('the showStatus lists of other areas’ figures answer', async () => {
    for (const showStatus of ['exemptedHours', 'noAcceptedWpa', 'completedWilHoursLess']) {
      const r = await post(modulesCalls.searchModuleStudent.path, { cohortModuleId, showStatus });
      expect(r.msg, showStatus).toBe('SUCCESS');
    }
    const ex = await post(modulesCalls.searchModuleStudent.path, {
      cohortModuleId,
      showStatus: 'exemptedHours',
      pageSize: 100,
    });
    expect(ex.object.total).toBeGreaterThan(0);
    expect(ex.object.list.every((x: any) => x.exemptedHours > 0)).toBe(true);
  });

  it('the Student Enrolled Module Report reads the module area’s view', async () => {
    const r = await post('studentModuleRecord/search', { progCode: 'BSCCS', pageSize: 5 });
    expect(r.msg).toBe('SUCCESS');
    expect(r.object.total).toBeGreaterThanOrEqual(40);
    expect(r.object.list[0]).toHaveProperty('status');
  });
});
