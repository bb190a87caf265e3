import { describe, expect, it } from 'vitest';
import { chartLocale } from '@core/client/charts/chartLocale';
import { chartOptions } from '@core/client/charts/chartOptions';

const spec = {
  id: 'x',
  title: 'T',
  kind: 'bar' as const,
  rows: [{ category: 'Log', count: 1 }],
  category: { key: 'category', label: 'Assignment' },
  series: [{ key: 'count', label: 'Students' }],
  valueLabel: 'Students',
};

describe("AG Charts' own texts in the interface language (issue 38)", () => {
  it('Traditional Chinese is Hong Kong’s, Simplified the mainland’s; English, and an unknown language, American', async () => {
    const tc = await chartLocale.load('zh-Hant');
    expect(tc.ariaInitSeriesArea).toBe('互動圖表');
    expect(tc.overlayNoData).toBe('沒有資料展示');
    const sc = await chartLocale.load('zh-Hans');
    expect(sc.ariaInitSeriesArea).toBe('互动图表');
    expect((await chartLocale.load('en')).ariaInitSeriesArea).toBe('interactive chart');
    expect(await chartLocale.load('fr')).toBe(await chartLocale.load('en'));
    // Loaded once: the same texts the second time.
    expect(await chartLocale.load('zh-Hant')).toBe(tc);
  });

  it('the chart is drawn with those texts', async () => {
    const tc = await chartLocale.load('zh-Hant');
    expect((chartOptions(spec, tc) as any).locale.localeText.ariaInitSeriesArea).toBe('互動圖表');
  });
});
