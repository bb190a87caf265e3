import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { configFromEnv } from '@core/server/config.js';
import { restoreBackup } from './backup/restoreBackup.js';
import { runCommand } from './backup/runCommand.js';

/**
 * npm run restore -- --from DIR
 * A backup of npm run backup into an empty database (DATABASE_URL, else DATA_DIR's embedded one)
 * and an empty file store (FILE_STORE_URL, else DATA_DIR/files). docs/DEPLOY.md, 'Backup and restore'.
 */
const { values } = parseArgs({ options: { from: { type: 'string' } } });
await runCommand('npm run restore -- --from DIR', values.from, async (dir) => {
  const started = Date.now();
  const m = await restoreBackup(path.resolve(dir), configFromEnv(), pino({ level: 'warn' }));
  console.log(
    `Restored the backup of ${m.createdAt} (${m.database.migrations.length} migrations, ${m.fileStore.count} files) ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s. Start the server on this database and file store.`,
  );
});
