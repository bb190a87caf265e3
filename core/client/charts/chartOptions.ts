import type { AgCartesianChartOptions } from 'ag-charts-community';
import type { ChartSpec } from './types';

/**
 * The AG Charts options of a spec: translated titles, the product's number style, keyboard on, and
 * AG Charts' own texts in the interface language (`localeText`: chartLocale.ts).
 */
export function chartOptions(spec: ChartSpec, localeText: Readonly<Record<string, string>>): AgCartesianChartOptions {
  const format = spec.format ?? ((v: number) => String(v));
  const kind = spec.kind === 'line' ? 'line' : 'bar';
  return {
    data: spec.rows as AgCartesianChartOptions['data'],
    // The frame shows the title as a heading; AG Charts' own title would repeat it.
    series: spec.series.map((s) => ({
      id: s.key,
      type: kind,
      xKey: spec.category.key,
      yKey: s.key,
      yName: s.label,
      ...(spec.kind === 'stacked' ? { stacked: true } : {}),
      // A click, or Enter on the bar keyboard navigation focused, opens the drill-down.
      ...(spec.onSelect
        ? {
            cursor: 'pointer',
            listeners: {
              seriesNodeClick: ({ datum }: { datum: unknown }) =>
                spec.onSelect?.(datum as Record<string, string | number | null>, s.key),
            },
          }
        : {}),
      tooltip: {
        renderer: ({ datum }: { datum: Record<string, unknown> }) => ({
          heading: String(datum[spec.category.key] ?? ''),
          title: s.label,
          data: [{ label: spec.valueLabel, value: format(Number(datum[s.key] ?? 0)) }],
        }),
      },
    })) as AgCartesianChartOptions['series'],
    axes: {
      // The category axis's title is the table's first header; drawn, it crowds the legend.
      x: { type: 'category', position: 'bottom' },
      y: {
        type: 'number',
        position: 'left',
        title: { text: spec.valueLabel },
        label: { formatter: ({ value }: { value: number }) => format(value) },
      },
    },
    legend: { enabled: spec.series.length > 1, position: 'bottom' },
    keyboard: { enabled: true },
    locale: { localeText },
    animation: { enabled: false },
  } as AgCartesianChartOptions;
}
