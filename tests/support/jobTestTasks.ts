import { sql } from 'kysely';
import { jobSpec, type JobDefinition } from '@core/server/jobs/jobDefinition';
import { defineJob } from '@core/server/plugin';

/** Records its run, sleeps, and records that it is done. */
export const recordJob = jobSpec({
  task: 'test.record',
  payload: {
    type: 'object',
    required: ['n', 'sleepMs'],
    properties: { n: { type: 'integer' }, sleepMs: { type: 'integer', minimum: 0 } },
    additionalProperties: false,
  },
} as const);

/** Fails on its first two runs, then succeeds. */
export const flakyJob = jobSpec({
  task: 'test.flaky',
  payload: {
    type: 'object',
    required: ['n'],
    properties: { n: { type: 'integer' } },
    additionalProperties: false,
  },
} as const);

/** Declared with a cron schedule; records each run. */
export const tickJob = jobSpec({
  task: 'test.tick',
  payload: { type: 'object', additionalProperties: false },
} as const);

/**
 * Jobs of the queue's tests (tests/db/jobs.test.ts), run by worker child processes: each leaves a
 * row in jobs_test_runs when it starts and, when done, one in jobs_test_done (primary key n, so
 * a job done twice would fail its second insert and show as a missing row count mismatch).
 */
export const testJobs = (worker: string): readonly JobDefinition[] => [
  defineJob(recordJob, {
    concurrency: 5,
    retryDelaySeconds: 1,
    handler: async ({ payload, db, attempt }) => {
      await sql`insert into jobs_test_runs (n, worker, attempt) values (${payload.n}, ${worker}, ${attempt})`.execute(
        db,
      );
      await new Promise((r) => setTimeout(r, payload.sleepMs));
      await sql`insert into jobs_test_done (n, worker) values (${payload.n}, ${worker})`.execute(db);
    },
  }),
  defineJob(flakyJob, {
    maxAttempts: 5,
    retryDelaySeconds: 1,
    handler: async ({ payload, db, attempt }) => {
      await sql`insert into jobs_test_runs (n, worker, attempt) values (${payload.n}, ${worker}, ${attempt})`.execute(
        db,
      );
      if (attempt < 3) throw new Error(`flaky job fails on attempt ${attempt}`);
      await sql`insert into jobs_test_done (n, worker) values (${payload.n}, ${worker})`.execute(db);
    },
  }),
  defineJob(tickJob, {
    cron: '* * * * *',
    handler: async ({ db, attempt }) => {
      await sql`insert into jobs_test_runs (n, worker, attempt) values (-1, ${worker}, ${attempt})`.execute(db);
    },
  }),
];
