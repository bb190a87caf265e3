/** One value of a chart's row: the category (text) or a figure. */
export type ChartValue = string | number | null;

/** One figure drawn per category (a bar, a stack part, a line). */
export interface ChartSeries {
  /** The row's field holding the figure. */
  key: string;
  /** Already translated: the legend, the tooltip and the table's header. */
  label: string;
}

/**
 * What an area hands the kernel's Chart: the figures of its own call, already translated. The
 * kernel draws them, shows them as a table, and downloads them; it knows no area's figure.
 */
export interface ChartSpec<Row extends Record<string, ChartValue> = Record<string, ChartValue>> {
  /** Names the downloaded files (`<id>.png`, `<id>.csv`). */
  id: string;
  title: string;
  /** bar: one bar per series side by side; stacked: the series stacked; line: one line per series. */
  kind: 'bar' | 'stacked' | 'line';
  rows: readonly Row[];
  /** The row's category field (the x axis) and its axis title. */
  category: { key: keyof Row & string; label: string };
  series: readonly ChartSeries[];
  /** The value axis title. */
  valueLabel: string;
  /** Formats a figure on the axis, the tooltip and the table (the product's number style). */
  format?: (value: number) => string;
  /** A click on a bar or point (mouse, or Enter on the keyboard-focused one): the drill-down. */
  onSelect?: (row: Row, seriesKey: string) => void;
}
