/**
 * Measures the two PostgreSQL job queues the project could run on, on this machine and one
 * database: graphile-worker and pg-boss. For each, N no-op jobs:
 *  - throughput: N jobs queued first, then one worker (10 at a time) drains them; jobs/s;
 *  - latency: a running worker, N jobs queued one after another (a few ms apart), enqueue → start
 *    of the handler, p50 and p99.
 * Usage: node_modules/.bin/node --import tsx tests/bench/jobQueues.ts [--n 2000] [--database-url URL] [--write]
 * --write puts the figures in docs/PERFORMANCE.md's 'Job queue' section (npm run bench keeps it).
 * Without --database-url (or DATABASE_URL) it starts an embedded PostgreSQL in a temp folder.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import pg from 'pg';
import { makeWorkerUtils, run as runGraphile } from 'graphile-worker';
import { PgBoss } from 'pg-boss';
import { startEmbeddedPostgres } from '@core/server/db/embedded.js';

const { values: args } = parseArgs({
  options: { n: { type: 'string', default: '2000' }, 'database-url': { type: 'string' }, write: { type: 'boolean' } },
});
const N = Number(args.n);
const CONCURRENCY = 10;
const GAP_MS = 3;

interface Figures {
  queue: string;
  jobsPerSecond: number;
  p50: number;
  p99: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

/** Resolves when `count` calls of the returned tick have happened. */
function counter(count: number) {
  let seen = 0;
  let done!: () => void;
  const all = new Promise<void>((r) => (done = r));
  return {
    all,
    tick() {
      if (++seen === count) done();
    },
  };
}

async function graphile(url: string): Promise<Figures> {
  const pool = new pg.Pool({ connectionString: url, max: 12 });
  pool.on('error', (e) => console.error('pool:', e.message));
  const utils = await makeWorkerUtils({ pgPool: pool });
  await utils.migrate();
  const silent = () => () => {};
  const { Logger } = await import('graphile-worker');
  const logger = new Logger(silent);

  // Throughput: queue N, then drain.
  await utils.addJobs(Array.from({ length: N }, (_, i) => ({ identifier: 'noop', payload: { i } })));
  const drained = counter(N);
  const started = performance.now();
  const runner = await runGraphile({
    pgPool: pool,
    concurrency: CONCURRENCY,
    noHandleSignals: true,
    logger,
    taskList: { noop: async () => drained.tick() },
  });
  await drained.all;
  const jobsPerSecond = N / ((performance.now() - started) / 1000);
  await runner.stop();

  // Latency: a running worker, jobs queued one at a time.
  const waits: number[] = [];
  const arrived = counter(N);
  const runner2 = await runGraphile({
    pgPool: pool,
    concurrency: CONCURRENCY,
    noHandleSignals: true,
    logger,
    taskList: {
      timed: async (payload) => {
        waits.push(Date.now() - (payload as { at: number }).at);
        arrived.tick();
      },
    },
  });
  await sleep(500);
  for (let i = 0; i < N; i++) {
    await utils.addJob('timed', { at: Date.now() });
    await sleep(GAP_MS);
  }
  await arrived.all;
  await runner2.stop();
  await utils.release();
  await pool.end();
  return { queue: 'graphile-worker 0.18.0', jobsPerSecond, p50: pct(waits, 50), p99: pct(waits, 99) };
}

/**
 * pg-boss wakes on NOTIFY when a job is created, then fetches again only after its polling
 * interval (0.5 s at the least) unless a fetch came back full; so it is measured twice: one job
 * per fetch with 10 fetchers, and batches of 10 fetched back to back (burstWhenBatchFull) and
 * run side by side inside the handler.
 */
