import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import { AppError } from '../http/appError.js';
import type { Actor } from './actor.js';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export interface SessionLimits {
  accessTokenTtl: number;
  sessionIdle: number;
  sessionMax: number;
  /** How long a checked session is trusted without asking the database again (ms; 0 = always ask). */
  sessionCacheMs: number;
  /** Seconds a just-rotated refresh token still answers its successor instead of revoking (0 = never). */
  refreshGraceS: number;
}

type SessionRow = Omit<Actor, 'sessionId'>;
const CACHE_MAX = 10_000;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const newRefreshToken = () => randomBytes(32).toString('base64url');

export const sessionExpired = () => new AppError('OVERTIME', 'Your session has expired. Please sign in again.');
const invalidRefresh = () => new AppError('UNAUTHORIZED', 'Your sign-in is no longer valid. Please sign in again.');

/**
 * Sessions of the product: a short-lived access token (JWT, HS256) that names its session, and a
 * rotating refresh token stored hashed. A refresh token used twice means it was stolen: the
 * whole session (the token family) is revoked, except within the grace window (refreshGraceS)
 * after its rotation, where it answers the same successor again: two tabs or a reload that cut
 * off the first answer present the just-rotated token, and that is not theft. The successor is
 * an HMAC of its predecessor, so it can be answered again without being stored in clear.
 */
export class Sessions {
  private readonly key: Uint8Array;
  /**
   * Sessions checked in the last few seconds: saves a query on every call. Revocation through
   * this server copy evicts at once; through another copy it shows after sessionCacheMs at most.
   */
  private readonly checked = new Map<string, { row: SessionRow; sid: string; until: number }>();

  /** Other caches of sessions on this server copy (the file route's), told of each revocation. */
  private readonly revokedListeners: ((sessionId: string) => void)[] = [];

  /** Derives successors; a key of its own, so a successor is no function of anything public. */
  private readonly successorKey: Buffer;

  constructor(
    private readonly db: Db,
    jwtSecret: string,
    private readonly limits: SessionLimits,
  ) {
    this.key = new TextEncoder().encode(jwtSecret);
    this.successorKey = createHmac('sha256', jwtSecret).update('refresh-token-successor').digest();
  }

  /** The one token that replaces `refreshToken`: every server copy derives the same one. */
  private successorOf(refreshToken: string): string {
    return createHmac('sha256', this.successorKey).update(refreshToken).digest('base64url');
  }

  private async accessToken(userId: number, sessionId: string): Promise<string> {
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuedAt()
      .setExpirationTime(`${this.limits.accessTokenTtl}s`)
      .sign(this.key);
  }

