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
import { lazyCompilers } from './http/lazyCompilers.js';
import { rateLimitBackend } from './http/rateLimitStore.js';
import { serveClient } from './http/clientAssets.js';
import { registerApiDocs } from './http/apiDocs.js';
import { kernelRoutes } from './routes/index.js';
import { AUTH_COOKIE } from './routes/session.js';
import { mountFiles } from './files/fileRoutes.js';
import { sendServerId } from './http/serverId.js';
import { requestIdFrom, sendRequestId } from './http/requestId.js';
import { bindRequestLogs, requestAwareLog } from './http/requestLog.js';
import { createMetrics } from './metrics/metrics.js';
import { countRequests } from './metrics/requestMetrics.js';
import { serveMetrics } from './metrics/metricsListener.js';
import { countingFileStore } from './files/countingFileStore.js';
import { sendSecurityHeaders } from './http/securityHeaders.js';
import { requestLogOptions } from './http/logSecrets.js';
import { FieldPoints } from './extensions/fieldPoints.js';
import { Counters } from './counters/counters.js';
import { checkDeclaredFunctions } from './auth/functionGrants.js';
import { publishedViews } from './extensions/readViews.js';
import { StaffProfiles } from './reference/staffProfiles.js';
import { SystemParameters } from './reference/systemParameters.js';
import { Digest } from './digest/digest.js';
import { digestJobs } from './digest/digestJob.js';
import { digestRoutes } from './digest/digestRoutes.js';
import { DigestSections } from './digest/digestSections.js';
import { digestSettingsFrom } from './digest/digestSettings.js';
import { boundUrl } from './digest/links.js';
import { mountUnsubscribe } from './digest/unsubscribePage.js';

