import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';

/** One server copy: its own port, DATA_DIR and id; `pid` is the Node process itself (kill -9 hits it). */
export interface ServerCopy {
  id: string;
  port: number;
  url: string;
  dataDir: string;
  pid: number;
}

export interface ServerProcessOptions {
  /** The tree whose src/server.ts runs (another release's worktree in the upgrade test). */
  root?: string;
  id: string;
  port: number;
  dataDir: string;
  env: Record<string, string>;
  /** stdout and stderr go here. */
  logFile: string;
}

/** `node --import tsx src/server.ts` of `root`, so the pid is the server's own process. */
export function startServerProcess(o: ServerProcessOptions): { child: ChildProcess; copy: ServerCopy } {
  const root = o.root ?? process.cwd();
  mkdirSync(o.dataDir, { recursive: true });
  const log = createWriteStream(o.logFile);
  const child = spawn(path.join(root, 'node_modules/.bin/node'), ['--import', 'tsx', 'src/server.ts'], {
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
