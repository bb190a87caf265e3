import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '@core/server/auth/passwords.js';

describe('passwords are stored as scrypt$salt$hash and checked in constant time', () => {
  it('a hash has the scrypt format with a 16-byte salt and a 32-byte hash', async () => {
    const h = await hashPassword('demo');
    const [kind, salt, hash] = h.split('$');
    expect(kind).toBe('scrypt');
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(hash!, 'base64url')).toHaveLength(32);
    expect(h).not.toContain('demo');
  });

  it('the right password verifies; a wrong one does not', async () => {
    const h = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', h)).toBe(true);
    expect(await verifyPassword('correct hors', h)).toBe(false);
    expect(await verifyPassword('Correct horse', h)).toBe(false);
    expect(await verifyPassword('', h)).toBe(false);
  });

  it('the same password hashes differently each time (salted), and both verify', async () => {
    const a = await hashPassword('demo');
    const b = await hashPassword('demo');
    expect(a).not.toBe(b);
    expect(await verifyPassword('demo', a)).toBe(true);
    expect(await verifyPassword('demo', b)).toBe(true);
  });

  it('a tampered hash or salt does not verify', async () => {
    const h = await hashPassword('demo');
    const [kind, salt, hash] = h.split('$');
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    expect(await verifyPassword('demo', `${kind}$${salt}$${flip(hash!)}`)).toBe(false);
    expect(await verifyPassword('demo', `${kind}$${flip(salt!)}$${hash}`)).toBe(false);
  });

  it('no stored hash, or one of another kind or shape, never verifies', async () => {
    expect(await verifyPassword('demo', null)).toBe(false);
    expect(await verifyPassword('demo', '')).toBe(false);
    expect(await verifyPassword('demo', 'demo')).toBe(false);
    expect(await verifyPassword('demo', 'bcrypt$abc$def')).toBe(false);
    expect(await verifyPassword('demo', 'scrypt$$')).toBe(false);
    expect(await verifyPassword('demo', 'scrypt$abc')).toBe(false);
  });

  it('non-ASCII passwords work', async () => {
    const h = await hashPassword('pässwörd 密碼');
    expect(await verifyPassword('pässwörd 密碼', h)).toBe(true);
    expect(await verifyPassword('passwörd 密碼', h)).toBe(false);
  });
});
