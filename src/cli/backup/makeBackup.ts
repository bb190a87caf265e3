import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Logger } from 'pino';
import type { ServerConfig } from '@core/server/config.js';
import { LocalFileStore, type ListableStore } from '@core/server/files/fileStore.js';
import { fileStoreFromUrl } from '@core/server/files/fileStoreFromUrl.js';
import { openBackupDatabase, pgConnection } from './database.js';
import { DUMP, FILES, FORMAT, MANIFEST, hashing, sha256OfFile, type Manifest, type ManifestFile } from './manifest.js';
import { findPgTools } from './pgTools.js';
import { refuse } from './refusal.js';

const run = promisify(execFile);

/** The file store FILE_STORE_URL names (DATA_DIR/files without it), as the server opens it. */
export const openStore = (config: ServerConfig) =>
  fileStoreFromUrl(process.env.FILE_STORE_URL, path.join(config.dataDir, 'files'));

export const closeStore = (store: ListableStore) => (store as { close?: () => void }).close?.();

async function migrationsOf(url: string): Promise<string[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ m: string }>(`select owner || ':' || name as m from kernel_migrations order by 1`);
    return rows.map((r) => r.m);
  } catch {
    return []; // a database the product never migrated
  } finally {
    await c.end();
  }
}

/** Every stored file copied into the backup's files/ folder, each hashed on the way. */
async function copyFiles(from: ListableStore, to: LocalFileStore): Promise<ManifestFile[]> {
  const out: ManifestFile[] = [];
  for await (const entry of from.list()) {
    const file = await from.open(entry.path);
    if (!file) continue; // deleted while the backup ran
    const h = hashing(file.stream);
    await to.put(entry.path, h.stream);
    out.push({ path: entry.path, ...h.result() });
  }
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

function productVersion() {
  const commit = (() => {
    try {
      return execFileSync('git', ['rev-parse', 'HEAD'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    } catch {
      return null;
    }
  })();
  return { commit, node: process.version };
}

/**
 * npm run backup -- --out DIR: the database (pg_dump, custom format) and every stored file (local
 * folder or S3 bucket) into DIR, with manifest.json naming each file's size and SHA-256, the
 * dump's, and the versions. DIR must be new or empty. The dump is taken first, then the files.
 */
export async function makeBackup(out: string, config: ServerConfig, log: Logger): Promise<Manifest> {
  if (existsSync(out) && (await readdir(out)).length > 0)
    throw refuse(`${out} is not empty: give a new folder for the backup.`);
  await mkdir(out, { recursive: true });
  const db = await openBackupDatabase(config, log);
  try {
    const tools = findPgTools(db.serverMajor, { override: process.env.PG_BIN, packageBin: db.packageBin });
    const { dbname, env } = pgConnection(db.url);
    await run(
      path.join(tools.bin, 'pg_dump'),
      ['--format=custom', `--file=${path.join(out, DUMP)}`, `--dbname=${dbname}`],
      { env },
    );
    const dump = await sha256OfFile(path.join(out, DUMP));
    const migrations = await migrationsOf(db.url);
    const store = await openStore(config);
    let files: ManifestFile[];
    try {
      files = await copyFiles(store, new LocalFileStore(path.join(out, FILES)));
    } finally {
      closeStore(store);
    }
    const pkg = JSON.parse(await readFile('package.json', 'utf8')) as { version: string };
    const manifest: Manifest = {
      format: FORMAT,
      createdAt: new Date().toISOString(),
      product: { version: pkg.version, ...productVersion() },
      database: { file: DUMP, ...dump, serverVersion: db.serverVersion, pgDump: tools.version, migrations },
      fileStore: { kind: store.kind, count: files.length, bytes: files.reduce((n, f) => n + f.bytes, 0) },
      files,
    };
    await writeFile(path.join(out, MANIFEST), JSON.stringify(manifest, null, 2) + '\n');
    return manifest;
  } finally {
    await db.close();
  }
}
