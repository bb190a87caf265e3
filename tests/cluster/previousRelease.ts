import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';

export interface Release {
  name: string;
  commit: string;
}

const git = (args: string[], cwd = process.cwd()) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** The releases RELEASES lists, oldest first (`release-<n> <commit>` a line; # starts a comment). */
export function readReleases(file = 'RELEASES'): Release[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.replace(/#.*/, '').trim())
    .filter(Boolean)
    .map((l) => {
      const m = /^(release-\d+)\s+([0-9a-f]{40})$/.exec(l);
      if (!m) throw new Error(`RELEASES: '${l}' is not 'release-<n> <40-hex commit>'.`);
      return { name: m[1]!, commit: m[2]! };
    });
}

/** The commit is in this clone, fetched from origin if a shallow clone lacks it. */
function ensureCommit(commit: string) {
  const has = () => {
    try {
      git(['cat-file', '-e', `${commit}^{commit}`]);
      return true;
    } catch {
      return false;
    }
  };
  if (has()) return;
  try {
    git(['fetch', '--quiet', '--depth=1', 'origin', commit]);
  } catch {
    /* reported below */
  }
  if (!has()) throw new Error(`The previous release's commit ${commit} is not in this clone and could not be fetched.`);
}

export interface ReleaseTree {
  dir: string;
  /** How its node_modules came: linked to ours (every package it locks is ours, same version) or `npm ci`. */
  install: 'linked' | 'npm ci';
  remove(): void;
}

type Lock = { packages?: Record<string, { version?: string }> };

/**
 * True when every package `older` locks is in `ours` at the same version: the release then runs
 * on exactly its own dependencies from our node_modules (ours only add packages it never loads).
 */
export function lockContains(ours: Lock, older: Lock): boolean {
  const mine = ours.packages ?? {};
  return Object.entries(older.packages ?? {}).every(([key, p]) => key === '' || mine[key]?.version === p.version);
}

/**
 * The release checked out in a git worktree under `parent`, with its dependencies: our
 * node_modules linked when they hold every package it locks at its version (lockContains), else
 * `npm ci` there (from npm's cache, warm after our own install).
 */
export function checkoutRelease(release: Release, parent: string): ReleaseTree {
  ensureCommit(release.commit);
  const dir = path.resolve(parent, `upgrade-${release.name}`);
  const remove = () => {
    try {
      git(['worktree', 'remove', '--force', dir]);
    } catch {
      rmSync(dir, { recursive: true, force: true });
      git(['worktree', 'prune']);
    }
  };
  if (existsSync(dir)) remove(); // left by a run that was killed
  git(['worktree', 'add', '--detach', '--quiet', dir, release.commit]);
  const lock = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Lock;
  const same = lockContains(lock('package-lock.json'), lock(path.join(dir, 'package-lock.json')));
  if (same) symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
  else {
    execFileSync('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: dir,
      stdio: 'ignore',
      timeout: 300_000,
    });
  }
  return { dir, install: same ? 'linked' : 'npm ci', remove };
}
