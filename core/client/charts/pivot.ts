import type { ChartSeries, ChartValue } from './types';

/** One figure of a chart call's reply (schemas/core/charts.ts). */
export interface ChartFigure {
  category: string;
  categoryId?: number | null;
  series: string;
  value: number;
}

/** A pivoted row: the category's label, its code and id, and one field per series code. */
export type PivotRow = Record<string, ChartValue> & { category: string; code: string; categoryId: number | null };

/**
 * The long figures of a chart call as one row per category (in the reply's order) with a field
 * per series, in `series` order; a series a category lacks is `missing` (0 for counts; null for
 * a median, which a line then skips), a series code not listed is left out. `label` translates a category code (a status, a week) for the axis and the table.
 */
export function pivotFigures(
  figures: readonly ChartFigure[],
  series: readonly ChartSeries[],
  label: (code: string) => string = (c) => c,
  missing: 0 | null = 0,
): PivotRow[] {
  const rows = new Map<string, PivotRow>();
  const keys = new Set(series.map((s) => s.key));
  for (const f of figures) {
    let row = rows.get(f.category);
    if (!row) {
      row = { category: label(f.category), code: f.category, categoryId: f.categoryId ?? null };
      for (const s of series) row[s.key] = missing;
      rows.set(f.category, row);
    }
    if (keys.has(f.series)) row[f.series] = f.value;
  }
  return [...rows.values()];
}
