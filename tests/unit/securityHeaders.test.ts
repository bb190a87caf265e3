import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { API_HEADERS, securityHeaderSet, sendSecurityHeaders } from '@core/server/http/securityHeaders.js';

const options = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
  crossOriginEmbedderPolicy: false,
};

describe('security headers worked out once from helmet', () => {
  it('holds the CSP as configured and helmet’s other headers, without the ones switched off', () => {
    const h = securityHeaderSet(options);
    expect(h['content-security-policy']).toBe("default-src 'self';frame-ancestors 'none'");
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(h['x-frame-options']).toBe('SAMEORIGIN');
    expect(h).not.toHaveProperty('cross-origin-embedder-policy');
    expect(h).not.toHaveProperty('x-powered-by');
  });

  it('are written on every answer, a 404 included, and a route may still set its own', async () => {
    const app = Fastify();
    sendSecurityHeaders(app, options);
    app.get('/framed', (_req, reply) => reply.header('x-frame-options', 'DENY').send('ok'));
    const framed = await app.inject({ url: '/framed' });
    const missing = await app.inject({ url: '/nowhere' });
    expect(framed.headers['x-frame-options']).toBe('DENY');
    expect(framed.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    await app.close();
  });
});

describe('answers under /api', () => {
  it('carry the API set, not the page set', async () => {
    const app = Fastify();
    sendSecurityHeaders(app, options);
    app.get('/api/x', () => ({ ok: true }));
    app.get('/page', () => 'page');
    const api = await app.inject({ url: '/api/x' });
    const page = await app.inject({ url: '/page' });
    expect(api.headers).toMatchObject(API_HEADERS);
    expect(api.headers).not.toHaveProperty('x-dns-prefetch-control');
    expect(page.headers['content-security-policy']).toBe("default-src 'self';frame-ancestors 'none'");
    expect(page.headers).not.toHaveProperty('cache-control');
    await app.close();
  });
});
