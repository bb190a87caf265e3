import pino from 'pino';
import type { ServerConfig } from '@core/server/config.js';
import { openDatabase, prepareSchema } from '@core/server/start.js';
import { loadAppConfig } from '@core/server/appConfig.js';
import { loadServerPlugins } from '@core/server/pluginLoader.js';
import { seedDemo } from './demo/seedDemo.js';
import { growLargeData } from './largeData.js';

/**
 * Opens (or starts) the database, migrates it, loads the demo institution when it is empty,
 * and with `students` grows it to that many students. The caller closes what it returns.
 */
export async function prepareDatabase(config: ServerConfig, students?: number) {
  const app = await loadAppConfig(config.configDir);
  const plugins = await loadServerPlugins(config.pluginsDir, app.plugins);
  const database = await openDatabase(config, pino({ level: 'warn' }));
  try {
    await prepareSchema(database.db, plugins, seedDemo);
    const added = students ? (await growLargeData(database.db, { students }, plugins)).added : 0;
    return { ...database, plugins, added };
  } catch (e) {
    await database.close();
    throw e;
  }
}
