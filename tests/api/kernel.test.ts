import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type pg from 'pg';
import { kernelRoutes } from '@core/server/routes/index.js';
import { FileSigner } from '@core/server/files/fileSigner.js';
import { baseUrl, call, signIn } from '../support/api';
import { kernelSecret, openDb } from '../support/db';

let db: pg.Pool;
let token: string;
beforeAll(async () => {
  db = openDb();
  token = (await signIn('mc01')).accessToken;
});
afterAll(async () => {
  await db.end();
});

describe('an unknown /api path answers 404 NOT_FOUND in the envelope', () => {
  it.each([
    ['POST', '/api/no/such/call'],
    ['POST', '/api/academic/login/nothing'],
    ['GET', '/api/academic/login/checkShutdownTime'], // every call is POST
  ])('%s %s', async (method, p) => {
    const res = await fetch(`${baseUrl()}${p}`, {
      method,
      headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
      body: method === 'POST' ? '{}' : undefined,
    });
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body.errorCode).toBe('NOT_FOUND');
    expect(body.object).toBeNull();
    expect(body.msg).toContain(p);
  });
});

describe('a payload that is not valid JSON answers VALIDATION', () => {
  it('on a public call', async () => {
    const r = await call('academic/login/checkToken', undefined, { raw: '{"refreshToken": ' });
    expect(r.status).toBe(400);
    expect(r.errorCode).toBe('VALIDATION');
    expect(r.msg).toBe('The payload is not valid JSON.');
  });

  it('on an academic call with a session', async () => {
    const r = await call('user/searchAcademic', undefined, { token, raw: "{cohortId: 'x'}" });
    expect(r.errorCode).toBe('VALIDATION');
  });

  it('a payload that is not JSON at all (text/plain) answers VALIDATION', async () => {
    const r = await call('academic/login/checkToken', undefined, {
      raw: 'refreshToken=abc',
      headers: { 'content-type': 'text/plain' },
    });
    expect(r.errorCode).toBe('VALIDATION');
  });
});

/** A value of another JSON type than the property schema asks for. */
function wrongValue(schema: { type?: string | string[] }): unknown {
  const types = ([] as string[]).concat(schema.type ?? []);
  return types.includes('string') ? 12345 : 'x';
}

describe('every kernel call with a payload schema refuses wrong types with VALIDATION naming the field', () => {
  const withBody = kernelRoutes.filter((r) => r.body);

  it('the kernel has calls with payload schemas (the cases below are not vacuous)', () => {
    expect(withBody.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        'academic/login/ajaxLogin',
        'academic/login/checkToken',
        'academic/login/refreshToken',
        'academic/login/lgout',
        'user/searchAcademic',
        'sysUserLoginRecord/insertLoginRecord',
        'forgotUser/forgotUserID',
        'forgotUser/forgotPassword',
        'commonDropDown/searchSysParam',
      ]),
    );
  });

  const cases = withBody.flatMap((route) => {
    const schema = route.body as {
      type: string;
      properties?: Record<string, { type?: string | string[]; enum?: readonly unknown[] }>;
      required?: string[];
    };
    if (schema.type !== 'object')
      return [{ path: route.path, auth: route.auth, field: 'payload', payload: 12345 as unknown }];
    return Object.entries(schema.properties ?? {}).map(([field, prop]) => {
      // A valid value for every other required field, so the wrong one is the only finding.
      const payload: Record<string, unknown> = {};
      for (const req of schema.required ?? []) payload[req] = schema.properties?.[req]?.enum?.[0] ?? 'VALUE';
      payload[field] = wrongValue(prop);
      return { path: route.path, auth: route.auth, field, payload };
    });
  });

  it.each(cases)('$path with a wrong $field', async ({ path: p, auth, field, payload }) => {
    const session = auth === 'academic' ? (await signIn('mc01')).accessToken : undefined;
    const r = await call(p, payload, { token: session });
    expect(r.status).toBe(400);
    expect(r.errorCode).toBe('VALIDATION');
    expect(r.msg).toContain(field === 'payload' ? 'The payload' : field);
  });

  it("user/searchAcademic {cohortId: 'x'} names cohortId", async () => {
    const r = await call('user/searchAcademic', { cohortId: 'x' }, { token });
    expect(r.errorCode).toBe('VALIDATION');
    expect(r.msg).toContain('cohortId');
  });

  it('a wrong type is not coerced: cohortId "1" is refused', async () => {
    const r = await call('user/searchAcademic', { cohortId: '1' }, { token });
    expect(r.errorCode).toBe('VALIDATION');
  });

  it('a missing required field is named: ajaxLogin {} says code is required', async () => {
    const r = await call('academic/login/ajaxLogin', {});
    expect(r.errorCode).toBe('VALIDATION');
    expect(r.msg).toContain('code is required');
  });

  it('lgout refused for a wrong type leaves the session open', async () => {
    const s = await signIn('mc01');
    expect((await call('academic/login/lgout', { userId: 'x' }, { token: s.accessToken })).errorCode).toBe(
      'VALIDATION',
    );
    expect((await call('cohort/searchCohortYear', {}, { token: s.accessToken })).msg).toBe('SUCCESS');
  });
});

