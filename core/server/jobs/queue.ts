import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, type JobResult, type JobWithMetadata } from 'pg-boss';
import type { JobDefinition, JobSpec, PayloadOfJob } from './jobDefinition.js';
import { transactionAdapter } from './transactionAdapter.js';
import type { Db } from '../db/connect.js';
import type { Handle } from '../db/areaDb.js';

/** What the queue hands each handler beside its payload: the kernel, whose database it uses. */
export interface JobServices {
  db: Db;
}

export interface JobQueueOptions {
  /** The database the server uses; pg-boss keeps its tables in schema `pgboss` there. */
  url: string;
  log: FastifyBaseLogger;
  /**
   * Run the declared jobs on this server (false: only add them, as a CLI does, or a copy kept for
   * calls while other copies run the jobs). JOB_WORK=false, default true.
   */
  work?: boolean;
  /**
   * A running job whose server has not reported for this long is counted as abandoned (the server
   * died) and retried on another; pg-boss's floor is 10 s. JOB_HEARTBEAT_S, default 30.
   */
  heartbeatSeconds?: number;
  /** How often a server looks for abandoned and overdue jobs. JOB_SUPERVISE_S, default 15. */
  superviseIntervalSeconds?: number;
  /** Longest a job may run before it counts as failed and is retried (default 15 minutes). */
  expireInSeconds?: number;
  /** On stop, how long jobs in progress may take to finish before they are handed back (default 10 s). */
  stopTimeoutMs?: number;
  /**
   * How often an idle worker asks for jobs that NOTIFY does not announce: retries coming due,
   * delayed jobs, jobs of a dead server. JOB_POLL_S, default 2 (tests 0.5, pg-boss's floor).
   */
  pollSeconds?: number;
  /** Connections of the queue's own pool (default 4). */
  poolSize?: number;
}

export interface AddOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Add the job in this transaction (any area's handle, or the kernel's): it exists only if it commits. */
  trx?: Handle;
}

interface Registered {
  def: JobDefinition;
  validate: ValidateFunction;
}

// validateSchema: false: the payload schemas are ours; checking them against the meta-schema cost the start 50 ms.
const ajv = new Ajv({ allErrors: false, useDefaults: true, coerceTypes: false, validateSchema: false });
const TASK = /^[a-z][a-z0-9-]*\.[A-Za-z0-9.\-_]+$/;
const envInt = (name: string, dflt: number) => {
  const n = Number(process.env[name]);
  return Number.isFinite(n) && n > 0 ? n : dflt;
};

