import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from './config.js';
import type { Db } from './db/connect.js';
import type { Sessions } from './auth/sessions.js';
import type { Access } from './auth/access.js';
import type { OidcClient } from './auth/oidcClient.js';
import type { Outbox } from './mail/outbox.js';
import type { JobQueue } from './jobs/queue.js';
import type { FileSigner } from './files/fileSigner.js';
import type { FileStore } from './files/fileStore.js';
import type { AppConfig } from './appConfig.js';
import type { Lifecycle } from './lifecycle.js';
import type { FieldPoints } from './extensions/fieldPoints.js';
import type { Counters } from './counters/counters.js';
import type { StaffProfiles } from './reference/staffProfiles.js';
import type { SystemParameters } from './reference/systemParameters.js';
import type { Digest } from './digest/digest.js';

/**
 * The kernel's services, handed to every route handler and plugin. It holds no database handle:
 * a plugin gets its own area's in its contexts (ctx.db), and writes kernel tables only through
 * these services.
 */
export interface Kernel {
  config: ServerConfig;
  app: AppConfig;
  sessions: Sessions;
  /** Staff roles, function grants and cohorts, cached for the session cache's window. */
  access: Access;
  oidc: OidcClient;
  outbox: Outbox;
  /** Background jobs: `jobs.add(task, payload, { trx, runAt })` for a task some plugin declares. */
  jobs: JobQueue;
  /** Signs and checks download addresses. */
  files: FileSigner;
  /** Keeps uploaded and generated files. */
  store: FileStore;
  log: FastifyBaseLogger;
  /** The enabled plugins' contributions at server extension points (contributeFields). */
  extensions: FieldPoints;
  /**
   * The enabled plugins' maintained figures: `counters.refresh(trx, [{ figures, keys }])` once at
   * the end of a write's transaction, `counters.announce(trx, change, payloads)` for a change of
   * published data others' figures read (core/server/counters).
   */
  counters: Counters;
  /** Ids of the enabled plugins, for an area whose optional dependency may be off. */
  enabled: ReadonlySet<string>;
  /** Read views the enabled plugins publish (readViews): view name → plugin id. */
  readViews: ReadonlyMap<string, string>;
  /**
   * Whether an enabled plugin publishes this view: the one check before reading a view of an area
   * that is an optional dependency (`kernel.publishes(programmesContract.readViews.parameters)`).
   */
  publishes(view: string): boolean;
  /** A named secret shared by every server copy (kernel_secrets), made on first use. */
  secret(name: string): Promise<string>;
  /** Academic staff profiles: the one way an area changes academic_staff (`staff.update`). */
  staff: StaffProfiles;
  /** System parameters (sys_params) as areas read them; their defaults are declared in plugins' `systemParameters`. */
  systemParameters: SystemParameters;
  /** Readiness and shutdown: register work to hand back on SIGTERM with lifecycle.onShutdown. */
  lifecycle: Lifecycle;
}

/** The kernel as its own code holds it: with the kernel's handle, which no plugin is given. */
export interface KernelCore extends Kernel {
  db: Db;
  /** The daily digest (core/server/digest): its cron job, the CLI, the profile's preview. */
  digest: Digest;
}
