import { inject } from 'vitest';

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

/** A tiny cookie jar, enough for the sign-on round trip. */
class Jar {
  private cookies = new Map<string, { value: string; path: string }>();
  take(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(';');
      const [name, ...v] = pair!.split('=');
      const pathAttr = attrs.map((a) => a.trim()).find((a) => a.toLowerCase().startsWith('path='));
      this.cookies.set(name!.trim(), { value: v.join('='), path: pathAttr ? pathAttr.slice(5) : '/' });
    }
  }
  header(url: string) {
    const p = new URL(url).pathname;
    return [...this.cookies.entries()]
      .filter(([, c]) => p.startsWith(c.path))
      .map(([n, c]) => `${n}=${c.value}`)
      .join('; ');
  }
}

async function hop(jar: Jar, url: string, init: RequestInit = {}) {
  const res = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...(init.headers as object), cookie: jar.header(url) },
  });
  jar.take(res);
  return res;
}

export interface SignOnResult {
  /** The query /login received from the provider (code, state, iss). */
  query: Record<string, string>;
  jar: Jar;
  ajaxLogin(): Promise<Answer>;
}

/**
 * Runs the real single sign-on round trip: /auth/authorize → the provider's sign-in page →
 * POST the credentials → back to /login?code=…; ajaxLogin() then completes it as the Sign In
 * button does.
 */
export async function signOn(login: string, password = 'demo'): Promise<SignOnResult> {
  const jar = new Jar();
  const base = baseUrl();
  let res = await hop(jar, `${base}/auth/authorize`);
  res = await hop(jar, new URL(res.headers.get('location')!, base).href); // provider /auth
  const interaction = new URL(res.headers.get('location')!, base).href;
  await hop(jar, interaction);
  res = await hop(jar, `${interaction}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login, password }).toString(),
  });
  if (res.status !== 303) throw new Error(`sign-in refused by the provider (${res.status})`);
  res = await hop(jar, new URL(res.headers.get('location')!, base).href); // resume
  const back = new URL(res.headers.get('location')!, base);
  if (back.pathname !== '/login') throw new Error(`unexpected redirect to ${back.href}`);
  const query = Object.fromEntries(back.searchParams.entries());
  return {
    query,
    jar,
    async ajaxLogin() {
      const url = `${base}/api/academic/login/ajaxLogin`;
      const r = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: jar.header(url) },
        body: JSON.stringify(query),
      });
      return { status: r.status, ...((await r.json()) as object) } as Answer;
    },
  };
}

/** Signs in as a demo account and returns its tokens. */
export async function signIn(login: string) {
  const answer = await (await signOn(login)).ajaxLogin();
  if (answer.msg !== 'SUCCESS') throw new Error(`${login}: ${answer.msg}`);
  return answer.object as { accessToken: string; refreshToken: string; sasToken: string; userInfo: any };
}
