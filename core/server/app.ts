import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import type { ServerConfig } from './config.js';
import type { Db } from './db/connect.js';
import type { AppConfig } from './appConfig.js';
import type { ServerPlugin } from './plugin.js';
import type { KernelCore } from './kernel.js';
import { areaHandle } from './db/handles.js';
import { Lifecycle } from './lifecycle.js';
import { mountHealth } from './routes/health.js';
import { Sessions } from './auth/sessions.js';
import { Access } from './auth/access.js';
import { OidcClient } from './auth/oidcClient.js';
import { mountEmbeddedIdp, OWN_CLIENT_ID, IDP_PREFIX } from './auth/idp/provider.js';
import { Outbox } from './mail/outbox.js';
import { mailJobs } from './mail/mailJobs.js';
import { JobQueue } from './jobs/queue.js';
import { FileSigner } from './files/fileSigner.js';
import { fileStoreFromUrl } from './files/fileStoreFromUrl.js';
import { secret } from './secrets.js';
import { installErrorHandling } from './http/errorHandler.js';
import { registerRoutes } from './http/registerRoutes.js';
import { BODY_AJV_OPTIONS } from './http/bodyValidation.js';
import { rateLimitBackend } from './http/rateLimitStore.js';
import { serveClient } from './http/clientAssets.js';
import { registerApiDocs } from './http/apiDocs.js';
import { kernelRoutes } from './routes/index.js';
import { AUTH_COOKIE } from './routes/session.js';
import { mountFiles } from './files/fileRoutes.js';
import { sendServerId } from './http/serverId.js';
import { sendSecurityHeaders } from './http/securityHeaders.js';
import { requestLogOptions } from './http/logSecrets.js';
import { FieldPoints } from './extensions/fieldPoints.js';
import { Counters } from './counters/counters.js';
import { checkDeclaredFunctions } from './auth/functionGrants.js';
import { publishedViews } from './extensions/readViews.js';
import { StaffProfiles } from './reference/staffProfiles.js';
import { SystemParameters } from './reference/systemParameters.js';

export interface BuiltApp {
  app: FastifyInstance;
  kernel: KernelCore;
}

/** CSP that fits the built client: no inline script, no eval; AG Grid needs inline styles. */
function contentSecurityPolicy(config: ServerConfig) {
  const formTargets = ["'self'"];
  if (config.oidc) formTargets.push(new URL(config.oidc.issuer).origin);
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: formTargets,
    },
  };
}

/** Fastify with the house options: request ids, the envelope for unreadable requests, body checks. */
function createServer(config: ServerConfig): FastifyInstance {
  const app = Fastify({
    logger: requestLogOptions(config.logLevel),
    bodyLimit: 1024 * 1024,
    genReqId: () => randomUUID(),
    trustProxy: process.env.TRUST_PROXY === 'true',
    // A URL or header Fastify cannot even parse still answers the envelope (issue 14: no foreign bodies).
    frameworkErrors: (error, _req, reply) => {
      const envelope = { msg: `The request cannot be read: ${error.message}`, object: null, errorCode: 'VALIDATION' };
      void (reply as unknown as FastifyReply).code(400).send(envelope);
    },
    ajv: { customOptions: { ...BODY_AJV_OPTIONS } },
  });
  // The calls take JSON (or a multipart form where the spec declares one): a text/plain body would
  // reach a call that reads no payload (a template download) as if it were JSON (issue 14).
  app.removeContentTypeParser('text/plain');
  // X-Server-Id on every reply: which copy behind the load balancer answered (issue 17).
  sendServerId(app);
  return app;
}

/** Cookies, security headers, rate limits and uploads: what every call passes through. */
async function registerHttpPlugins(app: FastifyInstance, config: ServerConfig, db: Db) {
  const cookieSecret = await secret(db, 'cookie');
  await app.register(cookie, { secret: cookieSecret });
  sendSecurityHeaders(app, { contentSecurityPolicy: contentSecurityPolicy(config), crossOriginEmbedderPolicy: false });
  // Limits count across server copies: in PostgreSQL, or in Redis when REDIS_URL is set (issue 17).
  const limits = await rateLimitBackend(db, { redisUrl: config.redisUrl, namespace: config.rateLimitNamespace });
  app.addHook('onClose', limits.close);
  await app.register(rateLimit, { global: false, ...limits.options });
  // Uploads: limits per call are set where the form is read (core/server/http/multipartBody.ts).
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 1, fields: 20 } });
}

/** The OIDC client: the configured issuer, or the embedded identity provider mounted here. */
async function signInClient(app: FastifyInstance, config: ServerConfig, db: Db): Promise<OidcClient> {
  let oidcSettings = config.oidc;
  if (!oidcSettings) {
    const { clientSecret } = await mountEmbeddedIdp(app, db, config.publicUrl, { signin: config.rateLimitSignin });
    oidcSettings = { issuer: `${config.publicUrl}${IDP_PREFIX}`, clientId: OWN_CLIENT_ID, clientSecret };
  }
  return new OidcClient({ ...oidcSettings, redirectUri: `${config.publicUrl}/login`, forceLogin: !config.oidc });
}

interface KernelParts {
  config: ServerConfig;
  db: Db;
  appConfig: AppConfig;
  plugins: ServerPlugin[];
  lifecycle: Lifecycle;
  jobs: JobQueue;
  oidc: OidcClient;
}

