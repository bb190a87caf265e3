import { id, idOrNull, payload } from './payloadParts.js';

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

/**
 * A Module Summary chart's payload (issue 38), the same for every area: one cohort module, for
 * the whole module or one academic supervisor's students.
 */
export const moduleChartBody = payload({ cohortModuleId: id, academicSupervisorUserId: idOrNull }, ['cohortModuleId']);

/**
 * An Insights chart's payload (issue 38), the same for every area: which of the area's charts, and
 * the programmes and cohort it reads (the header's programme unless progCodeList names others; the
 * call layer fills both as scope fields).
 */
export const insightChartBody = <const C extends readonly string[]>(charts: C) =>
  payload(
    {
      chart: { type: 'string', enum: charts },
      progCodeList: {
        type: ['array', 'null'],
        maxItems: 50,
        items: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,20}$' },
      },
      cohortYear: { type: ['integer', 'null'], minimum: 1990, maximum: 2200 },
    },
    ['chart'],
  );

/**
 * An Insights chart call (issue 38): the area's chart payload, the figures, and the scope fields
 * the call layer fills from the header (the programmes and cohort read).
 */
export const insightChartCall = <const P extends string, const B extends object>(path: P, body: B) =>
  ({ path, body, reply: chartFigures, scope: { progCodeList: 'progCodeList', cohortYear: 'cohortYear' } }) as const;
