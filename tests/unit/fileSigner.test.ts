import { describe, expect, it } from 'vitest';
import { FileSigner, covers } from '@core/server/files/fileSigner.js';
import { isSafeStoragePath } from '@core/server/files/storagePath.js';

const KEY = 'unit-test-key';
const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const SID = '6f1c2b0e-9d7a-4c1e-8f3b-2a5d7e9c1b40';
const OTHER_SID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const q = (suffix: string) =>
  Object.fromEntries(new URLSearchParams(suffix)) as { se?: string; sp?: string; sid?: string; sig?: string };

describe('FileSigner: signed, expiring download addresses', () => {
  const signer = new FileSigner(KEY);

  it('the suffix names the expiry, the scope, the session and a signature', () => {
    const s = q(signer.suffix('jobs/1/cv.pdf', SID, 60, NOW));
    expect(Number(s.se)).toBe(Math.floor(NOW / 1000) + 60);
    expect(s.sp).toBe('jobs/1/cv.pdf');
    expect(s.sid).toBe(SID);
    expect(s.sig).toMatch(/^[\w-]{43}$/);
  });

  it('a valid signature answers its session for its path until it expires', () => {
    const s = q(signer.suffix('jobs/1/cv.pdf', SID, 60, NOW));
    expect(signer.verify('jobs/1/cv.pdf', s, NOW)).toBe(SID);
    expect(signer.verify('jobs/1/cv.pdf', s, NOW + 59_000)).toBe(SID);
    expect(signer.verify('jobs/1/cv.pdf', s, NOW + 61_000)).toBeNull();
  });

  it('a tampered signature, expiry, scope or session is refused', () => {
    const s = q(signer.suffix('jobs/1/cv.pdf', SID, 60, NOW));
    const flipped = (s.sig![0] === 'A' ? 'B' : 'A') + s.sig!.slice(1);
    expect(signer.verify('jobs/1/cv.pdf', { ...s, sig: flipped }, NOW)).toBeNull();
    expect(signer.verify('jobs/1/cv.pdf', { ...s, sig: s.sig!.slice(0, -1) }, NOW)).toBeNull();
    expect(signer.verify('jobs/1/cv.pdf', { ...s, se: String(Number(s.se) + 3600) }, NOW)).toBeNull();
    expect(signer.verify('jobs/2/cv.pdf', { ...s, sp: 'jobs/2/cv.pdf' }, NOW)).toBeNull();
    expect(signer.verify('jobs/1/cv.pdf', { ...s, sp: 'jobs/' }, NOW)).toBeNull();
    // Another session's id cannot be swapped in: the link ends with the session that made it.
    expect(signer.verify('jobs/1/cv.pdf', { ...s, sid: OTHER_SID }, NOW)).toBeNull();
  });

  it("the old '*' scope covers nothing", () => {
    const s = q(signer.suffix('jobs/1/cv.pdf', SID, 60, NOW));
    expect(signer.verify('jobs/1/cv.pdf', { ...s, sp: '*' }, NOW)).toBeNull();
    expect(() => signer.suffix('*', SID, 60, NOW)).not.toThrow(); // '*' is a (silly) file name…
    expect(signer.verify('photos/7.png', q(signer.suffix('*', SID, 60, NOW)), NOW)).toBeNull(); // …of one file
  });

  it('an expired signature is refused', () => {
    const s = q(signer.suffix('a.pdf', SID, 60, NOW - 3600_000));
    expect(signer.verify('a.pdf', s, NOW)).toBeNull();
  });

  it('a signature for another path does not cover this one', () => {
    const s = q(signer.suffix('jobs/1/cv.pdf', SID, 60, NOW));
    expect(signer.verify('jobs/1/other.pdf', s, NOW)).toBeNull();
    expect(signer.verify('jobs/1/cv.pdf.exe', s, NOW)).toBeNull();
  });

  it('a signature made with another key is refused', () => {
    const s = q(new FileSigner('another-key').suffix('a.pdf', SID, 60, NOW));
    expect(signer.verify('a.pdf', s, NOW)).toBeNull();
  });

  it('missing or malformed fields are refused', () => {
    const s = q(signer.suffix('a.pdf', SID, 60, NOW));
    expect(signer.verify('a.pdf', {}, NOW)).toBeNull();
    expect(signer.verify('a.pdf', { se: s.se, sp: s.sp, sid: s.sid }, NOW)).toBeNull();
    expect(signer.verify('a.pdf', { se: s.se, sig: s.sig, sid: s.sid }, NOW)).toBeNull();
    expect(signer.verify('a.pdf', { sp: s.sp, sig: s.sig, sid: s.sid }, NOW)).toBeNull();
    expect(signer.verify('a.pdf', { se: s.se, sp: s.sp, sig: s.sig }, NOW)).toBeNull();
    expect(signer.verify('a.pdf', { ...s, se: 'soon' }, NOW)).toBeNull();
    expect(signer.verify('a.pdf', { ...s, se: `${s.se}.5` }, NOW)).toBeNull();
  });

  it('a signing parameter sent twice is refused, even when both copies are the signed value (issue 27)', () => {
    const s = q(signer.suffix('a.pdf', SID, 60, NOW));
    for (const key of ['se', 'sp', 'sid', 'sig'] as const) {
      expect(signer.verify('a.pdf', { ...s, [key]: [s[key]!, s[key]!] }, NOW), key).toBeNull();
      expect(signer.verify('a.pdf', { ...s, [key]: [s[key]!, 'other'] }, NOW), key).toBeNull();
      expect(signer.verify('a.pdf', { ...s, [key]: [] }, NOW), key).toBeNull();
    }
    // Other keys of the query are no concern of the signature.
    expect(signer.verify('a.pdf', { ...s, v: ['1', '2'] }, NOW)).toBe(SID);
  });

  it('a link needs a session and a safe scope', () => {
    expect(() => signer.suffix('a.pdf', '', 60, NOW)).toThrow(/session/);
    expect(() => signer.suffix('../a.pdf', SID, 60, NOW)).toThrow(/unsafe/i);
    expect(() => signer.suffix('/', SID, 60, NOW)).toThrow(/unsafe/i);
  });

  it('a scope with characters that need encoding round-trips through the query string', () => {
    const p = 'jobs/1/my cv & notes.pdf';
    const s = q(signer.suffix(p, SID, 60, NOW));
    expect(s.sp).toBe(p);
    expect(signer.verify(p, s, NOW)).toBe(SID);
  });
});

