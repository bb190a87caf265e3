/**
 * LIKE / ILIKE patterns from user input, written once (issue 10). PostgreSQL's default escape
 * character is the backslash, so escaping \ % _ with it makes the input match literally: a
 * search for '50%' finds '50%', not everything starting with '50'. Bind the result as a value.
 */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Matches values containing `text`. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** Matches values starting with `text`. */
export const startsWithPattern = (text: string): string => `${escapeLike(text)}%`;
