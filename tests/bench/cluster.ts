import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { connect } from '@core/server/db/connect.js';
import { signInAt } from '../support/signOnFlow.js';
import { startCluster, type ClusterState } from '../cluster/startCluster.js';
import { benchCalls, type BenchCall } from './calls.js';
import { benchConfigDir } from './reportCalls.js';

/** Seconds of CPU (user + system) a process has used: /proc/<pid>/stat fields 14 and 15. */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(stat[11]) + Number(stat[12])) / 100;
  } catch {
    return 0; // ended in between
  }
}

/** A process and its children (PostgreSQL's backends, nginx's workers). */
function family(pid: number): number[] {
  const out = [pid];
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      if (ppid === pid) out.push(Number(d));
    } catch {
      /* gone */
    }
  }
  return out;
}

type Groups = Record<'servers' | 'postgres' | 'nginx', number[]>;
const groupsOf = (c: ClusterState): Groups => ({
  servers: c.servers.map((s) => s.pid),
  postgres: family(c.pids.postgres),
  nginx: family(c.pids.nginx),
});
const sample = (g: Groups) =>
  Object.fromEntries(Object.entries(g).map(([k, pids]) => [k, pids.reduce((a, p) => a + cpuSeconds(p), 0)]));

export interface ClusterLine {
  call: string;
  target: 'one server' | 'two behind nginx';
  rps: number;
  errors: number;
  /** Cores busy during the run (1.0 = one core), per group. */
  cpu: { servers: number; postgres: number; nginx: number; load: number };
}

export interface ClusterResult {
  lines: ClusterLine[];
  /** req/s of two behind nginx ÷ req/s of one server, per call. */
  ratios: { call: string; ratio: number }[];
}

async function measure(url: string, call: BenchCall, token: string, seconds: number, cluster: ClusterState) {
  const groups = groupsOf(cluster);
  const before = sample(groups);
  const self = process.cpuUsage();
  const t0 = performance.now();
  const r = await autocannon({
    url: `${url}/api/${call.path}`,
    method: 'POST',
    connections: 50,
    duration: seconds,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...call.headers },
    body: JSON.stringify(call.body),
  });
  const wall = (performance.now() - t0) / 1000;
  const after = sample(groups);
  const load = process.cpuUsage(self);
  const busy = (k: keyof Groups) => (after[k]! - before[k]!) / wall;
  return {
    rps: r.requests.average,
    errors: r.non2xx + r.errors,
    cpu: {
      servers: busy('servers'),
      postgres: busy('postgres'),
      nginx: busy('nginx'),
      load: (load.user + load.system) / 1e6 / wall,
    },
  };
}

/**
 * Each read call at 50 connections against one copy directly, then against nginx in front of
 * both copies; req/s, the ratio and the CPU of every process beside them. Write calls (those with
 * a `write` pool) are left out: their pool resets belong to run.ts.
 */
export async function measureOn(cluster: ClusterState, calls: BenchCall[], seconds: number): Promise<ClusterResult> {
  const { accessToken: token } = await signInAt(cluster.nginxUrl, 'mc01');
  const lines: ClusterLine[] = [];
  const ratios: ClusterResult['ratios'] = [];
  for (const call of calls.filter((c) => !c.write)) {
    // Warm both copies so neither pays its first-call costs inside the measured window.
    await measure(cluster.nginxUrl, call, token, 1, cluster);
    const one = await measure(cluster.servers[0]!.url, call, token, seconds, cluster);
    const two = await measure(cluster.nginxUrl, call, token, seconds, cluster);
    lines.push({ call: call.path, target: 'one server', ...one });
    lines.push({ call: call.path, target: 'two behind nginx', ...two });
    ratios.push({ call: call.path, ratio: two.rps / one.rps });
  }
  return { lines, ratios };
}

/** The copies run as run.ts's server does: its config (with the export definition), no demo seed. */
const clusterEnv = () => ({
  LOG_LEVEL: 'warn',
  RATE_LIMIT_SIGNIN: '1000',
  SEED_DEMO: 'false',
  CONFIG_DIR: benchConfigDir(),
});

/**
 * The cluster phase of npm run bench (tests/bench/run.ts calls it with its read calls and its
 * data set's database): two copies and nginx on that database, measured, stopped.
 */
export async function measureCluster(opts: {
  calls: BenchCall[];
  databaseUrl?: string;
  seconds?: number;
}): Promise<{ markdown: string; result: ClusterResult }> {
  const cluster = await startCluster({
    parent: path.resolve('.tmp'),
    databaseUrl: opts.databaseUrl,
    env: clusterEnv(),
  });
  try {
    const result = await measureOn(cluster, opts.calls, opts.seconds ?? 5);
    return { markdown: clusterTable(result), result };
  } finally {
    await cluster.stop();
  }
}

const pct = (x: number) => `${Math.round(x * 100)}%`;

export function clusterTable(result: ClusterResult): string {
  const ratio = new Map(result.ratios.map((r) => [r.call, r.ratio]));
  const rows = result.lines.map(
    (l) =>
      `| ${l.call} | ${l.target} | ${Math.round(l.rps)} | ${l.target === 'one server' ? '' : ratio.get(l.call)!.toFixed(2)} | ${pct(l.cpu.servers)} | ${pct(l.cpu.postgres)} | ${pct(l.cpu.nginx)} | ${pct(l.cpu.load)} | ${l.errors} |`,
  );
  return [
    `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'CPU'}), Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)} at the end; CPU is cores busy (100% = one core).`,
    '',
    '| call | target | req/s at 50 | ratio | servers CPU | PostgreSQL CPU | nginx CPU | load generator CPU | errors |',
    '| ---- | ------ | ----------: | ----: | ----------: | -------------: | --------: | -----------------: | -----: |',
    ...rows,
  ].join('\n');
}

/** npx tsx tests/bench/cluster.ts [seconds]: the demo data set on a cluster of its own. */
async function main() {
  const seconds = Number(process.argv[2] ?? 5);
  const cluster = await startCluster({ parent: path.resolve('.tmp'), env: { ...clusterEnv(), SEED_DEMO: 'true' } });
  try {
    const { db } = connect(cluster.databaseUrl);
    const calls = await benchCalls(db);
    await db.destroy();
    console.log(clusterTable(await measureOn(cluster, calls, seconds)));
  } finally {
    await cluster.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
