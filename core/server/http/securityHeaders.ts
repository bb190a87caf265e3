import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet would write, worked out once. @fastify/helmet rebuilt helmet's middleware
 * (parsing the CSP directives again) on every request: the largest part of our constant route's
 * cost against a bare Fastify (issue 18). The set does not depend on the request, so it is computed
 * at start and written by one synchronous hook.
 */
export function securityHeaderSet(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  let done = false;
  helmet(options)({} as never, response as never, () => (done = true));
  // helmet's middleware is synchronous; were it ever not, the headers above would be incomplete.
  if (!done) throw new Error('helmet did not finish synchronously: the security headers cannot be precomputed.');
  return headers;
}

/**
 * What a JSON answer of /api needs (OWASP's REST cheat sheet): it is never rendered as a page,
 * so the page-only headers (script and style sources, cross-origin isolation, DNS prefetch…) are
 * left out; it may not be framed, sniffed or kept by a cache.
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'cache-control': 'no-store',
};

/**
 * What a built script or stylesheet under /assets/ needs: it is never a page (a page's own CSP
 * governs the scripts it runs), so only nosniff and the same-origin resource policy matter, with a
 * CSP that lets nothing load should a file there ever be opened as a document. Each request of the
 * first load paid about 700 bytes of page-only headers (issue 35 counts them).
 */
export const ASSET_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
};

/** A worker script runs under its own response's CSP (pdf.js's worker): it keeps the page set. */
const isAsset = (url: string) => url.startsWith('/assets/') && !/worker/i.test(url);

/**
 * Pages and files carry helmet's headers for `options`; answers under /api carry API_HEADERS,
 * built assets ASSET_HEADERS. A route may still set its own (it runs after this hook).
 */
export function sendSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const pages = securityHeaderSet(options);
  // A callback hook, not async: it adds no turn of the event loop.
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(req.url.startsWith('/api/') ? API_HEADERS : isAsset(req.url) ? ASSET_HEADERS : pages);
    done();
  });
}
