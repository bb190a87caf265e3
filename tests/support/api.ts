import { inject } from 'vitest';
import { signInAt, signOnAt } from './signOnFlow';

export const baseUrl = () => inject('baseUrl');

export interface Answer<T = any> {
  status: number;
  msg: string;
  object: T;
  errorCode: string | null;
}

/** POST /api/<path> as the browser would; `raw` sends the body text unchanged. */
export async function call<T = any>(
  path: string,
  body?: unknown,
  opts: { token?: string; raw?: string; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await fetch(`${baseUrl()}/api/${path}`, {
    method: 'POST',
    headers,
    body: opts.raw ?? (body === undefined ? '{}' : JSON.stringify(body)),
  });
  const json = (await res.json()) as Omit<Answer<T>, 'status'>;
  return { status: res.status, ...json };
}

/** POST /api/<path> on the server at `base` as `token`, with a programme selected: the raw response. */
export function postAt(base: string, path: string, body: unknown, token: string, cohortProgId?: number) {
  return fetch(`${base}/api/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(cohortProgId === undefined ? {} : { 'x-cohort-prog-id': String(cohortProgId) }),
    },
    body: JSON.stringify(body),
  });
}

export type { SignOnResult } from './signOnFlow';

/** Runs the real single sign-on round trip against the suite's server (see signOnFlow). */
export const signOn = (login: string, password = 'demo') => signOnAt(baseUrl(), login, password);

/** Signs in as a demo account and returns its tokens. */
export const signIn = (login: string) => signInAt(baseUrl(), login);