describe("a folder scope (the session's sasToken) covers the files below it, nothing else", () => {
  const signer = new FileSigner(KEY);
  const s = q(signer.suffix('images/', SID, 60, NOW));

  it('covers any file under images/', () => {
    expect(signer.verify('images/2026-01/a.png', s, NOW)).toBe(SID);
    expect(signer.verify('images/x.jpg', s, NOW)).toBe(SID);
  });

  it('does not cover other folders, look-alike folders, the folder itself or a way out of it', () => {
    for (const p of [
      'demo/resume-1.pdf',
      'imagesx/a.png',
      'images',
      'images/',
      'images/../demo/a.pdf',
      'x/images/a.png',
    ])
      expect(signer.verify(p, s, NOW), p).toBeNull();
  });

  it('covers() and isSafeStoragePath() agree on the rules', () => {
    expect(covers('images/', 'images/a.png')).toBe(true);
    expect(covers('images/a.png', 'images/a.png')).toBe(true);
    expect(covers('images/a.png', 'images/b.png')).toBe(false);
    for (const bad of ['', '/a', 'a//b', 'a/./b', 'a/../b', 'a\\b', 'a/b/', 'a\u0000b'])
      expect(isSafeStoragePath(bad), JSON.stringify(bad)).toBe(false);
    expect(isSafeStoragePath('images/2026-01/6f1c2b0e.png')).toBe(true);
  });
});
