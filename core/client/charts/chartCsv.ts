import type { ChartSpec } from './types';

/** One CSV field: quoted when it holds a quote, comma or line break (RFC 4180). */
const field = (v: unknown) => {
  const s = v == null ? '' : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/**
 * The chart's figures as CSV, with the same headers as its table: the category, then each series.
 * A byte order mark lets Excel read Chinese headers as UTF-8.
 */
export function chartCsv(spec: Pick<ChartSpec, 'rows' | 'category' | 'series'>): string {
  const head = [spec.category.label, ...spec.series.map((s) => s.label)];
  const lines = spec.rows.map((r) => [r[spec.category.key], ...spec.series.map((s) => r[s.key])]);
  return '\uFEFF' + [head, ...lines].map((l) => l.map(field).join(',')).join('\r\n') + '\r\n';
}
