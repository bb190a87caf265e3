import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

/**
 * The digest's one-click unsubscribe tokens (RFC 8058): a JWT signed with the kernel secret
 * 'digest-unsubscribe' (HS256), for one purpose (`pur`), one user (`sub`) and one use (`jti`,
 * recorded in digest_unsubscribes when used). A token of another purpose, key or algorithm, an
 * altered one or an expired one is refused; it never changes anything.
 */
const PURPOSE = 'digest.unsubscribe';
const ALG = 'HS256';
/** How long a mail's link works: long enough for a mail read late, not forever. */
export const TOKEN_DAYS = 60;

export type KeySource = () => Promise<string>;

const keyOf = async (source: KeySource) => new Uint8Array(Buffer.from(await source(), 'base64url'));

export async function unsubscribeToken(source: KeySource, userId: number, now = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ pur: PURPOSE })
    .setProtectedHeader({ alg: ALG })
    .setSubject(String(userId))
    .setJti(randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_DAYS * 86_400)
    .sign(await keyOf(source));
}

/** The token's user and id, or null for anything that is not one of ours, intact and in date. */
export async function readUnsubscribeToken(
  source: KeySource,
  token: string,
): Promise<{ userId: number; tokenId: string } | null> {
  if (!token || token.length > 2000) return null;
  try {
    const { payload } = await jwtVerify(token, await keyOf(source), { algorithms: [ALG] });
    const userId = Number(payload.sub);
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    if (payload.pur !== PURPOSE || !Number.isSafeInteger(userId) || userId < 1) return null;
    if (typeof payload.jti !== 'string' || !uuid.test(payload.jti)) return null;
    return { userId, tokenId: payload.jti };
  } catch {
    return null;
  }
}
