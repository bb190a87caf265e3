/**
 * The rating legend of spec 001 §9 / 002 §9, highest first: a file of its own, so that what shows
 * the scale (the industry supervisor's public page among them) does not bring the WPA machine
 * that labels.ts carries.
 */
export const RATINGS = [5, 4, 3, 2, 1, 0] as const;
export const ratingKey = (n: number) => `rating.${n}`;
