/**
 * Which calls the client sends a second time after a 503 UNAVAILABLE (the database was away for a
 * moment: a failover, a restart). Only calls that cannot do anything twice: reads, and writes
 * that carry their record's version (lastUpdatedDate), whose repeat is refused CONFLICT if the
 * first one was written after all. Sign-in and token calls are never repeated (a code or a
 * refresh token is single-use); any other write is the user's to send again.
 */

/** The pause before the one retry: the server's Retry-After (1 s). */
export const RETRY_AFTER_MS = 1_000;

/** Last path segments of calls that only read (search…, get…, exports, downloads, conversions). */
const READ = /^(search|webSiteSearch|get|check|export|download|convert|definitions$|generatePdf$)/;
const NEVER = /^academic\/login\//;

export function isReadCall(path: string): boolean {
  if (NEVER.test(path)) return false;
  return READ.test(path.split('/').pop() ?? '');
}

/** A write whose payload names the version it changes: the server applies it at most once. */
export function isVersionedWrite(payload: unknown): boolean {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return false;
  if (typeof FormData !== 'undefined' && payload instanceof FormData) return false;
  const version = (payload as { lastUpdatedDate?: unknown }).lastUpdatedDate;
  return typeof version === 'string' && version.length > 0;
}

/** True when an answer of UNAVAILABLE to this call is worth one more try. */
export function retriesOnUnavailable(path: string, payload: unknown): boolean {
  if (NEVER.test(path)) return false;
  return isReadCall(path) || isVersionedWrite(payload);
}
