import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  isLanguageCode,
  languageFromHeader,
  languageOfSetting,
  perLanguage,
} from '@core/shared/languages.js';

describe('the one language list (spec 000 §1: EN, TC, SC)', () => {
  it('maps the stored setting to the i18next code, EN for anything else', () => {
    expect(LANGUAGE_CODES).toEqual(['en', 'zh-Hant', 'zh-Hans']);
    expect(languageOfSetting('TC').code).toBe('zh-Hant');
    expect(languageOfSetting('SC').code).toBe('zh-Hans');
    expect(languageOfSetting('EN').code).toBe('en');
    for (const bad of [null, undefined, '', 'tc', 'FR', 'zh-Hant'])
      expect(languageOfSetting(bad)).toBe(DEFAULT_LANGUAGE);
  });
  it('knows its codes and no others', () => {
    expect(LANGUAGE_CODES.every(isLanguageCode)).toBe(true);
    for (const bad of ['zh', 'zh-hant', 'EN', 'fr', 1, null]) expect(isLanguageCode(bad)).toBe(false);
    expect(perLanguage((c) => c.length)).toEqual({ en: 2, 'zh-Hant': 7, 'zh-Hans': 7 });
  });
  it('reads a browser Accept-Language', () => {
    expect(languageFromHeader('zh-Hant-HK,zh;q=0.9')).toBe('zh-Hant');
    expect(languageFromHeader('zh-TW')).toBe('zh-Hant');
    expect(languageFromHeader('zh-HK,en;q=0.5')).toBe('zh-Hant');
    expect(languageFromHeader('zh-Hans')).toBe('zh-Hans');
    expect(languageFromHeader('zh-CN,zh;q=0.9')).toBe('zh-Hans');
    expect(languageFromHeader('en-GB')).toBe('en');
    expect(languageFromHeader('fr-FR')).toBe('en');
    expect(languageFromHeader(undefined)).toBe('en');
  });
  it('every client locale folder has a file for each language and no other', () => {
    const folders = ['core/client/locales', ...readdirSync('plugins').map((p) => `plugins/${p}/client/locales`)].filter(
      (f) => existsSync(f),
    );
    expect(folders.length).toBeGreaterThan(1);
    for (const f of folders) {
      const langs = readdirSync(f)
        .filter((n) => /^[a-zA-Z-]+\.json$/.test(n))
        .map((n) => n.slice(0, -'.json'.length))
        .sort();
      expect([f, langs]).toEqual([f, [...LANGUAGE_CODES].sort()]);
    }
  });
});
