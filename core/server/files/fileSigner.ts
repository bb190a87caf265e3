import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring download addresses (the spec's access-signature suffix): `?se=<expiry>&sig=<hmac>`.
 * A signature names one stored path, or '*' for the session-wide read token (sasToken) that
 * lets the browser show stored photos.
 */
export class FileSigner {
  constructor(private readonly key: string) {}

  private mac(scope: string, expires: number) {
    return createHmac('sha256', this.key).update(`${scope}\n${expires}`).digest('base64url');
  }

  suffix(scope: string, ttlSeconds: number, now = Date.now()): string {
    const se = Math.floor(now / 1000) + ttlSeconds;
    return `se=${se}&sp=${encodeURIComponent(scope)}&sig=${this.mac(scope, se)}`;
  }

  /** True when the signature is ours, unexpired, and covers the path. */
  verify(storagePath: string, q: { se?: string; sp?: string; sig?: string }, now = Date.now()): boolean {
    const se = Number(q.se);
    if (!q.sig || !q.sp || !Number.isSafeInteger(se) || se * 1000 < now) return false;
    if (q.sp !== '*' && q.sp !== storagePath) return false;
    const want = Buffer.from(this.mac(q.sp, se));
    const got = Buffer.from(q.sig);
    return want.length === got.length && timingSafeEqual(want, got);
  }
}
