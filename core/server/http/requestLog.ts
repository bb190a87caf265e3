import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** The logger of the request whose work is running (Fastify keeps the context through body parsing). */
const current = new AsyncLocalStorage<FastifyBaseLogger>();

/** Each request's work runs with its own logger at hand (a callback hook: no extra turn of the loop). */
export function bindRequestLogs(app: FastifyInstance): void {
  app.addHook('onRequest', (req, _reply, done) => current.run(req.log, done));
}

/**
 * The kernel's logger (kernel.log): inside a request, that request's logger, so a service that
 * logs through the kernel writes the request's id (reqId) on its line like the handler does;
 * elsewhere (start-up, jobs) the server's own.
 */
export function requestAwareLog(base: FastifyBaseLogger): FastifyBaseLogger {
  return new Proxy(base, {
    get(target, prop) {
      const log = current.getStore() ?? target;
      const value: unknown = Reflect.get(log, prop, log);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(log) : value;
    },
  });
}
