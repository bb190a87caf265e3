import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { buildApp, type BuiltApp } from '@core/server/app.js';
import { configFromEnv } from '@core/server/config.js';
import { connect, type Db } from '@core/server/db/connect.js';
import { loadAppConfig } from '@core/server/appConfig.js';
import { loadServerPlugins } from '@core/server/pluginLoader.js';
import { prepareSchema } from '@core/server/start.js';
import { Counters } from '@core/server/counters/counters.js';
import { seedDemo } from '../../src/cli/demo/seedDemo.js';
import { createTestDatabase } from '../support/testDatabase.js';
import { freePort } from '../support/freePort.js';
import type { Servers } from './counterWrites';

/** A database of its own with the demo data, two server copies on it, and what the writes need. */
export interface TwoServers {
  url: string;
  db: Db;
  counters: Counters;
  apps: BuiltApp[];
  servers: Servers;
  stop(): Promise<void>;
}

/**
 * The maintained figures' tests' setup (counters.test.ts, dailyFigures.test.ts): two server copies
 * over one fresh demo database, signed in as `logins`, around BSc CS's current module.
 */
export async function startTwoServers(logins: readonly string[]): Promise<TwoServers> {
  const fresh = await createTestDatabase(inject('databaseUrl'));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wil-counters-'));
  const app = await loadAppConfig(path.resolve('config'));
  const plugins = await loadServerPlugins(path.resolve('plugins'), app.plugins);
  const db = connect(fresh.url, 4).db;
  await prepareSchema(db, plugins, seedDemo);
  const apps: BuiltApp[] = [];
  const bases: string[] = [];
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    const config = configFromEnv({ port, dataDir, databaseUrl: fresh.url, logLevel: 'silent' });
    const built = await buildApp(config, connect(fresh.url, 4).db, app, plugins);
    await built.app.listen({ port, host: '127.0.0.1' });
    apps.push(built);
    bases.push(`http://127.0.0.1:${port}`);
  }
  const pool = new pg.Pool({ connectionString: fresh.url, max: 6 });
  const ids = await sql<{ cohortProgId: number; cohortModuleId: number }>`
    select cp.cohort_prog_id, cm.cohort_module_id from cohort_modules cm join cohort_programmes cp using (cohort_prog_id)
      join programmes p using (prog_id) join cohorts c using (cohort_id) where p.prog_code = 'BSCCS' and c.is_current = 'Y'`.execute(
    db,
  );
  const users = await db
    .selectFrom('users')
    .select(['userId', 'accountId'])
    .where('accountId', 'in', [...logins])
    .execute();
  const token: Record<string, string> = {};
  for (const u of users) token[u.accountId] = (await apps[0]!.kernel.sessions.open(u.userId)).accessToken;
  const servers: Servers = {
    bases,
    token,
    userId: Object.fromEntries(users.map((u) => [u.accountId, u.userId])),
    ...ids.rows[0]!,
    db: pool,
    links: [],
  };
  const stop = async () => {
    for (const a of apps) {
      await a.app.close();
      await (a.kernel as unknown as { db: Db }).db.destroy();
    }
    await pool.end();
    await db.destroy();
    await fresh.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { url: fresh.url, db, counters: Counters.of(plugins), apps, servers, stop };
}
