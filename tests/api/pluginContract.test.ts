import { mkdtemp, rm, symlink, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import { buildApp, type BuiltApp } from '@core/server/app.js';
import { configFromEnv } from '@core/server/config.js';
import { connect, type Db } from '@core/server/db/connect.js';
import { loadServerPlugins, orderByDependencies } from '@core/server/pluginLoader.js';
import { prepareSchema } from '@core/server/start.js';
import { seedDemo } from '../../src/cli/demo/seedDemo.js';
import { createTestDatabase } from '../support/testDatabase.js';

/**
 * Issue 27, the kernel's third contract, proved on a database of its own: a fixture area
 * ('roster') owns a server extension point and a slot; another ('tally') depends on it and on
 * job review optionally, contributes a field to the point and a component to the slot, and has a
 * migration that reads job review's published view. Plugins are switched on and off between
 * starts of the same database, as an operator would.
 */

const root = fileURLToPath(new URL('../../', import.meta.url));
const fixtures = fileURLToPath(new URL('../fixtures/plugins/', import.meta.url));
const REAL = ['home', 'job-review', 'profile', 'programmes', 'resources', 'reports'];

let fresh: Awaited<ReturnType<typeof createTestDatabase>>;
let pluginsDir: string;
let dataDir: string;

beforeAll(async () => {
  fresh = await createTestDatabase(inject('databaseUrl'));
  dataDir = await mkdtemp(path.join(tmpdir(), 'wil-contract-'));
  pluginsDir = path.join(dataDir, 'plugins');
  await mkdir(pluginsDir);
  for (const id of REAL) await symlink(path.join(root, 'plugins', id), path.join(pluginsDir, id));
  for (const id of ['roster', 'tally']) await symlink(path.join(fixtures, id), path.join(pluginsDir, id));
  // The fixtures' own contracts, where their imports look for them (../../../schemas/<area>).
  await symlink(fileURLToPath(new URL('../fixtures/schemas/', import.meta.url)), path.join(dataDir, 'schemas'));
});
afterAll(async () => {
  await fresh?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

interface Booted extends BuiltApp {
  db: Db;
  token: (account: string) => Promise<string>;
  post: (path: string, body: unknown, token: string, cohortProgId?: number) => Promise<any>;
  close(): Promise<void>;
}

/** One start of the database with these plugins: schema, demo data when empty, then the app. */
async function boot(ids: string[]): Promise<Booted> {
  const config = configFromEnv({
    dataDir,
    databaseUrl: fresh.url,
    pluginsDir,
    clientDir: path.join(dataDir, 'no-client'),
    logLevel: 'silent',
  });
  const { db } = connect(fresh.url, 3);
  const plugins = await loadServerPlugins(pluginsDir, ids);
  await prepareSchema(db, plugins, seedDemo);
  const built = await buildApp(config, db, { productName: 'WIL', plugins: ids, routes: {} }, plugins);
  return {
    ...built,
    db,
    async token(account) {
      const u = await db
        .selectFrom('users')
        .select('userId')
        .where('accountId', '=', account)
        .executeTakeFirstOrThrow();
      return (await built.kernel.sessions.open(u.userId)).accessToken;
    },
    async post(p, body, token, cohortProgId) {
      const r = await built.app.inject({
        method: 'POST',
        url: `/api/${p}`,
        payload: body as object,
        headers: {
          authorization: `Bearer ${token}`,
          ...(cohortProgId ? { 'x-cohort-prog-id': String(cohortProgId) } : {}),
        },
      });
      return r.json();
    },
    async close() {
      await built.app.close();
      await db.destroy();
    },
  };
}

const exists = async (db: Db, name: string) =>
  (await sql<{ t: string | null }>`select to_regclass(${name})::text as t`.execute(db)).rows[0]?.t != null;
const recorded = async (db: Db, owner: string, name: string) =>
  (await sql`select 1 from kernel_migrations where owner = ${owner} and name = ${name}`.execute(db)).rows.length > 0;

/** mc01's current-cohort BSCCS, and two students of it given tally marks (3 and 1). */
async function arrange(app: Db) {
  const db = app.withoutPlugins();
  const cp = await sql<{ cohort_prog_id: number; prog_id: number; cohort_id: number }>`
    select cp.cohort_prog_id, cp.prog_id, cp.cohort_id from cohort_programmes cp
      join programmes p using (prog_id) join cohorts c using (cohort_id)
     where p.prog_code = 'BSCCS' and c.is_current = 'Y'`.execute(db);
  const { cohort_prog_id, prog_id, cohort_id } = cp.rows[0]!;
  const students = await sql<{ student_id: number }>`select student_id from students
    where prog_id = ${prog_id} and cohort_id = ${cohort_id} order by student_acct_id limit 2`.execute(db);
  const [a, b] = students.rows.map((s) => s.student_id);
  await sql`insert into tally_marks (student_id, mark) values (${b}, 1), (${b}, 2), (${b}, 3), (${a}, 4)`.execute(db);
  return { cohortProgId: cohort_prog_id, most: b!, one: a! };
}

describe('plugins switched on and off over one database', () => {
  let arranged: Awaited<ReturnType<typeof arrange>>;

  it('first start without job review: its views do not exist, the waiting migration is not recorded, its reports are gone', async () => {
    const app = await boot(['home', 'reports', 'roster', 'tally']);
    try {
      expect(await exists(app.db, 'tally_marks')).toBe(true);
      expect(await exists(app.db, 'tally_applications_v')).toBe(false);
      expect(await recorded(app.db, 'tally', '002_tally_applications_view')).toBe(false);
      expect(await exists(app.db, 'job_review_posts_v')).toBe(false);
      arranged = await arrange(app.db);
      const token = await app.token('mc01');
      const defs = await app.post('reports/definitions', {}, token, arranged.cohortProgId);
      expect(defs.msg).toBe('SUCCESS');
      const ids = defs.object.map((d: { id: string }) => d.id);
      expect(ids).toContain('student');
      expect(ids).not.toContain('jobPosting');
      expect(ids).not.toContain('programmeParameter');
      // The WPA Record Report reads the wpa area's published view; with that area off it is gone.
      expect(ids).not.toContain('wpaRecord');
      const r = await app.post('jobPost/searchReport', { progCode: 'BSCCS' }, token, arranged.cohortProgId);
      expect(r.errorCode).toBe('NOT_FOUND');
    } finally {
      await app.close();
    }
  });

  it("the contributed field is in the owner's one statement: answered, sortable, and in /api/docs", async () => {
    const app = await boot(['home', 'reports', 'roster', 'tally']);
    try {
      const token = await app.token('mc01');
      const r = await app.post('roster/list', { orderBy: 'tally_marks DESC' }, token, arranged.cohortProgId);
      expect(r.msg).toBe('SUCCESS');
      expect(r.object.list[0]).toMatchObject({ studentId: arranged.most, tallyMarks: 3 });
      expect(r.object.list[1]).toMatchObject({ studentId: arranged.one, tallyMarks: 1 });
      expect(r.object.list.every((x: object) => 'tallyMarks' in x && !('unclaimed' in x))).toBe(true);
      const doc = (await app.app.inject({ method: 'GET', url: '/api/docs' })).json();
      const rowSchema =
        doc.paths['/api/roster/list'].post.responses['200'].content['application/json'].schema.properties.object
          .properties.list.items;
      expect(Object.keys(rowSchema.properties)).toEqual(['studentId', 'studentAcctId', 'tallyMarks']);
      expect(JSON.stringify(doc)).not.toContain('x-extended-by');
      // The function the owner declares has its default grants: PL may read, AS may not.
      const pl = await app.post('roster/list', {}, await app.token('pl01'), arranged.cohortProgId);
      expect(pl.msg).toBe('SUCCESS');
    } finally {
      await app.close();
    }
  });

  it('switched on later, job review brings its published views, its reports, and the migration that waited for it', async () => {
    const app = await boot(['home', 'job-review', 'programmes', 'reports', 'roster', 'tally']);
    try {
      expect(await exists(app.db, 'job_review_posts_v')).toBe(true);
      expect(await exists(app.db, 'programme_parameters_v')).toBe(true);
      expect(await recorded(app.db, 'tally', '002_tally_applications_view')).toBe(true);
      expect(await exists(app.db, 'tally_applications_v')).toBe(true);
      const token = await app.token('mc01');
      for (const [call, body] of [
        ['jobPost/searchReport', { progCode: 'BSCCS' }],
        ['jobApplication/searchReport', { progCode: 'BSCCS' }],
        ['programmeParameters/searchReportList', { progCode: 'BSCCS' }],
      ] as const) {
        const r = await app.post(call, body, token, arranged.cohortProgId);
        expect(r.msg, call).toBe('SUCCESS');
      }
    } finally {
      await app.close();
    }
  });

  it('with the contributor off, its field is absent from the reply and /api/docs, and sorting by it is refused', async () => {
    const app = await boot(['home', 'job-review', 'reports', 'roster']);
    try {
      const token = await app.token('mc01');
      const r = await app.post('roster/list', {}, token, arranged.cohortProgId);
      expect(r.msg).toBe('SUCCESS');
      expect(r.object.list.length).toBeGreaterThan(0);
      expect(r.object.list.some((x: object) => 'tallyMarks' in x)).toBe(false);
      const sorted = await app.post('roster/list', { orderBy: 'tally_marks' }, token, arranged.cohortProgId);
      expect(sorted.errorCode).toBe('VALIDATION');
      const doc = (await app.app.inject({ method: 'GET', url: '/api/docs' })).json();
      expect(JSON.stringify(doc.paths['/api/roster/list'])).not.toContain('tallyMarks');
    } finally {
      await app.close();
    }
  });
});

describe('dependencies decide the order, and a required one must be on', () => {
  const p = (id: string, dependsOn?: Record<string, 'required' | 'optional'>) => ({ id, dependsOn });

  it('every plugin comes after what it depends on, whatever order config/app.json gives', () => {
    const order = orderByDependencies([
      p('wpa', { modules: 'required' }),
      p('reports', { wpa: 'optional' }),
      p('modules'),
    ]);
    expect(order.map((x) => x.id)).toEqual(['modules', 'wpa', 'reports']);
  });

  it('an optional dependency that is off is no fault', () => {
    expect(orderByDependencies([p('tally', { roster: 'optional' })]).map((x) => x.id)).toEqual(['tally']);
  });

  it('a required dependency that is off stops the start with a clear message', () => {
    expect(() => orderByDependencies([p('wpa', { modules: 'required' })])).toThrow(
      "The plugin 'wpa' requires the plugin 'modules', which config/app.json does not enable",
    );
  });

  it('a circle of dependencies stops the start naming it', () => {
    expect(() => orderByDependencies([p('a', { b: 'optional' }), p('b', { a: 'required' })])).toThrow(
      /circle: a → b → a/,
    );
  });

  it('the fixture contributor declares its optional dependencies in its server index', async () => {
    const [tally] = await loadServerPlugins(fixtures, ['tally']);
    expect(tally!.dependsOn).toEqual({ roster: 'optional', 'job-review': 'optional' });
  });
});
