import { baseUrl, type Answer, type SignOnResult } from './api';
import { openProviderSignIn as openProviderSignInAt } from './signOnFlow';

/** The provider sign-in one step at a time (a wrong password can be posted). */
export const openProviderSignIn = (base = baseUrl()) => openProviderSignInAt(base);

/** POST ajaxLogin with any body, carrying the sign-on cookies of `s` (or none). */
export async function ajaxLoginWith(s: SignOnResult | null, body: unknown): Promise<Answer> {
  const url = `${baseUrl()}/api/academic/login/ajaxLogin`;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const cookie = s?.jar.header(url);
  if (cookie) headers.cookie = cookie;
  const r = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: r.status, ...((await r.json()) as object) } as Answer;
}
