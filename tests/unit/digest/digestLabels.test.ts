import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@core/shared/languages';

/** The label keys of a bundle, plural forms folded ('item_one', 'item_other' → 'item'). */
function keysOf(node: unknown, prefix = ''): string[] {
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) =>
    typeof v === 'string'
      ? [`${prefix}${k.replace(/_(zero|one|two|few|many|other)$/, '')}`]
      : keysOf(v, `${prefix}${k}.`),
  );
}

describe('the digest labels of the kernel and every area: each language, the same keys', () => {
  const folders = [
    'core/server/digest/locales',
    ...readdirSync('plugins').map((p) => `plugins/${p}/server/locales`),
  ].filter((f) => existsSync(f));

  it('finds the kernel and the four areas', () => {
    expect(folders).toEqual(
      expect.arrayContaining([
        'core/server/digest/locales',
        'plugins/job-review/server/locales',
        'plugins/wpa/server/locales',
        'plugins/modules/server/locales',
        'plugins/key-documents/server/locales',
      ]),
    );
  });

  it.each(folders)('%s', (folder) => {
    const files = readdirSync(folder)
      .filter((n) => n.endsWith('.json'))
      .map((n) => n.slice(0, -5))
      .sort();
    expect(files).toEqual([...LANGUAGE_CODES].sort());
    const en = new Set(keysOf(JSON.parse(readFileSync(`${folder}/en.json`, 'utf8'))));
    for (const lng of LANGUAGE_CODES) {
      const keys = new Set(keysOf(JSON.parse(readFileSync(`${folder}/${lng}.json`, 'utf8'))));
      expect([lng, [...keys].sort()]).toEqual([lng, [...en].sort()]);
    }
  });
});
