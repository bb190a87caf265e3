import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Metrics } from './metrics.js';

/** The built client's route (core/server/http/clientAssets.ts): its files, and the page for any other GET. */
const CLIENT_ROUTE = '/*';

/**
 * The label a request is counted under: its route's pattern as declared (`/api/wpaAppl/search`,
 * `/files/*`, `/idp/interaction/:uid`), never the URL it came with, so no id, token or file name
 * reaches the metrics and their number stays bounded. What the built client answers (its files,
 * and index.html for the client's router) is one label; what nothing answers another.
 */
export function routeLabel(req: FastifyRequest, reply: FastifyReply): string {
  const pattern = req.routeOptions.url;
  if (pattern && pattern !== CLIENT_ROUTE) return pattern;
  return reply.statusCode < 400 ? '(client)' : '(no route)';
}

/** Counts and times every answered request, hijacked ones (the embedded identity provider) included. */
export function countRequests(app: FastifyInstance, metrics: Metrics): void {
  // A callback hook: it adds no turn of the event loop to a request.
  app.addHook('onResponse', (req, reply, done) => {
    metrics.observeRequest(req.method, routeLabel(req, reply), reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
