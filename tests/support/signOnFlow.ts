/**
 * The single sign-on round trip as a browser makes it, with no test framework attached, so the
 * API suites and the benchmark share it: /auth/authorize → the provider → its sign-in page →
 * POST the credentials → back to /login?code=….
 */
export class CookieJar {
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

export async function hop(jar: CookieJar, url: string, init: RequestInit = {}) {
  const res = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...(init.headers as object), cookie: jar.header(url) },
  });
  jar.take(res);
  return res;
}

/** Up to the provider's sign-in page; `submit` posts a user id and password to its form. */
export async function openProviderSignIn(base: string) {
  const jar = new CookieJar();
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

export interface SignOnResult {
  /** The query /login received from the provider (code, state, iss). */
  query: Record<string, string>;
  jar: CookieJar;
  /** Completes the sign-in as the Sign In button does. */
  ajaxLogin(): Promise<{ status: number; msg: string; object: any; errorCode: string | null }>;
}

export async function signOnAt(base: string, login: string, password = 'demo'): Promise<SignOnResult> {
  const provider = await openProviderSignIn(base);
  const { jar } = provider;
  const submitted = await provider.submit(login, password);
  if (submitted.status !== 303) throw new Error(`sign-in refused by the provider (${submitted.status})`);
  const res = await hop(jar, new URL(submitted.location!, base).href); // resume
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
      return { status: r.status, ...((await r.json()) as { msg: string; object: any; errorCode: string | null }) };
    },
  };
}

/** Signs in and returns the tokens, or throws with the server's msg. */
export async function signInAt(base: string, login: string) {
  const answer = await (await signOnAt(base, login)).ajaxLogin();
  if (answer.msg !== 'SUCCESS') throw new Error(`${login}: ${answer.msg}`);
  return answer.object as { accessToken: string; refreshToken: string; sasToken: string; userInfo: any };
}
