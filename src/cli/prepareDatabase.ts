import pino from 'pino';
import type { ServerConfig } from '@core/server/config.js';
import { openDatabase } from '@core/server/start.js';
import { migrate } from '@core/server/db/migrate.js';
import { coreMigrations } from '@core/server/db/migrations/index.js';
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
    await migrate(database.db, [
      { owner: 'core', migrations: coreMigrations },
      ...plugins.map((p) => ({ owner: p.id, migrations: p.migrations ?? [] })),
    ]);
    const any = await database.db.selectFrom('users').select('userId').limit(1).executeTakeFirst();
    if (!any) await seedDemo(database.db, plugins);
    const added = students ? (await growLargeData(database.db, { students })).added : 0;
    return { ...database, plugins, added };
  } catch (e) {
    await database.close();
    throw e;
  }
}
