import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { wpaCalls } from '@schemas/wpa/calls';
import { postAt } from '../support/api';
import { signInAt } from '../support/signOnFlow';
import { buildInto, startBuiltServer, type BuiltServer } from '../support/builtServer';
import { wpaSuite } from './wpa/setup';

/**
 * The server as `npm start` runs it (issue 37): built by core/build/buildServer.ts and run by plain
 * Node, no tsx, beside the suite's server on the suite's database and files.
 */
const { ctx, wpaIn } = wpaSuite();
let build: Awaited<ReturnType<typeof buildInto>>;
let server: BuiltServer;

beforeAll(async () => {
  build = await buildInto(path.resolve(`.tmp/test-built-server-${process.pid}`));
  server = await startBuiltServer(build.entry, {
    DATABASE_URL: inject('databaseUrl'),
    DATA_DIR: inject('dataDir'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    TRUST_PROXY: 'true',
    RATE_LIMIT_SIGNIN: '10000',
    CLIENT_DIR: '.tmp/no-client-here',
  });
});
afterAll(async () => {
  await server?.stop();
  build?.remove();
});

const logged = () =>
  server.lines.flatMap((l) => {
    try {
      return [JSON.parse(l) as Record<string, unknown>];
    } catch {
      return [];
    }
  });

describe('the built server (node dist/server/src/server.js)', () => {
  it('signs in through the embedded provider (loaded at its first call) and answers a call', async () => {
    const { accessToken } = await signInAt(server.url, 'mc01');
    const res = await postAt(server.url, 'resource/searchAll', {}, accessToken, ctx.ccs);
    const body = (await res.json()) as { msg: string; object: unknown[] };
    expect(res.status).toBe(200);
    expect(body.msg).toBe('SUCCESS');
  });

  it("writes a WPA PDF on the build's worker thread", async () => {
    const w = await wpaIn('ACCEPTED', 'as01');
    const res = await postAt(server.url, wpaCalls.generatePdf.path, { wpaApplId: w.wpa_appl_id }, ctx.t.as01, ctx.ccs);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it("tags every log line of a request with its id and sends it back as X-Request-Id (the proxy's, when trusted)", async () => {
    const id = 'lb-request-0001-cafe';
    const res = await fetch(`${server.url}/api/wpaAppl/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer not-a-token', 'x-request-id': id },
      body: '{}',
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('x-request-id')).toBe(id);
    await new Promise((r) => setTimeout(r, 200)); // pino writes asynchronously
    const mine = logged().filter((l) => l.reqId === id);
    expect(mine.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    // The refusal the error handler logs in between (an audit line) carries it too.
    expect(mine.find((l) => l.audit === 'access.refused' && l.path === '/api/wpaAppl/search')).toBeDefined();
    const about = logged().filter(
      (l) => (l.req as { url?: string } | undefined)?.url === '/api/wpaAppl/search' || l.path === '/api/wpaAppl/search',
    );
    expect(about.length).toBe(2);
    expect(about.every((l) => l.reqId === id)).toBe(true);
  });

  it('answers its metrics on the metrics port only; the public port answers /metrics 404', async () => {
    const pub = await fetch(`${server.url}/metrics`);
    expect(pub.status).toBe(404);
    expect(await pub.text()).not.toContain('wil_http_requests_total');
    const scrape = await fetch(server.metricsUrl);
    expect(scrape.status).toBe(200);
    const text = await scrape.text();
    expect(text).toMatch(/^wil_http_requests_total\{method="POST",route="\/api\/wpaAppl\/search",status="401"\} 1$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  });
});
