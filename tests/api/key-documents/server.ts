import { sql } from 'kysely';
import { inject } from 'vitest';
import { buildApp } from '@core/server/app.js';
import { configFromEnv } from '@core/server/config.js';
import { connect, type Db } from '@core/server/db/connect.js';
import { loadAppConfig } from '@core/server/appConfig.js';
import { loadServerPlugins } from '@core/server/pluginLoader.js';
import { prepareSchema } from '@core/server/start.js';
import type { ServerPlugin } from '@core/server/plugin.js';
import { demoFiles } from '@core/server/demo/demoFiles.js';
import { seededRandom } from '../../../src/cli/demo/random.js';
import { baseUrl } from '../../support/api';
import { freePort } from '../../support/freePort';

export interface KeyDocumentsServer {
  base: string;
  db: Db;
  close(): Promise<void>;
}

/**
 * The server the key-documents API tests call: the suite's own when config/app.json enables the
 * plugin (and with it 'modules'). Until the modules plugin publishes modules_student_modules_v,
 * KD_STUB_MODULES=1 starts a server copy on the suite's database with a stand-in 'modules' plugin
 * whose view reads the student_modules table as it stands, and the key-documents plugin seeded on
 * it; without either the tests are skipped.
 */
export async function keyDocumentsServer(): Promise<KeyDocumentsServer | null> {
  const db = connect(inject('databaseUrl'), 3).db;
  const docs = (await (await fetch(`${baseUrl()}/api/docs`)).json()) as { paths: Record<string, unknown> };
  if (docs.paths['/api/keyDocument/search']) return { base: baseUrl(), db, close: () => db.destroy() };
  if (process.env.KD_STUB_MODULES !== '1') {
    await db.destroy();
    return null;
  }
  const port = await freePort();
  const config = configFromEnv({
    port,
    dataDir: inject('dataDir'),
    databaseUrl: inject('databaseUrl'),
    logLevel: 'silent',
  });
  const appConfig = await loadAppConfig(config.configDir);
  const stub: ServerPlugin = {
    id: 'modules',
    description: 'Stand-in for the modules plugin (tests only).',
    readViews: ['modules_student_modules_v'],
    extensionPoints: [],
    migrations: [
      {
        name: 'stub_view',
        up: async (d) => {
          await sql`create or replace view modules_student_modules_v as
            select sm.student_module_id, sm.cohort_module_id, sm.student_id, a.user_id as academic_supervisor_user_id
              from student_modules sm left join academic_staff a on a.academic_staff_id = sm.academic_staff_id`.execute(
            d,
          );
        },
      },
    ],
  };
  const plugins = [...(await loadServerPlugins(config.pluginsDir, [...appConfig.plugins, 'key-documents'])), stub];
  await prepareSchema(db, plugins);
  const kd = plugins.find((p) => p.id === 'key-documents')!;
  const seeded = await sql<{ n: number }>`select count(*)::int as n from key_documents`.execute(db);
  if (!seeded.rows[0]!.n) await kd.seed!({ db, random: seededRandom(1), demoFiles });
  const built = await buildApp(config, db, { ...appConfig, plugins: plugins.map((p) => p.id) }, plugins);
  await built.app.listen({ port, host: '127.0.0.1' });
  return {
    base: `http://127.0.0.1:${port}`,
    db,
    async close() {
      await built.app.close();
      await db.destroy();
    },
  };
}
