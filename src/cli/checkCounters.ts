import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { configFromEnv } from '@core/server/config.js';
import { openDatabase } from '@core/server/start.js';
import { loadAppConfig } from '@core/server/appConfig.js';
import { loadServerPlugins } from '@core/server/pluginLoader.js';
import { Counters } from '@core/server/counters/counters.js';
import { counterDifferences, repairCounters, type CounterDifference } from '@core/server/counters/checkCounters.js';

/**
 * npm run check-counters -- [--check] [--data-dir DIR]
 * Compares every maintained figure of the enabled plugins (figures tables, their rollups, copied
 * columns, tallies) with its recomputation from the rows, on a live database (DATABASE_URL, else the
 * embedded one of --data-dir), and repairs what differs in one transaction (writers wait for it),
 * saying what it repaired. --check only reports (exit 1 when anything differs).
 */
const { values } = parseArgs({ options: { check: { type: 'boolean' }, 'data-dir': { type: 'string' } } });
// plugins/ two folders up: the sources under tsx, dist/server/plugins in the build.
const pluginsDir = fileURLToPath(new URL('../../plugins', import.meta.url));
const config = configFromEnv({ pluginsDir, ...(values['data-dir'] ? { dataDir: values['data-dir'] } : {}) });
const app = await loadAppConfig(config.configDir);
const plugins = await loadServerPlugins(config.pluginsDir, app.plugins);
const counters = Counters.of(plugins);
const database = await openDatabase(config, pino({ level: 'warn' }));

const describe = (d: CounterDifference) =>
  `  ${d.kind} ${d.name}: ${d.count} ${d.kind === 'rollup' || d.kind === 'tally' ? 'groups' : 'rows'} differ (${d.columns.join(', ') || 'rows missing or extra'})` +
  d.sample
    .map(
      (x) =>
        `\n    at ${JSON.stringify(x.at)}: stored ${JSON.stringify(x.stored)}, recomputed ${JSON.stringify(x.truth)}`,
    )
    .join('');

let code = 0;
try {
  const started = Date.now();
  if (values.check) {
    const found = await counterDifferences(database.db, counters);
    console.log(
      found.length
        ? `Differences:\n${found.map(describe).join('\n')}`
        : 'Every maintained figure equals its recomputation.',
    );
    code = found.length ? 1 : 0;
  } else {
    const { found, rewritten } = await repairCounters(database.db, counters);
    if (!found.length) console.log('Every maintained figure equals its recomputation: nothing to repair.');
    else {
      console.log(`Found:\n${found.map(describe).join('\n')}`);
      console.log(`Repaired:\n${[...rewritten].map(([name, n]) => `  ${name}: ${n} rows rewritten`).join('\n')}`);
      const left = await counterDifferences(database.db, counters);
      console.log(
        left.length
          ? `Still differing:\n${left.map(describe).join('\n')}`
          : 'Now every maintained figure equals its recomputation.',
      );
      code = left.length ? 1 : 0;
    }
  }
  console.log(
    `Checked ${counters.all.length} figures, ${counters.rollups.size} rollups, ${counters.copies.length} copies, ${counters.tallies.length} tallies in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} finally {
  await database.close();
}
process.exit(code);
