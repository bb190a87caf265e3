import type { ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { LocalFileStore } from '../../core/server/files/fileStore.js';
import { makePng } from '../api/profile/png';
import { freePort } from '../support/freePort';
import { S3RVER_KEYS, startS3rver, type S3Fixture } from '../support/s3rverFixture';
import { signInAt } from '../support/signOnFlow';
import { npmRun } from './backupCommands';
import { withDb } from './clusterDb';
import { exited, kill, waitFor } from './processes';
import { download, snapshot, type Caller, type Snapshot } from './productSnapshot';
import { answers200, startServerProcess, type ServerCopy } from './serverProcess';
import { startPostgres } from './startCluster';

/**
 * Issue 37, backup and restore: npm run backup of a running product (database and files), then
 * npm run restore into an empty database and an empty file store; the restored product answers
 * the same calls with the same data, and its file links open the same files. Local disk and S3
 * (s3rver). A non-empty target and a backup that does not match its manifest are refused.
 */
let dir = '';
let postgres: { child: ChildProcess; url: string } | undefined;
const buckets: S3Fixture[] = [];
const servers: ChildProcess[] = [];

const dbUrl = (name: string) => postgres!.url.replace(/\/postgres$/, `/${name}`);
const DATABASES = ['wil_source', 'wil_local', 'wil_s3', 'wil_s3_again', 'wil_refused'];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = await mkdtemp(path.resolve('.tmp', 'wil-restore-'));
  postgres = await startPostgres(dir);
  await withDb(postgres.url, async (c) => {
    for (const name of DATABASES) await c.query(`create database ${name}`);
  });
  buckets.push(await startS3rver('wil-source'), await startS3rver('wil-target'));
});

test.afterAll(async () => {
  await Promise.all(servers.map((s) => (kill(s), exited(s, 15_000))));
  for (const b of buckets) await b.stop();
  if (postgres) {
    kill(postgres.child, 'SIGINT');
    await exited(postgres.child, 10_000);
  }
  if (dir && !process.env.KEEP_CLUSTER_DIR) await rm(dir, { recursive: true, force: true });
});

/** The product's settings for one database and store (local: DATA_DIR/files; else a bucket). */
function settings(database: string, dataDir: string, bucket?: S3Fixture): Record<string, string> {
  return {
    DATABASE_URL: dbUrl(database),
    DATA_DIR: path.join(dir, dataDir),
    ...(bucket ? { FILE_STORE_URL: bucket.url(), ...S3RVER_KEYS } : {}),
  };
}

async function startServer(id: string, env: Record<string, string>): Promise<ServerCopy> {
  const { child, copy } = startServerProcess({
    id,
    port: await freePort(),
    dataDir: env.DATA_DIR!,
    env: { ...env, LOG_LEVEL: 'warn', SESSION_CACHE_MS: '0' },
    logFile: path.join(dir, `${id}.log`),
  });
  servers.push(child);
  await waitFor(`server ${id}`, () => answers200(`${copy.url}/readyz`), 120_000, child);
  return copy;
}

/** mc01's current BSc Computer Science programme, and a module of it with key documents. */
const place = (database: string) =>
  withDb(dbUrl(database), async (c) => {
    const { rows } = await c.query(
      `select cp.cohort_prog_id, (select sm.cohort_module_id from key_documents kd
         join student_modules sm on sm.student_module_id = kd.student_module_id
         join cohort_modules cm on cm.cohort_module_id = sm.cohort_module_id
         where cm.cohort_prog_id = cp.cohort_prog_id order by 1 limit 1) as cohort_module_id
       from cohort_programmes cp join programmes p on p.prog_id = cp.prog_id
       join cohorts co on co.cohort_id = cp.cohort_id where p.prog_code = 'BSCCS' and co.is_current = 'Y'`,
    );
    return { cohortProgId: rows[0].cohort_prog_id as number, cohortModuleId: rows[0].cohort_module_id as number };
  });

async function signedIn(server: ServerCopy, database: string): Promise<Caller> {
  const s = await signInAt(server.url, 'mc01');
  return { base: server.url, token: s.accessToken, sasToken: s.sasToken as string, ...(await place(database)) };
}

/** mc01 uploads a photo (a file no demo seed makes): answers its stored path. */
async function uploadPhoto(who: Caller): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(makePng(150, 120))], { type: 'image/png' }), 'me.png');
  const r = await fetch(`${who.base}/api/file/imageUpload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${who.token}`, 'x-cohort-prog-id': String(who.cohortProgId) },
    body: form,
  });
  const env = (await r.json()) as { msg: string; object: { storagePath: string } };
  expect(env.msg).toBe('SUCCESS');
  return env.object.storagePath;
}

