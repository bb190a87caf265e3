import http from 'node:http';
import type { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/** Timing and CPU helpers of the benchmark (tests/bench/run.ts). */

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One request over a kept-alive socket (lighter than fetch, so the figure is the server's). */
export function request(url: string, method: 'GET' | 'POST', body?: string, headers: Record<string, string> = {}) {
  return send(url, method, body, headers).then((r) => r.body);
}

/** The same request, answering the reply's body and its Server-Timing header (SERVER_TIMING=on). */
export function send(url: string, method: 'GET' | 'POST', body?: string, headers: Record<string, string> = {}) {
  return new Promise<{ body: string; serverTiming: string | undefined }>((resolve, reject) => {
    const req = http.request(
      url,
      { method, agent, headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (data += c));
        res.on('end', () => resolve({ body: data, serverTiming: res.headers['server-timing'] as string | undefined }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Throws unless `reply` is a success envelope. Our replies write `msg` first, so a success is
 * told by its first bytes: parsing a page of rows on the client is not the call's time. Any
 * other reply is parsed, for the message.
 */
export function expectSuccess(path: string, reply: string) {
  if (reply.startsWith('{"msg":"SUCCESS"')) return;
  const msg = (JSON.parse(reply) as { msg?: string }).msg;
  if (msg !== 'SUCCESS') throw new Error(`${path}: ${msg}`);
}

/** The value below which a share `q` of `xs` lies (nearest rank). */
export function percentile(xs: number[], q: number) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.max(0, Math.ceil(q * s.length) - 1)]!;
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

/** The spread of repeated figures: the farthest from their median, as a share of it (0.06 for ±6 %). */
export const spread = (xs: number[]) => {
  const m = median(xs);
  return m > 0 ? Math.max(...xs.map((x) => Math.abs(x - m))) / m : 0;
};

/**
 * Runs each of `steps` in turn, one after another, round after round for `ms`, and answers the
 * median duration of each in milliseconds: figures meant to be compared (a call, its SQL, the
 * floor) then meet the same moments of a shared machine, instead of one block each.
 */
export async function interleavedMedians<K extends string>(steps: Record<K, () => Promise<unknown>>, ms: number) {
  const keys = Object.keys(steps) as K[];
  for (let i = 0; i < 50; i++) for (const k of keys) await steps[k](); // warm-up
  const times = Object.fromEntries(keys.map((k) => [k, [] as number[]])) as Record<K, number[]>;
  const end = performance.now() + ms;
  while (performance.now() < end) {
    for (const k of keys) {
      const t = process.hrtime.bigint();
      await steps[k]();
      times[k].push(Number(process.hrtime.bigint() - t) / 1e6);
    }
  }
  return Object.fromEntries(keys.map((k) => [k, median(times[k])])) as Record<K, number>;
}

/** Runs `once` back to back for `ms` and answers the median duration in milliseconds. */
export async function medianLatency(once: () => Promise<unknown>, ms: number) {
  return (await interleavedMedians({ once }, ms)).once;
}

/** A process's resident memory (VmRSS), MB (0 once it is gone). */
export function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}

/** utime + stime of a process in seconds (USER_HZ is 100); with `children`, of its reaped children too. */
export function cpuOf(pid: number, children = false): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const own = Number(stat[11]) + Number(stat[12]);
    return (children ? own + Number(stat[13]) + Number(stat[14]) : own) / 100;
  } catch {
    return 0; // gone
  }
}

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * CPU seconds of the database so far: its postmaster (with the backends it has reaped) and every
 * live child process (backends, background workers). Null when the postmaster is not on this machine.
 */
export function databaseCpu(postmasterPid: number | null): number | null {
  if (!postmasterPid) return null;
  return cpuOf(postmasterPid, true) + childrenOf(postmasterPid).reduce((s, p) => s + cpuOf(p), 0);
}

/** A clock of CPU use: share of one core of each measured process since `start`. */
export function cpuClock(pids: { server: number | null; database: number | null }) {
  const wall0 = performance.now();
  const self0 = process.cpuUsage();
  const server0 = pids.server ? cpuOf(pids.server) : null;
  const db0 = databaseCpu(pids.database);
  return () => {
    const wall = (performance.now() - wall0) / 1000;
    const self = process.cpuUsage(self0);
    return {
      load: (self.user + self.system) / 1e6 / wall,
      server: server0 === null ? null : (cpuOf(pids.server!) - server0) / wall,
      database: db0 === null ? null : (databaseCpu(pids.database)! - db0) / wall,
    };
  };
}

export type Cpu = ReturnType<ReturnType<typeof cpuClock>>;

export interface LoadSpec {
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** A call that changes data: each request builds its own body, `amount` of them at most. */
  bodies?: { amount: number; next: () => string };
}

/** autocannon for `seconds` at `connections`: p99 and mean req/s, errors, and CPU beside them. */
export async function load(
  spec: LoadSpec,
  connections: number,
  seconds: number,
  pids: { server: number | null; database: number | null },
) {
  const clock = cpuClock(pids);
  // autocannon's histogram keeps whole milliseconds, so a p99 of 5 or 6 ms moved a run's figure
  // by a fifth: the p99 is taken from each successful response's own time instead.
  const times: number[] = [];
  // Without a callback autocannon answers its tracker (an EventEmitter) made thenable; its types
  // know only the promise.
  const instance = autocannon({
    url: spec.url,
    method: spec.method,
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json', ...spec.headers },
    ...(spec.body ? { body: spec.body } : {}),
    ...(spec.bodies
      ? {
          amount: spec.bodies.amount,
          requests: [
            {
              method: spec.method,
              setupRequest: (req: autocannon.Request) => ({ ...req, body: spec.bodies!.next() }),
            },
          ],
        }
      : {}),
  }) as unknown as EventEmitter & Promise<autocannon.Result>;
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (Number(status) >= 200 && Number(status) < 300) times.push(ms);
  });
  // With `amount` autocannon ignores the duration: a write stops at its pool or its seconds, whichever comes first.
  const timer = spec.bodies ? setTimeout(() => (instance as unknown as { stop(): void }).stop(), seconds * 1000) : null;
  const result = await instance;
  if (timer) clearTimeout(timer);
  return {
    p50: times.length ? percentile(times, 0.5) : result.latency.p50,
    p99: times.length ? percentile(times, 0.99) : result.latency.p99,
    rps: result.requests.average,
    errors: result.non2xx + result.errors,
    cpu: clock(),
  };
}
