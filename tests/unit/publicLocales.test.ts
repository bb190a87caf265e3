import { describe, expect, it } from 'vitest';
import en from '@core/client/locales/public.en.json';
import tc from '@core/client/locales/public.zh-Hant.json';
import sc from '@core/client/locales/public.zh-Hans.json';

type Tree = { [key: string]: unknown };

/** Every leaf of a locale file as [dotted key, value]. */
function leaves(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? leaves(v as Tree, `${prefix}${k}.`)
      : [[`${prefix}${k}`, v] as [string, unknown]],
  );
}

const locales: Record<string, Tree> = { en, 'zh-Hant': tc, 'zh-Hans': sc };
const keysOf = (tree: Tree) =>
  leaves(tree)
    .map(([k]) => k)
    .sort();
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe("the 'public' namespace", () => {
  it('has the same keys in English, Traditional Chinese and Simplified Chinese', () => {
    expect(keysOf(tc)).toEqual(keysOf(en));
    expect(keysOf(sc)).toEqual(keysOf(en));
  });

  it.each(Object.entries(locales))('%s has a non-empty string for every key', (_lng, tree) => {
    for (const [key, value] of leaves(tree)) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
    }
  });

  it('uses the same interpolation placeholders in every language', () => {
    const english = new Map(leaves(en) as [string, string][]);
    for (const tree of [tc, sc]) {
      for (const [key, value] of leaves(tree) as [string, string][]) {
        expect(placeholders(value), key).toEqual(placeholders(english.get(key)!));
      }
    }
  });

  it('keeps the English wording of spec 000 §5 and §8', () => {
    expect(en.validation.emailFormat).toBe('Incorrect Email format.');
    expect(en.validation.emailRequired).toBe('Email is required.');
    expect(en.validation.userCodeRequired).toBe('User Code is required.');
    expect(en.common.sentSuccessfully).toBe('Sent successfully.');
  });

  it('answers the eight help questions in every language', () => {
    const ids = [
      'whatIsWil',
      'partnerExplore',
      'register',
      'worldwide',
      'safety',
      'unresponsive',
      'resourceFaq',
      'contactAdmin',
    ];
    for (const tree of Object.values(locales)) {
      const help = tree.help as Record<string, { q?: string; a?: string }>;
      for (const id of ids) {
        expect(help[id]?.q, id).toBeTruthy();
        expect(help[id]?.a, id).toBeTruthy();
      }
    }
  });
});
