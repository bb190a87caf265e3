import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The env a release's suite uses to reach a server already running (tests/support/globalSetup.ts). */
export interface RunningServerEnv {
  TEST_SERVER_URL: string;
  TEST_DATA_DIR: string;
  TEST_DATABASE_URL: string;
}

/**
 * The settings a release's suite gives its own server (`process.env.NAME = 'value'` lines of its
 * tests/support/globalSetup.ts): the server started for it must have them too.
 */
export function suiteServerSettings(tree: string): Record<string, string> {
  const text = readFileSync(path.join(tree, 'tests/support/globalSetup.ts'), 'utf8');
  return Object.fromEntries([...text.matchAll(/process\.env\.([A-Z0-9_]+) = '([^']*)';/g)].map((m) => [m[1]!, m[2]!]));
}

const OVERRIDE = 'vitest.upgrade.config.ts';
const PROVIDER = 'tests/support/runningServer.upgrade.ts';

/**
 * A release whose globalSetup lacks the TEST_SERVER_URL hook gets it from outside: a config that
 * is its own with the db project's globalSetup replaced by one that provides the running
 * server's address (files written into the release's worktree only).
 */
function configFor(tree: string): string | null {
  const setup = readFileSync(path.join(tree, 'tests/support/globalSetup.ts'), 'utf8');
  if (setup.includes('TEST_SERVER_URL')) return null;
  writeFileSync(
    path.join(tree, PROVIDER),
    `export default function setup(project: { provide(key: string, value: string): void }) {
  project.provide('baseUrl', process.env.TEST_SERVER_URL!);
  project.provide('dataDir', process.env.TEST_DATA_DIR!);
  project.provide('databaseUrl', process.env.TEST_DATABASE_URL!);
}
`,
  );
  writeFileSync(
    path.join(tree, OVERRIDE),
    `import base from './vitest.config';
const projects = (base.test?.projects ?? []).map((p: any) =>
  p?.test?.name === 'db' ? { ...p, test: { ...p.test, globalSetup: ['./${PROVIDER}'] } } : p,
);
export default { ...base, test: { ...base.test, projects } };
`,
  );
  return OVERRIDE;
}

export interface FileResult {
  file: string;
  passed: boolean;
  /** When vitest reported the file done. */
  at: number;
}

export interface SuiteRun {
  /** Resolves when the first file is reported done. */
  firstFileDone: Promise<void>;
  done: Promise<{ code: number | null; files: FileResult[]; summary: string; failures: string }>;
  stop(): void;
}

/** Colour codes out (vitest colours even when told not to, in some versions). */
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const plain = (s: string) => s.replace(ANSI, '');

/**
 * What vitest printed of each failed test (its FAIL heading and the lines after it, up to the
 * source excerpt): a failure seen only in CI says why without its log.
 */
function failuresIn(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  lines.forEach((l, i) => {
    if (/^\s*FAIL\s/.test(l)) out.push(...lines.slice(i, i + 14).filter((x) => x.trim()));
  });
  return out.join('\n');
}

/** Runs `files` of the release's db project with its own vitest against the running server in `env`. */
export function runReleaseSuite(
  tree: string,
  files: string[],
  env: RunningServerEnv & Record<string, string>,
  log: string,
): SuiteRun {
  const present = files.filter((f) => existsSync(path.join(tree, f)));
  const config = configFor(tree);
  const child = spawn(
    path.join(tree, 'node_modules/.bin/vitest'),
    ['run', '--project', 'db', ...(config ? ['--config', config] : []), ...present],
    { cwd: tree, env: { ...process.env, ...env, CI: 'true', NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const out = createWriteStream(log);
  const results: FileResult[] = [];
  let text = '';
  let firstDone: () => void = () => undefined;
  const firstFileDone = new Promise<void>((r) => (firstDone = r));
  const read = (d: Buffer) => {
    out.write(d);
    text += d.toString();
    for (const line of plain(text).split('\n')) {
      const m = /^\s*([✓×❯])\s+(?:\|?db\|?\s+)?(tests\/\S+\.test\.ts)/.exec(line);
      if (m && !results.some((r) => r.file === m[2])) {
        results.push({ file: m[2]!, passed: m[1] === '✓', at: Date.now() });
        firstDone();
      }
    }
  };
  child.stdout!.on('data', read);
  child.stderr!.on('data', (d: Buffer) => out.write(d));
  const done = new Promise<{ code: number | null; files: FileResult[]; summary: string; failures: string }>((resolve) =>
    child.on('exit', (code) => {
      out.end();
      const summary = plain(text)
        .split('\n')
        .filter((l) => /^\s*(Test Files|Tests)\s/.test(l))
        .map((l) => l.trim())
        .join('; ');
      firstDone();
      resolve({ code, files: results, summary, failures: failuresIn(plain(text)) });
    }),
  );
  return {
    firstFileDone,
    done,
    stop: () => {
      if (child.exitCode === null) child.kill('SIGTERM');
    },
  };
}
