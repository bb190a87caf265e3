/** Spec 002 §9: WIL hours with 1 decimal, marks out of 100 with 2, weights with 3. */
const fixed = (n: number | null | undefined, digits: number) =>
  n === null || n === undefined || !Number.isFinite(Number(n)) ? '' : Number(n).toFixed(digits);

export const formatHours = (n: number | null | undefined) => fixed(n, 1);
export const formatMark = (n: number | null | undefined) => fixed(n, 2);
export const formatWeight = (n: number | null | undefined) => fixed(n, 3);

/** Average work performance (spec 002 §9): workPerformanceMark / acceptedWpaCount, 2 decimals, 0 when none. */
export function averageWorkPerformance(
  workPerformanceMark: number | null | undefined,
  acceptedWpaCount: number | null | undefined,
) {
  const count = Number(acceptedWpaCount ?? 0);
  if (!count) return (0).toFixed(2);
  return (Number(workPerformanceMark ?? 0) / count).toFixed(2);
}
