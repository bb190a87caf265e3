import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.js';
import type { Db } from './db/connect.js';
import type { AppConfig } from './appConfig.js';
import type { ServerPlugin } from './plugin.js';
import type { KernelCore } from './kernel.js';
import type { Lifecycle } from './lifecycle.js';
import type { createMetrics } from './metrics/metrics.js';
import { Sessions } from './auth/sessions.js';
import { Access } from './auth/access.js';
import { OidcClient } from './auth/oidcClient.js';
import { mountEmbeddedIdp, OWN_CLIENT_ID, IDP_PREFIX } from './auth/idp/provider.js';
import { Outbox } from './mail/outbox.js';
import { mailJobs } from './mail/mailJobs.js';
import { JobQueue } from './jobs/queue.js';
import { FileSigner } from './files/fileSigner.js';
import { fileStoreFromUrl } from './files/fileStoreFromUrl.js';
import { countingFileStore } from './files/countingFileStore.js';
import { secret } from './secrets.js';
import { requestAwareLog } from './http/requestLog.js';
import { FieldPoints } from './extensions/fieldPoints.js';
import { Counters } from './counters/counters.js';
import { checkDeclaredFunctions } from './auth/functionGrants.js';
import { publishedViews } from './extensions/readViews.js';
import { StaffProfiles } from './reference/staffProfiles.js';
import { SystemParameters } from './reference/systemParameters.js';
import { Digest } from './digest/digest.js';
import { digestJobs } from './digest/digestJob.js';
import { DigestSections } from './digest/digestSections.js';
import { digestSettingsFrom, type DigestSettings } from './digest/digestSettings.js';
import { boundUrl } from './digest/links.js';

type Metrics = Awaited<ReturnType<typeof createMetrics>>;

export interface KernelInputs {
  app: FastifyInstance;
  config: ServerConfig;
  db: Db;
  appConfig: AppConfig;
  plugins: ServerPlugin[];
  lifecycle: Lifecycle;
  metrics: Metrics | null;
}

/** The sign-in client: the configured OIDC issuer, else the embedded identity provider mounted now. */
async function oidcClient({ app, db, config }: KernelInputs) {
  let oidcSettings = config.oidc;
  if (!oidcSettings) {
    const { clientSecret } = await mountEmbeddedIdp(app, db, config.publicUrl, { signin: config.rateLimitSignin });
    oidcSettings = { issuer: `${config.publicUrl}${IDP_PREFIX}`, clientId: OWN_CLIENT_ID, clientSecret };
  }
  return new OidcClient({ ...oidcSettings, redirectUri: `${config.publicUrl}/login`, forceLogin: !config.oidc });
}

/** The job queue with the declared jobs checked (names, duplicates); it starts once the app is built. */
function jobQueue({ config, plugins, app }: KernelInputs, digestSettings: DigestSettings) {
  if (!config.databaseUrl) throw new Error('buildApp needs config.databaseUrl: the job queue connects to it.');
  const jobs = new JobQueue({ url: config.databaseUrl, log: app.log });
  jobs.register('core', [...mailJobs, ...digestJobs(digestSettings)]);
  for (const p of plugins) jobs.register(p.id, p.jobs ?? []);
  return jobs;
}

/** Everything the kernel offers the plugins but the digest. */
async function kernelCore(k: KernelInputs, jobs: JobQueue): Promise<Omit<KernelCore, 'digest'>> {
  const { config, db, plugins, app } = k;
  const log = app.log;
  const outbox = new Outbox(
    db,
    jobs,
    { smtpUrl: config.smtpUrl, from: config.mailFrom, dir: path.join(config.dataDir, 'outbox') },
    log,
  );
  const files = new FileSigner(await secret(db, 'files'));
  const oidc = await oidcClient(k);
  const sessions = new Sessions(db, await secret(db, 'jwt'), config);
  // Local disk unless FILE_STORE_URL names an S3-compatible bucket; a bad setting stops the start.
  const chosenStore = await fileStoreFromUrl(process.env.FILE_STORE_URL, path.join(config.dataDir, 'files'));
  const store = k.metrics ? countingFileStore(chosenStore, k.metrics.fileStoreError) : chosenStore;
  const access = new Access(db, config.sessionCacheMs);
  // Contract checks: a bad extension point or contribution, or a permission naming a function its
  // plugin does not declare, stops the start naming them.
  const extensions = new FieldPoints(plugins);
  const enabled = new Set(plugins.map((p) => p.id));
  for (const p of plugins) checkDeclaredFunctions(p.id, p.functions ?? [], p.routes ?? []);
  const views = publishedViews(plugins);
  const counters = new Counters(plugins, { extensions, enabled, publishes: views.publishes });
  return {
    config,
    app: k.appConfig,
    db,
    sessions,
    access,
    oidc,
    outbox,
    jobs,
    files,
    store,
    log: requestAwareLog(log),
    lifecycle: k.lifecycle,
    secret: (name) => secret(db, name),
    staff: new StaffProfiles(db),
    systemParameters: new SystemParameters(db),
    extensions,
    counters,
    enabled,
    readViews: views.byView,
    publishes: views.publishes,
  };
}

/** The kernel the plugins receive, its job queue and its digest. */
export async function buildKernel(k: KernelInputs): Promise<{ kernel: KernelCore; jobs: JobQueue; digest: Digest }> {
  const digestSettings = digestSettingsFrom();
  const jobs = jobQueue(k, digestSettings);
  const core = await kernelCore(k, jobs);
  const sections = new DigestSections(k.plugins);
  const digest = new Digest({
    db: k.db,
    kernel: core,
    outbox: core.outbox,
    staff: core.staff,
    sections,
    settings: digestSettings,
    publicUrl: k.config.publicUrl,
    productName: k.appConfig.productName,
    profileUrl: boundUrl(k.config.publicUrl, k.appConfig, core.enabled, 'core.profile'),
    secret: core.secret,
    log: k.app.log,
  });
  return { kernel: { ...core, digest }, jobs, digest };
}
