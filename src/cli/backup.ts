import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { configFromEnv } from '@core/server/config.js';
import { makeBackup } from './backup/makeBackup.js';
import { runCommand } from './backup/runCommand.js';

/**
 * npm run backup -- --out DIR
 * The database (DATABASE_URL, else DATA_DIR's embedded one) and the file store (FILE_STORE_URL,
 * else DATA_DIR/files) into the new folder DIR, with manifest.json. docs/DEPLOY.md, 'Backup and restore'.
 */
const { values } = parseArgs({ options: { out: { type: 'string' } } });
await runCommand('npm run backup -- --out DIR', values.out, async (dir) => {
  const started = Date.now();
  const m = await makeBackup(path.resolve(dir), configFromEnv(), pino({ level: 'warn' }));
  console.log(
    `Backed up the database (${(m.database.bytes / 1e6).toFixed(1)} MB dump, PostgreSQL ${m.database.serverVersion}, ` +
      `${m.database.migrations.length} migrations) and ${m.fileStore.count} files (${(m.fileStore.bytes / 1e6).toFixed(1)} MB, ${m.fileStore.kind}) ` +
      `into ${path.resolve(dir)} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
});
