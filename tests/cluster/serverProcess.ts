import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from '../../core/build/buildServer.js';

/** This tree's built server (npm run test:cluster builds it first), run as `npm start` runs it. */
const BUILT_ENTRY = path.join('dist/server', SERVER_ENTRY);

/** One server copy: its own port, DATA_DIR and id; `pid` is the Node process itself (kill -9 hits it). */
export interface ServerCopy {
  id: string;
  port: number;
  url: string;
  dataDir: string;
  pid: number;
}

export interface ServerProcessOptions {
  /**
   * Another release's tree (the upgrade test), whose src/server.ts runs under tsx: a release may
   * predate the build. Without it, this tree's build runs.
   */
  root?: string;
  id: string;
  port: number;
  dataDir: string;
  env: Record<string, string>;
  /** stdout and stderr go here. */
  logFile: string;
}

/**
 * `node dist/server/src/server.js` of this tree (the flags of npm start), or `node --import tsx
 * src/server.ts` of another release's `root`: either way the pid is the server's own process.
 */
export function startServerProcess(o: ServerProcessOptions): { child: ChildProcess; copy: ServerCopy } {
  const root = o.root ?? process.cwd();
  if (!o.root && !existsSync(BUILT_ENTRY)) {
    throw new Error(`${BUILT_ENTRY} is missing: npm run test:cluster builds the server before the suite.`);
  }
  const args = o.root ? ['--import', 'tsx', 'src/server.ts'] : [...SERVER_NODE_FLAGS, BUILT_ENTRY];
  mkdirSync(o.dataDir, { recursive: true });
  const log = createWriteStream(o.logFile);
  const child = spawn(path.join(root, 'node_modules/.bin/node'), args, {
    cwd: root,
    env: { ...process.env, ...o.env, PORT: String(o.port), DATA_DIR: o.dataDir, SERVER_ID: o.id },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  return {
    child,
    copy: { id: o.id, port: o.port, url: `http://127.0.0.1:${o.port}`, dataDir: o.dataDir, pid: child.pid! },
  };
}

/** GET url answers 200 (a probe's readiness). */
export const answers200 = async (url: string) => (await fetch(url)).status === 200;
