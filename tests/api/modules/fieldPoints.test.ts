import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { sql } from 'kysely';
import { buildApp, type BuiltApp } from '@core/server/app.js';
import { configFromEnv } from '@core/server/config.js';
import { connect, type Db } from '@core/server/db/connect.js';
import { loadServerPlugins } from '@core/server/pluginLoader.js';
import { prepareSchema } from '@core/server/start.js';
import { modulesCalls } from '@schemas/modules/calls';
import { completedHoursPercent, lessHoursAttained, neededWilHours, totalModuleMark } from '@plugins/modules/shared';
import { seedDemo } from '../../../src/cli/demo/seedDemo.js';
import { createTestDatabase } from '../../support/testDatabase.js';

/**
 * The module area's server extension points (issue 27, 28) with a fixture contribution present and
 * absent: two servers, one with the fixture 'modules-facts' (tests/fixtures/plugins/modules-facts),
 * one without, each on a database of its own with the demo data (the module's maintained figures,
 * issue 36, are built for the plugins a database runs with). A contributed figure is in the rows,
 * the sorts, the showStatus lists, the counters and /api/docs only while its area is on.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const fixtures = fileURLToPath(new URL('../../fixtures/plugins/', import.meta.url));
const BASE = ['home', 'modules', 'programmes'];

interface App extends BuiltApp {
  db: Db;
  post: (p: string, body: unknown) => Promise<any>;
  drop: () => Promise<void>;
  /** mc01's access token on this server. */
  token: string;
}

let dataDir: string;
let withFacts: App;
let without: App;
let cohortProgId: number;
let cohortModuleId: number;
let as01: number;

