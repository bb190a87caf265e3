import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from '../support/freePort.js';
import { exited, isAlive, kill, postgresBin, postgresUser, waitFor } from './processes.js';
import { renderTemplate } from './templates.js';

/** One PostgreSQL node and the Patroni that runs it. */
export interface PatroniNode {
  name: string;
  pgPort: number;
  restPort: number;
  dataDir: string;
}

export interface PatroniCluster {
  dir: string;
  /** HAProxy's read-write port: what every server copy's DATABASE_URL names. */
  url: string;
  nodes: PatroniNode[];
  /** The node whose Patroni answers GET /primary with 200 now, or null while none does. */
  primary(): Promise<PatroniNode | null>;
  /** The postmaster's pid of a node (first line of postmaster.pid), or 0 when it is not running. */
  postmasterPid(node: PatroniNode): number;
  stop(): Promise<void>;
}

/**
 * The failover test's timings (docs/DEPLOY.md gives the production ones): a dead leader's key
 * expires after ttl; Patroni looks every loop_wait; HAProxy asks /primary every 500 ms.
 */
const TIMINGS = { PATRONI_TTL: 10, PATRONI_LOOP_WAIT: 1, PATRONI_RETRY_TIMEOUT: 4 };
const PG_SUPERUSER_PASSWORD = 'wil-failover';

const status = async (url: string) => (await fetch(url, { signal: AbortSignal.timeout(1_000) })).status;

