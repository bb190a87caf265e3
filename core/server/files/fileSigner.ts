import { createHmac, timingSafeEqual } from 'node:crypto';
import { isSafeStoragePath } from './storagePath.js';

/**
 * The query of a download address as the server parsed it: a key sent twice arrives as an
 * array (Fastify's querystring parser), which no signature covers.
 */
export type SignedQuery = Readonly<Record<string, string | readonly string[] | undefined>>;

/** The signing parameters of the suffix. */
const SIGNED = ['se', 'sp', 'sid', 'sig'] as const;

/**
 * Signed, expiring download addresses (the spec's access-signature suffix):
 * `?se=<expiry>&sp=<scope>&sid=<session>&sig=<hmac>`. The scope is one stored path, or one folder
 * ending in '/' (the session's sasToken for images). The session id is signed in, so the file
 * route can refuse a link whose session has ended (signed out, revoked, expired).
 */
export class FileSigner {
  constructor(private readonly key: string) {}

  private mac(scope: string, sid: string, expires: number) {
    return createHmac('sha256', this.key).update(`${scope}\n${sid}\n${expires}`).digest('base64url');
  }

  /** The query suffix for one file (`images/2026-01/x.png`) or one folder (`images/`). */
  suffix(scope: string, sessionId: string, ttlSeconds: number, now = Date.now()): string {
    if (!sessionId) throw new Error('A download link needs the session that makes it.');
    const folder = scope.endsWith('/') ? scope.slice(0, -1) : scope;
    if (!isSafeStoragePath(folder)) throw new Error(`Cannot sign an unsafe scope: ${JSON.stringify(scope)}`);
    const se = Math.floor(now / 1000) + ttlSeconds;
    return `se=${se}&sp=${encodeURIComponent(scope)}&sid=${encodeURIComponent(sessionId)}&sig=${this.mac(scope, sessionId, se)}`;
  }

  /**
   * The session id the signature was made for, when the signature is ours, unexpired and covers
   * the path; else null. Whether that session is still open is the caller's question.
   */
  verify(storagePath: string, query: SignedQuery, now = Date.now()): string | null {
    // Each signing parameter exactly once, as text: a repeated one (`sp` twice) is an address we
    // never made, refused like a bad signature rather than read as an array (issue 27).
    const q: Partial<Record<(typeof SIGNED)[number], string>> = {};
    for (const k of SIGNED) {
      const v = query[k];
      if (v !== undefined && typeof v !== 'string') return null;
      q[k] = v;
    }
    const se = Number(q.se);
    if (!q.sig || !q.sp || !q.sid || !Number.isSafeInteger(se) || se * 1000 < now) return null;
    if (!covers(q.sp, storagePath)) return null;
    const want = Buffer.from(this.mac(q.sp, q.sid, se));
    const got = Buffer.from(q.sig);
    return want.length === got.length && timingSafeEqual(want, got) ? q.sid : null;
  }
}

/** A file scope covers that path only; a folder scope ('images/') the files below it. */
export function covers(scope: string, storagePath: string): boolean {
  if (!isSafeStoragePath(storagePath)) return false;
  if (scope.endsWith('/')) return storagePath.startsWith(scope) && storagePath.length > scope.length;
  return scope === storagePath;
}
