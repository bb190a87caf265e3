import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The programs a conversion runs (issue 30 'The viewer'): LibreOffice headless (Debian's
 * libreoffice-impress-nogui, -writer-nogui, -calc-nogui) for office files to PDF, poppler's
 * pdftoppm for slide images, and bubblewrap, which runs both with no network, no view of the
 * server's files and a private /tmp. All three or none: without the sandbox nothing is converted.
 */
export interface ConverterTools {
  soffice: string;
  pdftoppm: string;
  bwrap: string;
}

/** The first of `names` found on PATH, as a full path. */
function onPath(names: readonly string[], envPath = process.env.PATH ?? ''): string | null {
  for (const dir of envPath.split(path.delimiter).filter(Boolean)) {
    for (const name of names) {
      const full = path.join(dir, name);
      if (existsSync(full)) return full;
    }
  }
  return null;
}

/** Read-only parts of the machine the sandbox sees: the programs, their libraries, fonts and LibreOffice's settings. */
const READ_ONLY = ['/usr', '/etc/fonts', '/etc/libreoffice', '/etc/ld.so.cache', '/etc/alternatives'];

/**
 * bubblewrap's arguments: every namespace unshared (network, IPC, PID, UTS, user where allowed),
 * the process dies with the server, a new session (no terminal), only `work` writable (bound at
 * /work), a private /tmp, a clean environment.
 */
export function sandboxArgs(work: string): string[] {
  const args = ['--unshare-all', '--die-with-parent', '--new-session'];
  for (const dir of READ_ONLY) args.push('--ro-bind-try', dir, dir);
  // Debian's merged /usr: the top-level program and library folders are links into it.
  for (const dir of ['bin', 'lib', 'lib64', 'sbin']) args.push('--symlink', `usr/${dir}`, `/${dir}`);
  args.push('--dev', '/dev', '--proc', '/proc', '--tmpfs', '/tmp', '--bind', work, '/work', '--chdir', '/work');
  args.push(
    '--clearenv',
    '--setenv',
    'PATH',
    '/usr/bin:/bin',
    '--setenv',
    'HOME',
    '/work',
    '--setenv',
    'LANG',
    'C.UTF-8',
  );
  return args;
}

export type ToolCheck = { ok: true; tools: ConverterTools } | { ok: false; missing: string };

/**
 * Which tools this machine has, checked once at start: each on PATH, and bubblewrap able to make
 * a sandbox without network here (a container may forbid the namespaces it needs).
 */
export function checkTools(): ToolCheck {
  const soffice = onPath(['soffice', 'libreoffice']);
  const pdftoppm = onPath(['pdftoppm']);
  const bwrap = onPath(['bwrap']);
  const missing = [
    !soffice && 'LibreOffice (soffice)',
    !pdftoppm && "poppler's pdftoppm",
    !bwrap && 'bubblewrap (bwrap)',
  ]
    .filter(Boolean)
    .join(', ');
  if (missing) return { ok: false, missing };
  const probe = spawnSync(bwrap!, [...sandboxArgs('/tmp'), '--', 'true'], { timeout: 10_000, stdio: 'ignore' });
  if (probe.status !== 0) {
    return { ok: false, missing: 'a working bubblewrap sandbox (bwrap --unshare-all failed on this machine)' };
  }
  return { ok: true, tools: { soffice: soffice!, pdftoppm: pdftoppm!, bwrap: bwrap! } };
}

export class ConversionFailed extends Error {}

/**
 * Runs `command` inside the sandbox over `work`, in its own process group; past `timeoutMs` the
 * whole group is killed (bubblewrap, LibreOffice and anything it started). Resolves when the
 * command exits 0; rejects with ConversionFailed otherwise, with the end of its output.
 */
export function runSandboxed(
  tools: ConverterTools,
  work: string,
  command: readonly string[],
  timeoutMs: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tools.bwrap, [...sandboxArgs(work), '--', ...command], {
      detached: true, // its own process group, so one kill reaches every process it started
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-2000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let timedOut = false;
    const killGroup = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, timeoutMs);
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(new ConversionFailed(`could not start the converter: ${e.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      // Whatever the command left running in its group goes with it.
      killGroup();
      if (timedOut) reject(new ConversionFailed(`stopped after ${timeoutMs} ms`));
      else if (code === 0) resolve();
      else reject(new ConversionFailed(`exited with ${code ?? signal}: ${output.trim()}`));
    });
  });
}
