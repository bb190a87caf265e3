import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a load balancer sends as an id (nginx's $request_id is 32 hex digits): short, nothing to escape. */
const SANE = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The request's id, which every log line of the request carries (Fastify's reqId): the one the
 * load balancer sent in X-Request-Id when the server trusts it (TRUST_PROXY=true) and it is sane,
 * else a new UUID. Without a trusted proxy a client's header is ignored, so nobody outside can make
 * two requests share an id in the logs.
 */
export function requestIdFrom(trustProxy: boolean) {
  return (req: IncomingMessage): string => {
    const sent = trustProxy ? req.headers[REQUEST_ID_HEADER] : undefined;
    return typeof sent === 'string' && SANE.test(sent) ? sent : randomUUID();
  };
}

/**
 * Every reply says its request id, so a user's report or the load balancer's log leads to the
 * server's lines. Set on the raw response as the request arrives: replies that bypass Fastify's
 * send (the embedded identity provider's) carry it too.
 */
export function sendRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (req, reply, done) => {
    reply.raw.setHeader(REQUEST_ID_HEADER, req.id);
    done();
  });
}
