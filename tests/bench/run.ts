import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { sql } from 'kysely';
import { configFromEnv } from '@core/server/config.js';
import { SESSION_OPTIONS } from '@core/server/db/connect.js';
import { parseServerTiming } from '@core/server/http/serverTiming.js';
import { prepareDatabase } from '../../src/cli/prepareDatabase.js';
import { signInAt } from '../support/signOnFlow.js';
import { benchCalls, type BenchCall } from './calls.js';
import { actorOf, capturedSql } from './capture.js';
import { growJobReviewData } from './jobReviewData.js';
import {
  expectSuccess,
  interleavedMedians,
  load,
  median,
  medianLatency,
  request,
  rssMb,
  send,
  spread,
  type Cpu,
} from './measure.js';
import { plansOf } from './planCheck.js';
import { measureConversion, measurePdf, measureUpload } from './documents.js';
import {
  postmasterPid,
  SERVER_COMMAND,
  startPeer,
  startServerProcess,
  stopAndWait,
  type Started,
} from './processes.js';
import { measureDemoStarts, settledRss } from './startup.js';
import { benchConfigDir, measureStudentExport } from './reportCalls.js';
import { liveSupervisorToken } from './wpaCalls.js';
import type { Db } from '@core/server/db/connect.js';
import { writePerformanceDoc, type Breakdown, type CallFigures, type RunResult, type SizeFigures } from './report.js';
import { sizePairs } from './sizeCalls.js';
import { measureDigest } from './digest.js';

/**
 * npm run bench [-- --students 100000 --seconds 3 --runs 3 --only <text> --explain --check]
 * Generates (or reuses) the large data set, starts the server on it as its own process, and
 * measures each call over HTTP against its limit measured in the same run: its SQL replayed
 * directly on the database plus our floor (a constant route), itself beside a bare Fastify peer.
 * Each phase runs `runs` times; the median is recorded with the spread. A run at another size
 * (--students 1000000) is recorded as the scale figures beside the 100,000-student ones.
 */
const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '100000' },
    'data-dir': { type: 'string' },
    seconds: { type: 'string', default: '3' },
    runs: { type: 'string', default: '3' },
    // Measure only the calls whose path contains this text ('export' for the export alone).
    only: { type: 'string' },
    // Print each measured call's statements with the plan the server runs, instead of timing it.
    explain: { type: 'boolean', default: false },
    // Only check the plans (no sequential scan of a large table); exits 1 when one does.
    check: { type: 'boolean', default: false },
    // A built client (vite build) for the front-end figures; built to .tmp/dist-bench when absent.
    'client-dir': { type: 'string' },
    // Leave out the front end (Chromium, Lighthouse) and the serializer comparison.
    quick: { type: 'boolean', default: false },
  },
});
const students = Number(values.students);
const seconds = Number(values.seconds);
const runs = Number(values.runs);
const MAIN_SIZE = 100_000;
const isMain = students === MAIN_SIZE;
const dataDir = values['data-dir'] ?? (isMain ? 'data/bench' : `data/bench-${students}`);
const partial = Boolean(values.only || values.explain || values.check);
const wpaPdfPath = 'academicWPAFormPdf/generatePdf';

/** `runs` runs of one measurement: the median of each figure and the spread of the runs. */
async function repeated<T>(once: () => Promise<T>, pick: (t: T) => number) {
  const all: T[] = [];
  for (let i = 0; i < runs; i++) all.push(await once());
  const xs = all.map(pick);
  const m = median(xs);
  return { median: m, spread: spread(xs), at: all[xs.indexOf(m)]! };
}

