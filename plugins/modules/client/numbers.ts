/** How the module area shows its figures (spec 002 §9): WIL hours with 1 decimal, marks out of 100 with 2. */
const fixed = (n: number | null | undefined, digits: number) =>
  n === null || n === undefined || Number.isNaN(Number(n)) ? '' : Number(n).toFixed(digits);

export const formatHours = (n: number | null | undefined) => fixed(n, 1);
export const formatMark = (n: number | null | undefined) => fixed(n, 2);
export const formatPercent = (n: number | null | undefined) => (n === null || n === undefined ? '' : `${fixed(n, 2)}%`);
