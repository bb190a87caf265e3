import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Logger } from 'pino';
import type { ServerConfig } from '@core/server/config.js';
import { LocalFileStore, type ListableStore } from '@core/server/files/fileStore.js';
import { openBackupDatabase, pgConnection } from './database.js';
import { closeStore, openStore } from './makeBackup.js';
import { DUMP, FILES, mismatches, readManifest, type Manifest } from './manifest.js';
import { findPgTools, majorOf } from './pgTools.js';
import { refuse } from './refusal.js';

const run = promisify(execFile);

/** The database's address without its password, for messages. */
const shown = (url: string) => {
  const u = new URL(url);
  return `${u.hostname}:${u.port || 5432}${u.pathname}`;
};

/** Refuses a database that holds any table, view or sequence outside PostgreSQL's own schemas. */
async function assertEmptyDatabase(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ name: string; total: number }>(
      `select n.nspname || '.' || c.relname as name, count(*) over ()::int as total
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and n.nspname not in ('pg_catalog', 'information_schema')
         and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'
       order by 1 limit 5`,
    );
    if (rows.length)
      throw refuse(
        `The database ${shown(url)} is not empty: it has ${rows[0]!.total} tables, views or sequences ` +
          `(${rows.map((r) => r.name).join(', ')}${rows[0]!.total > rows.length ? ', …' : ''}). ` +
          'A backup is restored only into an empty database: create a new one (createdb) and point DATABASE_URL at it. Nothing was restored.',
      );
  } finally {
    await c.end();
  }
}

async function assertEmptyStore(store: ListableStore) {
  for await (const entry of store.list()) {
    throw refuse(
      `The file store (${store.kind}) is not empty: it holds ${entry.path} at least. ` +
        'A backup is restored only into an empty folder or bucket (FILE_STORE_URL, or DATA_DIR/files). Nothing was restored.',
    );
  }
}

/** Every file of the backup put into the store, then the store's listing checked against the manifest. */
async function putFiles(from: string, m: Manifest, store: ListableStore) {
  const source = new LocalFileStore(path.join(from, FILES));
  for (const f of m.files) {
    const file = await source.open(f.path);
    if (!file) throw new Error(`files/${f.path} disappeared during the restore.`);
    await store.put(f.path, file.stream);
  }
  const sizes = new Map<string, number>();
  for await (const e of store.list()) sizes.set(e.path, e.size);
  const wrong = m.files.filter((f) => sizes.get(f.path) !== f.bytes).map((f) => f.path);
  if (wrong.length) throw new Error(`The file store does not hold what was put: ${wrong.slice(0, 5).join(', ')}.`);
}

/**
 * npm run restore -- --from DIR: checks the backup against its manifest, then that the database
 * and the file store are empty, then restores the dump (one transaction: all of it or nothing)
 * and puts every file back at its storage path. Refuses, saying why, before changing anything.
 */
export async function restoreBackup(from: string, config: ServerConfig, log: Logger): Promise<Manifest> {
  const m = await readManifest(from);
  const problems = await mismatches(from, m);
  if (problems.length)
    throw refuse(
      `The backup in ${from} does not match its manifest: ${problems.slice(0, 5).join(' ')}` +
        `${problems.length > 5 ? ` (${problems.length - 5} more)` : ''} Nothing was restored.`,
    );
  const db = await openBackupDatabase(config, log);
  try {
    await assertEmptyDatabase(db.url);
    const store = await openStore(config);
    try {
      await assertEmptyStore(store);
      const tools = findPgTools(Math.max(db.serverMajor, majorOf(m.database.pgDump)), {
        override: process.env.PG_BIN,
        packageBin: db.packageBin,
      });
      const { dbname, env } = pgConnection(db.url);
      await run(
        path.join(tools.bin, 'pg_restore'),
        [
          '--exit-on-error',
          '--single-transaction',
          '--no-owner',
          '--no-privileges',
          `--dbname=${dbname}`,
          path.join(from, DUMP),
        ],
        { env },
      );
      await putFiles(from, m, store);
    } finally {
      closeStore(store);
    }
    return m;
  } finally {
    await db.close();
  }
}
