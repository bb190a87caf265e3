import { parseArgs } from 'node:util';
import pino from 'pino';
import { configFromEnv } from '@core/server/config.js';
import { loadAppConfig } from '@core/server/appConfig.js';
import { loadServerPlugins } from '@core/server/pluginLoader.js';
import { openDatabase, prepareSchema } from '@core/server/start.js';
import { runningEmbeddedUrl } from '@core/server/db/embedded.js';
import { buildApp } from '@core/server/app.js';
import type { DigestReport } from '@core/server/digest/digest.js';

/**
 * npm run digest -- --now [--user ACCOUNT] [--data-dir DIR]
 * Builds today's daily digest and queues its mails through the outbox, once per person and day
 * (the same record the scheduled job keeps: a second run the same day sends nobody twice), then
 * prints how many were sent and skipped, and why. The servers deliver the queued mails. Uses
 * DATABASE_URL, else the embedded PostgreSQL a running server has started, else starts it.
 */
const { values } = parseArgs({
  options: { now: { type: 'boolean' }, user: { type: 'string' }, 'data-dir': { type: 'string' } },
});
if (!values.now) {
  console.error('Usage: npm run digest -- --now [--user ACCOUNT] [--data-dir DIR]');
  process.exit(2);
}
// This process adds the mails' jobs; the servers run them.
process.env.JOB_WORK = 'false';

const started = Date.now();
const base = configFromEnv({ logLevel: 'warn', ...(values['data-dir'] ? { dataDir: values['data-dir'] } : {}) });
const config = { ...base, databaseUrl: base.databaseUrl ?? (await runningEmbeddedUrl(base.dataDir)) };
const app = await loadAppConfig(config.configDir);
const plugins = await loadServerPlugins(config.pluginsDir, app.plugins);
const database = await openDatabase(config, pino({ level: 'warn' }));
let report: DigestReport;
try {
  await prepareSchema(database.db, plugins);
  const built = await buildApp({ ...config, databaseUrl: database.url }, database.db, app, plugins);
  try {
    let userId: number | null = null;
    if (values.user) {
      const u = await database.db
        .selectFrom('users')
        .select('userId')
        .where((eb) => eb.fn('lower', ['accountId']), '=', values.user.toLowerCase())
        .executeTakeFirst();
      if (!u) throw new Error(`There is no user '${values.user}'.`);
      userId = u.userId;
    }
    report = await built.kernel.digest.run({ userId });
  } finally {
    await built.app.close();
  }
} finally {
  await database.close();
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `Daily digest of ${report.day}${values.user ? ` for ${values.user}` : ''}: ${report.sent} sent (${seconds} s).`,
);
const skipped: [number, string][] = [
  [report.alreadySent, 'already sent today'],
  [report.nothingWaits, 'nothing waits'],
  [report.notificationOff, 'Receive Notification is N'],
  [report.noRole, 'no role in the current cohort'],
  [report.noEmail, 'no email address'],
];
const total = skipped.reduce((n, [c]) => n + c, 0);
console.log(`Skipped: ${total}${total ? ':' : '.'}`);
for (const [count, why] of skipped) if (count) console.log(`  ${String(count).padStart(6)}  ${why}`);
