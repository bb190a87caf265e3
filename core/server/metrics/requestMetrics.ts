import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Metrics } from './metrics.js';

/**
 * The label a request is counted under: its route's pattern as declared (`/api/wpaAppl/search`,
 * `/files/*`, `/idp/interaction/:uid`), never the URL it came with, so no id, token or file name
 * reaches the metrics and their number stays bounded. The built client's files (one route each)
 * are one label, and so is the page the client's router is given for any other GET.
 */
export function routeLabel(req: FastifyRequest, reply: FastifyReply): string {
  const pattern = req.routeOptions.url;
  if (!pattern) return reply.statusCode < 400 ? '(client page)' : '(no route)';
  if ((req.routeOptions.config as { rootPath?: string } | undefined)?.rootPath) return '(client file)';
  return pattern;
}

/** Counts and times every answered request, hijacked ones (the embedded identity provider) included. */
export function countRequests(app: FastifyInstance, metrics: Metrics): void {
  // A callback hook: it adds no turn of the event loop to a request.
  app.addHook('onResponse', (req, reply, done) => {
    metrics.observeRequest(req.method, routeLabel(req, reply), reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
