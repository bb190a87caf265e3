/**
 * The reply of every chart call (issue 38): the figures in long form, one row per category and
 * series, as the SQL aggregates them. The screen translates the category and series codes and
 * pivots them for the kernel's Chart; the same rows are the chart's table and CSV.
 */
export const chartFigure = {
  type: 'object',
  additionalProperties: false,
  required: ['category', 'series', 'value'],
  properties: {
    /** What the bar or point stands for: a code the screen translates, a week (YYYY-MM-DD), a title. */
    category: { type: 'string' },
    /** The row a drill-down opens (an assignment's sequence), when the category names one. */
    categoryId: { type: ['integer', 'null'] },
    /** Which figure of the category: a code the screen translates ('count' when there is one). */
    series: { type: 'string' },
    value: { type: 'number' },
  },
} as const;

export const chartFigures = { type: 'array', items: chartFigure } as const;
