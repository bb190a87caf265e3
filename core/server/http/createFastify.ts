import Fastify, { type FastifyReply } from 'fastify';
import type { ServerConfig } from '../config.js';
import { BODY_AJV_OPTIONS } from './bodyValidation.js';
import { lazyCompilers } from './lazyCompilers.js';
import { requestIdFrom } from './requestId.js';
import { requestLogOptions } from './logSecrets.js';

/** The Fastify instance with the house's request ids, body limits, validators and unreadable-request envelope. */
export function createFastify(config: ServerConfig) {
  return Fastify({
    logger: requestLogOptions(config.logLevel),
    bodyLimit: 1024 * 1024,
    // The load balancer's X-Request-Id when it is trusted, else a new UUID (core/server/http/requestId.ts).
    genReqId: requestIdFrom(process.env.TRUST_PROXY === 'true'),
    trustProxy: process.env.TRUST_PROXY === 'true',
    // A URL or header Fastify cannot even parse still answers the envelope (issue 14: no foreign bodies).
    frameworkErrors: (error, _req, reply) => {
      const envelope = { msg: `The request cannot be read: ${error.message}`, object: null, errorCode: 'VALIDATION' };
      void (reply as unknown as FastifyReply).code(400).send(envelope);
    },
    ajv: { customOptions: { ...BODY_AJV_OPTIONS } },
    // Each route's validator and serializer compiled at its first request; the test suites
    // (STRICT_REPLIES) compile them all at start, so a schema that does not compile fails them.
    ...(config.strictReplies ? {} : { schemaController: { compilersFactory: lazyCompilers as never } }),
  });
}