function startEtcd(dir: string, clientPort: number, peerPort: number): ChildProcess {
  const client = `http://127.0.0.1:${clientPort}`;
  const peer = `http://127.0.0.1:${peerPort}`;
  const log = createWriteStream(path.join(dir, 'etcd.log'));
  const child = spawn(
    '/usr/bin/etcd',
    [
      ...['--name', 'etcd1', '--data-dir', path.join(dir, 'etcd')],
      ...['--listen-client-urls', client, '--advertise-client-urls', client],
      ...['--listen-peer-urls', peer, '--initial-advertise-peer-urls', peer],
      ...['--initial-cluster', `etcd1=${peer}`, '--initial-cluster-state', 'new'],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  return child;
}

/** A node's folder (owned by the postgres user when run as root) and its rendered patroni.yml. */
function prepareNode(dir: string, node: PatroniNode, etcdPort: number): string {
  const home = path.join(dir, node.name);
  mkdirSync(home, { recursive: true, mode: 0o700 });
  const user = postgresUser();
  if (user) chownSync(home, user.uid, user.gid);
  const config = path.join(dir, `${node.name}.yml`);
  const trust = 'trust'; // loopback only, in a temp folder, for the length of one test
  writeFileSync(
    config,
    renderTemplate('deploy/patroni/patroni.yml', {
      PATRONI_SCOPE: 'wil-test',
      NODE_NAME: node.name,
      NODE_HOST: '127.0.0.1',
      REST_PORT: node.restPort,
      ETCD_HOSTS: `127.0.0.1:${etcdPort}`,
      ...TIMINGS,
      PG_LOCAL_AUTH: trust,
      PG_AUTH: trust,
      REPLICATION_USER: 'replicator',
      CLIENT_NETWORK: '127.0.0.1/32',
      PG_PORT: node.pgPort,
      PG_DATA: node.dataDir,
      PG_BIN: postgresBin(),
      PATRONI_HOME: home,
      PG_SUPERUSER_PASSWORD,
      PG_REPLICATION_PASSWORD: 'wil-replication',
      PG_SOCKET_DIR: home,
    }),
    { mode: 0o644 },
  );
  return config;
}

function startPatroni(dir: string, node: PatroniNode, config: string): ChildProcess {
  const user = postgresUser();
  const log = createWriteStream(path.join(dir, `${node.name}.log`));
  const child = spawn('/usr/bin/patroni', [config], {
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: path.join(dir, node.name), LANG: 'C.UTF-8' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  return child;
}

function startHaproxy(dir: string, port: number, nodes: PatroniNode[]): ChildProcess {
  const config = path.join(dir, 'haproxy.cfg');
  const values: Record<string, string | number> = {
    HAPROXY_BIND: `127.0.0.1:${port}`,
    CHECK_INTERVAL: '500ms',
    CHECK_TIMEOUT: '1s',
  };
  nodes.forEach((n, i) => {
    values[`NODE${i + 1}_NAME`] = n.name;
    values[`NODE${i + 1}_HOST`] = '127.0.0.1';
    values[`NODE${i + 1}_PG_PORT`] = n.pgPort;
    values[`NODE${i + 1}_REST_PORT`] = n.restPort;
  });
  writeFileSync(config, renderTemplate('deploy/patroni/haproxy.cfg', values));
  const log = createWriteStream(path.join(dir, 'haproxy.log'));
  const child = spawn('/usr/sbin/haproxy', ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  return child;
}

function postmasterPid(node: PatroniNode): number {
  try {
    const pid = Number.parseInt(readFileSync(path.join(node.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]!, 10);
    return Number.isFinite(pid) && isAlive(pid) ? pid : 0;
  } catch {
    return 0;
  }
}

/** The processes of one cluster, and how to end them: stop() in order, onExit() at once. */
function processGroup(dir: string, nodes: PatroniNode[]) {
  const g = {
    children: [] as ChildProcess[],
    patronis: [] as ChildProcess[],
    etcd: null as ChildProcess | null,
    haproxy: null as ChildProcess | null,
  };
  const killPostmasters = () => {
    for (const n of nodes) {
      const pid = postmasterPid(n);
      if (pid) process.kill(pid, 'SIGKILL');
    }
  };
  return {
    add(child: ChildProcess, kind: 'etcd' | 'patroni' | 'haproxy') {
      g.children.push(child);
      if (kind === 'patroni') g.patronis.push(child);
      if (kind === 'etcd') g.etcd = child;
      if (kind === 'haproxy') g.haproxy = child;
      return child;
    },
    async stop() {
      kill(g.haproxy);
      // Patroni stops its PostgreSQL when it is stopped; a postmaster left behind is killed after.
      await Promise.all(g.patronis.map((p) => (kill(p), exited(p, 20_000))));
      killPostmasters();
      kill(g.etcd);
      await Promise.all(g.children.map((c) => exited(c, 5_000)));
      if (!process.env.KEEP_CLUSTER_DIR) await rm(dir, { recursive: true, force: true });
    },
    onExit() {
      for (const c of g.children) kill(c, 'SIGKILL');
      killPostmasters();
    },
  };
}

/** Ready: Patroni has recorded a synchronous standby in etcd, and HAProxy reaches the primary. */
async function untilReady(nodes: PatroniNode[], standby: ChildProcess, haproxy: ChildProcess, url: string) {
  // Patroni fails over only to the standby it has recorded as synchronous: until then a dead
  // primary is restarted in place.
  await waitFor(
    'a synchronous standby recorded by Patroni',
    async () => {
      const r = await fetch(`http://127.0.0.1:${nodes[0]!.restPort}/cluster`, { signal: AbortSignal.timeout(1_000) });
      const members = ((await r.json()) as { members: { role: string; state: string }[] }).members;
      return members.some((m) => m.role === 'sync_standby' && ['running', 'streaming'].includes(m.state));
    },
    90_000,
    standby,
  );
  const pg = (await import('pg')).default;
  await waitFor(
    'HAProxy in front of the primary',
    async () => {
      const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
      await c.connect();
      await c.end();
      return true;
    },
    30_000,
    haproxy,
  );
}

/**
 * One etcd, two PostgreSQL nodes run by Patroni (a primary and a synchronous standby) and HAProxy
 * in front, all on 127.0.0.1 under `parent`, from deploy/patroni/'s templates. Answers once a
 * primary serves through HAProxy and the standby streams from it. stop() ends all of it.
 */
export async function startPatroniCluster(parent: string): Promise<PatroniCluster> {
  mkdirSync(parent, { recursive: true });
  const dir = await mkdtemp(path.join(path.resolve(parent), 'wil-patroni-'));
  if (postgresUser()) chmodSync(dir, 0o711); // the postgres user passes through to its node folders
  const nodes: PatroniNode[] = [];
  for (const name of ['pg1', 'pg2']) {
    nodes.push({ name, pgPort: await freePort(), restPort: await freePort(), dataDir: path.join(dir, name, 'data') });
  }
  const group = processGroup(dir, nodes);
  process.once('exit', group.onExit);
  const primary = async () => {
    for (const n of nodes)
      if ((await status(`http://127.0.0.1:${n.restPort}/primary`).catch(() => 0)) === 200) return n;
    return null;
  };
  try {
    const etcdPort = await freePort();
    const etcd = group.add(startEtcd(dir, etcdPort, await freePort()), 'etcd');
    await waitFor('etcd', async () => (await status(`http://127.0.0.1:${etcdPort}/health`)) === 200, 30_000, etcd);
    const patronis = [];
    for (const n of nodes) {
      const p = group.add(startPatroni(dir, n, prepareNode(dir, n, etcdPort)), 'patroni');
      patronis.push(p);
      // The first node bootstraps (initdb) and takes the leader key; the second clones it.
      if (n === nodes[0]) await waitFor('the first Patroni node', async () => (await primary()) === n, 60_000, p);
    }
    const port = await freePort();
    const haproxy = group.add(startHaproxy(dir, port, nodes), 'haproxy');
    const url = `postgres://postgres:${PG_SUPERUSER_PASSWORD}@127.0.0.1:${port}/postgres`;
    await untilReady(nodes, patronis[1]!, haproxy, url);
    const stop = async () => {
      process.removeListener('exit', group.onExit);
      await group.stop();
    };
    return { dir, url, nodes, primary, postmasterPid, stop };
  } catch (e) {
    process.removeListener('exit', group.onExit);
    await group.stop();
    const why = `The Patroni cluster did not start: ${(e as Error).message} (set KEEP_CLUSTER_DIR=1 to keep ${dir})`;
    throw new Error(why, { cause: e });
  }
}
