import type { FastifyInstance } from 'fastify';
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
import { secret } from './secrets.js';
import { installErrorHandling } from './http/errorHandler.js';
import { registerRoutes } from './http/registerRoutes.js';
import { rateLimitBackend } from './http/rateLimitStore.js';
import { registerApiDocs } from './http/apiDocs.js';
import { kernelRoutes } from './routes/index.js';
import { mountFiles } from './files/fileRoutes.js';
import { sendServerId } from './http/serverId.js';
import { sendRequestId } from './http/requestId.js';
import { bindRequestLogs } from './http/requestLog.js';
import { createMetrics } from './metrics/metrics.js';
import { countRequests } from './metrics/requestMetrics.js';
import { serveMetrics } from './metrics/metricsListener.js';
import { sendSecurityHeaders } from './http/securityHeaders.js';
import { digestRoutes } from './digest/digestRoutes.js';
import { mountUnsubscribe } from './digest/unsubscribePage.js';
import { createFastify } from './http/createFastify.js';
import { mountClientAndFallback } from './http/pageFallback.js';
import { mountAuthorize } from './auth/authorizeRoute.js';
import { buildKernel } from './buildKernel.js';

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

/** The HTTP layers every request passes before a route: ids, logs, metrics, cookies, headers, limits, uploads. */
async function installHttpLayers(app: FastifyInstance, config: ServerConfig, db: Db, plugins: ServerPlugin[]) {
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
  return metrics;
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
  const app = createFastify(config);
  const metrics = await installHttpLayers(app, config, db, plugins);
  installErrorHandling(app);
  mountHealth(app, lifecycle, db);

  const { kernel, jobs, digest } = await buildKernel({ app, config, db, appConfig, plugins, lifecycle, metrics });
  mountAuthorize(app, kernel.oidc, config.publicUrl);
  app.get('/api/app-config', async () => ({ msg: 'SUCCESS', object: appConfig, errorCode: null }));

  const stale = await kernel.counters.stale(db);
  if (stale.length) {
    app.log.warn(
      { figures: stale, plugins: kernel.counters.plugins },
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
  await mountClientAndFallback(app, config.clientDir);

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
