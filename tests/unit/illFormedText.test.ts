import { describe, expect, it } from 'vitest';
import { refuseIllFormedText } from '@core/server/http/bodyValidation';

/** Issue 34: every string of a payload, keys included, is well-formed text (no lone surrogate). */
describe('refuseIllFormedText', () => {
  const msgOf = (v: unknown) => {
    try {
      refuseIllFormedText(v);
      return null;
    } catch (e) {
      return (e as Error).message;
    }
  };

  it('passes text with surrogate pairs, CJK, numbers and nulls', () => {
    expect(msgOf({ a: '陳大文 😀', b: [1, null, true, { c: '𠮷' }], d: null })).toBeNull();
    expect(msgOf('😀')).toBeNull();
  });

  it('names where a lone high or low surrogate sits', () => {
    expect(msgOf({ a: 'x\ud800' })).toMatch(/^a contains a character that is not valid text/);
    expect(msgOf({ list: [{ ok: 'y' }, { name: '\udc00z' }] })).toMatch(/^list\.1\.name contains/);
    expect(msgOf('\ud83d')).toMatch(/^The payload contains/);
    expect(msgOf({ ['k\ud800']: 1 })).toMatch(/^The payload has a field name that contains/);
  });

  it('walks a payload nested far deeper than a call stack would allow', () => {
    let deep: unknown = '\ud800';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(msgOf(deep)).toMatch(/contains a character that is not valid text/);
  });
});
