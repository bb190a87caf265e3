import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { loadServerPlugins } from '@core/server/pluginLoader.js';
import { loadAppConfig } from '@core/server/appConfig.js';
import { ensureFunctionGrants } from '@core/server/auth/functionGrants.js';
import { signIn } from '../support/api';
import { one, openDb } from '../support/db';
import { startSecondApp, type SecondApp } from '../support/secondApp';

const fixturesDir = fileURLToPath(new URL('../fixtures/plugins', import.meta.url));
const betaImported = () => (globalThis as { __betaFixtureImported?: boolean }).__betaFixtureImported === true;

const temps: string[] = [];
const tempDir = async () => {
  const d = await mkdtemp(path.join(tmpdir(), 'wil-plugins-'));
  temps.push(d);
  return d;
};
afterAll(async () => {
  for (const d of temps) await rm(d, { recursive: true, force: true });
});

describe('loadServerPlugins loads the enabled plugins only, in order', () => {
  it("['alpha'] returns alpha alone and never imports beta", async () => {
    const plugins = await loadServerPlugins(fixturesDir, ['alpha']);
    expect(plugins.map((p) => p.id)).toEqual(['alpha']);
    expect(plugins[0]!.routes!.map((r) => r.path)).toContain('alpha/ping');
    expect(betaImported()).toBe(false);
  });

  it('keeps the order config/app.json gives', async () => {
    const plugins = await loadServerPlugins(fixturesDir, ['clash', 'alpha']);
    expect(plugins.map((p) => p.id)).toEqual(['clash', 'alpha']);
  });

  it('a plugin with a client part only contributes no server plugin', async () => {
    expect(await loadServerPlugins(fixturesDir, ['clientonly'])).toEqual([]);
  });

  it('a plugin whose id differs from its folder is refused, naming both', async () => {
    await expect(loadServerPlugins(fixturesDir, ['mismatch'])).rejects.toThrow(/'not-mismatch'.*'mismatch'/);
  });

  it('a missing folder is refused with a clear message', async () => {
    await expect(loadServerPlugins(fixturesDir, ['ghost'])).rejects.toThrow(
      /enables 'ghost'.*no folder plugins\/ghost/,
    );
  });

  it('a plugin enabled twice is refused', async () => {
    await expect(loadServerPlugins(fixturesDir, ['alpha', 'alpha'])).rejects.toThrow(/'alpha' is enabled twice/);
  });

  it('a server part without a default export is refused', async () => {
    await expect(loadServerPlugins(fixturesDir, ['noexport'])).rejects.toThrow(
      /plugins\/noexport\/server has no default export/,
    );
  });
});

describe('loadAppConfig reads and checks config/app.json', () => {
  const write = async (content: unknown) => {
    const dir = await tempDir();
    await writeFile(path.join(dir, 'app.json'), typeof content === 'string' ? content : JSON.stringify(content));
    return dir;
  };

  it('a valid file is read; productName defaults to WIL and the route bindings to none', async () => {
    expect(await loadAppConfig(await write({ plugins: ['alpha', 'beta'] }))).toEqual({
      productName: 'WIL',
      plugins: ['alpha', 'beta'],
      routes: {},
    });
    expect((await loadAppConfig(await write({ productName: 'Placement Hub', plugins: [] }))).productName).toBe(
      'Placement Hub',
    );
  });

  it('route bindings name external and page references as <plugin>.<name>', async () => {
    const routes = { 'core.resourcesFaq': 'resources.list' };
    expect((await loadAppConfig(await write({ plugins: [], routes }))).routes).toEqual(routes);
    await expect(loadAppConfig(await write({ plugins: [], routes: { faq: '/academic/resources' } }))).rejects.toThrow(
      /routes/,
    );
  });

  it('a plugin listed twice is refused', async () => {
    await expect(loadAppConfig(await write({ plugins: ['alpha', 'beta', 'alpha'] }))).rejects.toThrow(/'alpha' twice/);
  });

  it.each(['Alpha', 'alpha_beta', '../alpha', '1alpha', ''])('an invalid plugin id %j is refused', async (id) => {
    await expect(loadAppConfig(await write({ plugins: [id] }))).rejects.toThrow(/is not valid/);
  });

  it('an unknown setting, a missing plugins list or broken JSON is refused', async () => {
    await expect(loadAppConfig(await write({ plugins: [], colour: 'red' }))).rejects.toThrow(/is not valid/);
    await expect(loadAppConfig(await write({ productName: 'WIL' }))).rejects.toThrow(/is not valid/);
    await expect(loadAppConfig(await write('{ "plugins": [ '))).rejects.toThrow(/Cannot read/);
  });

  it('a missing file is refused naming it', async () => {
    const dir = await tempDir();
    await expect(loadAppConfig(dir)).rejects.toThrow(path.join(dir, 'app.json'));
  });
});

