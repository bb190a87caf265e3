import { execFileSync, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Debian's newest PostgreSQL (/usr/lib/postgresql/<major>/bin). */
export function postgresBin(): string {
  const base = '/usr/lib/postgresql';
  const major = readdirSync(base)
    .filter((d) => /^\d+$/.test(d))
    .sort((a, b) => Number(a) - Number(b))
    .pop();
  if (!major) throw new Error('Debian PostgreSQL is not installed (/usr/lib/postgresql/<major>/bin).');
  return path.join(base, major, 'bin');
}

/** PostgreSQL refuses to run as root: as root, its processes run as the 'postgres' user. */
export function postgresUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/** Polls `check` until it answers true; fails when `ms` pass or `child` exits first. */
export async function waitFor(what: string, check: () => Promise<boolean>, ms = 90_000, child?: ChildProcess) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not become ready in ${ms / 1000} s`);
}

export function kill(child: ChildProcess | null | undefined, signal: NodeJS.Signals = 'SIGTERM') {
  if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
}

/** Resolves when the child has exited; past `ms` it is killed with SIGKILL. */
export function exited(child: ChildProcess, ms: number) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const t = setTimeout(() => {
      kill(child, 'SIGKILL');
      resolve();
    }, ms);
    child.once('exit', () => {
      clearTimeout(t);
      resolve();
    });
  });
}

/** True while a process with this pid exists. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
