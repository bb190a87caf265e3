/**
 * One digest run in its own process, as a server copy's job would run it (tests/db/digestOnce.test.ts
 * kills it mid-run): DATABASE_URL, DIGEST_DAY, DIGEST_BATCH; prints the run's report as JSON.
 */
import { configFromEnv } from '@core/server/config';
import { connect } from '@core/server/db/connect';
import { loadAppConfig } from '@core/server/appConfig';
import { loadServerPlugins } from '@core/server/pluginLoader';
import { buildApp } from '@core/server/app';

process.env.JOB_WORK = 'false';
const config = configFromEnv({ port: 0, logLevel: 'silent', databaseUrl: process.env.DATABASE_URL! });
const { db } = connect(config.databaseUrl!, 3);
const app = await loadAppConfig(config.configDir);
const built = await buildApp(config, db, app, await loadServerPlugins(config.pluginsDir, app.plugins));
process.stdout.write('started\n');
const report = await built.kernel.digest.run({
  day: process.env.DIGEST_DAY!,
  batchSize: Number(process.env.DIGEST_BATCH),
});
process.stdout.write(`${JSON.stringify(report)}\n`);
await built.app.close();
await db.destroy();
