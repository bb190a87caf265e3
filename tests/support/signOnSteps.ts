import { baseUrl, type Answer, type SignOnResult } from './api';

/** A cookie jar like the one in api.ts, for the provider steps these helpers take one by one. */
export class StepJar {
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

async function hop(jar: StepJar, url: string, init: RequestInit = {}) {
  const res = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...(init.headers as object), cookie: jar.header(url) },
  });
  jar.take(res);
  return res;
}

/**
 * The first half of the sign-on round trip: /auth/authorize → the provider → its sign-in page.
 * `submit` then posts a user id and password to the provider's form, as a person would.
 */
export async function openProviderSignIn(base = baseUrl()) {
  const jar = new StepJar();
  let res = await hop(jar, `${base}/auth/authorize`);
  res = await hop(jar, new URL(res.headers.get('location')!, base).href);
  const interaction = new URL(res.headers.get('location')!, base).href;
  const page = await hop(jar, interaction);
  const pageText = await page.text();
  return {
    jar,
    interaction,
    pageStatus: page.status,
    pageText,
    async submit(login: string, password: string) {
      const r = await hop(jar, `${interaction}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ login, password }).toString(),
      });
      return { status: r.status, location: r.headers.get('location'), text: await r.text() };
    },
  };
}

/** POST ajaxLogin with any body, carrying the sign-on cookies of `s` (or none). */
export async function ajaxLoginWith(s: SignOnResult | null, body: unknown): Promise<Answer> {
  const url = `${baseUrl()}/api/academic/login/ajaxLogin`;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const cookie = s?.jar.header(url);
  if (cookie) headers.cookie = cookie;
  const r = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: r.status, ...((await r.json()) as object) } as Answer;
}
