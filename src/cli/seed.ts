import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { configFromEnv } from '@core/server/config.js';
import { prepareDatabase } from './prepareDatabase.js';

/**
 * npm run seed -- [--students N] [--data-dir DIR]
 * Creates and migrates the database, loads the demo institution if it is empty, and with
 * --students grows it to N students (benchmark data). Uses DATABASE_URL when set.
 */
const { values } = parseArgs({ options: { students: { type: 'string' }, 'data-dir': { type: 'string' } } });
const students = values.students ? Number.parseInt(values.students, 10) : undefined;
if (students !== undefined && (!Number.isSafeInteger(students) || students < 1)) {
  throw new Error('--students needs a positive whole number.');
}
const started = Date.now();
// plugins/ two folders up: the sources under tsx, dist/server/plugins in the build.
const pluginsDir = fileURLToPath(new URL('../../plugins', import.meta.url));
const database = await prepareDatabase(
  configFromEnv({ pluginsDir, ...(values['data-dir'] ? { dataDir: values['data-dir'] } : {}) }),
  students,
);
await database.close();
if (students) console.log(`Added ${database.added} students (target ${students}).`);
console.log(`Database ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
