import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect.js';
import type { Kernel } from '../kernel.js';

/** What a job's handler receives: its checked payload, the database and the kernel's services. */
export interface JobContext<P> {
  payload: P;
  db: Db;
  kernel: Kernel;
  log: FastifyBaseLogger;
  /** 1 on the first run, 2 on the first retry… */
  attempt: number;
  jobId: string;
}

/**
 * One kind of background work, declared in a plugin's index as routes are (and by the kernel for
 * its own, mail delivery). The queue runs each job once across every server copy, retries a
 * failure with exponential backoff, and hands the job of a server that died to another.
 */
export interface JobDefinition<P = any> {
  /** `<plugin id>.<name>` (`core.` for the kernel's): also the queue's name in pg-boss. */
  task: string;
  /** JSON Schema of the payload; checked when the job is added and again before the handler runs. */
  payload: object;
  /** Five-field cron expression (UTC): the queue adds the job on that schedule, once across servers. */
  cron?: string;
  /** Jobs of this task one server runs at the same time (default 5). */
  concurrency?: number;
  /** Runs in all, the first included, before the job is left failed (default 5). */
  maxAttempts?: number;
  /** First retry delay in seconds; each later one doubles, with jitter (default 2). */
  retryDelaySeconds?: number;
  /**
   * Work that may run again after a crash must be idempotent: a server killed after the
   * handler's last write but before the queue recorded the job as done runs it once more.
   */
  handler(ctx: JobContext<P>): Promise<void>;
}

export const defineJob = <P>(job: JobDefinition<P>): JobDefinition<P> => job;