/**
 * The one background-job queue, on pg-boss in the product's PostgreSQL (docs/DECISIONS.md says
 * why not graphile-worker). Each declared task is a pg-boss queue: its jobs run once across every
 * server, a failure is retried with exponential backoff, a job whose server stops sending
 * heartbeats is retried by another, and cron schedules add their job once across servers.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly tasks = new Map<string, Registered>();
  private readonly owners = new Set<string>();
  private started: Promise<void> | null = null;
  private stopped: Promise<void> | null = null;
  private readonly opts: Required<Omit<JobQueueOptions, 'log' | 'url'>>;

  constructor(private readonly options: JobQueueOptions) {
    this.opts = {
      work: options.work ?? process.env.JOB_WORK !== 'false',
      heartbeatSeconds: options.heartbeatSeconds ?? envInt('JOB_HEARTBEAT_S', 30),
      superviseIntervalSeconds: options.superviseIntervalSeconds ?? envInt('JOB_SUPERVISE_S', 15),
      expireInSeconds: options.expireInSeconds ?? 900,
      stopTimeoutMs: options.stopTimeoutMs ?? 10_000,
      pollSeconds: options.pollSeconds ?? envInt('JOB_POLL_S', 2),
      poolSize: options.poolSize ?? 4,
    };
    this.boss = new PgBoss({
      connectionString: options.url,
      max: this.opts.poolSize,
      application_name: 'wil-academic-jobs',
      useListenNotify: true,
      supervise: this.opts.work,
      schedule: this.opts.work,
      superviseIntervalSeconds: this.opts.superviseIntervalSeconds,
      // Abandoned jobs are looked for in the monitor pass, which a queue gets at most this often.
      monitorIntervalSeconds: this.opts.superviseIntervalSeconds,
      openTelemetry: { enabled: false },
    });
    // pg-boss reports database trouble as events; unhandled, an 'error' event would end the process.
    this.boss.on('error', (e) => options.log.error({ err: e }, 'job queue error'));
    this.boss.on('warning', (w) => options.log.warn({ warning: w }, 'job queue warning'));
  }

  /**
   * Declares tasks of one owner ('core' or a plugin id). Names must start with the owner's id and
   * be unique across the server; a fault stops the start-up naming the task.
   */
  register(owner: string, jobs: readonly JobDefinition[]): void {
    if (this.started) throw new Error(`Jobs of ${owner} are declared after the queue started.`);
    this.owners.add(owner);
    for (const def of jobs) {
      if (!TASK.test(def.task) || !def.task.startsWith(`${owner}.`)) {
        throw new Error(`Job task '${def.task}' of ${owner} must be named '${owner}.<name>'.`);
      }
      if (this.tasks.has(def.task)) throw new Error(`Job task '${def.task}' is declared twice.`);
      if (def.concurrency !== undefined && !(def.concurrency >= 1)) {
        throw new Error(`Job task '${def.task}': concurrency must be at least 1.`);
      }
      this.tasks.set(def.task, { def, validate: ajv.compile(def.payload) });
    }
  }

  /** Installs or upgrades pg-boss's schema, creates one queue per task, schedules cron tasks, starts work. */
  start(kernel: JobServices): Promise<void> {
    this.started ??= this.startOnce(kernel);
    return this.started;
  }

  private async startOnce(kernel: JobServices) {
    await this.boss.start();
    for (const { def } of this.tasks.values()) await this.ensureQueue(def);
    if (this.opts.work) {
      await this.syncSchedules();
      for (const reg of this.tasks.values()) await this.work(reg, kernel);
    }
  }

  private async ensureQueue(def: JobDefinition) {
    const settings = {
      notify: true,
      retryLimit: (def.maxAttempts ?? 5) - 1,
      retryDelay: def.retryDelaySeconds ?? 2,
      retryBackoff: true,
      expireInSeconds: this.opts.expireInSeconds,
      heartbeatSeconds: this.opts.heartbeatSeconds,
    };
    if (await this.boss.getQueue(def.task)) {
      await this.boss.updateQueue(def.task, settings);
      return;
    }
    try {
      await this.boss.createQueue(def.task, settings);
    } catch (e) {
      // Another server created it a moment ago: take its row and apply our settings.
      if (!(await this.boss.getQueue(def.task))) throw e;
      await this.boss.updateQueue(def.task, settings);
    }
  }

  /**
   * Schedules what is declared with a cron, and drops the schedules of this server's owners (core,
   * its enabled plugins) that are no longer declared; other owners' schedules are left alone.
   */
  private async syncSchedules() {
    for (const s of await this.boss.getSchedules()) {
      const owner = s.name.split('.')[0]!;
      if (this.owners.has(owner) && !this.tasks.get(s.name)?.def.cron) await this.boss.unschedule(s.name, s.key);
    }
    for (const { def } of this.tasks.values()) {
      if (def.cron) await this.boss.schedule(def.task, def.cron, {}, { tz: 'UTC' });
    }
  }

  /**
   * One fetcher per task takes up to `concurrency` jobs at a time and runs them side by side;
   * while a fetch comes back full it fetches again at once, otherwise NOTIFY wakes it when a job
   * is added. Each job is settled on its own (a failure does not retry its batch mates).
   */
  private async work({ def, validate }: Registered, kernel: JobServices) {
    const log = this.options.log.child({ task: def.task });
    const concurrency = def.concurrency ?? 5;
    await this.boss.work(
      def.task,
      {
        batchSize: concurrency,
        localConcurrency: 1,
        burstWhenBatchFull: true,
        perJobResults: true,
        includeMetadata: true,
        pollingIntervalSeconds: this.opts.pollSeconds,
        notifyPollingIntervalSeconds: this.opts.pollSeconds,
      },
      async (jobs: JobWithMetadata<unknown>[]): Promise<JobResult[]> =>
        Promise.all(
          jobs.map(async (job): Promise<JobResult> => {
            const payload = structuredClone(job.data ?? {});
            if (!validate(payload)) {
              const message = `payload refused: ${ajv.errorsText(validate.errors)}`;
              log.error({ jobId: job.id }, message);
              // A payload that does not fit its schema will not fit on a retry either.
              return { id: job.id, status: 'deadletter', output: { message } };
            }
            try {
              await def.handler({
                payload,
                db: kernel.db,
                kernel,
                log: log.child({ jobId: job.id }),
                attempt: job.retryCount + 1,
                jobId: job.id,
              });
              return { id: job.id, status: 'completed' };
            } catch (e) {
              log.warn({ err: e, jobId: job.id, attempt: job.retryCount + 1 }, 'job failed');
              return { id: job.id, status: 'failed', output: { message: String((e as Error)?.message ?? e) } };
            }
          }),
        ),
    );
  }

  /**
   * Adds a job; with `trx` it is written in that transaction, so it runs only if the change that
   * caused it commits. Returns the job's id. An unknown task or a payload that does not fit its
   * schema is a programming error and throws.
   */
  async add<J extends JobSpec>(job: J, payload: PayloadOfJob<J>, opts: AddOptions = {}): Promise<string> {
    const task = job.task;
    const reg = this.tasks.get(task);
    if (!reg) throw new Error(`No job task '${task}' is declared.`);
    const data = structuredClone(payload);
    if (!reg.validate(data)) {
      throw new Error(`Job '${task}': payload refused: ${ajv.errorsText(reg.validate.errors)}`);
    }
    if (!this.started) throw new Error(`Job '${task}' added before the job queue started.`);
    await this.started;
    const id = await this.boss.send(task, data, {
      ...(opts.runAt ? { startAfter: opts.runAt } : {}),
      ...(opts.trx ? { db: transactionAdapter(opts.trx) } : {}),
    });
    if (!id) throw new Error(`Job '${task}' was not added.`);
    return id;
  }

  /**
   * Adds many jobs of one task in one statement (pg-boss's insert; the queue's retry settings
   * apply), in `trx` when given. For work that queues thousands at once (the daily digest's mails).
   */
  async addMany<J extends JobSpec>(job: J, payloads: readonly PayloadOfJob<J>[], opts: { trx?: Handle } = {}) {
    if (!payloads.length) return;
    const reg = this.tasks.get(job.task);
    if (!reg) throw new Error(`No job task '${job.task}' is declared.`);
    const data = payloads.map((p) => structuredClone(p));
    for (const d of data) {
      if (!reg.validate(d))
        throw new Error(`Job '${job.task}': payload refused: ${ajv.errorsText(reg.validate.errors)}`);
    }
    if (!this.started) throw new Error(`Job '${job.task}' added before the job queue started.`);
    await this.started;
    await this.boss.insert(
      job.task,
      data.map((d) => ({ data: d as object })),
      opts.trx ? { db: transactionAdapter(opts.trx) } : {},
    );
  }

  /** The declared tasks (for docs and tests). */
  get declared(): readonly JobDefinition[] {
    return [...this.tasks.values()].map((r) => r.def);
  }

  /** The cron schedules stored in the database. */
  schedules() {
    return this.boss.getSchedules();
  }

  /**
   * Stops fetching; jobs in progress get `stopTimeoutMs` to finish, then those left are failed
   * back to the queue (they count an attempt and are retried, here or on another server).
   */
  stop(): Promise<void> {
    this.stopped ??= (async () => {
      if (!this.started) return;
      await this.started.catch(() => {});
      await this.boss.stop({ graceful: true, timeout: this.opts.stopTimeoutMs });
    })();
    return this.stopped;
  }
}
