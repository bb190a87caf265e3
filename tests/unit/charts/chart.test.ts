import { describe, expect, it, vi } from 'vitest';
import { chartCsv } from '@core/client/charts/chartCsv';
import { chartOptions } from '@core/client/charts/chartOptions';
import { pivotFigures } from '@core/client/charts/pivot';
import { collectExtensions } from '@core/client/extensions/Extensions';
import { contribute } from '@core/client/extensions/slots';
import type { ClientPlugin } from '@core/client/plugin';
import { modulesContract } from '@schemas/modules/contract';

const series = [
  { key: 'BLANK', label: 'Not Started' },
  { key: 'MARKED', label: 'Marked' },
];

describe('the kernel chart (issue 38)', () => {
  it('pivots long figures per category in reply order, 0 for a missing series, unknown series left out', () => {
    const rows = pivotFigures(
      [
        { category: 'Log', categoryId: 7, series: 'MARKED', value: 3 },
        { category: 'Log', categoryId: 7, series: 'ODD', value: 9 },
        { category: 'Report', categoryId: 8, series: 'BLANK', value: 2 },
      ],
      series,
      (c) => c.toUpperCase(),
    );
    expect(rows).toEqual([
      { category: 'LOG', code: 'Log', categoryId: 7, BLANK: 0, MARKED: 3 },
      { category: 'REPORT', code: 'Report', categoryId: 8, BLANK: 2, MARKED: 0 },
    ]);
  });

  it('leaves a missing median empty rather than 0', () => {
    const two = [
      { key: 'posts', label: 'P' },
      { key: 'applications', label: 'A' },
    ];
    const rows = pivotFigures([{ category: 'w1', series: 'posts', value: 2.5 }], two, undefined, null);
    expect(rows[0]).toMatchObject({ posts: 2.5, applications: null });
  });

  it('writes the CSV with the table headers, quoting what needs it, with a BOM for Excel', () => {
    const csv = chartCsv({
      rows: [{ category: 'Log, part "1"', BLANK: 1, MARKED: null }],
      category: { key: 'category', label: '作業' },
      series,
    });
    expect(csv).toBe('\uFEFF作業,Not Started,Marked\r\n"Log, part ""1""",1,\r\n');
  });

  it('draws stacked bars with translated axes, keyboard on, and a click that drills down', () => {
    const onSelect = vi.fn();
    const o = chartOptions(
      {
        id: 'x',
        title: 'T',
        kind: 'stacked',
        rows: [{ category: 'Log', BLANK: 1, MARKED: 2 }],
        category: { key: 'category', label: 'Assignment' },
        series,
        valueLabel: 'Students',
        format: (v) => `${v}!`,
        onSelect,
      },
      {},
    ) as any;
    expect(o.series.map((s: any) => [s.type, s.yKey, s.yName, s.stacked])).toEqual([
      ['bar', 'BLANK', 'Not Started', true],
      ['bar', 'MARKED', 'Marked', true],
    ]);
    expect(o.axes.y.title.text).toBe('Students');
    expect(o.axes.y.label.formatter({ value: 3 })).toBe('3!');
    expect(o.keyboard.enabled).toBe(true);
    o.series[1].listeners.seriesNodeClick({ datum: { category: 'Log' } });
    expect(onSelect).toHaveBeenCalledWith({ category: 'Log' }, 'MARKED');
  });

  it('a chart slot holds the enabled plugins’ charts in order; a plugin off takes its charts with it', () => {
    const chart = (id: string, order: number) =>
      contribute(modulesContract.slots.summaryCharts, {
        id,
        order,
        load: () => Promise.resolve({ default: () => null }),
      });
    const plugin = (id: string, contributes: unknown[]) => ({ id, routes: [], contributes }) as unknown as ClientPlugin;
    const modules = plugin('modules', [chart('assignments', 20)]);
    const wpa = plugin('wpa', [chart('status', 10)]);
    const on = collectExtensions([modules, wpa], {}).slots.get('modules.summaryCharts')!;
    expect(on.map((c) => c.key)).toEqual(['wpa.status', 'modules.assignments']);
    const off = collectExtensions([modules], {}).slots.get('modules.summaryCharts')!;
    expect(off.map((c) => c.key)).toEqual(['modules.assignments']);
    expect(collectExtensions([], {}).slots.get('modules.summaryCharts')).toBeUndefined();
  });

  it('the module, WPA and key-documents areas each contribute their Module Summary charts', async () => {
    const plugins = await Promise.all([
      import('../../../plugins/modules/client/index'),
      import('../../../plugins/wpa/client/index'),
      import('../../../plugins/key-documents/client/index'),
    ]);
    const slot = collectExtensions(
      plugins.map((p) => p.default),
      {},
    ).slots.get('modules.summaryCharts')!;
    expect(slot.map((c) => c.key)).toEqual([
      'wpa.byStatus',
      'modules.assignments',
      'modules.hoursShare',
      'key-documents.byStatus',
    ]);
    const withoutKeyDocuments = collectExtensions([plugins[0].default, plugins[1].default], {}).slots;
    expect(withoutKeyDocuments.get('modules.summaryCharts')!.map((c) => c.key)).not.toContain('key-documents.byStatus');
  });
});
