import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerRoute } from '../plugin.js';
import type { KernelCore } from '../kernel.js';
import type { Actor } from '../auth/actor.js';
import { AppError, forbidden } from './appError.js';
import { SUCCESS } from '@core/shared/envelope.js';
import { routeSchema } from './routeSchema.js';
import { boundedSchema } from './boundedSchema.js';
import { NO_FILES, readMultipartBody } from './multipartBody.js';
import { checkReplyShape } from './replyShape.js';
import { timed } from './serverTiming.js';
import { CallScope } from '../auth/scope.js';
import { linkLimits } from './linkLimits.js';
import { refuseIllFormedText } from './bodyValidation.js';
import { checkScopeFields } from './scopeDeclaration.js';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    /** The call's scope (academic calls): the selected programme of the request, as CallScope reads it. */
    scope: CallScope | null;
    /** The envelope before serialisation, kept only when replies are checked (tests). */
    sentEnvelope?: unknown;
  }
}

function bearer(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  return h?.startsWith('Bearer ') ? h.slice(7) : undefined;
}

/** The actor the guard resolved; an academic call never reaches its handler without one. */
function signedIn(req: FastifyRequest): Actor {
  if (!req.actor) throw new AppError('UNAUTHORIZED', 'Please sign in again.');
  return req.actor;
}

type Links = ReturnType<typeof linkLimits>;

/** The per-minute limit of a sign-in or forgot call, else none (the 'link' limit counts apart). */
function rateLimitOf(route: ServerRoute, config: KernelCore['config']): number | null {
  if (route.rateLimit === 'signin') return config.rateLimitSignin;
  if (route.rateLimit === 'forgot') return config.rateLimitForgot;
  return null;
}

/** The auth guard: runs before the body is parsed and validated, so strangers learn nothing of payloads. */
function guard(kernel: KernelCore, route: ServerRoute, link: Links | null) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    req.actor = null;
    req.scope = null;
    if (link) await link.address(req, reply);
    if (route.auth === 'public') return;
    const actor = await kernel.sessions.authenticate(bearer(req));
    if (actor.userType !== 'ACADEMIC') {
      throw forbidden('Only academic staff can use WIL Academic.');
    }
    req.actor = actor;
    req.scope = CallScope.ofRequest(kernel.access, actor, req);
  };
}

/** The function permission of the selected programme's roles. */
function checkPermission(route: ServerRoute) {
  return async (req: FastifyRequest) => {
    const p = route.permission;
    if (p && !(await req.scope?.can(p.functionCode, p.flag))) {
      throw forbidden('Your role in the selected programme does not allow this.');
    }
  };
}

/** Runs the route's handler with its actor and scope, and answers its result in the envelope. */
function handle(kernel: KernelCore, route: ServerRoute, link: Links | null) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // A multipart call's parts are read and checked here, after the guard and the permission.
    const parts = route.multipart ? await readMultipartBody(kernel, route, request) : null;
    const body = (parts ? parts.body : request.body) as never;
    const files = parts ? parts.files : NO_FILES;
    // The 'link' limit's count per token needs the payload (a multipart call's model included).
    if (link) await link.token(request, reply, body);
    const ctx = { body, files, db: kernel.db, kernel, log: request.log, request, reply };
    // The guard above has set the actor of every academic call; public calls have none.
    const run = (): Promise<unknown> => {
      if (route.auth === 'public') return route.handler({ ...ctx, actor: null, scope: null });
      const actor = signedIn(request);
      const scope = request.scope ?? CallScope.ofRequest(kernel.access, actor, request);
      // The spec's scope fields, resolved and checked once, before the handler.
      return scope.forCall(route, body).then((s) => route.handler({ ...ctx, actor, scope: s }));
    };
    let object: unknown;
    let timing: string | null = null;
    if (kernel.config.serverTiming) ({ result: object, header: timing } = await timed(run));
    else object = await run();
    // A handler that answered itself (a file, a stream) returns the reply; awaiting the reply
    // (it is thenable) yields undefined, so what was sent is what tells.
    if (object === reply || reply.raw.headersSent) return reply;
    if (timing) reply.header('server-timing', timing);
    const envelope = { msg: SUCCESS, object: object ?? null, errorCode: null };
    if (kernel.config.strictReplies) request.sentEnvelope = envelope;
    return envelope;
  };
}

/** One route as POST /api/<path>. */
function mountRoute(app: FastifyInstance, kernel: KernelCore, owner: string, route: ServerRoute, link: Links | null) {
  const limit = rateLimitOf(route, kernel.config);
  app.route({
    method: 'POST',
    url: `/api/${route.path}`,
    schema: routeSchema(owner, {
      ...route,
      body: boundedSchema(route.body),
      // Fields other areas contribute at a point the reply names (core/server/extensions).
      reply: route.reply && kernel.extensions.fillReply(route.reply),
    }),
    config: limit === null ? {} : { rateLimit: { max: limit, timeWindow: '1 minute' } },
    onRequest: guard(kernel, route, link),
    // Before the schema: every string of every payload is well-formed text (no lone surrogate).
    preValidation: async (req) => refuseIllFormedText(req.body),
    preHandler: checkPermission(route),
    ...(kernel.config.strictReplies ? { onSend: checkReplyShape } : {}),
    handler: handle(kernel, route, link),
  });
}

/**
 * Mounts every route of the kernel and the enabled plugins as POST /api/<path>. One place does
 * what each handler would otherwise repeat: schema check (fastify's ajv, before the handler),
 * the auth guard (user type ACADEMIC), the function permission, and the envelope.
 */
export function registerRoutes(
  app: FastifyInstance,
  kernel: KernelCore,
  owned: { owner: string; routes: readonly ServerRoute[] }[],
) {
  const seen = new Map<string, string>();
  // One pair of counters for every call under the 'link' limit (per address, per token).
  let links: Links | null = null;
  for (const { owner, routes } of owned) {
    for (const route of routes) {
      const earlier = seen.get(route.path);
      if (earlier) {
        throw new Error(`The call '${route.path}' is declared by both '${earlier}' and '${owner}'.`);
      }
      seen.set(route.path, owner);
      checkScopeFields(route);
      const link = route.rateLimit === 'link' ? (links ??= linkLimits(app, kernel.config)) : null;
      mountRoute(app, kernel, owner, route, link);
    }
  }
}

export { AppError };