/** The kernel's services handed to every plugin, after the plugins' contracts are checked. */
async function buildKernel(app: FastifyInstance, parts: KernelParts): Promise<KernelCore> {
  const { config, db, plugins, jobs } = parts;
  const log = app.log;
  const outbox = new Outbox(
    db,
    jobs,
    { smtpUrl: config.smtpUrl, from: config.mailFrom, dir: path.join(config.dataDir, 'outbox') },
    log,
  );
  const files = new FileSigner(await secret(db, 'files'));
  const sessions = new Sessions(db, await secret(db, 'jwt'), config);
  // Local disk unless FILE_STORE_URL names an S3-compatible bucket; a bad setting stops the start.
  const store = await fileStoreFromUrl(process.env.FILE_STORE_URL, path.join(config.dataDir, 'files'));
  const access = new Access(db, config.sessionCacheMs);
  // Contract checks: a bad extension point or contribution, or a permission naming a function its
  // plugin does not declare, stops the start naming them.
  const extensions = new FieldPoints(plugins);
  const enabled = new Set(plugins.map((p) => p.id));
  for (const p of plugins) checkDeclaredFunctions(p.id, p.functions ?? [], p.routes ?? []);
  const views = publishedViews(plugins);
  const counters = new Counters(plugins, { extensions, enabled, publishes: views.publishes });
  return {
    config,
    app: parts.appConfig,
    db,
    sessions,
    access,
    oidc: parts.oidc,
    outbox,
    jobs,
    files,
    store,
    log,
    lifecycle: parts.lifecycle,
    secret: (name) => secret(db, name),
    staff: new StaffProfiles(db),
    systemParameters: new SystemParameters(db),
    extensions,
    counters,
    enabled,
    readViews: views.byView,
    publishes: views.publishes,
  };
}

/**
 * Starts single sign-on: PKCE verifier and state ride in a signed, http-only cookie that only
 * the sign-in call receives, so the server keeps no state between the two legs.
 */
function mountAuthorize(app: FastifyInstance, oidc: OidcClient, config: ServerConfig) {
  app.get('/auth/authorize', async (_req, reply) => {
    const request = await oidc.authorizationRequest();
    reply.setCookie(AUTH_COOKIE, JSON.stringify({ state: request.state, verifier: request.verifier }), {
      path: '/api/academic/login',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.publicUrl.startsWith('https://'),
      signed: true,
      maxAge: 600,
    });
    return reply.redirect(request.url, 302);
  });
}

/** The built client's pages; any other unknown path answers the NOT_FOUND envelope. */
async function mountClientAndFallback(app: FastifyInstance, clientDir: string) {
  const hasClient = existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) await serveClient(app, clientDir);
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0]!;
    // A missing hashed asset (an old build's chunk) or a file path the store route did not take
    // (an odd or traversing path) is a 404, never the page in its place.
    const isPage = !['/api/', '/idp/', '/assets/', '/files/'].some((prefix) => url.startsWith(prefix));
    if (req.method === 'GET' && hasClient && isPage) {
      // The client's router decides what a path shows, its fallback page included.
      return reply.sendFile('index.html');
    }
    return reply
      .code(404)
      .send({ msg: `There is no call at ${req.method} ${url}.`, object: null, errorCode: 'NOT_FOUND' });
  });
}

/**
 * Builds the one server: security plugins, the identity provider (unless OIDC_ISSUER), the
 * kernel's calls, the enabled plugins' calls, the signed file store and the built client.
 */
export async function buildApp(
  config: ServerConfig,
  db: Db,
  appConfig: AppConfig,
  plugins: ServerPlugin[],
  lifecycle = new Lifecycle(),
): Promise<BuiltApp> {
  const app = createServer(config);
  await registerHttpPlugins(app, config, db);
  await registerApiDocs(app, plugins);
  installErrorHandling(app);
  mountHealth(app, lifecycle, db);

  const log = app.log;
  if (!config.databaseUrl) throw new Error('buildApp needs config.databaseUrl: the job queue connects to it.');
  // Declared jobs are checked now (names, duplicates); the queue starts once the app is built.
  const jobs = new JobQueue({ url: config.databaseUrl, log });
  jobs.register('core', mailJobs);
  for (const p of plugins) jobs.register(p.id, p.jobs ?? []);
  const oidc = await signInClient(app, config, db);
  const kernel = await buildKernel(app, { config, db, appConfig, plugins, lifecycle, jobs, oidc });

  mountAuthorize(app, oidc, config);
  app.get('/api/app-config', async () => ({ msg: 'SUCCESS', object: appConfig, errorCode: null }));

  const { counters } = kernel;
  const stale = await counters.stale(db);
  if (stale.length) {
    log.warn(
      { figures: stale, plugins: counters.plugins },
      'maintained figures were built with other plugins on: run `npm run check-counters` to rebuild them',
    );
  }
  for (const p of plugins) await p.start?.(kernel, areaHandle(db));

  registerRoutes(app, kernel, [
    { owner: 'core', routes: kernelRoutes },
    ...plugins.map((p) => ({ owner: p.id, routes: p.routes ?? [] })),
  ]);
  mountFiles(app, kernel);
  await mountClientAndFallback(app, config.clientDir);

  // Last, so a fault above leaves nothing running: pg-boss's schema, one queue per task, cron
  // schedules and this server's workers. Stopped on close and on SIGTERM (jobs handed back).
  await jobs.start(kernel);
  app.addHook('onClose', () => jobs.stop());
  lifecycle.onShutdown('jobs', () => jobs.stop());

  return { app, kernel };
}
