import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { Kysely, PostgresDialect, type CompiledQuery, type LogEvent } from 'kysely';
import type { KernelTables as Database } from '@core/server/db/types.js';
import { RowCamelCasePlugin } from '@core/server/db/rowCamelCase.js';
import { Outbox } from '@core/server/mail/outbox.js';
import { Access } from '@core/server/auth/access.js';
import { CallScope } from '@core/server/auth/scope.js';
import { NO_FILES } from '@core/server/http/multipartBody.js';
import { JobQueue } from '@core/server/jobs/queue.js';
import { mailJobs } from '@core/server/mail/mailJobs.js';
import type { AcademicServerRoute } from '@core/server/plugin.js';
import { configFromEnv } from '@core/server/config.js';
import { loadAppConfig } from '@core/server/appConfig.js';
import { loadServerPlugins } from '@core/server/pluginLoader.js';
import { publishedViews } from '@core/server/extensions/readViews.js';
import { StaffProfiles } from '@core/server/reference/staffProfiles.js';
import { SystemParameters } from '@core/server/reference/systemParameters.js';
import { FieldPoints } from '@core/server/extensions/fieldPoints.js';
import { Counters } from '@core/server/counters/counters.js';
import { FileSigner } from '@core/server/files/fileSigner.js';
import { LocalFileStore } from '@core/server/files/fileStore.js';
import { secret } from '@core/server/secrets.js';
import type { BenchCall } from './calls.js';
import { SERVER_DATA_DIR } from './serverDir.js';

export type BenchActor = Awaited<ReturnType<typeof actorOf>>;

/** The academic staff member `accountId` as the server's handlers see the caller. */
export async function actorOf(databaseUrl: string, accountId: string) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  const r = await c.query(
    `select u.user_id, u.account_id, u.user_type, a.academic_staff_id from users u
     left join academic_staff a using (user_id) where u.account_id = $1`,
    [accountId],
  );
  await c.end();
  const row = r.rows[0];
  return {
    userId: row.user_id as number,
    accountId: row.account_id as string,
    userType: row.user_type as string,
    sessionId: 'bench',
    academicStaffId: row.academic_staff_id as number | null,
  };
}

/** The enabled plugins as the benchmark's server loads them (config/app.json), loaded once. */
let pluginsOnce: Promise<{
  app: Awaited<ReturnType<typeof loadAppConfig>>;
  plugins: Awaited<ReturnType<typeof loadServerPlugins>>;
}> | null = null;
export function benchPlugins() {
  pluginsOnce ??= (async () => {
    const app = await loadAppConfig(path.resolve(process.env.CONFIG_DIR || 'config'));
    return { app, plugins: await loadServerPlugins(path.resolve(process.env.PLUGINS_DIR || 'plugins'), app.plugins) };
  })();
  return pluginsOnce;
}

/**
 * The kernel's parts a handler reads, as the benchmark's server has them: the enabled plugins,
 * their field points and read views, the file signer (the server's secret) and its file store
 * (the server's data folder), the public address; mail through `outbox`. `db` is the capturing
 * connection, so every statement the handler runs through the kernel is captured too.
 */
export async function benchKernel(db: Kysely<Database>, parts: { outbox?: Outbox; access?: Access } = {}) {
  const { app, plugins } = await benchPlugins();
  const views = publishedViews(plugins);
  return {
    config: configFromEnv({ dataDir: SERVER_DATA_DIR, logLevel: 'silent' }),
    app,
    db,
    enabled: new Set(plugins.map((p) => p.id)),
    extensions: new FieldPoints(plugins),
    counters: Counters.of(plugins),
    readViews: views.byView,
    publishes: views.publishes,
    secret: (name: string) => secret(db as never, name),
    staff: new StaffProfiles(db as never),
    systemParameters: new SystemParameters(db as never),
    files: new FileSigner(await secret(db as never, 'files')),
    store: new LocalFileStore(path.join(SERVER_DATA_DIR, 'files')),
    log: pino({ level: 'silent' }),
    ...parts,
  };
}

/**
 * The SQL a call's handler runs, captured once through Kysely's log (its statements and their
 * values), so it can be replayed over plain pg or explained. A call's `before` statements (what
 * the server runs for it before the handler: a public call's rate limits) come first.
 */
export async function capturedSql(databaseUrl: string, call: BenchCall, actor: BenchActor) {
  const captured: CompiledQuery[] = [];
  // A queue that adds jobs and runs none, as a JOB_WORK=false server does: a call that queues
  // mail writes its job in its own transaction, through that transaction's connection, so the
  // job's insert is one of the call's statements and belongs to its limit.
  const silent = pino({ level: 'silent' });
  const jobs = new JobQueue({ url: databaseUrl, log: silent, work: false, poolSize: 1 });
  jobs.register('core', mailJobs);
  await jobs.start({} as never);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new RowCamelCasePlugin()],
    log: (e: LogEvent) => {
      if (e.level === 'query') captured.push(e.query);
    },
  });
  try {
    // The server reads roles, grants and cohorts once per few seconds (core/server/auth/access.ts):
    // warm them here, so that what is captured is what each call runs.
    const cohortProgId = Number(call.headers?.['x-cohort-prog-id'] ?? 0) || null;
    const access = new Access(db as never, 3_600_000);
    const p = call.route.permission;
    await access.can(actor, cohortProgId, p?.functionCode ?? '', p?.flag ?? 'canSelect');
    await access.cohorts();
    const outbox = new Outbox(db as never, jobs, { smtpUrl: null, from: 'bench', dir: os.tmpdir() }, silent);
    const kernel = await benchKernel(db, { outbox, access });
    captured.length = 0;
    await call.before?.(db, call.body);
    const route = call.route as AcademicServerRoute;
    // The spec's scope fields resolved as the kernel does before the handler.
    const scope = await new CallScope(access, actor, cohortProgId).forCall(route, call.body);
    await route.handler({
      body: call.body as never,
      db,
      actor: actor as never,
      scope,
      files: NO_FILES,
      kernel: kernel as never,
      log: silent,
      request: {} as never,
      reply: {} as never,
    });
  } finally {
    await db.destroy();
    await jobs.stop();
  }
  return captured;
}
