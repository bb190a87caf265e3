import pino from 'pino';
import { configFromEnv, type ServerConfig } from './config.js';
import { connect, type Db } from './db/connect.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.js';
import { migrate } from './db/migrate.js';
import { coreMigrations } from './db/migrations/index.js';
import { loadAppConfig } from './appConfig.js';
import { loadServerPlugins } from './pluginLoader.js';
import { buildApp, type BuiltApp } from './app.js';
import type { ServerPlugin } from './plugin.js';

export interface RunningServer extends BuiltApp {
  url: string;
  /** The PostgreSQL the server uses (tests connect to it directly). */
  databaseUrl: string;
  config: ServerConfig;
  close(): Promise<void>;
}

export type DemoSeeder = (db: Db, plugins: ServerPlugin[]) => Promise<void>;

/** The database the server uses: DATABASE_URL's, or the embedded PostgreSQL it starts itself. */
export async function openDatabase(config: ServerConfig, log = pino({ level: config.logLevel })) {
  let embedded: EmbeddedDatabase | null = null;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres(config.dataDir, log);
    url = embedded.url;
  }
  const { db } = connect(url);
  return {
    db,
    url,
    async close() {
      await db.destroy();
      await embedded?.stop();
    },
  };
}

/**
 * Start-up in order: database, config/app.json, plugins, migrations (core first, then plugins in
 * config order), demo data on first start, then the HTTP server.
 */
export async function startServer(
  overrides: Partial<ServerConfig> = {},
  seedDemo?: DemoSeeder,
): Promise<RunningServer> {
  const config = configFromEnv(overrides);
  const appConfig = await loadAppConfig(config.configDir);
  const plugins = await loadServerPlugins(config.pluginsDir, appConfig.plugins);
  const database = await openDatabase(config);
  try {
    await migrate(database.db, [
      { owner: 'core', migrations: coreMigrations },
      ...plugins.map((p) => ({ owner: p.id, migrations: p.migrations ?? [] })),
    ]);
    if (seedDemo && config.seedDemo) {
      const seeded = await database.db.selectFrom('users').select('userId').limit(1).executeTakeFirst();
      if (!seeded) await seedDemo(database.db, plugins);
    }
    const built = await buildApp(config, database.db, appConfig, plugins);
    await built.app.listen({ port: config.port, host: config.host });
    const address = built.app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    built.kernel.outbox.start();
    return {
      ...built,
      config,
      databaseUrl: database.url,
      url: `http://${config.host}:${port}`,
      async close() {
        await built.kernel.outbox.stop();
        await built.app.close();
        await database.close();
      },
    };
  } catch (e) {
    await database.close();
    throw e;
  }
}
