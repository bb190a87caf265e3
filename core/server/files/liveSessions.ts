import { sql } from 'kysely';
import type { Db } from '../db/connect.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CACHE_MAX = 10_000;

export interface LiveSessionLimits {
  sessionIdle: number;
  sessionMax: number;
  /** How long an answer is trusted (ms; 0 = always ask), as for API calls (SESSION_CACHE_MS). */
  sessionCacheMs: number;
}

/**
 * Whether the session a download link was made for is still open: not revoked (sign-out, reuse
 * of a refresh token), not past its idle or absolute limit, its user still active. Answers are
 * cached for SESSION_CACHE_MS, so a page of photos costs one query, not one per image; a
 * session revoked through this server copy is forgotten at once (Sessions.onRevoked).
 */
export class LiveSessions {
  private readonly cache = new Map<string, { userId: number | null; until: number }>();

  constructor(
    private readonly db: Db,
    private readonly limits: LiveSessionLimits,
  ) {}

  /** Drops what is known of a session, so its next link asks the database (it was just revoked). */
  forget(sessionId: string): void {
    this.cache.delete(sessionId);
  }

  /** The user of the open session, or null when it has ended or never existed. */
  async userOf(sessionId: string): Promise<number | null> {
    if (!UUID.test(sessionId)) return null;
    const hit = this.cache.get(sessionId);
    if (hit && hit.until > Date.now()) return hit.userId;
    const row = await this.db
      .selectFrom('authSessions as s')
      .innerJoin('users as u', 'u.userId', 's.userId')
      .select('s.userId')
      .where('s.sessionId', '=', sessionId)
      .where('s.revokedAt', 'is', null)
      .where('u.active', '=', 'Y')
      .where(sql<boolean>`s.created_at >= now() - make_interval(secs => ${this.limits.sessionMax})`)
      .where(sql<boolean>`s.last_used_at >= now() - make_interval(secs => ${this.limits.sessionIdle})`)
      .executeTakeFirst();
    const userId = row?.userId ?? null;
    if (this.limits.sessionCacheMs > 0) {
      if (this.cache.size >= CACHE_MAX) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(sessionId, { userId, until: Date.now() + this.limits.sessionCacheMs });
    }
    return userId;
  }
}
