import pg from 'pg';
import { configFromEnv } from '@core/server/config.js';
import { prepareDatabase } from '../../src/cli/prepareDatabase.js';
import { rssMb } from './measure.js';
import { startServerProcess, stopAndWait, type Started } from './processes.js';

/** Issue 37: the compiled server's start and memory, idle and after the benchmark. */
export interface ServerFigures {
  command: string;
  /** Starts on the demo set, an existing database: ms from the spawn to /readyz 200 (and the CPU seconds), RSS once settled. */
  demo: { readyMs: number[]; readyCpuS?: number[]; idleRssMb: number[] };
  /** The benchmark's own server on the large set: its start, its RSS once settled, and after every phase. */
  large: { readyMs: number; readyCpuS?: number; idleRssMb: number; afterRssMb: number | null };
}

/** An idle server's RSS is read this long after it is ready (the start's garbage collected, timers run once). */
const SETTLE_MS = 5_000;
const DEMO_DATABASE = 'wil_bench_demo';

/** The RSS of a server that has just started, once it has settled. */
export async function settledRss(server: Started): Promise<number> {
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  return rssMb(server.pid);
}

/** A database beside the large set's on the same PostgreSQL, holding the demo institution (made once, kept). */
async function demoDatabase(largeSetUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: largeSetUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [DEMO_DATABASE]);
    if (!found.rowCount) await admin.query(`create database ${DEMO_DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(largeSetUrl);
  url.pathname = `/${DEMO_DATABASE}`;
  // Migrates it and loads the demo institution when it is empty, as a first `npm start` does.
  const prepared = await prepareDatabase(configFromEnv({ databaseUrl: url.href, logLevel: 'warn' }));
  await prepared.close();
  return url.href;
}

/** `runs` starts of the compiled server on the demo set, each stopped after its RSS is read. */
export async function measureDemoStarts(largeSetUrl: string, runs: number): Promise<ServerFigures['demo']> {
  const url = await demoDatabase(largeSetUrl);
  const figures = { readyMs: [] as number[], readyCpuS: [] as number[], idleRssMb: [] as number[] };
  for (let i = 0; i < runs; i++) {
    const server = await startServerProcess(url);
    try {
      figures.readyMs.push(server.readyMs);
      figures.readyCpuS.push(server.readyCpuS);
      figures.idleRssMb.push(await settledRss(server));
    } finally {
      await stopAndWait(server.child);
    }
  }
  console.log('server on the demo set', JSON.stringify(figures));
  return figures;
}
