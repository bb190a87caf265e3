import { describe, expect, it } from 'vitest';
import { FileSigner } from '@core/server/files/fileSigner.js';

const KEY = 'unit-test-key';
const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const q = (suffix: string) =>
  Object.fromEntries(new URLSearchParams(suffix)) as { se?: string; sp?: string; sig?: string };

describe('FileSigner: signed, expiring download addresses', () => {
  const signer = new FileSigner(KEY);

  it('the suffix names the expiry, the scope and a signature', () => {
    const s = q(signer.suffix('jobs/1/cv.pdf', 60, NOW));
    expect(Number(s.se)).toBe(Math.floor(NOW / 1000) + 60);
    expect(s.sp).toBe('jobs/1/cv.pdf');
    expect(s.sig).toMatch(/^[\w-]{43}$/);
  });

  it('a valid signature verifies for its path until it expires', () => {
    const s = q(signer.suffix('jobs/1/cv.pdf', 60, NOW));
    expect(signer.verify('jobs/1/cv.pdf', s, NOW)).toBe(true);
    expect(signer.verify('jobs/1/cv.pdf', s, NOW + 59_000)).toBe(true);
    expect(signer.verify('jobs/1/cv.pdf', s, NOW + 61_000)).toBe(false);
  });

  it('a tampered signature, expiry or scope is refused', () => {
    const s = q(signer.suffix('jobs/1/cv.pdf', 60, NOW));
    const flipped = (s.sig![0] === 'A' ? 'B' : 'A') + s.sig!.slice(1);
    expect(signer.verify('jobs/1/cv.pdf', { ...s, sig: flipped }, NOW)).toBe(false);
    expect(signer.verify('jobs/1/cv.pdf', { ...s, sig: s.sig!.slice(0, -1) }, NOW)).toBe(false);
    expect(signer.verify('jobs/1/cv.pdf', { ...s, se: String(Number(s.se) + 3600) }, NOW)).toBe(false);
    expect(signer.verify('jobs/2/cv.pdf', { ...s, sp: 'jobs/2/cv.pdf' }, NOW)).toBe(false);
    expect(signer.verify('jobs/1/cv.pdf', { ...s, sp: '*' }, NOW)).toBe(false);
  });

  it('an expired signature is refused', () => {
    const s = q(signer.suffix('a.pdf', 60, NOW - 3600_000));
    expect(signer.verify('a.pdf', s, NOW)).toBe(false);
  });

  it('a signature for another path does not cover this one', () => {
    const s = q(signer.suffix('jobs/1/cv.pdf', 60, NOW));
    expect(signer.verify('jobs/1/other.pdf', s, NOW)).toBe(false);
    expect(signer.verify('jobs/1/cv.pdf.exe', s, NOW)).toBe(false);
  });

  it("the '*' scope covers every path", () => {
    const s = q(signer.suffix('*', 60, NOW));
    expect(s.sp).toBe('*');
    expect(signer.verify('jobs/1/cv.pdf', s, NOW)).toBe(true);
    expect(signer.verify('photos/7.png', s, NOW)).toBe(true);
    expect(signer.verify('photos/7.png', s, NOW + 61_000)).toBe(false);
  });

  it('a signature made with another key is refused', () => {
    const s = q(new FileSigner('another-key').suffix('a.pdf', 60, NOW));
    expect(signer.verify('a.pdf', s, NOW)).toBe(false);
  });

  it('missing or malformed fields are refused', () => {
    const s = q(signer.suffix('a.pdf', 60, NOW));
    expect(signer.verify('a.pdf', {}, NOW)).toBe(false);
    expect(signer.verify('a.pdf', { se: s.se, sp: s.sp }, NOW)).toBe(false);
    expect(signer.verify('a.pdf', { se: s.se, sig: s.sig }, NOW)).toBe(false);
    expect(signer.verify('a.pdf', { sp: s.sp, sig: s.sig }, NOW)).toBe(false);
    expect(signer.verify('a.pdf', { ...s, se: 'soon' }, NOW)).toBe(false);
    expect(signer.verify('a.pdf', { ...s, se: `${s.se}.5` }, NOW)).toBe(false);
  });

  it('a scope with characters that need encoding round-trips through the query string', () => {
    const p = 'jobs/1/my cv & notes.pdf';
    const s = q(signer.suffix(p, 60, NOW));
    expect(s.sp).toBe(p);
    expect(signer.verify(p, s, NOW)).toBe(true);
  });
});
