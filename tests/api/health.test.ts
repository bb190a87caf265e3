import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from '@core/server/db/connect.js';
import { installErrorHandling } from '@core/server/http/errorHandler.js';
import { Lifecycle } from '@core/server/lifecycle.js';
import { mountHealth } from '@core/server/routes/health.js';
import { baseUrl } from '../support/api';
import { freePort } from '../support/freePort';
import { signInAt } from '../support/signOnFlow';
import { createTestDatabase } from '../support/testDatabase';

const UNAVAILABLE = {
  msg: 'The service is temporarily unavailable. Please try again in a moment.',
  object: null,
  errorCode: 'UNAVAILABLE',
};

const get = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, cache: res.headers.get('cache-control'), body: (await res.json()) as any };
};

describe('GET /healthz and /readyz on the running server', () => {
  it('/healthz answers 200 while the process runs', async () => {
    const r = await get(`${baseUrl()}/healthz`);
    expect(r).toEqual({
      status: 200,
      cache: 'no-store',
      body: { msg: 'SUCCESS', object: { status: 'alive' }, errorCode: null },
    });
  });

  it('/readyz answers 200: database reachable, migrations done, not shutting down', async () => {
    const r = await get(`${baseUrl()}/readyz`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      msg: 'SUCCESS',
      object: { status: 'ready', database: 'up', migrated: true, shuttingDown: false },
      errorCode: null,
    });
  });

  it('only GET: a POST to /readyz is no call', async () => {
    const res = await fetch(`${baseUrl()}/readyz`, { method: 'POST' });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { errorCode: string }).errorCode).toBe('NOT_FOUND');
  });
});

describe('/readyz says why it is not ready', () => {
  /** The probes alone on a bare app, over a database address nothing listens on when `down`. */
  async function probes(opts: { down?: boolean; migrated?: boolean }) {
    const port = await freePort();
    const url = opts.down ? `postgres://nobody:x@127.0.0.1:${port}/none` : inject('databaseUrl');
    const { db } = connect(url, 1);
    const lifecycle = new Lifecycle();
    lifecycle.migrated = opts.migrated ?? true;
    const app = Fastify();
    installErrorHandling(app);
    mountHealth(app, lifecycle, db);
    app.post('/api/thing', async () => ({ msg: 'SUCCESS', object: 1, errorCode: null }));
    await app.ready();
    return {
      app,
      lifecycle,
      async close() {
        await app.close();
        await db.destroy();
      },
    };
  }

  it('database unreachable: 503 UNAVAILABLE naming the database; /healthz still 200', async () => {
    const p = await probes({ down: true });
    try {
      const r = await p.app.inject({ method: 'GET', url: '/readyz' });
      expect(r.statusCode).toBe(503);
      expect(r.json()).toEqual({
        msg: 'The database cannot be reached.',
        object: { status: 'not ready', database: 'down', migrated: true, shuttingDown: false },
        errorCode: 'UNAVAILABLE',
      });
      expect((await p.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await p.close();
    }
  });

  it('migrations not done: 503 naming them', async () => {
    const p = await probes({ migrated: false });
    try {
      const r = await p.app.inject({ method: 'GET', url: '/readyz' });
      expect(r.statusCode).toBe(503);
      expect(r.json().msg).toBe('The database is not migrated yet.');
      expect(r.json().object.database).toBe('up');
    } finally {
      await p.close();
    }
  });

  it('shutting down: /readyz 503 at once, new calls refused with the 503 envelope, /healthz 200', async () => {
    const p = await probes({});
    try {
      expect((await p.app.inject({ method: 'POST', url: '/api/thing' })).statusCode).toBe(200);
      p.lifecycle.beginShutdown();
      const ready = await p.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().msg).toBe('The server is shutting down.');
      const refused = await p.app.inject({ method: 'POST', url: '/api/thing' });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual(UNAVAILABLE);
      expect(refused.headers.connection).toBe('close');
      expect((await p.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await p.close();
    }
  });
});

/** A POST whose body is sent in two parts, so it stays in flight on the server between them. */
function slowCall(port: number, apiPath: string, payload: unknown, token: string) {
  const body = JSON.stringify(payload);
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: `/api/${apiPath}`,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      authorization: `Bearer ${token}`,
    },
  });
  const answer = new Promise<{ status: number; body: any }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
    });
    req.on('error', reject);
  });
  answer.catch(() => undefined); // the test reads it later
  req.write(body.slice(0, 5));
  return { answer, finish: () => req.end(body.slice(5)) };
}

describe('SIGTERM stops the server gracefully (tsx src/server.ts as its own process)', () => {
  let child: ChildProcess;
  let exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  let dataDir: string;
  let base: string;
  let port: number;
  let testDb: { url: string; drop(): Promise<void> } | null = null;
  let output = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'wil-sigterm-'));
    testDb = process.env.DATABASE_URL ? await createTestDatabase(process.env.DATABASE_URL) : null;
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SIGNIN: '1000',
    };
    if (testDb) env.DATABASE_URL = testDb.url;
    child = spawn(path.resolve('node_modules/.bin/tsx'), ['src/server.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })));
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/readyz`)).ok) break;
      } catch {
        /* not listening yet */
      }
      if (i > 600 || child.exitCode !== null) throw new Error(`the server did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  });

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    await testDb?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('/readyz 503 at once, the call in flight finishes, a stuck one is cut after 10 s, exit code 0', async () => {
    const token = (await signInAt(base, 'mc01')).accessToken;
    const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
    const postmaster = testDb ? null : Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0]!, 10);

    const inFlight = slowCall(port, 'sysUserLoginRecord/insertLoginRecord', { roleCode: 'MODULE_CONVENER' }, token);
    const stuck = slowCall(port, 'sysUserLoginRecord/insertLoginRecord', { roleCode: 'MODULE_CONVENER' }, token);
    await new Promise((r) => setTimeout(r, 300)); // both have reached the server

    const signalled = Date.now();
    child.kill('SIGTERM');
    let ready = await fetch(`${base}/readyz`);
    while (ready.status === 200 && Date.now() - signalled < 2_000) ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(Date.now() - signalled, '/readyz turned 503 within a second').toBeLessThan(1_000);
    expect(((await ready.json()) as { msg: string }).msg).toBe('The server is shutting down.');

    const refused = await fetch(`${base}/api/sysUserLoginRecord/insertLoginRecord`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ roleCode: 'MODULE_CONVENER' }),
    });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual(UNAVAILABLE);

    inFlight.finish();
    expect(await inFlight.answer).toEqual({ status: 200, body: { msg: 'SUCCESS', object: null, errorCode: null } });
    expect(child.exitCode, 'still draining the stuck call').toBeNull();

    const exit = await exited;
    await expect(stuck.answer).rejects.toThrow();
    expect(exit, output).toMatchObject({ code: 0, signal: null });
    const took = exit.at - signalled;
    expect(took).toBeGreaterThanOrEqual(9_500);
    expect(took).toBeLessThan(20_000);
    if (postmaster) {
      // The embedded PostgreSQL was stopped, not left running.
      expect(existsSync(pidFile)).toBe(false);
      expect(() => process.kill(postmaster, 0)).toThrow();
    }
    console.log(`[health] SIGTERM to exit 0: ${took} ms (one call stuck until the 10 s bound)`);
  }, 60_000);
});
