/** Node's socket errors when the database cannot be reached or drops the connection. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
/**
 * PostgreSQL's: admin_shutdown, crash_shutdown, cannot_connect_now (starting up, in recovery),
 * and read_only_sql_transaction (25006): a connection that reached a standby, or a primary being
 * demoted during a failover, refuses writes until the pool reconnects to the new primary.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '25006']);
/** node-postgres' own words when a connection dies or cannot be had in time. */
const DRIVER_TEXTS = [
  'Connection terminated',
  'connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
];

/**
 * True when the error says the database is away rather than that the call was wrong: the call
 * may succeed once it is back, so it answers 503 UNAVAILABLE, not 500. Looks through `cause`
 * and AggregateError (a connect that tried several addresses).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  const message = typeof e.message === 'string' ? e.message : '';
  if (DRIVER_TEXTS.some((t) => message.includes(t))) return true;
  if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseUnavailable(x, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}
