import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerRoute } from '../plugin.js';
import type { Kernel } from '../kernel.js';
import type { Actor } from '../auth/actor.js';
import { AppError, forbidden } from './appError.js';
import { SUCCESS } from '@core/shared/envelope.js';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

function bearer(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  return h?.startsWith('Bearer ') ? h.slice(7) : undefined;
}

function cohortProgHeader(req: FastifyRequest): number | null {
  const raw = req.headers['x-cohort-prog-id'];
  const n = typeof raw === 'string' ? Number.parseInt(raw, 10) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/**
 * Mounts every route of the kernel and the enabled plugins as POST /api/<path>. One place does
 * what each handler would otherwise repeat: schema check (fastify's ajv, before the handler),
 * the auth guard (user type ACADEMIC), the function permission, and the envelope.
 */
export function registerRoutes(
  app: FastifyInstance,
  kernel: Kernel,
  owned: { owner: string; routes: readonly ServerRoute[] }[],
) {
  const seen = new Map<string, string>();
  for (const { owner, routes } of owned) {
    for (const route of routes) {
      const earlier = seen.get(route.path);
      if (earlier) {
        throw new Error(`The call '${route.path}' is declared by both '${earlier}' and '${owner}'.`);
      }
      seen.set(route.path, owner);
      const limit =
        route.rateLimit === 'signin'
          ? kernel.config.rateLimitSignin
          : route.rateLimit === 'forgot'
            ? kernel.config.rateLimitForgot
            : null;
      app.route({
        method: 'POST',
        url: `/api/${route.path}`,
        schema: {
          tags: [owner],
          summary: route.summary,
          ...(route.body ? { body: route.body } : {}),
          ...(route.auth === 'academic' ? { security: [{ bearer: [] }] } : {}),
        },
        config: limit === null ? {} : { rateLimit: { max: limit, timeWindow: '1 minute' } },
        // Auth runs before the body is parsed and validated: strangers learn nothing of payloads.
        onRequest: async (req) => {
          req.actor = null;
          if (route.auth === 'public') return;
          const actor = await kernel.sessions.authenticate(bearer(req), cohortProgHeader(req));
          if (actor.userType !== 'ACADEMIC') {
            throw forbidden('Only academic staff can use WIL Academic.');
          }
          req.actor = actor;
        },
        preHandler: async (req) => {
          const p = route.permission;
          if (p && !(await kernel.access.can(req.actor!, p.functionCode, p.flag))) {
            throw forbidden('Your role in the selected programme does not allow this.');
          }
        },
        handler: async (request, reply) => {
          const object = await route.handler({
            body: request.body as never,
            db: kernel.db,
            actor: request.actor,
            kernel,
            log: request.log,
            request,
            reply,
          });
          // A handler that answered itself (a file, a stream) returns the reply; awaiting the reply
          // (it is thenable) yields undefined, so what was sent is what tells.
          if (object === reply || reply.raw.headersSent) return reply;
          return { msg: SUCCESS, object: object ?? null, errorCode: null };
        },
      });
    }
  }
}

export { AppError };