  async open(userId: number): Promise<TokenPair & { sessionId: string }> {
    const sessionId = randomUUID();
    const refreshToken = newRefreshToken();
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('authSessions').values({ sessionId, userId }).execute();
      await trx
        .insertInto('refreshTokens')
        .values({ tokenHash: sha256(refreshToken), sessionId })
        .execute();
    });
    return { sessionId, refreshToken, accessToken: await this.accessToken(userId, sessionId) };
  }

  /** Resolves the caller of an /api call. TOKEN_EXPIRED lets the client refresh and retry. */
  async authenticate(token: string | undefined): Promise<Actor> {
    if (!token) throw new AppError('UNAUTHORIZED', 'Please sign in first.');
    const hit = this.checked.get(token);
    if (hit && hit.until > Date.now()) return { ...hit.row, sessionId: hit.sid };
    let sub: string;
    let sid: string;
    let exp: number;
    try {
      // A token without exp would never expire: refused like any other invalid token (issue 14).
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'sub', 'sid'],
      });
      sub = String(payload.sub);
      sid = String(payload.sid);
      exp = Number(payload.exp) * 1000;
    } catch (e) {
      if (e instanceof joseErrors.JWTExpired) {
        throw new AppError('TOKEN_EXPIRED', 'Your access token has expired.');
      }
      throw new AppError('UNAUTHORIZED', 'Your sign-in is not valid. Please sign in again.');
    }
    const row = await this.sessionRow(sid, Number(sub));
    if (this.limits.sessionCacheMs > 0) {
      if (this.checked.size >= CACHE_MAX) this.checked.delete(this.checked.keys().next().value!);
      this.checked.set(token, { row, sid, until: Math.min(Date.now() + this.limits.sessionCacheMs, exp) });
    }
    return { ...row, sessionId: sid };
  }

  private async sessionRow(sid: string, userId: number): Promise<SessionRow> {
    const row = await this.db
      .selectFrom('authSessions as s')
      .innerJoin('users as u', 'u.userId', 's.userId')
      .leftJoin('academicStaff as a', 'a.userId', 'u.userId')
      .select([
        'u.userId',
        'u.accountId',
        'u.userType',
        'u.active',
        'a.academicStaffId',
        's.revokedAt',
        sql<boolean>`s.created_at < now() - make_interval(secs => ${this.limits.sessionMax})`.as('tooOld'),
      ])
      .where('s.sessionId', '=', sid)
      .where('s.userId', '=', userId)
      .executeTakeFirst();
    if (!row || row.revokedAt || row.tooOld || row.active !== 'Y') throw sessionExpired();
    return {
      userId: row.userId,
      accountId: row.accountId,
      userType: row.userType,
      academicStaffId: row.academicStaffId,
    };
  }

  /**
   * Calls `listener` with the id of every session this server copy revokes or finds revoked, so
   * a cache of sessions outside this class (the file route's) ends with the API's at once.
   */
  onRevoked(listener: (sessionId: string) => void): void {
    this.revokedListeners.push(listener);
  }

  /** Forgets a revoked session here and in every cache that listens. */
  private forget(sessionId: string) {
    for (const [token, entry] of this.checked) if (entry.sid === sessionId) this.checked.delete(token);
    for (const listener of this.revokedListeners) listener(sessionId);
  }

  /**
   * Rotates the refresh token; OVERTIME past the idle or absolute limit of the session. A token
   * rotated less than refreshGraceS ago answers the same successor again, as long as that
   * successor has not been rotated itself; any other reuse revokes the session.
   */
  async refresh(refreshToken: string): Promise<TokenPair & { userId: number; sessionId: string }> {
    const hash = sha256(refreshToken);
    const next = this.successorOf(refreshToken);
    const outcome = await this.db.transaction().execute(async (trx) => {
      const tok = await trx
        .selectFrom('refreshTokens as t')
        .innerJoin('authSessions as s', 's.sessionId', 't.sessionId')
        .select([
          't.sessionId',
          't.usedAt',
          's.userId',
          's.revokedAt',
          sql<boolean>`t.used_at > now() - make_interval(secs => ${this.limits.refreshGraceS})`.as('inGrace'),
          sql<boolean>`s.last_used_at < now() - make_interval(secs => ${this.limits.sessionIdle})`.as('idle'),
          sql<boolean>`s.created_at < now() - make_interval(secs => ${this.limits.sessionMax})`.as('tooOld'),
        ])
        .where('t.tokenHash', '=', hash)
        // Both rows, on every server copy: a racing refresh waits here, then re-reads t.used_at
        // after the winner commits and takes the grace path instead of rotating a second time.
        .forUpdate(['t', 's'])
        .executeTakeFirst();
      if (!tok) return { error: invalidRefresh() };
      if (tok.revokedAt) return { error: sessionExpired(), ended: tok.sessionId };
      if (tok.usedAt) {
        // The successor is rotated through the same session row, which this transaction holds.
        const successor =
          tok.inGrace &&
          (await trx
            .selectFrom('refreshTokens')
            .select('usedAt')
            .where('tokenHash', '=', sha256(next))
            .where('sessionId', '=', tok.sessionId)
            .executeTakeFirst());
        if (!successor || successor.usedAt) {
          await revoke(trx, tok.sessionId, 'REFRESH_REUSED');
          return { error: invalidRefresh(), ended: tok.sessionId };
        }
      }
      if (tok.idle || tok.tooOld) {
        await revoke(trx, tok.sessionId, tok.idle ? 'IDLE' : 'MAX_AGE');
        return { error: sessionExpired(), ended: tok.sessionId };
      }
      if (!tok.usedAt) {
        // The database's clock, which the grace check above reads too (server copies may drift).
        await trx
          .updateTable('refreshTokens')
          .set({ usedAt: sql`now()` })
          .where('tokenHash', '=', hash)
          .execute();
        await trx
          .insertInto('refreshTokens')
          .values({ tokenHash: sha256(next), sessionId: tok.sessionId })
          .execute();
      }
      await trx
        .updateTable('authSessions')
        .set({ lastUsedAt: sql`now()` })
        .where('sessionId', '=', tok.sessionId)
        .execute();
      return { sessionId: tok.sessionId, userId: tok.userId };
    });
    // The revocation above must stay committed, so the refusal is thrown after the transaction.
    if ('error' in outcome) {
      // A revoked family must not live on in any cache of this copy (API calls and file links).
      if ('ended' in outcome && outcome.ended) this.forget(outcome.ended);
      throw outcome.error;
    }
    return {
      userId: outcome.userId,
      sessionId: outcome.sessionId,
      refreshToken: next,
      accessToken: await this.accessToken(outcome.userId, outcome.sessionId),
    };
  }

  async close(sessionId: string, reason = 'LOGOUT'): Promise<void> {
    await revoke(this.db, sessionId, reason);
    this.forget(sessionId);
  }
}

async function revoke(db: Db, sessionId: string, reason: string) {
  await db
    .updateTable('authSessions')
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where('sessionId', '=', sessionId)
    .where('revokedAt', 'is', null)
    .execute();
}
