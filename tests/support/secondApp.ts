import { inject } from 'vitest';
import { buildApp, type BuiltApp } from '@core/server/app.js';
import { configFromEnv, type ServerConfig } from '@core/server/config.js';
import { connect, type Db } from '@core/server/db/connect.js';
import { loadAppConfig, type AppConfig } from '@core/server/appConfig.js';
import { loadServerPlugins } from '@core/server/pluginLoader.js';
import { freePort } from './freePort';

export interface SecondApp extends BuiltApp {
  url: string;
  config: ServerConfig;
  db: Db;
  close(): Promise<void>;
}

/**
 * A second server copy on the suite's database (as a second replica would run), with its own
 * settings: lower limits, other plugins. `listen: false` leaves it for app.inject().
 */
export async function startSecondApp(
  overrides: Partial<ServerConfig> = {},
  opts: { appConfig?: AppConfig; listen?: boolean } = {},
): Promise<SecondApp> {
  const port = await freePort();
  const config = configFromEnv({
    port,
    dataDir: inject('dataDir'),
    databaseUrl: inject('databaseUrl'),
    logLevel: 'silent',
    ...overrides,
  });
  const { db } = connect(config.databaseUrl!, 3);
  try {
    const appConfig = opts.appConfig ?? (await loadAppConfig(config.configDir));
    const plugins = await loadServerPlugins(config.pluginsDir, appConfig.plugins);
    const built = await buildApp(config, db, appConfig, plugins);
    if (opts.listen !== false) await built.app.listen({ port, host: '127.0.0.1' });
    return {
      ...built,
      url: `http://127.0.0.1:${port}`,
      config,
      db,
      async close() {
        await built.app.close();
        await db.destroy();
      },
    };
  } catch (e) {
    await db.destroy();
    throw e;
  }
}
