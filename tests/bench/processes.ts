import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { buildServer, SERVER_NODE_FLAGS } from '../../core/build/buildServer.js';
import { freePort } from '../support/freePort.js';
import { cpuOf } from './measure.js';
import { benchConfigDir } from './reportCalls.js';
import { SERVER_DATA_DIR } from './serverDir.js';

/** The processes the benchmark measures: our server, the bare Fastify peer, and the database. */

const TSX = path.resolve('node_modules/.bin/tsx');

/** Waits until `url` answers 2xx (polled every 50 ms); answers the milliseconds since `since`. */
async function waitFor(url: string, child: ChildProcess, what: string, since = Date.now()) {
  for (let i = 0; i < 2400; i++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(url)).ok) return Date.now() - since;
    } catch {
      /* not yet listening */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  stopProcess(child);
  throw new Error(`${what} did not start`);
}

export interface Started {
  url: string;
  child: ChildProcess;
  /** The process that serves. */
  pid: number;
  /** From the spawn to the first /readyz 200 (database reached, migrated). */
  readyMs: number;
  /** CPU seconds the server had used by then: the start's cost whatever else the machine runs. */
  readyCpuS: number;
}

/** The server as `npm start` runs it, built once per benchmark (into .tmp, not the working tree's dist). */
let built: Promise<string> | null = null;
const builtServer = () => (built ??= buildServer({ outDir: '.tmp/bench-server' }).then((b) => b.entry));

/** The command line of the servers the benchmark measures, for the report. */
export const SERVER_COMMAND = `node ${SERVER_NODE_FLAGS.join(' ')} dist/server/src/server.js`;

/**
 * Our server as `npm start` runs it (SERVER_COMMAND: the build, plain node) on the data set, in
 * its own process group, on 127.0.0.1.
 */
export async function startServerProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<Started> {
  const port = await freePort();
  const entry = await builtServer();
  const started = Date.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      // The project's config plus the 20-column export definition (tests/bench/reportCalls.ts).
      CONFIG_DIR: benchConfigDir(),
      // Mail the approvals queue is written as .eml files here, away from the working tree.
      DATA_DIR: SERVER_DATA_DIR,
      RATE_LIMIT_SIGNIN: '1000',
      // A full run lasts longer than the 15-minute access token its sign-in takes at the start.
      ACCESS_TOKEN_TTL: '43200',
      // The supervisor's public calls all come from 127.0.0.1: the per-address limit is set past
      // what a phase sends, so each call still counts (two upserts, replayed in its limit) and none is refused.
      RATE_LIMIT_LINK: '100000000',
      // No reminders to industry supervisors: the daily job (01:00 UTC) would mail thousands of the
      // large set's waiting forms, issue their links and count the reminders during a phase.
      WPA_REMIND_COUNT: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group, so that stopping it stops whatever it started.
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const readyMs = await waitFor(`${url}/readyz`, child, 'the server', started);
  return { url, child, pid: child.pid!, readyMs, readyCpuS: cpuOf(child.pid!) };
}

/** The peer: a bare Fastify answering `body` at GET /constant, in its own process. */
export async function startPeer(body: string): Promise<Started> {
  const port = await freePort();
  const child = spawn(TSX, ['tests/bench/peer.ts'], {
    env: { ...process.env, PORT: String(port), PEER_BODY: body },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const readyMs = await waitFor(`${url}/constant`, child, 'the bare Fastify peer');
  const pid = deepestChild(child.pid!);
  return { url, child, pid, readyMs, readyCpuS: cpuOf(pid) };
}

export function stopProcess(child: ChildProcess) {
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    /* already gone */
  }
}

export async function stopAndWait(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  stopProcess(child);
  await exited;
}

/** tsx → node: the deepest child is the one that serves. */
function deepestChild(start: number): number {
  let pid = start;
  for (;;) {
    let next: number | undefined;
    try {
      next = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number)[0];
    } catch {
      return pid;
    }
    if (!next) return pid;
    pid = next;
  }
}

/** The database's postmaster, when it runs on this machine and its data folder is readable. */
export async function postmasterPid(databaseUrl: string): Promise<number | null> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const dir = (await c.query<{ data_directory: string }>('show data_directory')).rows[0]!.data_directory;
    const pid = Number(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  } finally {
    await c.end();
  }
}
