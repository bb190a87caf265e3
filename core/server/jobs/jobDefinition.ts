import type { FastifyBaseLogger } from 'fastify';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/**
 * A kind of background work as other code names it: the task and its payload's JSON Schema,
 * `as const` so that the payload's type comes from the schema. Adding a job goes through the spec
 * (`jobs.add(spec, payload)`), so a payload that does not fit does not compile.
 */
export interface JobSpec {
  /** `<plugin id>.<name>` (`core.` for the kernel's): also the queue's name in pg-boss. */
  readonly task: string;
  /** JSON Schema of the payload; checked when the job is added and again before the handler runs. */
  readonly payload: object;
}

/** The payload a job takes, from its spec's schema. */
export type PayloadOfJob<J> = J extends { payload: infer S } ? (S extends JSONSchema ? FromSchema<S> : never) : never;

/** A job spec, typed from its literal: `jobSpec({ task: 'wpa.remind', payload: {...} } as const)`. */
export const jobSpec = <const J extends JobSpec>(spec: J): J => spec;

/**
 * What a job's handler receives: its checked payload, the database handle of its area (`D`) and
 * the services (`K`, the kernel: given by the plugin contract, so that this file and the queue
 * need not know it).
 */
export interface JobContext<P, K = unknown, D = unknown> {
  payload: P;
  db: D;
  kernel: K;
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
export interface JobDefinition<P = any, K = any, D = any> extends JobSpec {
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
  handler(ctx: JobContext<P, K, D>): Promise<void>;
}
