import { sql } from 'kysely';
import type { Redis } from 'ioredis';
import type { FastifyRateLimitStore, RateLimitPluginOptions } from '@fastify/rate-limit';
import type { Db } from '../db/connect.js';

/**
 * Where the rate limits count (issue 17): in PostgreSQL (table rate_limits, kernel migration 003)
 * or, when REDIS_URL is set, in Redis (the plugin's own Redis store). Either way every server copy
 * counts the same attempts, so a second copy behind the load balancer does not double the limit.
 */
export interface RateLimitBackend {
  /** Options for @fastify/rate-limit: `store` (PostgreSQL) or `redis`. */
  options: Pick<RateLimitPluginOptions, 'store' | 'redis' | 'nameSpace'>;
  /** Releases the Redis connection when the app closes (PostgreSQL belongs to the app). */
  close(): Promise<void>;
}

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
type RouteInfo = { routeInfo?: { method?: string; url?: string }; method?: unknown; url?: string };

// Rows of windows long past are deleted now and then; our limits are per minute, a day is plenty.
const STALE_AFTER = '1 day';
const CLEANUP_EVERY = 500;

/**
 * A fixed window per key in one upsert: the first hit of a window (or the first after it ended)
 * starts it with count 1, later hits add one; the answer is the count and the window's time left.
 * continueExceeding and exponentialBackoff are not supported (the kernel uses neither).
 */
function pgStore(db: Db, prefix: string) {
  let calls = 0;
  class PgRateLimitStore implements FastifyRateLimitStore {
    // The plugin constructs the store with its options; children get their route's key prefix.
    constructor(
      _options?: unknown,
      private readonly key = prefix,
    ) {}

    incr(key: string, cb: Callback, timeWindow: number) {
      if (++calls % CLEANUP_EVERY === 0) {
        void sql`delete from rate_limits where window_start < now() - ${STALE_AFTER}::interval`
          .execute(db)
          .catch(() => {});
      }
      sql<Result>`
        insert into rate_limits as r (key, window_start, count) values (${this.key + key}, now(), 1)
        on conflict (key) do update set
          count = case when r.window_start + ${timeWindow} * interval '1 millisecond' <= now() then 1 else r.count + 1 end,
          window_start = case when r.window_start + ${timeWindow} * interval '1 millisecond' <= now() then now() else r.window_start end
        returning count as current,
          ceil(greatest(0, extract(epoch from (window_start + ${timeWindow} * interval '1 millisecond' - now())) * 1000))::int as ttl`
        .execute(db)
        .then(
          ({ rows }) => cb(null, rows[0]),
          (e: Error) => cb(e),
        );
    }

    /** The count without adding to it (the plugin's `increment: false`). */
    read(key: string, cb: Callback, timeWindow: number) {
      sql<Result>`
        select count as current,
          ceil(extract(epoch from (window_start + ${timeWindow} * interval '1 millisecond' - now())) * 1000)::int as ttl
        from rate_limits where key = ${this.key + key}
          and window_start + ${timeWindow} * interval '1 millisecond' > now()`
        .execute(db)
        .then(
          ({ rows }) => cb(null, rows[0] ?? { current: 0, ttl: 0 }),
          (e: Error) => cb(e),
        );
    }

    /** One counter per route, as the plugin's own stores keep. */
    child(route: unknown) {
      const r = route as RouteInfo;
      return new PgRateLimitStore(
        undefined,
        `${this.key}${String(r.routeInfo?.method ?? r.method)}${r.routeInfo?.url ?? r.url}-`,
      );
    }
  }
  return PgRateLimitStore;
}

/** The address without its password, for messages. */
function shown(url: string) {
  try {
    const u = new URL(url);
    u.password = u.password ? '***' : '';
    return u.toString();
  } catch {
    return '(not a URL)';
  }
}

/** Connects to Redis and proves it answers; an unreachable REDIS_URL stops the start with a clear message. */
async function connectRedis(url: string, waitMs: number): Promise<Redis> {
  let lastError = '';
  let redis: Redis;
  // ioredis is loaded only when REDIS_URL is set.
  const ioredis = await import('ioredis');
  try {
    // Short timeouts and one retry per command: a rate limit that waits on Redis stalls sign-in.
    redis = new ioredis.Redis(url, { connectTimeout: waitMs, maxRetriesPerRequest: 1, lazyConnect: true });
  } catch (e) {
    throw new Error(`REDIS_URL ${shown(url)} is not a Redis address: ${(e as Error).message}`);
  }
  redis.on('error', (e: Error) => {
    lastError = e.message;
  });
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(lastError || `no answer within ${waitMs} ms`)), waitMs).unref(),
  );
  try {
    await Promise.race([redis.connect().then(() => redis.ping()), timeout]);
    return redis;
  } catch (e) {
    redis.disconnect();
    throw new Error(
      `Cannot reach Redis at REDIS_URL ${shown(url)} (${lastError || (e as Error).message}). ` +
        'Start Redis or correct the address; without REDIS_URL the rate limits count in PostgreSQL.',
    );
  }
}

/**
 * The backend for this server: Redis when `redisUrl` is set, else PostgreSQL. `namespace` keeps
 * deployments (or test servers) that share a database or Redis apart.
 */
export async function rateLimitBackend(
  db: Db,
  settings: { redisUrl: string | null; namespace: string },
): Promise<RateLimitBackend> {
  if (settings.redisUrl) {
    const redis = await connectRedis(settings.redisUrl, 3000);
    return {
      options: { redis, nameSpace: settings.namespace },
      close: async () => {
        await redis.quit().catch(() => redis.disconnect());
      },
    };
  }
  return { options: { store: pgStore(db, settings.namespace) }, close: async () => {} };
}
