import pino from 'pino';
import { configFromEnv, type ServerConfig } from './config.js';
import { connect, type Db } from './db/connect.js';
import { leaveSignalsToServer, startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.js';
import { migrate } from './db/migrate.js';
import { coreMigrations } from './db/migrations/index.js';
import { loadAppConfig } from './appConfig.js';
import { loadServerPlugins, orderByDependencies } from './pluginLoader.js';
import { ensureFunctionGrants } from './auth/functionGrants.js';
import { ensureSystemParameters } from './reference/systemParameters.js';
import { buildApp, type BuiltApp } from './app.js';
import type { ServerPlugin } from './plugin.js';
import { DRAIN_MS, Lifecycle } from './lifecycle.js';

export interface RunningServer extends BuiltApp {
  url: string;
  /** The PostgreSQL the server uses (tests connect to it directly). */
  databaseUrl: string;
  config: ServerConfig;
  /** Times the embedded PostgreSQL was restarted after dying (0 with DATABASE_URL). */
  readonly databaseRestarts: number;
  /**
   * Graceful stop (SIGTERM): /readyz answers 503 and new calls are refused at once, calls in
   * flight finish (up to 10 s), shutdown hooks hand work back, then the database is closed.
   */
  close(): Promise<void>;
}

export type DemoSeeder = (db: Db, plugins: readonly ServerPlugin[]) => Promise<void>;

/** The database the server uses: DATABASE_URL's, or the embedded PostgreSQL it starts itself. */
export async function openDatabase(config: ServerConfig, log = pino({ level: config.logLevel })) {
  let embedded: EmbeddedDatabase | null = null;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres(config.dataDir, log);
    url = embedded.url;
  }
  const { db } = connect(url);
  return {
    db,
    url,
    embedded,
    async close() {
      await db.destroy();
      await embedded?.stop();
    },
  };
}

type OpenDatabase = Awaited<ReturnType<typeof openDatabase>>;

/** The steps of a graceful stop, in the order issue 17 gives them. */
async function shutDown(built: BuiltApp, lifecycle: Lifecycle, database: OpenDatabase) {
  const log = built.app.log;
  const started = Date.now();
  lifecycle.beginShutdown();
  database.embedded?.endRestarts();
  const drained = await lifecycle.drained(DRAIN_MS);
  if (!drained) log.warn({ left: lifecycle.requestsInFlight }, 'requests still running after 10 s are cut');
  const closed = built.app.close();
  // Fastify's close waits for every open request; past the bound, their connections are cut.
  if (!drained) built.app.server.closeAllConnections();
  await closed;
  await lifecycle.runShutdownHooks(log);
  await database.close();
  log.info({ ms: Date.now() - started }, 'server stopped');
}

/**
 * The database made ready for the enabled plugins: migrations (core first, then the plugins in
 * dependency order, each after the areas it reads), demo data when the database is empty (seeds
 * in the same order), then the declared function codes' default grants and system parameters
 * that are missing.
 */
export async function prepareSchema(
  db: Db,
  plugins: readonly ServerPlugin[],
  seedDemo?: DemoSeeder,
  log?: { info(obj: object, msg: string): void },
) {
  const ordered = orderByDependencies(plugins);
  const { applied, waiting } = await migrate(
    db,
    [
      { owner: 'core', migrations: coreMigrations },
      ...ordered.map((p) => ({ owner: p.id, migrations: p.migrations ?? [] })),
    ],
    new Set(['core', ...plugins.map((p) => p.id)]),
  );
  if (applied.length || waiting.length) log?.info({ applied, waiting }, 'migrations');
  if (seedDemo) {
    const seeded = await db.selectFrom('users').select('userId').limit(1).executeTakeFirst();
    if (!seeded) await seedDemo(db, ordered);
  }
  await ensureFunctionGrants(db, ordered);
  await ensureSystemParameters(db, ordered);
}

/**
 * Start-up in order: database, config/app.json, plugins, the schema (prepareSchema), then the
 * HTTP server.
 */
export async function startServer(
  overrides: Partial<ServerConfig> = {},
  seedDemo?: DemoSeeder,
): Promise<RunningServer> {
  const config = configFromEnv(overrides);
  const appConfig = await loadAppConfig(config.configDir);
  const plugins = await loadServerPlugins(config.pluginsDir, appConfig.plugins);
  const database = await openDatabase(config);
  const lifecycle = new Lifecycle();
  try {
    await prepareSchema(database.db, plugins, config.seedDemo ? seedDemo : undefined);
    lifecycle.migrated = true;
    // The job queue connects to the same database, embedded or not.
    const built = await buildApp({ ...config, databaseUrl: database.url }, database.db, appConfig, plugins, lifecycle);
    await built.app.listen({ port: config.port, host: config.host });
    const address = built.app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    let closing: Promise<void> | null = null;
    return {
      ...built,
      config,
      databaseUrl: database.url,
      url: `http://${config.host}:${port}`,
      get databaseRestarts() {
        return database.embedded?.restarts ?? 0;
      },
      close() {
        closing ??= shutDown(built, lifecycle, database);
        return closing;
      },
    };
  } catch (e) {
    await database.close();
    throw e;
  }
}

/** A stop that has not finished by then (a hook that hangs) ends the process anyway, with code 1. */
const HARD_STOP_MS = 30_000;

/**
 * SIGTERM (orchestrators, load balancers) and SIGINT (Ctrl-C) stop the server gracefully, then
 * the process exits 0; a repeated signal while stopping changes nothing.
 */
export function stopOnSignals(server: RunningServer): void {
  leaveSignalsToServer();
  const log = server.app.log;
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping: finishing calls in flight');
    setTimeout(() => {
      log.error('the server did not stop in 30 s; exiting');
      process.exit(1);
    }, HARD_STOP_MS).unref();
    server.close().then(
      () => process.exit(0),
      (e: unknown) => {
        log.error({ err: e }, 'the server did not stop cleanly');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