async function pgBoss(url: string, mode: 'single' | 'batch'): Promise<Figures> {
  const boss = new PgBoss({ connectionString: url, max: 12, useListenNotify: true, schedule: false });
  boss.on('error', (e) => console.error('pg-boss:', e.message));
  await boss.start();
  const q = (name: string) => `${name}-${mode}`;
  await boss.createQueue(q('noop'), { notify: true });
  await boss.createQueue(q('timed'), { notify: true });
  const work =
    mode === 'single'
      ? { localConcurrency: CONCURRENCY, batchSize: 1, pollingIntervalSeconds: 0.5, notifyPollingIntervalSeconds: 0.5 }
      : {
          localConcurrency: 1,
          batchSize: CONCURRENCY,
          burstWhenBatchFull: true,
          pollingIntervalSeconds: 0.5,
          notifyPollingIntervalSeconds: 0.5,
        };

  await boss.insert(
    q('noop'),
    Array.from({ length: N }, (_, i) => ({ data: { i } })),
  );
  const drained = counter(N);
  const started = performance.now();
  await boss.work(q('noop'), work, async (jobs) => {
    await Promise.all(jobs.map(async () => drained.tick()));
  });
  await drained.all;
  const jobsPerSecond = N / ((performance.now() - started) / 1000);
  await boss.offWork(q('noop'));

  const waits: number[] = [];
  const arrived = counter(N);
  await boss.work(q('timed'), work, async (jobs) => {
    await Promise.all(
      jobs.map(async (j) => {
        waits.push(Date.now() - (j.data as { at: number }).at);
        arrived.tick();
      }),
    );
  });
  await sleep(500);
  for (let i = 0; i < N; i++) {
    await boss.send(q('timed'), { at: Date.now() });
    await sleep(GAP_MS);
  }
  await arrived.all;
  await boss.stop({ graceful: true });
  const label = mode === 'single' ? '10 fetchers of 1 job' : 'batches of 10, burst';
  return { queue: `pg-boss 12.38.0 (${label})`, jobsPerSecond, p50: pct(waits, 50), p99: pct(waits, 99) };
}

async function main() {
  let url = args['database-url'] ?? process.env.DATABASE_URL ?? null;
  let dataDir: string | null = null;
  let stop: (() => Promise<void>) | null = null;
  if (!url) {
    dataDir = await mkdtemp(path.join(tmpdir(), 'wil-jobbench-'));
    const db = await startEmbeddedPostgres(dataDir, pino({ level: 'warn' }));
    url = db.url;
    stop = db.stop;
  }
  try {
    const results: Figures[] = [];
    results.push(await graphile(url));
    results.push(await pgBoss(url, 'single'));
    results.push(await pgBoss(url, 'batch'));
    const cpu = os.cpus();
    const table = [
      '| queue | jobs/s (N queued, then drained) | enqueue → start p50 ms | p99 ms |',
      '|---|---|---|---|',
      ...results.map((r) => `| ${r.queue} | ${Math.round(r.jobsPerSecond)} | ${r.p50} | ${r.p99} |`),
    ].join('\n');
    const section = `## Job queue

Written by \`tests/bench/jobQueues.ts --write\` on ${new Date().toISOString().slice(0, 10)}: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores (shared with other work), Node ${process.version}, ${dataDir ? 'embedded PostgreSQL 17' : 'DATABASE_URL'}. N = ${N} no-op jobs, ${CONCURRENCY} at a time in one worker process; "jobs/s": all N queued first, then drained from the worker's start; "enqueue → start": a running worker, jobs added one after another ${GAP_MS} ms apart, from just before the add to the handler's first line.

${table}

The choice (docs/DECISIONS.md): pg-boss, which takes up a dead server's jobs after a missed heartbeat; graphile-worker leaves them locked for 4 hours.
`;
    console.log(section);
    if (args.write) {
      const doc = await readFile('docs/PERFORMANCE.md', 'utf8');
      const before = doc.split(/^## Job queue$/m)[0]!.trimEnd();
      await writeFile('docs/PERFORMANCE.md', `${before}\n\n${section}`);
      console.log('Wrote the Job queue section of docs/PERFORMANCE.md');
    }
  } finally {
    await stop?.();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