describe('a body over 1 MB answers VALIDATION', () => {
  it('a 1.1 MB payload is refused', async () => {
    const raw = JSON.stringify({ refreshToken: 'x'.repeat(1_100_000) });
    const r = await call('academic/login/checkToken', undefined, { raw });
    expect(r.errorCode).toBe('VALIDATION');
    expect(r.msg).toBe('The request is too large.');
  });

  it('a payload just under 1 MB is parsed (and then judged by its schema)', async () => {
    const raw = JSON.stringify({ refreshToken: 'x'.repeat(1_000_000) });
    const r = await call('academic/login/checkToken', undefined, { raw });
    expect(r.errorCode).toBe('VALIDATION');
    expect(r.msg).toContain('refreshToken');
  });
});

describe('security headers', () => {
  const checkHeaders = (h: Headers) => {
    const csp = h.get('content-security-policy');
    expect(csp).toBeTruthy();
    expect(csp).not.toContain('unsafe-eval');
    const scriptSrc = csp!.split(';').find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc).toBeTruthy();
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(h.get('x-content-type-options')).toBe('nosniff');
    const framing =
      /frame-ancestors\s+'none'/.test(csp!) || ['DENY', 'SAMEORIGIN'].includes(h.get('x-frame-options') ?? '');
    expect(framing).toBe(true);
  };

  it.each(['/', '/login'])('GET %s carries CSP without unsafe-eval, nosniff and a framing rule', async (p) => {
    const res = await fetch(`${baseUrl()}${p}`);
    checkHeaders(res.headers);
  });

  it('an /api answer carries the API set: nothing may load, frame, sniff or keep it', async () => {
    const res = await fetch(`${baseUrl()}/api/academic/login/checkShutdownTime`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /api/docs answers the OpenAPI document of the calls', () => {
  it('lists the kernel calls as POST paths', async () => {
    const res = await fetch(`${baseUrl()}/api/docs`);
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    expect(paths).toContain('/api/academic/login/ajaxLogin');
    expect(paths).toContain('/api/commonDropDown/searchSysParam');
    for (const r of kernelRoutes) expect(paths).toContain(`/api/${r.path}`);
    expect(doc.paths['/api/commonDropDown/searchSysParam'].post).toBeTruthy();
    // Academic calls declare the bearer token.
    expect(doc.paths['/api/user/searchAcademic'].post.security).toEqual([{ bearer: [] }]);
  });
});

describe('stored files are served only against a valid access signature', () => {
  const rel = 'test/a.pdf';
  const content = `%PDF-1.4 test ${Date.now()}`;
  let signer: FileSigner;
  let file: string;
  // Links name the session that made them (issue 14): mc01's, from its access token.
  const sid = () => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
  beforeAll(async () => {
    signer = new FileSigner(await kernelSecret(db, 'files'));
    file = path.join(inject('dataDir'), 'files', rel);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  });
  afterAll(async () => {
    await rm(path.join(inject('dataDir'), 'files', 'test'), { recursive: true, force: true });
  });

  const get = (p: string) => fetch(`${baseUrl()}/files/${p}`);
  const refused = async (res: Response) => {
    expect(res.status).toBe(403);
    const text = await res.text();
    expect(text).not.toContain(content);
    expect(JSON.parse(text).errorCode).toBe('FORBIDDEN');
  };

  it('a valid signature for the path downloads the file as an attachment', async () => {
    const res = await get(`${rel}?${signer.suffix(rel, sid(), 60)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="a\.pdf"$/);
    expect(res.headers.get('content-type')).toContain('application/pdf');
    expect(await res.text()).toBe(content);
  });

  it("the session's sasToken reads images/ only, not this file (issue 14)", async () => {
    const s = await signIn('mc01');
    await refused(await get(`${rel}?${s.sasToken}`));
  });

  it('no signature: 403 FORBIDDEN', async () => {
    await refused(await get(rel));
  });

  it('a tampered signature: 403 FORBIDDEN', async () => {
    const q = new URLSearchParams(signer.suffix(rel, sid(), 60));
    const sig = q.get('sig')!;
    q.set('sig', (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1));
    await refused(await get(`${rel}?${q}`));
  });

  it('a signature whose expiry was pushed later: 403 FORBIDDEN', async () => {
    const q = new URLSearchParams(signer.suffix(rel, sid(), 60));
    q.set('se', String(Number(q.get('se')) + 3600));
    await refused(await get(`${rel}?${q}`));
  });

  it('an expired signature: 403 FORBIDDEN', async () => {
    await refused(await get(`${rel}?${signer.suffix(rel, sid(), 60, Date.now() - 3600_000)}`));
  });

  it('a signature for another path: 403 FORBIDDEN', async () => {
    await refused(await get(`${rel}?${signer.suffix('test/b.pdf', sid(), 60)}`));
  });

  it('a valid signature for a missing file answers 404 NOT_FOUND', async () => {
    const res = await get(`test/none.pdf?${signer.suffix('test/none.pdf', sid(), 60)}`);
    expect(res.status).toBe(404);
    expect((await res.json()).errorCode).toBe('NOT_FOUND');
  });

  it('even a folder token cannot leave the file store (../ encoded in the path)', async () => {
    const star = signer.suffix('test/', sid(), 60);
    for (const p of ['..%2Fpg-password', 'test%2F..%2F..%2Fpg-password', 'test/..%2F..%2Fpg-password']) {
      const res = await get(`${p}?${star}`);
      expect(res.status, p).not.toBe(200);
    }
  });
});
