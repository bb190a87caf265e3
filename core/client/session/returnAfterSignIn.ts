/**
 * A mail's link (the daily digest's /academic/open?…) opened without a session goes through
 * sign-in and then opens: its address is kept in this tab's sessionStorage, which survives the
 * round trip to the identity provider, and taken once after sign-in. Only the link page's own
 * addresses are kept, so nothing else can send a user elsewhere after signing in.
 */
const KEY = 'wilAcademicAfterSignIn';
const LINK = /^\/academic\/open\?[\w.%=&+-]*$/;

export function keepForAfterSignIn(address: string) {
  if (LINK.test(address)) sessionStorage.setItem(KEY, address);
}

/** The kept address, once; '/academic' when there is none. */
export function takeAfterSignIn(): string {
  const kept = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return kept && LINK.test(kept) ? kept : '/academic';
}