describe('an app built with the enabled plugins answers their calls', () => {
  let built: SecondApp;
  let db: pg.Pool;
  beforeAll(async () => {
    db = openDb();
    built = await startSecondApp(
      { pluginsDir: fixturesDir, clientDir: path.join(await tempDir(), 'no-client') },
      { appConfig: { productName: 'WIL', plugins: ['alpha'] }, listen: false },
    );
    // A server's start adds the default grants of its plugins' functions (prepareSchema); the
    // second app is only built, so alpha's own ALPHA_SETUP grants are added here.
    await ensureFunctionGrants(built.db, await loadServerPlugins(fixturesDir, ['alpha']));
  });
  afterAll(async () => {
    await built?.close();
    await db?.end();
  });
  const post = (url: string, body: unknown = {}, headers: Record<string, string> = {}) =>
    built.app.inject({ method: 'POST', url: `/api/${url}`, payload: body as object, headers });

  it('alpha/ping answers SUCCESS with its object; beta/ping answers NOT_FOUND', async () => {
    const a = await post('alpha/ping');
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual({ msg: 'SUCCESS', object: { pong: 'alpha' }, errorCode: null });
    const b = await post('beta/ping');
    expect(b.statusCode).toBe(404);
    expect(b.json().errorCode).toBe('NOT_FOUND');
    expect(betaImported()).toBe(false);
  });

  it("the plugin's calls are in the OpenAPI document under its own tag", async () => {
    const doc = (await built.app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(doc.paths['/api/alpha/ping'].post.tags).toEqual(['alpha']);
    expect(doc.paths['/api/beta/ping']).toBeUndefined();
  });

  it('a call that throws a plain Error answers 500 INTERNAL with a reference and no internals', async () => {
    const res = await post('alpha/boom');
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.errorCode).toBe('INTERNAL');
    expect(body.object).toBeNull();
    expect(body.msg).toMatch(/Reference: [0-9a-f-]{36}/);
    expect(res.payload).not.toContain('exploded');
    expect(res.payload).not.toContain('hunter2');
    expect(res.payload).not.toContain('.ts');
    expect(res.payload).not.toMatch(/\bat \S+ \(/); // no stack frames
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('two failures get different references', async () => {
    const a = (await post('alpha/boom')).json().msg;
    const b = (await post('alpha/boom')).json().msg;
    expect(a).not.toBe(b);
  });

  describe("a route's function permission is checked against the role in the selected cohort programme", () => {
    let bsccs: number;
    let bbamkt: number;
    beforeAll(async () => {
      const cp = (code: string) =>
        one(
          db,
          `select cp.cohort_prog_id from cohort_programmes cp join programmes p on p.prog_id = cp.prog_id
             join cohorts c on c.cohort_id = cp.cohort_id where c.is_current = 'Y' and p.prog_code = $1`,
          [code],
        ).then((r) => r.cohort_prog_id as number);
      bsccs = await cp('BSCCS');
      bbamkt = await cp('BBAMKT');
    });

    it("PROGRAMME_LEADER (canInsert on alpha's own ALPHA_SETUP) of the selected programme may", async () => {
      const pl = await signIn('pl01');
      const res = await post(
        'alpha/setup',
        {},
        { authorization: `Bearer ${pl.accessToken}`, 'x-cohort-prog-id': String(bsccs) },
      );
      expect(res.json()).toMatchObject({ msg: 'SUCCESS', object: { userId: pl.userInfo.userId, cohortProgId: bsccs } });
    });

    it('MODULE_CONVENER (no canInsert on ALPHA_SETUP) may not: FORBIDDEN', async () => {
      const mc = await signIn('mc01');
      const res = await post(
        'alpha/setup',
        {},
        { authorization: `Bearer ${mc.accessToken}`, 'x-cohort-prog-id': String(bsccs) },
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe('FORBIDDEN');
    });

    it('a programme leader of another programme, or no selected programme: FORBIDDEN', async () => {
      const pl = await signIn('pl01');
      const other = await post(
        'alpha/setup',
        {},
        { authorization: `Bearer ${pl.accessToken}`, 'x-cohort-prog-id': String(bbamkt) },
      );
      expect(other.json().errorCode).toBe('FORBIDDEN');
      const none = await post('alpha/setup', {}, { authorization: `Bearer ${pl.accessToken}` });
      expect(none.json().errorCode).toBe('FORBIDDEN');
    });

    it('without a session: UNAUTHORIZED before any permission check', async () => {
      const res = await post('alpha/setup', {}, { 'x-cohort-prog-id': String(bsccs) });
      expect(res.json().errorCode).toBe('UNAUTHORIZED');
    });
  });

  it('without a built client, GET /login answers the 404 envelope and still carries the security headers', async () => {
    const res = await built.app.inject({ method: 'GET', url: '/login' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('NOT_FOUND');
    expect(res.headers['content-security-policy']).toBeTruthy();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('with a built client, page paths fall back to index.html but /api and /idp do not', () => {
  let built: SecondApp;
  beforeAll(async () => {
    const clientDir = await tempDir();
    await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>client-fixture</title>');
    await mkdir(path.join(clientDir, 'assets'));
    built = await startSecondApp(
      { pluginsDir: fixturesDir, clientDir },
      { appConfig: { productName: 'WIL', plugins: [] }, listen: false },
    );
  });
  afterAll(async () => {
    await built?.close();
  });

  it.each(['/', '/login', '/academic/moduleList', '/no/such/page'])('GET %s answers the client', async (url) => {
    const res = await built.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.payload).toContain('client-fixture');
  });

  it.each(['/api/no/such/call', '/idp/no/such/thing'])('GET %s is not the client', async (url) => {
    const res = await built.app.inject({ method: 'GET', url });
    expect(res.payload).not.toContain('client-fixture');
  });
});

describe('declaring a call twice stops the server from being built', () => {
  it('a plugin declaring a kernel call: buildApp rejects naming the path and both owners', async () => {
    const err = await startSecondApp(
      { pluginsDir: fixturesDir },
      { appConfig: { productName: 'WIL', plugins: ['dup'] }, listen: false },
    ).then(
      (app) => app.close().then(() => null),
      (e: Error) => e,
    );
    expect(err).toBeInstanceOf(Error);
    expect(err!.message).toContain('commonDropDown/searchAllDept');
    expect(err!.message).toContain("'core'");
    expect(err!.message).toContain("'dup'");
  });

  it('two plugins declaring the same call: rejected naming both plugins', async () => {
    const err = await startSecondApp(
      { pluginsDir: fixturesDir },
      { appConfig: { productName: 'WIL', plugins: ['alpha', 'clash'] }, listen: false },
    ).then(
      (app) => app.close().then(() => null),
      (e: Error) => e,
    );
    expect(err).toBeInstanceOf(Error);
    expect(err!.message).toContain('alpha/ping');
    expect(err!.message).toContain("'alpha'");
    expect(err!.message).toContain("'clash'");
  });
});

describe('plugins that are not enabled are never imported', () => {
  it('beta was not imported by anything in this file', () => {
    expect(betaImported()).toBe(false);
  });
});
