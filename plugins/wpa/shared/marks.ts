/**
 * A WPA's mark and the weighting of a student's accepted WPAs (spec 001 §3, §4, §9), written once
 * for the server (which stores the mark and answers the weighting popup) and the screens (which
 * show the adjusted marks as the AS types). The module area's wpaMarks contribution computes the
 * same total in SQL (plugins/wpa/server/contributions.ts).
 */

/**
 * Half away from zero at `places`, as PostgreSQL's round() of a numeric does: the product is
 * first taken to 12 significant digits, so 0.5 × 72.21 + 0.5 × 72.24 (72.22499… in floating point)
 * rounds as the 72.225 it is, and the screens, the server and the SQL of the module figures agree.
 */
export const round = (n: number, places: number) => {
  const f = 10 ** places;
  return Math.round(Number((n * f).toPrecision(12))) / f;
};

/**
 * The form's mark out of 100, 2 decimals: the ratings (0 to 5) of the questions asked, weighted
 * by the programme's question weightings (wpaQuestionNWeighting) where the programme sets any,
 * else equally. Null when no asked question has a rating.
 */
export function markOf(
  results: Readonly<Record<number, number | null | undefined>>,
  weightings: Readonly<Record<number, number | null | undefined>>,
  asked: readonly number[],
): number | null {
  const rated = asked.filter((n) => typeof results[n] === 'number');
  if (!rated.length) return null;
  const weighted = rated.filter((n) => (weightings[n] ?? 0) > 0);
  if (weighted.length) {
    const sw = weighted.reduce((s, n) => s + (weightings[n] ?? 0), 0);
    const sr = weighted.reduce((s, n) => s + (results[n] as number) * (weightings[n] ?? 0), 0);
    return round((100 * sr) / (5 * sw), 2);
  }
  const sr = rated.reduce((s, n) => s + (results[n] as number), 0);
  return round((100 * sr) / (5 * rated.length), 2);
}

/** The default weight of each of a student's `n` accepted WPAs (shown with 3 decimals). */
export const defaultWeight = (n: number): number | null => (n > 0 ? 1 / n : null);

/** 001 §4: the adjusted mark is the override weight times the form's mark (2 decimals). */
export const adjustedMark = (weight: number | null | undefined, mark: number | null | undefined): number | null =>
  weight === null || weight === undefined || mark === null || mark === undefined ? null : round(weight * mark, 2);

/** 001 §9: the total WPA mark out of 100 (2 decimals): each form's override weight, else the default, times its mark. */
export function totalMark(list: readonly { mark: number | null; overrideWeight: number | null }[]): number {
  const w = defaultWeight(list.length) ?? 0;
  return round(
    list.reduce((s, x) => s + (x.overrideWeight ?? w) * (x.mark ?? 0), 0),
    2,
  );
}
