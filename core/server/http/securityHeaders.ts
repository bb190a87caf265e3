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

/** Every answer, pages, assets, files and calls, carries the same security headers. */
export function sendSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaderSet(options);
  // A callback hook, not async: it adds no turn of the event loop.
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}
