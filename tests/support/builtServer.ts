import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildServer, SERVER_NODE_FLAGS } from '../../core/build/buildServer.js';
import { freePort } from './freePort.js';

export interface BuiltServer {
  url: string;
  /** GET /metrics on the metrics port. */
  metricsUrl: string;
  child: ChildProcess;
  /** Its stdout, line by line (pino's JSON lines and the start-up text). */
  lines: string[];
  /** From the spawn to the first /readyz 200. */
  readyMs: number;
  stop(): Promise<void>;
}

/** The server built as `npm start` builds it, into a folder of the caller's (removed by `remove`). */
export async function buildInto(dir: string) {
  const built = await buildServer({ outDir: dir });
  return { entry: built.entry, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The built server run as `npm start` runs it (plain node, the same flags), on 127.0.0.1 with a
 * metrics port, in its own process; `env` adds or overrides settings (DATABASE_URL, DATA_DIR…).
 */
export async function startBuiltServer(entry: string, env: Record<string, string>): Promise<BuiltServer> {
  const [port, metricsPort] = [await freePort(), await freePort()];
  const started = Date.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, entry], {
    cwd: path.resolve('.'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', METRICS_PORT: String(metricsPort), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let rest = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop()!;
    lines.push(...parts);
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) {
      return {
        url,
        metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
        child,
        lines,
        readyMs: Date.now() - started,
        stop,
      };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`The built server did not become ready:\n${stderr}\n${lines.slice(-20).join('\n')}`);
}
