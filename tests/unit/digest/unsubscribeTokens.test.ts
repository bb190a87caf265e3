import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SignJWT, UnsecuredJWT } from 'jose';
import { readUnsubscribeToken, unsubscribeToken, TOKEN_DAYS } from '@core/server/digest/unsubscribeTokens';

const key = randomBytes(32).toString('base64url');
const source = async () => key;
const bytes = (k: string) => new Uint8Array(Buffer.from(k, 'base64url'));

describe('one-click unsubscribe tokens: signed, for one purpose and one user, in date', () => {
  it('reads back the user and a fresh token id each time', async () => {
    const a = await unsubscribeToken(source, 42);
    const b = await unsubscribeToken(source, 42);
    const ra = await readUnsubscribeToken(source, a);
    expect(ra).toMatchObject({ userId: 42 });
    expect(ra!.tokenId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await readUnsubscribeToken(source, b))!.tokenId).not.toBe(ra!.tokenId);
  });

  it('refuses a token signed with another key, altered, of another purpose, unsigned, or expired', async () => {
    const other = async () => randomBytes(32).toString('base64url');
    expect(await readUnsubscribeToken(source, await unsubscribeToken(other, 42))).toBeNull();
    const good = await unsubscribeToken(source, 42);
    const [h, p, s] = good.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forgedBody = Buffer.from(JSON.stringify({ ...payload, sub: '7' })).toString('base64url');
    expect(await readUnsubscribeToken(source, `${h}.${forgedBody}.${s}`)).toBeNull();
    const purpose = await new SignJWT({ pur: 'files' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('42')
      .setJti(crypto.randomUUID())
      .sign(bytes(key));
    expect(await readUnsubscribeToken(source, purpose)).toBeNull();
    const unsigned = new UnsecuredJWT({ pur: 'digest.unsubscribe', jti: crypto.randomUUID() })
      .setSubject('42')
      .encode();
    expect(await readUnsubscribeToken(source, unsigned)).toBeNull();
    const old = await unsubscribeToken(source, 42, new Date(Date.now() - (TOKEN_DAYS + 1) * 86_400_000));
    expect(await readUnsubscribeToken(source, old)).toBeNull();
    for (const junk of ['', 'x', 'a.b.c', 'x'.repeat(3000)])
      expect(await readUnsubscribeToken(source, junk)).toBeNull();
  });
});