async function boot(ids: string[], pluginsDir: string): Promise<App> {
  const fresh = await createTestDatabase(inject('databaseUrl'));
  const config = configFromEnv({
    dataDir: inject('dataDir'),
    databaseUrl: fresh.url,
    pluginsDir,
    clientDir: path.join(dataDir, 'no-client'),
    logLevel: 'silent',
  });
  const { db } = connect(fresh.url, 3);
  const plugins = await loadServerPlugins(pluginsDir, ids);
  await prepareSchema(db, plugins, seedDemo);
  const built = await buildApp(config, db, { productName: 'WIL', plugins: ids, routes: {} }, plugins);
  const app: App = {
    ...built,
    db,
    token: '',
    drop: () => fresh.drop(),
    async post(p, body) {
      const r = await built.app.inject({
        method: 'POST',
        url: `/api/${p}`,
        payload: body as object,
        headers: { authorization: `Bearer ${app.token}`, 'x-cohort-prog-id': String(cohortProgId) },
      });
      return r.json();
    },
  };
  return app;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'wil-modules-facts-'));
  const pluginsDir = path.join(dataDir, 'plugins');
  await mkdir(pluginsDir);
  for (const id of BASE) await symlink(path.join(root, 'plugins', id), path.join(pluginsDir, id));
  await symlink(path.join(fixtures, 'modules-facts'), path.join(pluginsDir, 'modules-facts'));
  withFacts = await boot([...BASE, 'modules-facts'], pluginsDir);
  without = await boot(BASE, pluginsDir);
  const db = withFacts.db;
  const ids = await sql<{ cohortProgId: number; cohortModuleId: number }>`
    select cp.cohort_prog_id, cm.cohort_module_id from cohort_modules cm join cohort_programmes cp using (cohort_prog_id)
      join programmes p using (prog_id) join cohorts c using (cohort_id) where p.prog_code = 'BSCCS' and c.is_current = 'Y'`.execute(
    db,
  );
  ({ cohortProgId, cohortModuleId } = ids.rows[0]!);
  const mc = await db.selectFrom('users').select('userId').where('accountId', '=', 'mc01').executeTakeFirstOrThrow();
  as01 = (await db.selectFrom('users').select('userId').where('accountId', '=', 'as01').executeTakeFirstOrThrow())
    .userId;
  // Each server checks sessions in its own database (the same demo ids).
  withFacts.token = (await withFacts.kernel.sessions.open(mc.userId)).accessToken;
  without.token = (await without.kernel.sessions.open(mc.userId)).accessToken;
}, 300_000);
afterAll(async () => {
  for (const a of [withFacts, without]) {
    if (!a) continue;
    await a.app.close();
    await a.db.destroy();
    await a.drop();
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The fixture's figures, as it makes them. */
const facts = (id: number) => ({
  exemptedHours: id % 3 === 0 ? 12.5 : 0,
  acceptedWpaCount: id % 2,
  completedWilHours: (id % 9) * 30,
  wpaMarks: id % 2 === 1 ? 60 + (id % 40) : null,
});

describe('modules.studentFacts: contributed figures in the Student List', () => {
  it('are in every row while contributed, and absent otherwise', async () => {
    const a = await withFacts.post(modulesCalls.searchModuleStudent.path, { cohortModuleId, pageSize: 100 });
    expect(a.msg).toBe('SUCCESS');
    for (const r of a.object.list) {
      expect(r).toMatchObject(facts(r.studentModuleId));
      expect(r).not.toHaveProperty('pendingWpaCount');
    }
    const b = await without.post(modulesCalls.searchModuleStudent.path, { cohortModuleId, pageSize: 100 });
    for (const r of b.object.list) {
      for (const k of ['exemptedHours', 'acceptedWpaCount', 'completedWilHours', 'wpaMarks'])
        expect(r).not.toHaveProperty(k);
    }
  });

  it('sort by their sort names in the same statement; refused while not contributed', async () => {
    const a = await withFacts.post(modulesCalls.searchModuleStudent.path, {
      cohortModuleId,
      orderBy: 'completed_wil_hours DESC',
      pageSize: 100,
    });
    const hours = a.object.list.map((r: any) => r.completedWilHours);
    expect(hours).toEqual([...hours].sort((x: number, y: number) => y - x));
    const b = await without.post(modulesCalls.searchModuleStudent.path, {
      cohortModuleId,
      orderBy: 'completed_wil_hours DESC',
    });
    expect(b.errorCode).toBe('VALIDATION');
    // A field the point declares but nobody contributes is not a sort name either.
    expect(
      (await withFacts.post(modulesCalls.searchModuleStudent.path, { cohortModuleId, orderBy: 'pending_wpa_count' }))
        .errorCode,
    ).toBe('VALIDATION');
  });

  it('the total module mark takes the WPA part from the contributed wpaMarks', async () => {
    const a = await withFacts.post(modulesCalls.searchModuleStudent.path, { cohortModuleId, pageSize: 100 });
    const b = await without.post(modulesCalls.searchModuleStudent.path, { cohortModuleId, pageSize: 100 });
    const w = await sql<Record<string, number | null>>`
      select assignment1_log_weighting::float8, assignment2_final_report_weighting::float8, assignment3_other_weighting::float8, wpa_weighting::float8
        from programme_parameters_v where prog_code = 'BSCCS' and cohort_year = (select cohort_year from cohorts where is_current = 'Y')
       order by programme_parameters_id desc limit 1`.execute(withFacts.db);
    const weightings = (w.rows[0] as never) ?? null;
    const marks = await sql<{ studentModuleId: number; weight: number; mark: number | null }>`
      select sma.student_module_id, cma.assign_weight as weight, sma.assign_marks as mark
        from student_module_assigns sma join cohort_module_assigns cma using (cohort_module_assign_id)
       where cma.cohort_module_id = ${cohortModuleId} and cma.active_ind = 'Y'`.execute(withFacts.db);
    for (const [rows, contributed] of [
      [a.object.list, true],
      [b.object.list, false],
    ] as const) {
      for (const r of rows) {
        const assignments = marks.rows
          .filter((m) => m.studentModuleId === r.studentModuleId)
          .map((m) => ({ weight: m.weight, mark: m.mark, active: true }));
        const wpaMarks = contributed ? facts(r.studentModuleId).wpaMarks : undefined;
        expect(r.totalModuleMark).toBe(totalModuleMark({ assignments, weightings, wpaMarks }));
      }
    }
    // With the WPA part the marks differ for some students.
    const differs = a.object.list.filter(
      (r: any) =>
        r.totalModuleMark !== b.object.list.find((x: any) => x.studentModuleId === r.studentModuleId).totalModuleMark,
    );
    expect(differs.length).toBeGreaterThan(0);
  });

  it('the showStatus lists use the figures: exempted hours, no accepted WPA, <50% WIL hours attained', async () => {
    const all = (await withFacts.post(modulesCalls.searchModuleStudent.path, { cohortModuleId, pageSize: 100 })).object
      .list;
    const params = await sql<{ curriculumHours: number | null }>`
      select curriculum_hours from module_parameters where cohort_module_id = ${cohortModuleId}`.execute(withFacts.db);
    const curriculum = params.rows[0]?.curriculumHours ?? null;
    const expectIds = (pred: (id: number) => boolean) =>
      all
        .map((r: any) => r.studentModuleId)
        .filter(pred)
        .sort((x: number, y: number) => x - y);
    const idsOf = async (showStatus: string) =>
      (
        await withFacts.post(modulesCalls.searchModuleStudent.path, { cohortModuleId, showStatus, pageSize: 100 })
      ).object.list
        .map((r: any) => r.studentModuleId)
        .sort((x: number, y: number) => x - y);
    expect(await idsOf('exemptedHours')).toEqual(expectIds((id) => facts(id).exemptedHours > 0));
    expect(await idsOf('noAcceptedWpa')).toEqual(expectIds((id) => facts(id).acceptedWpaCount === 0));
    const less = expectIds((id) =>
      lessHoursAttained(facts(id).completedWilHours, neededWilHours(curriculum, facts(id).exemptedHours)),
    );
    expect(less.length).toBeGreaterThan(0);
    expect(await idsOf('completedWilHoursLess')).toEqual(less);
    for (const showStatus of ['exemptedHours', 'noAcceptedWpa', 'completedWilHoursLess']) {
      const r = await without.post(modulesCalls.searchModuleStudent.path, { cohortModuleId, showStatus });
      expect(r).toMatchObject({ errorCode: 'VALIDATION', msg: 'This list is not available.' });
    }
  });

  it('the student summary has them, with the needed hours and the percentage', async () => {
    const id = (
      await sql<{ id: number }>`select min(student_module_id) as id from student_modules
      where cohort_module_id = ${cohortModuleId} and student_module_id % 3 = 0`.execute(withFacts.db)
    ).rows[0]!.id;
    const a = await withFacts.post(modulesCalls.searchModuleStudentById.path, { studentModuleId: id });
    const needed = neededWilHours(a.object.curriculumHours, 12.5);
    expect(a.object).toMatchObject({
      ...facts(id),
      neededWilHours: needed,
      completedHoursPercent: completedHoursPercent(facts(id).completedWilHours, needed),
    });
    const b = await without.post(modulesCalls.searchModuleStudentById.path, { studentModuleId: id });
    expect(b.object).not.toHaveProperty('exemptedHours');
    expect(b.object.neededWilHours).toBe(neededWilHours(b.object.curriculumHours, 0));
    expect(b.object.completedHoursPercent).toBeNull();
  });
});

describe('modules.moduleFacts: contributed counters of the Module Summary', () => {
  it('exemptedHoursCount for the module or one AS; completedWilHoursLessCount from the student figures', async () => {
    const all = (await withFacts.post(modulesCalls.searchModuleStudent.path, { cohortModuleId, pageSize: 100 })).object
      .list;
    const m = await withFacts.post(modulesCalls.searchModuleById.path, { cohortModuleId });
    expect(m.object.exemptedHoursCount).toBe(all.filter((r: any) => r.studentModuleId % 3 === 0).length);
    expect(m.object.completedWilHoursLessCount).toBe(
      all.filter((r: any) =>
        lessHoursAttained(r.completedWilHours, neededWilHours(m.object.curriculumHours, r.exemptedHours)),
      ).length,
    );
    const mine = await withFacts.post(modulesCalls.searchModuleById.path, {
      cohortModuleId,
      academicSupervisorUserId: as01,
    });
    expect(mine.object.exemptedHoursCount).toBe(
      all.filter((r: any) => r.studentModuleId % 3 === 0 && r.academicSupervisorUserId === as01).length,
    );
    const none = await without.post(modulesCalls.searchModuleById.path, { cohortModuleId });
    expect(none.object).not.toHaveProperty('exemptedHoursCount');
    expect(none.object.completedWilHoursLessCount).toBeNull();
  });
});

describe('/api/docs shows contributed fields only while contributed', () => {
  it('names exemptedHours in the row schema of the copy with the fixture only', async () => {
    const docOf = async (a: App) =>
      JSON.stringify(
        (await a.app.inject({ method: 'GET', url: '/api/docs' })).json().paths[
          '/api/academicModule/searchModuleStudent'
        ],
      );
    expect(await docOf(withFacts)).toContain('"exemptedHours":{');
    expect(await docOf(without)).not.toContain('"exemptedHours":{');
  });
});