/** The front end's figures on the running server (a built client is needed: CLIENT_DIR). */
function clientDir(): string {
  if (values['client-dir']) return path.resolve(values['client-dir']);
  const dir = path.resolve('.tmp/dist-bench');
  console.log('Building the client for the front-end figures…');
  execFileSync(path.resolve('node_modules/.bin/vite'), ['build', '--outDir', dir, '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  return dir;
}

async function main() {
  const config = configFromEnv({ dataDir, logLevel: 'warn' });
  console.log(`Preparing ${students} students in ${config.databaseUrl ? 'DATABASE_URL' : dataDir}…`);
  const t0 = Date.now();
  const database = await prepareDatabase(config, students);
  // Issue 3's data set, grown with the students: 20,000 job posts and 200,000 applications per 100,000.
  await growJobReviewData(database.db, { jobPosts: students / 5, applications: students * 2 });
  const buildSeconds = (Date.now() - t0) / 1000;
  console.log(`Data set ready in ${buildSeconds.toFixed(1)} s (${database.added} students added).`);
  const countOf = async (table: string) =>
    (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(database.db)).rows[0]!.n;
  const counts = {
    students: await countOf('students'),
    programmes: await countOf('programmes'),
    users: await countOf('users'),
    partners: await countOf('partners'),
    jobPosts: await countOf('job_posts'),
    applications: await countOf('job_applications'),
  };
  const loadBefore = os.loadavg();
  const dbPid = await postmasterPid(database.url);
  const raw = new pg.Client({ connectionString: database.url, options: SESSION_OPTIONS });
  await raw.connect();
  const clientFiles = !partial && isMain && !values.quick ? clientDir() : undefined;
  // The client the server serves: the front end's build, or --client-dir for a partial run (--only bytes).
  const served = clientFiles ?? (values['client-dir'] ? path.resolve(values['client-dir']) : undefined);
  let server: Started | null = null;
  let allCalls: BenchCall[] = [];
  const result: RunResult = {
    date: new Date().toISOString(),
    students,
    seconds,
    runs,
    buildSeconds,
    addedStudents: database.added,
    counts,
    machine: `${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`,
    database: config.databaseUrl ? 'DATABASE_URL' : 'embedded PostgreSQL 17',
    loadAverage: { before: loadBefore[0]!, after: 0 },
    floor: null,
    calls: [],
    plans: [],
    serializer: [],
    export: null,
    frontEnd: null,
    cluster: null,
  };
  try {
    // Issue 37: the compiled server's start and idle memory on the demo set, then on the large set.
    const demoStarts = partial ? null : await measureDemoStarts(database.url, runs);
    server = await startServerProcess(database.url, served ? { CLIENT_DIR: served } : {});
    const large = {
      readyMs: server.readyMs,
      readyCpuS: server.readyCpuS,
      idleRssMb: await settledRss(server),
      afterRssMb: null as number | null,
    };
    if (demoStarts) result.server = { command: SERVER_COMMAND, demo: demoStarts, large };
    console.log('server on the large set', JSON.stringify(large));
    const url = server.url;
    const pids = { server: server.pid, database: dbPid };
    const session = await signInAt(url, 'mc01');
    const actor = await actorOf(database.url, 'mc01');
    allCalls = await benchCalls(database.db);
    const calls = allCalls.filter((c) => !values.only || c.path.includes(values.only));

    // Plans first: every benchmarked statement, as the server's connections plan it.
    for (const call of calls) {
      await call.write?.reset();
      const statements = await capturedSql(database.url, call, actor);
      const plans = await plansOf(raw, statements);
      result.plans.push({
        path: call.path,
        what: call.what,
        statements: plans.length,
        seqScans: plans.flatMap((p) => p.seqScans),
        customPlanningMs: plans.reduce((t, p) => t + p.customPlanningMs, 0),
      });
      if (values.explain) {
        for (const p of plans)
          console.log(
            `\n== ${call.path} #${p.index} (custom plan: ${p.customPlanningMs} ms planning)\n${p.sql}\n${p.text}`,
          );
      }
    }
    const bad = result.plans.filter((p) => p.seqScans.length);
    console.log(
      bad.length
        ? `Plans that read a large table whole: ${JSON.stringify(bad)}`
        : 'Plans: no sequential scan of a large table.',
    );
    if (values.check) {
      process.exitCode = bad.length ? 1 : 0;
      return;
    }
    if (values.explain) return;

    // The floor: our server's constant route beside a bare Fastify's, each in its own process.
    const appConfig = await request(`${url}/api/app-config`, 'GET');
    const peer = await startPeer(appConfig);
    try {
      // Request by request, alternately, so that both meet the same moments of the shared machine
      // (3-second blocks one after another spread ±93% on a loaded run).
      const ours: number[] = [];
      const bare: number[] = [];
      for (let i = 0; i < runs; i++) {
        const round = await interleavedMedians(
          { ours: () => request(`${url}/api/app-config`, 'GET'), bare: () => request(`${peer.url}/constant`, 'GET') },
          seconds * 1000,
        );
        ours.push(round.ours);
        bare.push(round.bare);
      }
      result.floor = { ours: median(ours), oursSpread: spread(ours), peer: median(bare), peerSpread: spread(bare) };
      console.log('floor', result.floor);
    } finally {
      await stopAndWait(peer.child);
    }

    for (const call of calls) {
      const measured = await measureCall(call, {
        url,
        databaseUrl: database.url,
        token: session.accessToken,
        actor,
        pids,
        raw,
      });
      result.calls.push(measured.figures);
    }
    // Issue 36: every module screen call on the largest module and on a 40-student one, in turn.
    if (!values.only || values.only === 'sizes') {
      const at = { url, databaseUrl: database.url, token: session.accessToken, actor, raw };
      result.sizes = await measureSizes(await sizePairs(database.db, database.plugins), at, result.plans);
    }
    // The document work of issues 29 and 30 (PDF, conversion, upload), each against its limit.
    const only = values.only;
    const docs = { url, token: session.accessToken, db: database.db, actor, seconds, runs, pids };
    if (isMain && !values.explain && !values.check) {
      if (!only || only === 'pdf' || wpaPdfPath.includes(only)) {
        const searchAppl = allCalls.find((c) => c.path === 'academicHome/searchAppl');
        result.pdf = await measurePdf(docs, searchAppl ? loadSpec(searchAppl, url, session.accessToken)() : null);
      }
      if (!only || only === 'convert' || 'file/convertPptToBase64'.includes(only))
        result.conversion = await measureConversion(docs);
      if (!only || only === 'upload') result.upload = await measureUpload(docs, database.url);
    }
    if (!partial && !values.quick) {
      // The serializer's effect: a second server that writes replies with JSON.stringify, run by
      // run beside the first, so that both meet the same load of the shared machine.
      const off = await startServerProcess(database.url, { REPLY_SERIALIZER: 'off' });
      try {
        const offToken = (await signInAt(off.url, 'mc01')).accessToken;
        for (const call of calls.filter((c) => !c.write)) {
          result.serializer!.push(
            await compareSerializer(
              call,
              { url, token: session.accessToken, pid: server.pid },
              { url: off.url, token: offToken, pid: off.pid },
              dbPid,
            ),
          );
        }
      } finally {
        await stopAndWait(off.child);
      }
    }
    if (isMain && (!values.only || values.only === 'export')) {
      const bsccs = await database.db
        .selectFrom('cohortProgrammes as cp')
        .innerJoin('programmes as p', 'p.progId', 'cp.progId')
        .innerJoin('cohorts as c', 'c.cohortId', 'cp.cohortId')
        .select('cp.cohortProgId')
        .where('p.progCode', '=', 'BSCCS')
        .where('c.isCurrent', '=', 'Y')
        .executeTakeFirstOrThrow();
      const token = (await signInAt(server.url, 'mc01')).accessToken;
      result.export = await measureStudentExport({
        baseUrl: server.url,
        token,
        serverPid: server.pid,
        cohortProgId: bsccs.cohortProgId,
        progCode: 'BSCCS',
      });
      console.log(result.export);
    }
    if (clientFiles) {
      const { measureFrontEnd, formatFrontEnd } = await import('./frontEnd.js');
      result.frontEnd = await measureFrontEnd(server.url, { runs });
      console.log(formatFrontEnd(result.frontEnd));
    }
    if (served && (clientFiles || only === 'bytes')) {
      result.bytes = await frontEndBytes(database.url, server.url, database.db, served);
      console.log('bytes', JSON.stringify(result.bytes));
    }
    if (!partial && isMain && !values.quick) result.cluster = await clusterTable(calls, database.url);
    // What every phase above left in the server's memory (issue 37: at most 300 MB).
    large.afterRssMb = rssMb(server.pid);
    console.log('server RSS after the benchmark', large.afterRssMb, 'MB');
    if (!values.quick && !values.explain && !values.check) {
      // A write's mail is delivered by a job on the same server right after the call. Measured
      // again on a server that runs no jobs, with ours stopped so that nothing delivers meanwhile;
      // there every call's time is also broken down with the server's own timings.
      await stopAndWait(server.child);
      server = null;
      Object.assign(result, await measureWithoutJobs(calls, { databaseUrl: database.url, actor, dbPid, raw }));
    }
    if (!values.explain && !values.check && (!values.only || values.only === 'digest')) {
      // Issue 39, with no server running, so that no copy delivers the mails while the run is timed.
      if (server) await stopAndWait(server.child);
      server = null;
      result.digest = await measureDigest(database.url);
      console.log('digest', JSON.stringify(result.digest));
    }
  } finally {
    for (const call of allCalls) await call.write?.restore();
    await raw.end();
    if (server) await stopAndWait(server.child);
    await database.close();
  }
  result.loadAverage.after = os.loadavg()[0]!;
  if (partial) return; // a partial run leaves docs/PERFORMANCE.md as it is
  mkdirSync('data/bench-results', { recursive: true });
  const file = `data/bench-results/${students}.json`;
  const previous = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RunResult) : null;
  writeFileSync(file, JSON.stringify(result, null, 2));
  if (previous) writeFileSync(`data/bench-results/${students}.previous.json`, JSON.stringify(previous, null, 2));
  writePerformanceDoc();
  console.log('Wrote docs/PERFORMANCE.md');
}

type Pids = { server: number | null; database: number | null };
type Actor = Awaited<ReturnType<typeof actorOf>>;

/**
 * A call's replay: its statements captured from its handler, replayed over plain pg (`sqlOnce`),
 * beside the call itself over HTTP (`httpOnce`); a write's requests and replays each take the
 * next row of its pool, and `phase` puts the pool back before each measured phase.
 */
async function replayOf(
  call: BenchCall,
  at: { url: string; databaseUrl: string; token: string; actor: Actor; raw: pg.Client },
) {
  const { url, token, raw } = at;
  const write = call.write;
  await write?.reset();
  const statements = await capturedSql(at.databaseUrl, call, at.actor);
  // Each request of a write takes the next row of its pool; its captured statements name the
  // first row, which the replay swaps for the row of the request. Which values name the row is
  // found by capturing it again for the second row (the actor's id may equal the first row's).
  // A write may name its row by more than its number (a link's token hash and id): each value
  // of keysOf(first row) that the second row's capture has as keysOf(second row) is swapped.
  const keysOf = write?.keysOf ?? ((id: number) => [id]);
  let rowAt = new Map<string, number>();
  if (write && write.pool.length > 1) {
    await write.reset();
    const second = await capturedSql(at.databaseUrl, { ...call, body: write.body(write.pool[1]!) }, at.actor);
    const [k0, k1] = [keysOf(write.pool[0]!), keysOf(write.pool[1]!)];
    rowAt = new Map(
      statements.flatMap((q, i) =>
        (q.parameters as unknown[]).flatMap((v, j) => {
          const k = k0.findIndex((x, n) => x === v && second[i]?.parameters[j] === k1[n]);
          return k >= 0 ? [[`${i}:${j}`, k] as const] : [];
        }),
      ),
    );
    await write.reset();
  }
  let taken = 0;
  const nextRow = () => {
    if (!write) return null;
    if (taken >= write.pool.length) throw new Error(`${call.path}: the pool of ${write.pool.length} rows is spent`);
    return write.pool[taken++]!;
  };
  // Prepared by name, as the server's pool runs them (core/server/db/connect.ts).
  // A write's captured statements are its transaction, begin and commit included (Kysely logs
  // them); a write that ran outside one gets its own, so the replay never commits half of it.
  // A job the write adds is replayed as captured: it names the captured call's mail, which the
  // phase's reset deleted, so the server works it and finds nothing to send.
  const wrap = Boolean(write) && !statements.some((q) => /^\s*begin\b/i.test(q.sql));
  const headers = { ...(call.public ? {} : { authorization: `Bearer ${token}` }), ...call.headers };
  return {
    statements,
    phase: async () => {
      taken = 0;
      await write?.reset();
    },
    sqlOnce: async () => {
      const row = nextRow();
      const keys = row === null ? [] : keysOf(row);
      if (wrap) await raw.query('begin');
      for (const [i, q] of statements.entries()) {
        const args = (q.parameters as unknown[]).map((v, j) => {
          const k = rowAt.get(`${i}:${j}`);
          return k === undefined ? v : keys[k];
        });
        await raw.query({ name: statementName(q.sql), text: q.sql, values: args });
      }
      if (wrap) await raw.query('commit');
    },
    /** The call over HTTP; answers its Server-Timing header (present on a SERVER_TIMING=on server). */
    httpOnce: async () => {
      const row = nextRow();
      const payload = JSON.stringify(row === null ? call.body : write!.body(row));
      const reply = await send(`${url}/api/${call.path}`, 'POST', payload, headers);
      expectSuccess(call.path, reply.body);
      return reply.serverTiming;
    },
    floorOnce: () => request(`${url}/api/app-config`, 'GET'),
  };
}

type Replay = Awaited<ReturnType<typeof replayOf>>;

/** A prepared statement's name by its text: two calls of one path (a list by two sorts) run different texts. */
const statementName = (text: string) => `bench-${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;

/**
 * The call, its SQL and our floor request by request, `runs` rounds, so that the call and its
 * limit are measured at the same moments (a block each drifted apart with the load of the
 * machine). On a SERVER_TIMING=on server each round also keeps the medians of the call's
 * Server-Timing header: the handler's time and its statements' (NaN elsewhere).
 */
async function timedRounds(replay: Replay) {
  const rounds: { sql: number; http: number; floor: number; handler: number; db: number }[] = [];
  for (let i = 0; i < runs; i++) {
    await replay.phase();
    const handler: number[] = [];
    const db: number[] = [];
    const http = async () => {
      const header = await replay.httpOnce();
      if (header === undefined) return;
      const t = parseServerTiming(header);
      handler.push(t.handler);
      db.push(t.db);
    };
    const m = await interleavedMedians({ sql: replay.sqlOnce, http, floor: replay.floorOnce }, seconds * 1000);
    const of = (xs: number[]) => (xs.length ? median(xs) : NaN);
    rounds.push({ ...m, handler: of(handler), db: of(db) });
  }
  return rounds;
}

type Rounds = Awaited<ReturnType<typeof timedRounds>>;

/** Where a call's time goes (the medians of its rounds on a SERVER_TIMING=on server). */
function breakdownOf(call: BenchCall, replay: Replay, rounds: Rounds): Breakdown {
  const of = (k: keyof Rounds[number]) => median(rounds.map((r) => r[k]));
  const b: Breakdown = {
    path: call.path,
    what: call.what,
    statements: replay.statements.length,
    sqlMs: of('sql'),
    httpMs: of('http'),
    floorMs: of('floor'),
    handlerMs: of('handler'),
    dbMs: of('db'),
  };
  console.log('breakdown', b);
  return b;
}

/** SQL alone, HTTP at 1 connection, p99 at 10 and req/s at 50, each `runs` times; and the rounds timed. */
async function measureCall(
  call: BenchCall,
  at: { url: string; databaseUrl: string; token: string; actor: Actor; pids: Pids; raw: pg.Client },
): Promise<{ figures: CallFigures; replay: Replay; rounds: Rounds }> {
  const { url, token, pids } = at;
  const write = call.write;
  const replay = await replayOf(call, at);
  const spec = loadSpec(call, url, token);
  const rounds = await timedRounds(replay);
  const figure = (pick: (r: Rounds[number]) => number) => ({
    median: median(rounds.map(pick)),
    spread: spread(rounds.map(pick)),
  });
  const sqlRuns = figure((r) => r.sql);
  const http = figure((r) => r.http);
  const floor = figure((r) => r.floor).median;
  const p99 = await repeated(
    async () => (await replay.phase(), load(spec(), 10, seconds, pids)),
    (x) => x.p99,
  );
  const rps = await repeated(
    async () => (await replay.phase(), load(spec(), 50, seconds, pids)),
    (x) => x.rps,
  );
  // Cleared, not given back: the posts get back what they had once, when the benchmark ends
  // (main()'s finally). Given back here, the snapshot was gone when the same call was measured
  // again on the JOB_WORK=false server, and its last phase's approvals stayed in the data set.
  await write?.reset();
  const figures: CallFigures = {
    path: call.path,
    what: call.what,
    statements: replay.statements.length,
    sqlMs: sqlRuns.median,
    sqlSpread: sqlRuns.spread,
    httpMs: http.median,
    httpSpread: http.spread,
    floorMs: floor,
    limitMs: sqlRuns.median + floor,
    p99Ms: p99.median,
    p99Spread: p99.spread,
    rps: rps.median,
    rpsSpread: rps.spread,
    errors: p99.at.errors + rps.at.errors,
    cpu: rps.at.cpu as Cpu,
  };
  console.log(figures);
  return { figures, replay, rounds };
}

/**
 * Every call on a second server that runs no jobs (JOB_WORK=false) and times its handlers
 * (SERVER_TIMING=on), with ours stopped so that nothing delivers mail meanwhile: each call's
 * breakdown, and the write calls measured in full again (each phase's reset drops the jobs it
 * queued). Then the write calls once more with a job copy beside that server (a third server on
 * the same machine and database that works the jobs, as docs/DEPLOY.md keeps copies for calls
 * and others for jobs): the mail is delivered on the same cores, outside the call's event loop.
 */
async function measureWithoutJobs(
  calls: BenchCall[],
  at: { databaseUrl: string; actor: Actor; dbPid: number | null; raw: pg.Client },
): Promise<Pick<RunResult, 'withoutJobs' | 'withJobCopy' | 'breakdown'>> {
  const off = await startServerProcess(at.databaseUrl, { JOB_WORK: 'false', SERVER_TIMING: 'on' });
  const out = { withoutJobs: [] as CallFigures[], withJobCopy: [] as CallFigures[], breakdown: [] as Breakdown[] };
  try {
    const token = (await signInAt(off.url, 'mc01')).accessToken;
    const on = { url: off.url, databaseUrl: at.databaseUrl, token, actor: at.actor, raw: at.raw };
    const pids = { server: off.pid, database: at.dbPid };
    for (const call of calls) {
      // A write is measured in full, its breakdown from the same rounds; a read's rounds alone.
      if (call.write) {
        const m = await measureCall(call, { ...on, pids });
        out.withoutJobs.push(m.figures);
        out.breakdown.push(breakdownOf(call, m.replay, m.rounds));
      } else {
        const replay = await replayOf(call, on);
        out.breakdown.push(breakdownOf(call, replay, await timedRounds(replay)));
      }
    }
    const writes = calls.filter((c) => c.write);
    if (writes.length) {
      const jobCopy = await startServerProcess(at.databaseUrl, {});
      try {
        for (const call of writes) out.withJobCopy.push((await measureCall(call, { ...on, pids })).figures);
      } finally {
        await stopAndWait(jobCopy.child);
      }
    }
  } finally {
    await stopAndWait(off.child);
  }
  return out;
}

/** The autocannon request of a call; a write's requests each take their own row of its pool. */
function loadSpec(call: BenchCall, url: string, token: string) {
  return () => {
    const write = call.write;
    let next = 0;
    return {
      url: `${url}/api/${call.path}`,
      method: 'POST' as const,
      headers: { ...(call.public ? {} : { authorization: `Bearer ${token}` }), ...call.headers },
      body: JSON.stringify(call.body),
      ...(write
        ? {
            bodies: {
              amount: write.pool.length,
              next: () => JSON.stringify(write.body(write.pool[next++ % write.pool.length]!)),
            },
          }
        : {}),
    };
  };
}

/** HTTP at 1 connection and req/s at 50 of a read call on two servers, alternately, `runs` times. */
async function compareSerializer(
  call: BenchCall,
  on: { url: string; token: string; pid: number },
  off: { url: string; token: string; pid: number },
  dbPid: number | null,
) {
  const payload = JSON.stringify(call.body);
  const once = (at: typeof on) => async () => {
    const headers = { authorization: `Bearer ${at.token}`, ...call.headers };
    expectSuccess(call.path, await request(`${at.url}/api/${call.path}`, 'POST', payload, headers));
  };
  const figures = {
    on: { http: [] as number[], rps: [] as number[] },
    off: { http: [] as number[], rps: [] as number[] },
  };
  for (let i = 0; i < runs; i++) {
    for (const [key, at] of [['on', on] as const, ['off', off] as const]) {
      figures[key].http.push(await medianLatency(once(at), seconds * 1000));
      const r = await load(loadSpec(call, at.url, at.token)(), 50, seconds, { server: at.pid, database: dbPid });
      figures[key].rps.push(r.rps);
    }
  }
  const out = {
    path: call.path,
    what: call.what,
    onHttpMs: median(figures.on.http),
    offHttpMs: median(figures.off.http),
    onRps: median(figures.on.rps),
    offRps: median(figures.off.rps),
  };
  console.log('serializer', out);
  return out;
}

/**
 * JS and CSS transferred with an empty cache (issues 28-31): /academic on servers of this build
 * and data set with the module area's plugins switched off in turn (each plugin's share is the
 * difference it makes), and the industry supervisor's public page on a live link.
 */
async function frontEndBytes(databaseUrl: string, url: string, db: Db, client: string): Promise<RunResult['bytes']> {
  const { pageBytes } = await import('./frontEnd.js');
  const base = benchConfigDir();
  const app = JSON.parse(readFileSync(path.join(base, 'app.json'), 'utf8')) as {
    plugins: string[];
    routes?: Record<string, string>;
  };
  const variants = [
    [],
    ['wpa'],
    ['key-documents'],
    ['wpa', 'key-documents'],
    ['modules', 'wpa', 'key-documents'],
  ].filter((off) => off.every((p) => app.plugins.includes(p)));
  const academic: NonNullable<RunResult['bytes']>['academic'] = [];
  for (const off of variants) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'wil-bench-plugins-'));
    cpSync(base, dir, { recursive: true });
    const on = (ref: string) => !off.includes(ref.split('.')[0]!);
    const routes = Object.fromEntries(Object.entries(app.routes ?? {}).filter(([k, v]) => on(k) && on(v)));
    writeFileSync(
      path.join(dir, 'app.json'),
      JSON.stringify({ ...app, plugins: app.plugins.filter((p) => !off.includes(p)), routes }),
    );
    const variant = await startServerProcess(databaseUrl, { CLIENT_DIR: client, CONFIG_DIR: dir });
    try {
      academic.push({ off, ...(await pageBytes(variant.url, '/academic')) });
    } finally {
      await stopAndWait(variant.child);
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const token = await liveSupervisorToken(db);
  const supervisorPage = token ? { path: '/wpa/{token}', ...(await pageBytes(url, `/wpa/${token}`)) } : null;
  return { academic, supervisorPage };
}

/**
 * Issue 36's size ratios: each call of a pair (the largest BSc CS module, the 40-student module
 * beside it: tests/bench/smallModule.ts) planned, then its SQL replay and the call over HTTP,
 * the four timed in turn, request by request, `runs` rounds; the medians.
 */
async function measureSizes(
  pairs: [BenchCall, BenchCall][],
  at: { url: string; databaseUrl: string; token: string; actor: Actor; raw: pg.Client },
  plans: RunResult['plans'],
): Promise<SizeFigures[]> {
  const out: SizeFigures[] = [];
  // Planned on a connection of their own: the check deallocates its statements, and the replays'
  // connection keeps its prepared ones.
  const planner = new pg.Client({ connectionString: at.databaseUrl, options: SESSION_OPTIONS });
  await planner.connect();
  for (const [large, small] of pairs) {
    const [l, s] = [await replayOf(large, at), await replayOf(small, at)];
    for (const [call, r] of [
      [large, l],
      [small, s],
    ] as const) {
      const p = await plansOf(planner, r.statements);
      plans.push({ path: call.path, what: call.what, statements: p.length, seqScans: p.flatMap((x) => x.seqScans) });
    }
    const rounds: Record<'sqlLarge' | 'sqlSmall' | 'httpLarge' | 'httpSmall', number>[] = [];
    for (let i = 0; i < runs; i++) {
      rounds.push(
        await interleavedMedians(
          { sqlLarge: l.sqlOnce, sqlSmall: s.sqlOnce, httpLarge: l.httpOnce, httpSmall: s.httpOnce },
          (seconds * 1000) / 2,
        ),
      );
    }
    const of = (k: keyof (typeof rounds)[number]) => median(rounds.map((r) => r[k]));
    const f: SizeFigures = {
      path: large.path,
      what: large.what.replace(/ \(largest\)$/, ''),
      sqlLargeMs: of('sqlLarge'),
      sqlSmallMs: of('sqlSmall'),
      httpLargeMs: of('httpLarge'),
      httpSmallMs: of('httpSmall'),
      httpSpread: spread(rounds.map((r) => r.httpLarge / r.httpSmall)),
    };
    console.log('size', f);
    out.push(f);
  }
  await planner.end();
  return out;
}

/** tests/bench/cluster.ts (one server vs two behind nginx), when it is there: its table. */
async function clusterTable(calls: BenchCall[], databaseUrl: string): Promise<string | null> {
  const file = path.resolve('tests/bench/cluster.ts');
  if (!existsSync(file)) return null;
  try {
    const mod = (await import(file)) as { measureCluster?: (o: unknown) => Promise<unknown> };
    if (!mod.measureCluster) return null;
    const out = await mod.measureCluster({ calls: calls.filter((c) => !c.write), databaseUrl, seconds });
    if (typeof out === 'string') return out;
    const o = out as { markdown?: string; table?: string };
    return o.markdown ?? o.table ?? `\`\`\`\n${JSON.stringify(out, null, 2)}\n\`\`\``;
  } catch (e) {
    return `The cluster phase failed: ${(e as Error).message}`;
  }
}

await main();
process.exit(process.exitCode ?? 0);
