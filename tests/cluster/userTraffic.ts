import http from 'node:http';
import { RETRY_AFTER_MS, retriesOnUnavailable } from '../../core/client/retryPolicy.js';

/** One HTTP answer to one call. Status 0: no answer (the connection failed). */
export interface Attempt {
  status: number;
  msg: string;
  errorCode: string | null;
  server: string | null;
  at: number;
}

/** One call as the user made it: its first answer and, after a 503 the client retries, its second. */
export interface CallRecord {
  user: string;
  path: string;
  write: boolean;
  /** What names the write in the database afterwards (a job id, a source address). */
  key: string | null;
  start: number;
  end: number;
  attempts: Attempt[];
}

export interface Session {
  login: string;
  token: string;
}

export interface CallOptions {
  headers?: Record<string, string>;
  /** The loopback source address (127.x.y.z): nginx passes it on as the client address. */
  localAddress?: string;
  key?: string;
  write?: boolean;
}

/** One POST /api/<path>, answered as the envelope, or the first 200 characters of what came instead. */
function post(base: string, path: string, body: unknown, token: string, o: CallOptions): Promise<Attempt> {
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const req = http.request(
      `${base}/api/${path}`,
      {
        method: 'POST',
        agent: false,
        localAddress: o.localAddress,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...o.headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () => {
          const server = (res.headers['x-server-id'] as string | undefined) ?? null;
          let env: { msg?: string; errorCode?: string | null } = {};
          try {
            env = JSON.parse(text) as typeof env;
          } catch {
            env = { msg: text.slice(0, 200), errorCode: 'NOT_AN_ENVELOPE' };
          }
          resolve({
            status: res.statusCode ?? 0,
            msg: env.msg ?? '',
            errorCode: env.errorCode ?? null,
            server,
            at: Date.now(),
          });
        });
      },
    );
    req.on('error', (e) =>
      resolve({ status: 0, msg: e.message, errorCode: 'NO_ANSWER', server: null, at: Date.now() }),
    );
    req.end(payload);
  });
}

/**
 * A call with the browser client's rules for a failover (core/client/api.ts): a 503 UNAVAILABLE
 * to a read or a versioned write is sent once more after RETRY_AFTER_MS.
 */
export async function callAsClient(
  base: string,
  who: Session,
  path: string,
  body: unknown,
  o: CallOptions = {},
): Promise<CallRecord> {
  const start = Date.now();
  const attempts = [await post(base, path, body, who.token, o)];
  const first = attempts[0]!;
  if (first.status === 503 && first.errorCode === 'UNAVAILABLE' && retriesOnUnavailable(path, body)) {
    await new Promise((r) => setTimeout(r, RETRY_AFTER_MS));
    attempts.push(await post(base, path, body, who.token, o));
  }
  return { user: who.login, path, write: o.write ?? false, key: o.key ?? null, start, end: Date.now(), attempts };
}

export const finalAnswer = (r: CallRecord) => r.attempts[r.attempts.length - 1]!;
export const succeeded = (r: CallRecord) => finalAnswer(r).status === 200 && finalAnswer(r).msg === 'SUCCESS';

/** Samples `probe` back to back (at least `gapMs` apart) until stopped, with each sample's start and end. */
export function sampler<T>(gapMs: number, probe: () => Promise<T>) {
  const samples: { start: number; end: number; value: T }[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const start = Date.now();
      const value = await probe();
      samples.push({ start, end: Date.now(), value });
      await new Promise((r) => setTimeout(r, gapMs));
    }
  })();
  return {
    samples,
    async stop() {
      running = false;
      await loop;
    },
  };
}
