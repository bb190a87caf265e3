import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.js';
import { AppError } from './appError.js';

/** The refusal of every limit of the kernel (the plugin's own 429 says the same, errorHandler.ts). */
const TOO_MANY = 'Too many attempts. Please wait a minute and try again.';
const MINUTE = 60_000;
const TOKEN = Symbol('linkToken');

type Limited = FastifyRequest & { [TOKEN]?: string };

/**
 * The kernel's named limit 'link' (issue 31): public calls made with a single-use link's token in
 * their payload (`token`). Counted by @fastify/rate-limit's store, so in PostgreSQL or Redis and
 * across server copies like sign-in's: per address over all such calls (RATE_LIMIT_LINK a
 * minute), checked before the payload is read, and per token whatever the address
 * (RATE_LIMIT_LINK_TOKEN a minute), checked once the payload (or a multipart call's model) is
 * read. The token is counted by its SHA-256, never kept as sent. A limit of 0 is off.
 */
export function linkLimits(app: FastifyInstance, config: Pick<ServerConfig, 'rateLimitLink' | 'rateLimitLinkToken'>) {
  const limiter = (max: number, key: (req: Limited) => string) =>
    max > 0 ? app.createRateLimit({ max, timeWindow: MINUTE, keyGenerator: key }) : null;
  const perAddress = limiter(config.rateLimitLink, (req) => `link-address:${req.ip}`);
  const perToken = limiter(config.rateLimitLinkToken, (req) => `link-token:${req[TOKEN] ?? ''}`);

  async function check(limit: typeof perAddress, req: FastifyRequest, reply: FastifyReply) {
    if (!limit) return;
    const r = await limit(req);
    if (!r.isAllowed && r.isExceeded) {
      reply.header('retry-after', String(r.ttlInSeconds));
      throw new AppError('RATE_LIMITED', TOO_MANY);
    }
  }

  return {
    /** Before the payload is read: this address's calls with links, whatever the call. */
    address: (req: FastifyRequest, reply: FastifyReply) => check(perAddress, req, reply),
    /** Once the payload is read: the calls made with this token, whatever the address. */
    token(req: FastifyRequest, reply: FastifyReply, body: unknown) {
      const sent = body && typeof body === 'object' ? (body as { token?: unknown }).token : undefined;
      (req as Limited)[TOKEN] = createHash('sha256')
        .update(typeof sent === 'string' ? sent : '')
        .digest('base64url');
      return check(perToken, req, reply);
    },
  };
}