export interface BuiltApp {
  app: FastifyInstance;
  kernel: KernelCore;
  /** Where Prometheus scrapes this server (METRICS_PORT), if it has a metrics port. */
  metricsUrl?: string;
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
  const app = Fastify({
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
  // The calls take JSON (or a multipart form where the spec declares one): a text/plain body would
  // reach a call that reads no payload (a template download) as if it were JSON (issue 14).
  app.removeContentTypeParser('text/plain');
  // X-Server-Id on every reply: which copy behind the load balancer answered (issue 17).
  sendServerId(app);
  sendRequestId(app);
  // kernel.log inside a request is the request's logger: every line of the request has its id.
  bindRequestLogs(app);
  // First, so that every route's requests are counted (issue 37; prom-client only with METRICS_PORT).
  const metrics = config.metricsPort === null ? null : await createMetrics(db, app.log);
  if (metrics) countRequests(app, metrics);

  const cookieSecret = await secret(db, 'cookie');
  await app.register(cookie, { secret: cookieSecret });
  sendSecurityHeaders(app, { contentSecurityPolicy: contentSecurityPolicy(config), crossOriginEmbedderPolicy: false });
  // Limits count across server copies: in PostgreSQL, or in Redis when REDIS_URL is set (issue 17).
  const limits = await rateLimitBackend(db, { redisUrl: config.redisUrl, namespace: config.rateLimitNamespace });
  app.addHook('onClose', limits.close);
  await app.register(rateLimit, { global: false, ...limits.options });
  // Uploads: limits per call are set where the form is read (core/server/http/multipartBody.ts).
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 1, fields: 20 } });
  await registerApiDocs(app, plugins);
  installErrorHandling(app);
  mountHealth(app, lifecycle, db);

  const log = app.log;
  if (!config.databaseUrl) throw new Error('buildApp needs config.databaseUrl: the job queue connects to it.');
  // Declared jobs are checked now (names, duplicates); the queue starts once the app is built.
  const jobs = new JobQueue({ url: config.databaseUrl, log });
  const digestSettings = digestSettingsFrom();
  jobs.register('core', [...mailJobs, ...digestJobs(digestSettings)]);
  for (const p of plugins) jobs.register(p.id, p.jobs ?? []);
  const outbox = new Outbox(
    db,
    jobs,
    { smtpUrl: config.smtpUrl, from: config.mailFrom, dir: path.join(config.dataDir, 'outbox') },
    log,
  );
  const files = new FileSigner(await secret(db, 'files'));
  let oidcSettings = config.oidc;
  if (!oidcSettings) {
    const { clientSecret } = await mountEmbeddedIdp(app, db, config.publicUrl, { signin: config.rateLimitSignin });
    oidcSettings = { issuer: `${config.publicUrl}${IDP_PREFIX}`, clientId: OWN_CLIENT_ID, clientSecret };
  }
  const oidc = new OidcClient({
    ...oidcSettings,
    redirectUri: `${config.publicUrl}/login`,
    forceLogin: !config.oidc,
  });
  const sessions = new Sessions(db, await secret(db, 'jwt'), config);
  // Local disk unless FILE_STORE_URL names an S3-compatible bucket; a bad setting stops the start.
  const chosenStore = await fileStoreFromUrl(process.env.FILE_STORE_URL, path.join(config.dataDir, 'files'));
  const store = metrics ? countingFileStore(chosenStore, metrics.fileStoreError) : chosenStore;
  const access = new Access(db, config.sessionCacheMs);
  // Contract checks: a bad extension point or contribution, or a permission naming a function its
  // plugin does not declare, stops the start naming them.
  const extensions = new FieldPoints(plugins);
  const enabled = new Set(plugins.map((p) => p.id));
  for (const p of plugins) checkDeclaredFunctions(p.id, p.functions ?? [], p.routes ?? []);
  const views = publishedViews(plugins);
  const counters = new Counters(plugins, { extensions, enabled, publishes: views.publishes });
  const sections = new DigestSections(plugins);
  const core: Omit<KernelCore, 'digest'> = {
    config,
    app: appConfig,
    db,
    sessions,
    access,
    oidc,
    outbox,
    jobs,
    files,
    store,
    log: requestAwareLog(log),
    lifecycle,
    secret: (name) => secret(db, name),
    staff: new StaffProfiles(db),
    systemParameters: new SystemParameters(db),
    extensions,
    counters,
    enabled,
    readViews: views.byView,
    publishes: views.publishes,
  };
  const digest = new Digest({
    db,
    kernel: core,
    outbox,
    staff: core.staff,
    sections,
    settings: digestSettings,
    publicUrl: config.publicUrl,
    productName: appConfig.productName,
    profileUrl: boundUrl(config.publicUrl, appConfig, core.enabled, 'core.profile'),
    secret: core.secret,
    log,
  });
  const kernel: KernelCore = { ...core, digest };

  // Starts single sign-on: PKCE verifier and state ride in a signed, http-only cookie that only
  // the sign-in call receives, so the server keeps no state between the two legs.
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

  app.get('/api/app-config', async () => ({ msg: 'SUCCESS', object: appConfig, errorCode: null }));

  const stale = await counters.stale(db);
  if (stale.length) {
    log.warn(
      { figures: stale, plugins: counters.plugins },
      'maintained figures were built with other plugins on: run `npm run check-counters` to rebuild them',
    );
  }
  for (const p of plugins) await p.start?.(kernel, areaHandle(db));

  registerRoutes(app, kernel, [
    { owner: 'core', routes: [...kernelRoutes, ...digestRoutes(digest)] },
    ...plugins.map((p) => ({ owner: p.id, routes: p.routes ?? [] })),
  ]);
  mountFiles(app, kernel);
  mountUnsubscribe(app, { db, staff: kernel.staff, secret: kernel.secret, translate: (l) => digest.translate(l) });

  const hasClient = existsSync(path.join(config.clientDir, 'index.html'));
  if (hasClient) await serveClient(app, config.clientDir);
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0]!;
    // A missing hashed asset (an old build's chunk) or a file path the store route did not take
    // (an odd or traversing path) is a 404, never the page in its place.
    // /metrics is no page either: the metrics answer on their own port only.
    const isPage = !['/api/', '/idp/', '/assets/', '/files/', '/metrics'].some((prefix) => url.startsWith(prefix));
    if (req.method === 'GET' && hasClient && isPage) {
      // The client's router decides what a path shows, its fallback page included.
      return reply.sendFile('index.html');
    }
    return reply
      .code(404)
      .send({ msg: `There is no call at ${req.method} ${url}.`, object: null, errorCode: 'NOT_FOUND' });
  });

  // Last, so a fault above leaves nothing running: pg-boss's schema, one queue per task, cron
  // schedules and this server's workers. Stopped on close and on SIGTERM (jobs handed back).
  await jobs.start(kernel);
  app.addHook('onClose', () => jobs.stop());
  lifecycle.onShutdown('jobs', () => jobs.stop());

  const metricsUrl = metrics
    ? await serveMetrics(app, metrics, { port: config.metricsPort!, host: config.metricsHost })
    : undefined;
  return { app, kernel, metricsUrl };
}
