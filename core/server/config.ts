import path from 'node:path';

/** Everything a deployment sets through the environment, with the defaults `npm start` uses. */
export interface ServerConfig {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  configDir: string;
  pluginsDir: string;
  clientDir: string;
  databaseUrl: string | null;
  oidc: { issuer: string; clientId: string; clientSecret: string } | null;
  smtpUrl: string | null;
  mailFrom: string;
  accessTokenTtl: number;
  sessionIdle: number;
  sessionMax: number;
  sessionCacheMs: number;
  /** REFRESH_GRACE_S: a just-rotated refresh token answers its successor again for this long. */
  refreshGraceS: number;
  rateLimitSignin: number;
  rateLimitForgot: number;
  /** RATE_LIMIT_LINK: calls a minute one address may make with single-use links' tokens (0 = no limit). */
  rateLimitLink: number;
  /** RATE_LIMIT_LINK_TOKEN: calls a minute made with one link's token, from any address (0 = no limit). */
  rateLimitLinkToken: number;
  /** REDIS_URL: count rate limits in this Redis; without it they count in PostgreSQL. */
  redisUrl: string | null;
  /** Prefix of the rate-limit counters: copies of one deployment share it (tests give each server group its own). */
  rateLimitNamespace: string;
  logLevel: string;
  seedDemo: boolean;
  /** Tests: a reply whose serialised form differs from what the handler returned is an error. */
  strictReplies: boolean;
  /** SERVER_TIMING=on: each /api answer says its handler's and its statements' time (core/server/http/serverTiming.ts). */
  serverTiming: boolean;
  /** IMAGE_UPLOADS_PER_HOUR: image uploads one user may make in an hour (0 = no limit). */
  imageUploadsPerHour: number;
  /** IMAGE_UPLOAD_BYTES_PER_DAY: bytes of images one user may upload in 24 hours (0 = no limit). */
  imageUploadBytesPerDay: number;
  /** METRICS_PORT: the Prometheus endpoint's own port (core/server/metrics); null (unset): none. 0: any free port (tests). */
  metricsPort: number | null;
  /** METRICS_HOST: where the metrics port listens (default 127.0.0.1: only this machine). */
  metricsHost: string;
}

function int(name: string, dflt: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return dflt;
  const n = Number.parseInt(raw, 10);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a whole number, not '${raw}'.`);
  return n;
}

export function configFromEnv(overrides: Partial<ServerConfig> = {}): ServerConfig {
  const env = process.env;
  const port = overrides.port ?? int('PORT', 8080);
  const host = env.HOST || '127.0.0.1';
  const root = process.cwd();
  const issuer = env.OIDC_ISSUER;
  if (issuer && (!env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET)) {
    throw new Error('OIDC_ISSUER needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET as well.');
  }
  return {
    port,
    host,
    publicUrl: (env.PUBLIC_URL || `http://${host}:${port}`).replace(/\/$/, ''),
    dataDir: path.resolve(root, env.DATA_DIR || 'data'),
    configDir: path.resolve(root, env.CONFIG_DIR || 'config'),
    pluginsDir: path.resolve(root, 'plugins'),
    clientDir: path.resolve(root, env.CLIENT_DIR || 'dist/client'),
    databaseUrl: env.DATABASE_URL || null,
    oidc: issuer ? { issuer, clientId: env.OIDC_CLIENT_ID!, clientSecret: env.OIDC_CLIENT_SECRET! } : null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'WIL Academic <no-reply@wil.example.edu>',
    accessTokenTtl: int('ACCESS_TOKEN_TTL', 900),
    sessionIdle: int('SESSION_IDLE', 1800),
    sessionMax: int('SESSION_MAX', 12 * 3600),
    sessionCacheMs: int('SESSION_CACHE_MS', 5000),
    refreshGraceS: int('REFRESH_GRACE_S', 30),
    rateLimitSignin: int('RATE_LIMIT_SIGNIN', 20),
    rateLimitForgot: int('RATE_LIMIT_FORGOT', 5),
    rateLimitLink: int('RATE_LIMIT_LINK', 60),
    rateLimitLinkToken: int('RATE_LIMIT_LINK_TOKEN', 30),
    redisUrl: env.REDIS_URL || null,
    rateLimitNamespace: 'wil-rate-limit-',
    logLevel: env.LOG_LEVEL || 'info',
    seedDemo: env.SEED_DEMO !== 'false',
    strictReplies: env.STRICT_REPLIES === 'true',
    serverTiming: env.SERVER_TIMING === 'on',
    imageUploadsPerHour: int('IMAGE_UPLOADS_PER_HOUR', 60),
    imageUploadBytesPerDay: int('IMAGE_UPLOAD_BYTES_PER_DAY', 50 * 1024 * 1024),
    metricsPort: env.METRICS_PORT ? int('METRICS_PORT', 0) : null,
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    ...overrides,
  };
}
