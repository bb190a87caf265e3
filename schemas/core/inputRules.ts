/**
 * Input limits and the email rule of spec 000 §5, as plain data the schemas build on. They live
 * here because schemas/ imports nothing; core/shared/validators.ts passes them on to the screens.
 */

/** Letters and digits with - _ . separators, an @, a domain, a 2 to 4 character ending. */
export const EMAIL_PATTERN = '^[A-Za-z0-9]+([-_.][A-Za-z0-9]+)*@[A-Za-z0-9]+([-.][A-Za-z0-9]+)*\\.[A-Za-z]{2,4}$';
const EMAIL = new RegExp(EMAIL_PATTERN);
export const isEmail = (s: string) => EMAIL.test(s);

export const EMAIL_MAX = 50;
export const USER_CODE_MAX = 50;
