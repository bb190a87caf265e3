import http from 'node:http';

export interface Answer {
  status: number;
  location: string | null;
  serverId: string | null;
  text: string;
}

/**
 * HTTP from a chosen loopback source address (127.0.0.x): nginx passes it on as X-Forwarded-For,
 * so sign-in attempts made here are counted apart from the browser's (127.0.0.1). Keeps cookies
 * by name, which is all the provider's sign-in steps need.
 */
export class FromAddress {
  private cookies = new Map<string, string>();
  constructor(private readonly localAddress: string) {}

  request(url: string, method = 'GET', form?: Record<string, string>): Promise<Answer> {
    const body = form ? new URLSearchParams(form).toString() : undefined;
    const headers: Record<string, string> = {
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    };
    if (body) headers['content-type'] = 'application/x-www-form-urlencoded';
    return new Promise((resolve, reject) => {
      const req = http.request(url, { method, headers, localAddress: this.localAddress }, (res) => {
        for (const c of res.headers['set-cookie'] ?? []) {
          const [pair] = c.split(';');
          const at = pair!.indexOf('=');
          this.cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1));
        }
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location ? new URL(res.headers.location, url).href : null,
            serverId: (res.headers['x-server-id'] as string | undefined) ?? null,
            text,
          }),
        );
      });
      req.on('error', reject);
      req.end(body);
    });
  }
}
