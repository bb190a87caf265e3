import path from 'node:path';
import { inject } from 'vitest';
import { connect } from '@core/server/db/connect';
import { loadAppConfig } from '@core/server/appConfig';
import { loadServerPlugins } from '@core/server/pluginLoader';
import { Counters } from '@core/server/counters/counters';
import { counterDifferences, repairCounters } from '@core/server/counters/checkCounters';

/** The enabled plugins' counters, as the suite's server has them (config/app.json). */
export async function suiteCounters(): Promise<Counters> {
  const app = await loadAppConfig(path.resolve('config'));
  return Counters.of(await loadServerPlugins(path.resolve('plugins'), app.plugins));
}

/**
 * After a test arranged rows directly in SQL (bypassing the writes that keep the maintained
 * figures), brings the figures back to the rows: what `npm run check-counters` does.
 */
export async function repairSuiteCounters(url = inject('databaseUrl')): Promise<void> {
  const { db } = connect(url, 2);
  try {
    await repairCounters(db, await suiteCounters());
  } finally {
    await db.destroy();
  }
}

/** What differs between the maintained figures and the rows, on a database. */
export async function suiteCounterDifferences(url = inject('databaseUrl')) {
  const { db } = connect(url, 2);
  try {
    return await counterDifferences(db, await suiteCounters());
  } finally {
    await db.destroy();
  }
}
