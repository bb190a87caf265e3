import os from 'node:os';
import type { FastifyInstance } from 'fastify';

export const SERVER_ID_HEADER = 'x-server-id';

/** SERVER_ID, else host name and process id: unique per copy on one machine and across machines. */
export function serverId(env: NodeJS.ProcessEnv = process.env): string {
  const id = env.SERVER_ID?.trim();
  return id || `${os.hostname()}-${process.pid}`;
}

/**
 * Every reply names the server copy that answered (issue 17), so an operator behind a load
 * balancer, and the cluster test, can tell which copy served a call. Names no secret: only the
 * id the operator chose or the host name and pid.
 */
export function sendServerId(app: FastifyInstance, id = serverId()): void {
  // A callback hook, not async: it adds no turn of the event loop before the reply is written.
  app.addHook('onSend', (_req, reply, payload, done) => {
    reply.header(SERVER_ID_HEADER, id);
    done(null, payload);
  });
}