/** The same answers, every linked file the same bytes, and the old links open on the restored product. */
async function expectSameProduct(before: Snapshot, after: Snapshot, restored: ServerCopy) {
  expect(after.answers).toEqual(before.answers);
  expect(after.files).toEqual(before.files);
  const opened = Object.entries(before.files).filter(([, f]) => !f.startsWith('HTTP'));
  expect(opened.length, 'files that open (photo, resources, key documents)').toBeGreaterThan(8);
  // A link made before the backup opens too: its session and the signing key came back with the database.
  for (const [p, sha] of opened) expect(await download(restored.url, before.links[p]!), p).toBe(sha);
}

const manifestOf = async (backup: string) => JSON.parse(await readFile(path.join(backup, 'manifest.json'), 'utf8'));

let before: Snapshot;
let photo = '';
const localBackup = () => path.join(dir, 'backup-local');

test('a backup of the running product restored into an empty database and folder gives the same product', async () => {
  test.setTimeout(180_000);
  const source = settings('wil_source', 'source');
  const server = await startServer('source', source);
  const who = await signedIn(server, 'wil_source');
  photo = `/files/${await uploadPhoto(who)}`;
  before = await snapshot(who, [photo]);
  expect(Object.keys(before.files).length, 'files linked from the calls').toBeGreaterThan(3);

  const backup = await npmRun('backup', ['--out', localBackup()], source);
  expect(backup, backup.stderr).toMatchObject({ code: 0 });
  const manifest = await manifestOf(localBackup());
  expect(manifest.fileStore).toMatchObject({ kind: 'local' });
  expect(manifest.files.map((f: { path: string }) => `/files/${f.path}`)).toEqual(expect.arrayContaining([photo]));

  const target = settings('wil_local', 'restored-local');
  const restore = await npmRun('restore', ['--from', localBackup()], target);
  expect(restore, restore.stderr).toMatchObject({ code: 0 });
  const restored = await startServer('restored-local', target);
  await expectSameProduct(before, await snapshot(await signedIn(restored, 'wil_local'), [photo]), restored);
});

test('the same through S3: restored into a bucket, backed up from it, restored into another bucket', async () => {
  test.setTimeout(180_000);
  const [first, second] = buckets;
  const inS3 = settings('wil_s3', 'unused-s3', first);
  const restore = await npmRun('restore', ['--from', localBackup()], inS3);
  expect(restore, restore.stderr).toMatchObject({ code: 0 });
  const s3Backup = path.join(dir, 'backup-s3');
  const backup = await npmRun('backup', ['--out', s3Backup], inS3);
  expect(backup, backup.stderr).toMatchObject({ code: 0 });
  const manifest = await manifestOf(s3Backup);
  expect(manifest.fileStore.kind).toBe('s3');
  expect(manifest.files).toEqual((await manifestOf(localBackup())).files);

  const target = settings('wil_s3_again', 'restored-s3', second);
  const again = await npmRun('restore', ['--from', s3Backup], target);
  expect(again, again.stderr).toMatchObject({ code: 0 });
  const restored = await startServer('restored-s3', target);
  await expectSameProduct(before, await snapshot(await signedIn(restored, 'wil_s3_again'), [photo]), restored);
  // Nothing went to the copy's own disk: the bucket holds the files.
  const local = [];
  for await (const f of new LocalFileStore(path.join(dir, 'restored-s3', 'files')).list()) local.push(f);
  expect(local).toEqual([]);
});

test('refused, saying why: a database that is not empty, a file store that is not empty, a backup that does not match its manifest', async () => {
  test.setTimeout(120_000);
  const intoUsed = await npmRun('restore', ['--from', localBackup()], settings('wil_local', 'fresh-1'));
  expect(intoUsed.code).toBe(1);
  expect(intoUsed.stderr).toMatch(
    /^Refused: The database 127\.0\.0\.1:\d+\/wil_local is not empty: it has \d+ tables, views or sequences \(/m,
  );

  const intoUsedFolder = await npmRun('restore', ['--from', localBackup()], settings('wil_refused', 'restored-local'));
  expect(intoUsedFolder.code).toBe(1);
  expect(intoUsedFolder.stderr).toContain('Refused: The file store (local) is not empty');

  const tampered = path.join(dir, 'backup-tampered');
  await cp(localBackup(), tampered, { recursive: true });
  const manifest = await manifestOf(tampered);
  const [changed, removed] = manifest.files as { path: string }[];
  await writeFile(path.join(tampered, 'files', changed!.path), 'not the stored bytes');
  await unlink(path.join(tampered, 'files', removed!.path));
  const refused = await npmRun('restore', ['--from', tampered], settings('wil_refused', 'fresh-2'));
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain(`does not match its manifest: files/${changed!.path} differs from the manifest`);
  expect(refused.stderr).toContain(`files/${removed!.path} is in the manifest but missing.`);
  expect(refused.stderr).toContain('Nothing was restored.');
  // Nothing was restored: the database has no table, the folder no file.
  const tables = await withDb(dbUrl('wil_refused'), async (c) =>
    Number(
      (
        await c.query(
          `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
        )
      ).rows[0].n,
    ),
  );
  expect(tables).toBe(0);
});
