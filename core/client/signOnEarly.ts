import { SUCCESS, type Envelope } from '@core/shared/envelope';

/** / and /login with neither a code nor an error go to the provider (spec 000 §2). */
export function isPlainSignIn(location: Pick<Location, 'pathname' | 'search'>): boolean {
  if (location.pathname !== '/' && location.pathname !== '/login') return false;
  const params = new URLSearchParams(location.search);
  return !params.get('code') && !params.get('error') && !params.get('error_description');
}

/**
 * The sign-in redirect decided before any app code loads: the maintenance check, then the
 * provider, so a person signing in downloads a kilobyte of script instead of the app. Answers
 * false when the page has to show (a code, an error, maintenance, no network): LoginPage then
 * does as spec 000 §2 says.
 */
export async function redirectToSignOn(): Promise<boolean> {
  if (!isPlainSignIn(window.location)) return false;
  try {
    const res = await fetch('/api/academic/login/checkShutdownTime', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    if (((await res.json()) as Envelope).msg !== SUCCESS) return false;
  } catch {
    return false;
  }
  window.location.assign('/auth/authorize');
  return true;
}
