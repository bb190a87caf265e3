import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
  existsSync,
  createWriteStream,
} from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../support/freePort.js';
import { startS3rver, S3RVER_KEYS, type S3Fixture } from '../support/s3rverFixture.js';
import { nginxConfig } from './nginxConfig.js';
import { exited, kill, postgresBin, postgresUser, waitFor } from './processes.js';
import { answers200, startServerProcess, type ServerCopy } from './serverProcess.js';

export type { ServerCopy };

/** What the tests and the benchmark need to know of a running cluster (written to state.json). */
export interface ClusterState {
  dir: string;
  nginxUrl: string;
  databaseUrl: string;
  servers: ServerCopy[];
  pids: { postgres: number; nginx: number };
}

export interface Cluster extends ClusterState {
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** nginx's port (the Playwright config fixes it so baseURL is known before the cluster starts). */
  nginxPort?: number;
  servers?: number;
  clientDir?: string;
  /** Extra environment for every server copy (rate limits, log level). */
  env?: Record<string, string>;
  /** Where the temp folder goes; logs of every process stay in it. */
  parent?: string;
  /** Use this PostgreSQL (the benchmark's data set) instead of starting one. */
  databaseUrl?: string;
  /** How long a copy may take to be ready (the first one migrates and seeds the demo data). */
  readyMs?: number;
}

/** The postmaster listening on the URL's port (a PostgreSQL this module did not start), or 0. */
function postmasterOf(url: string): number {
  const port = new URL(url).port || '5432';
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const args = readFileSync(`/proc/${d}/cmdline`, 'utf8').split('\0');
      if (/postgres$/.test(args[0] ?? '') && args[args.indexOf('-p') + 1] === port) return Number(d);
    } catch {
      /* gone */
    }
  }
  return 0;
}

const answers = answers200;

/** A separate PostgreSQL (Debian's) in dir/pg on a free port; both copies share it via DATABASE_URL. */
export async function startPostgres(dir: string) {
  const bin = postgresBin();
  const user = postgresUser();
  const data = path.join(dir, 'pg');
  mkdirSync(data, { recursive: true, mode: 0o700 });
  if (user) {
    chmodSync(dir, 0o711); // the postgres user passes through to its own folder, nothing more
    chownSync(data, user.uid, user.gid);
  }
  const asPg = user ? { uid: user.uid, gid: user.gid } : {};
  execFileSync(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8'], {
    ...asPg,
    stdio: 'ignore',
  });
  const port = await freePort();
  const log = createWriteStream(path.join(dir, 'postgres.log'));
  const child = spawn(
    path.join(bin, 'postgres'),
    ['-D', data, '-p', String(port), '-k', data, '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    { ...asPg, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const pg = (await import('pg')).default;
  await waitFor(
    'PostgreSQL',
    async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.end();
      return true;
    },
    30_000,
    child,
  );
  return { child, url };
}

/** Copy n of the cluster: its own port, DATA_DIR (dir/server-n) and id (copy-n). */
function startCopy(n: number, port: number, dir: string, env: Record<string, string>) {
  return startServerProcess({
    id: `copy-${n}`,
    port,
    dataDir: path.join(dir, `server-${n}`),
    env,
    logFile: path.join(dir, `server-${n}.log`),
  });
}

/**
 * PostgreSQL, s3rver, N server copies (separate DATA_DIRs, one database, one bucket) and Debian's
 * nginx in front (round robin), all on 127.0.0.1. The first copy migrates and seeds alone; the
 * others start once it is ready, as DEPLOY.md's upgrade order says. stop() ends everything it
 * started, whatever state each process is in.
 */
export async function startCluster(opts: ClusterOptions = {}): Promise<Cluster> {
  const parent = opts.parent ?? tmpdir();
  mkdirSync(parent, { recursive: true });
  const dir = await mkdtemp(path.join(parent, 'wil-cluster-'));
  const children: ChildProcess[] = [];
  let s3: S3Fixture | null = null;
  let nginx: ChildProcess | null = null;
  let postgres: ChildProcess | null = null;
  const stop = async () => {
    kill(nginx ?? undefined, 'SIGQUIT');
    await Promise.all(children.map((c) => (kill(c), exited(c, 15_000))));
    if (nginx) await exited(nginx, 5_000);
    if (postgres) {
      kill(postgres, 'SIGINT'); // fast shutdown
      await exited(postgres, 10_000);
    }
    await s3?.stop();
    if (!process.env.KEEP_CLUSTER_DIR) await rm(dir, { recursive: true, force: true });
  };
  // A runner that dies without calling stop() still takes its children with it.
  const onExit = () => [...children, nginx, postgres].forEach((c) => c && kill(c, 'SIGKILL'));
  process.once('exit', onExit);
  try {
    const pg = opts.databaseUrl ? { url: opts.databaseUrl, child: null } : await startPostgres(dir);
    postgres = pg.child;
    s3 = await startS3rver();
    const nginxPort = opts.nginxPort ?? (await freePort());
    const nginxUrl = `http://127.0.0.1:${nginxPort}`;
    const count = opts.servers ?? 2;
    const ports: number[] = [];
    for (let i = 0; i < count; i++) ports.push(await freePort());
    const env: Record<string, string> = {
      DATABASE_URL: pg.url,
      FILE_STORE_URL: s3.url(),
      ...S3RVER_KEYS,
      PUBLIC_URL: nginxUrl,
      TRUST_PROXY: 'true',
      CLIENT_DIR: opts.clientDir ?? 'dist/client',
      LOG_LEVEL: 'warn',
      ...opts.env,
    };
    const servers: ServerCopy[] = [];
    for (let i = 0; i < count; i++) {
      const { child, copy } = startCopy(i + 1, ports[i]!, dir, env);
      children.push(child);
      servers.push(copy);
      // The first copy runs the migrations and the demo seed alone; the rest find them done.
      await waitFor(`server ${copy.id}`, () => answers(`${copy.url}/readyz`), opts.readyMs ?? 120_000, child);
    }
    for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'logs']) {
      mkdirSync(path.join(dir, 'nginx', sub), { recursive: true });
      // Run as root, nginx's workers are 'nobody': they write request bodies and buffers here.
      chmodSync(path.join(dir, 'nginx', sub), 0o777);
    }
    chmodSync(path.join(dir, 'nginx'), 0o755);
    const conf = path.join(dir, 'nginx', 'nginx.conf');
    writeFileSync(conf, nginxConfig({ dir: path.join(dir, 'nginx'), port: nginxPort, upstreams: ports }));
    nginx = spawn('/usr/sbin/nginx', ['-p', path.join(dir, 'nginx'), '-c', conf], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    nginx.stderr!.pipe(createWriteStream(path.join(dir, 'nginx', 'logs', 'stderr.log')));
    await waitFor('nginx', () => answers(`${nginxUrl}/healthz`), 15_000, nginx);
    return {
      dir,
      nginxUrl,
      databaseUrl: pg.url,
      servers,
      pids: { postgres: postgres?.pid ?? postmasterOf(pg.url), nginx: nginx.pid! },
      async stop() {
        process.removeListener('exit', onExit);
        await stop();
      },
    };
  } catch (e) {
    process.removeListener('exit', onExit);
    const logs = existsSync(dir) ? ` (logs in ${dir}; set KEEP_CLUSTER_DIR=1 to keep them)` : '';
    await stop();
    throw new Error(`The cluster did not start: ${(e as Error).message}${logs}`, { cause: e });
  }
}
