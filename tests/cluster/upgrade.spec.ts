import { mkdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { signInAt } from '../support/signOnFlow';
import { freePort } from '../support/freePort';
import { withDb } from './clusterDb';
import { checkoutRelease, readReleases, type Release, type ReleaseTree } from './previousRelease';
import { exited, kill, waitFor } from './processes';
import { runReleaseSuite, suiteServerSettings } from './releaseSuite';
import { answers200, startServerProcess, type ServerCopy } from './serverProcess';
import { startPostgres } from './startCluster';

/**
 * Issue 37, rolling upgrade: the previous release (the last line of RELEASES) serves its own API
 * suite's read and write calls from its own server while this tree's server starts beside it on
 * the same database, migrates it and serves. The old suite must not fail once.
 */
const OLD_SUITE = [
  'tests/api/job-review/jobPosts.test.ts',
  'tests/api/job-review/applications.test.ts',
  'tests/api/modules/modules.test.ts',
  'tests/api/modules/assignments.test.ts',
  'tests/api/wpa/decisions.test.ts',
  'tests/api/key-documents/keyDocuments.test.ts',
  'tests/api/profile/profile.test.ts',
  'tests/api/reports/reports.test.ts',
];

let dir = '';
let release: Release;
let tree: ReleaseTree | undefined;
let postgres: { child: ChildProcess; url: string } | undefined;
const servers: ChildProcess[] = [];

// One retry (docs/DECISIONS.md 'Upgrade test retry'): one CI run in many met a failure of the old
// suite's WPA decisions file not seen in 13 runs here (load 4 included); the failure's own lines
// are printed (result.failures) and the retry is reported as flaky, so it stays visible.
test.describe.configure({ mode: 'serial', retries: 1 });

test.beforeAll(async () => {
  test.setTimeout(420_000);
  mkdirSync('.tmp', { recursive: true });
  dir = await mkdtemp(path.resolve('.tmp', 'wil-upgrade-'));
  release = readReleases().pop()!;
  tree = checkoutRelease(release, '.tmp');
  postgres = await startPostgres(dir);
});

test.afterAll(async () => {
  await Promise.all(servers.map((s) => (kill(s), exited(s, 15_000))));
  if (postgres) {
    kill(postgres.child, 'SIGINT');
    await exited(postgres.child, 10_000);
  }
  tree?.remove();
  if (dir && !process.env.KEEP_CLUSTER_DIR) await rm(dir, { recursive: true, force: true });
});

/** A server of `root` (a release's tree; none: this one's build) on the shared database and data folder. */
async function startServer(id: string, root: string | undefined, env: Record<string, string>): Promise<ServerCopy> {
  const { child, copy } = startServerProcess({
    root,
    id,
    port: await freePort(),
    dataDir: path.join(dir, 'data'),
    env: { DATABASE_URL: postgres!.url, LOG_LEVEL: 'warn', ...env },
    logFile: path.join(dir, `${id}.log`),
  });
  servers.push(child);
  try {
    await waitFor(`the ${id} server`, () => answers200(`${copy.url}/readyz`), 180_000, child);
  } catch (e) {
    // The reason is in its log (a migration that failed on the previous release's schema).
    await new Promise((r) => setTimeout(r, 500));
    const log = readFileSync(path.join(dir, `${id}.log`), 'utf8')
      .split('\n')
      .slice(-15)
      .join('\n');
    throw new Error(`${(e as Error).message}; its log ends:\n${log}`, { cause: e });
  }
  return copy;
}

const migrationCount = () =>
  withDb(postgres!.url, async (c) =>
    Number((await c.query('select count(*)::int as n from kernel_migrations')).rows[0].n),
  );

/** This release serves: sign-in, a read and a write, answered by it. */
async function serves(server: ServerCopy) {
  const { accessToken } = await signInAt(server.url, 'mc01');
  const call = async (p: string, body: unknown) => {
    const r = await fetch(`${server.url}/api/${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify(body),
    });
    expect(r.headers.get('x-server-id')).toBe(server.id);
    return { status: r.status, ...((await r.json()) as { msg: string }) };
  };
  expect(await call('academicHome/searchJobCount', {})).toMatchObject({ status: 200, msg: 'SUCCESS' });
  expect(await call('sysUserLoginRecord/insertLoginRecord', { roleCode: 'MODULE_CONVENER' })).toMatchObject({
    status: 200,
    msg: 'SUCCESS',
  });
}

test('the previous release keeps serving its API suite while this release migrates the database beside it', async () => {
  test.setTimeout(420_000);
  const settings = suiteServerSettings(tree!.dir);
  const old = await startServer('previous', tree!.dir, settings);
  const before = await migrationCount();
  const suite = runReleaseSuite(
    tree!.dir,
    OLD_SUITE,
    { ...settings, TEST_SERVER_URL: old.url, TEST_DATA_DIR: old.dataDir, TEST_DATABASE_URL: postgres!.url },
    path.join(dir, 'previous-suite.log'),
  );
  // This release starts once the old suite is under way, and must be serving while it still runs.
  await suite.firstFileDone;
  const current = await startServer('current', undefined, settings);
  const readyAt = Date.now();
  const applied = (await migrationCount()) - before;
  await serves(current);
  const result = await suite.done;
  const after = result.files.filter((f) => f.at > readyAt);
  console.log(
    `[upgrade] ${release.name} (${release.commit.slice(0, 7)}, dependencies ${tree!.install}) → this tree: ` +
      `${applied} migrations applied beside it; its suite: ${result.summary}; ` +
      `${after.length} of ${result.files.length} files finished after this release was serving`,
  );
  expect(
    result.files.filter((f) => !f.passed).map((f) => f.file),
    result.failures,
  ).toEqual([]);
  expect(result.code, `the previous release's suite (log in ${dir}/previous-suite.log)`).toBe(0);
  expect(result.files.length).toBeGreaterThanOrEqual(OLD_SUITE.length - 2);
  expect(after.length, 'old calls went on against the migrated database').toBeGreaterThan(0);
  // And the old server still answers after all of it.
  expect((await fetch(`${old.url}/readyz`)).status).toBe(200);
});
