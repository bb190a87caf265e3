import { parseArgs } from 'node:util';
import pino from 'pino';
import { sql } from 'kysely';
import { buildApp } from '@core/server/app.js';
import { loadAppConfig } from '@core/server/appConfig.js';
import { configFromEnv } from '@core/server/config.js';
import { connect } from '@core/server/db/connect.js';
import { loadServerPlugins } from '@core/server/pluginLoader.js';
import { openDatabase } from '@core/server/start.js';

/** The daily digest of every staff member (issue 39): how long one run takes, what it sent. */
export interface DigestMeasure {
  seconds: number;
  staff: number;
  sent: number;
  nothingWaits: number;
  batchSize: number;
  sections: number;
}

/** A day no real run uses: the measured run's records and mails are removed afterwards. */
const DAY = '2099-12-31';

/**
 * Builds the kernel as `npm run digest` does (JOB_WORK=false: it adds the mails' jobs, runs
 * none) and times `digest.run` for every staff member, batches and all writes included; then
 * removes that day's records, mails and jobs, so the next run measures the same work.
 */
export async function measureDigest(databaseUrl: string): Promise<DigestMeasure> {
  process.env.JOB_WORK = 'false';
  const config = configFromEnv({ port: 0, logLevel: 'warn', databaseUrl });
  const { db } = connect(databaseUrl, 4);
  try {
    const app = await loadAppConfig(config.configDir);
    const built = await buildApp(config, db, app, await loadServerPlugins(config.pluginsDir, app.plugins));
    try {
      await clear(db);
      const t0 = process.hrtime.bigint();
      const r = await built.kernel.digest.run({ day: DAY });
      const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
      await clear(db);
      const staff = r.sent + r.nothingWaits + r.alreadySent + r.notificationOff + r.noRole + r.noEmail;
      return {
        seconds,
        staff,
        sent: r.sent,
        nothingWaits: r.nothingWaits,
        batchSize: built.kernel.digest.deps.settings.batchSize,
        sections: built.kernel.digest.deps.sections.sections.length,
      };
    } finally {
      await built.app.close();
    }
  } finally {
    delete process.env.JOB_WORK;
    await db.destroy();
  }
}

async function clear(db: ReturnType<typeof connect>['db']) {
  await sql`with gone as (delete from digest_sends where digest_day = ${DAY}::date returning mail_id),
    jobs as (delete from pgboss.job j where j.name = 'core.sendMail' and (j.data->>'mailId')::bigint in (select mail_id from gone))
    delete from mail_outbox where mail_id in (select mail_id from gone)`.execute(db);
}

/** The target rows of docs/PERFORMANCE.md: every staff member's digest in at most 60 s. */
export function digestTargets(runs: readonly { students: number; digest?: DigestMeasure | null }[]): string[] {
  return runs.flatMap((r) =>
    r.digest
      ? [
          `| daily digest of every staff member at ${r.students.toLocaleString('en')} students (${r.digest.staff} staff, ${r.digest.sent} mails, ${r.digest.sections} sections, batches of ${r.digest.batchSize}) at most 60 s | ${r.digest.seconds.toFixed(1)} s | ${r.digest.seconds <= 60 ? 'met' : '**not met**'} |`,
        ]
      : [],
  );
}

// node --import tsx tests/bench/digest.ts --data-dir .tmp/bench100k: one measurement on a prepared set.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { 'data-dir': { type: 'string', default: 'data/bench' } } });
  const database = await openDatabase(configFromEnv({ dataDir: values['data-dir'] }), pino({ level: 'warn' }));
  try {
    console.log(JSON.stringify(await measureDigest(database.url)));
  } finally {
    await database.close();
  }
}
