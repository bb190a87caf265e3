import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { FrontEndFigures } from './frontEnd.js';
import type { Cpu } from './measure.js';
import type { ExportMeasure } from './reportCalls.js';

/**
 * docs/PERFORMANCE.md from the benchmark's saved runs (data/bench-results/<students>.json): the
 * 100,000-student run, the scale run beside it when there is one, and the 'Job queue' section
 * that tests/bench/jobQueues.ts writes, kept as it is.
 */

export interface CallFigures {
  path: string;
  what: string;
  statements: number;
  sqlMs: number;
  sqlSpread: number;
  httpMs: number;
  httpSpread: number;
  /** Our floor, measured request by request beside the call and its SQL. */
  floorMs?: number;
  /** Its limit: the call's SQL median plus our floor. */
  limitMs: number;
  p99Ms: number;
  p99Spread: number;
  rps: number;
  rpsSpread: number;
  errors: number;
  /** CPU (share of one core) during the 50-connection run whose req/s is the median. */
  cpu: Cpu;
}

/** A call on a SERVER_TIMING=on server that runs no jobs: its HTTP time, and the server's own share of it. */
export interface Breakdown {
  path: string;
  statements: number;
  sqlMs: number;
  httpMs: number;
  floorMs: number;
  /** The route's handler, from its first line to its answer (Server-Timing `handler`). */
  handlerMs: number;
  /** The statements the handler awaited, as the server saw them (Server-Timing `db`). */
  dbMs: number;
}

export interface RunResult {
  date: string;
  students: number;
  seconds: number;
  runs: number;
  buildSeconds: number;
  addedStudents: number;
  counts: {
    students: number;
    programmes?: number;
    users: number;
    partners: number;
    jobPosts: number;
    applications: number;
  };
  machine: string;
  database: string;
  loadAverage: { before: number; after: number };
  floor: { ours: number; oursSpread: number; peer: number; peerSpread: number } | null;
  calls: CallFigures[];
  plans: { path: string; statements: number; seqScans: string[]; customPlanningMs?: number }[];
  /** The same read calls with the reply schemas (on) and without (off, JSON.stringify). */
  serializer?: { path: string; onHttpMs: number; offHttpMs: number; onRps: number; offRps: number }[];
  export: ExportMeasure | null;
  frontEnd: FrontEndFigures | null;
  cluster: string | null;
  /** The write calls again on a server that runs no jobs (JOB_WORK=false): the call without its mail's delivery. */
  withoutJobs?: CallFigures[];
  /** The write calls on that server again, with a job copy beside it on the same machine delivering the mail. */
  withJobCopy?: CallFigures[];
  /** Every call's time broken down on that server (SERVER_TIMING=on). */
  breakdown?: Breakdown[];
}

const RESULTS = 'data/bench-results';
const MAIN = 100_000;

const read = (file: string): RunResult | null =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RunResult) : null;
const ms = (x: number) => (x < 10 ? x.toFixed(3) : x.toFixed(1));
const pct = (x: number) => `±${Math.round(x * 100)}%`;
/** A p99, to a tenth of a millisecond (runs before the benchmark kept its own times hold whole ones). */
const p99 = (x: number) => x.toFixed(1);
const yes = (ok: boolean) => (ok ? 'met' : '**not met**');
const core = (x: number | null) => (x === null ? 'n/a' : `${Math.round(x * 100)}%`);
const change = (now: number, before: number | undefined) =>
  before ? `${now >= before ? '+' : ''}${Math.round((now / before - 1) * 100)}%` : '–';

/** Every target of issue 18 with the figure and whether it is met. */
function targets(r: RunResult, scale: RunResult | null, prev: RunResult | null): string[] {
  const rows: string[] = [];
  const f = r.floor;
  if (f) {
    rows.push(
      `| floor: ours at most 1.2× the bare Fastify peer | ${ms(f.ours)} ms vs ${ms(f.peer)} ms = ${(f.ours / f.peer).toFixed(2)}× | ${yes(f.ours <= 1.2 * f.peer)} |`,
    );
  }
  for (const c of r.calls) {
    rows.push(
      `| ${c.path}: HTTP median at most 1.25× (SQL + floor) | ${ms(c.httpMs)} ms / ${ms(c.limitMs)} ms = ${(c.httpMs / c.limitMs).toFixed(2)}× | ${yes(c.httpMs <= 1.25 * c.limitMs)} |`,
    );
    if (c.sqlMs < 2)
      rows.push(
        `| ${c.path}: p99 under 25 ms at 10 connections (SQL ${ms(c.sqlMs)} ms < 2 ms) | ${p99(c.p99Ms)} ms | ${yes(c.p99Ms < 25)} |`,
      );
    if (c.sqlMs < 1)
      rows.push(
        `| ${c.path}: at least 1,000 req/s at 50 connections (SQL ${ms(c.sqlMs)} ms < 1 ms) | ${Math.round(c.rps)} req/s | ${yes(c.rps >= 1000)} |`,
      );
  }
  const spreads = r.calls.flatMap((c) => [c.sqlSpread, c.httpSpread, c.p99Spread, c.rpsSpread]);
  if (spreads.length) {
    const worst = Math.max(...spreads);
    rows.push(
      `| steady: each figure's ${r.runs} runs within ±30% of their median | widest spread ${pct(worst)} | ${yes(worst <= 0.3)} |`,
    );
  }
  if (prev?.calls.length) {
    const deltas = r.calls.flatMap((c) => {
      const p = prev.calls.find((x) => x.path === c.path);
      return p ? [c.httpMs / p.httpMs - 1, c.rps / p.rps - 1, c.sqlMs / p.sqlMs - 1] : [];
    });
    const worst = Math.max(...deltas.map(Math.abs));
    // The bare Fastify peer runs the same code in every run: how far it moved is the machine's own drift.
    const machine =
      r.floor && prev.floor
        ? `; the bare Fastify peer, the same code in both runs, moved ${pct(Math.abs(r.floor.peer / prev.floor.peer - 1))}`
        : '';
    rows.push(
      `| steady: SQL, HTTP and req/s within ±30% of the previous run (${prev.date.slice(0, 16)}) | widest change ${pct(worst)}${machine} | ${yes(worst <= 0.3)} |`,
    );
  }
  if (scale) {
    for (const c of r.calls) {
      const s = scale.calls.find((x) => x.path === c.path);
      if (s)
        rows.push(
          `| ${c.path}: p99 at ${scale.students.toLocaleString('en')} students at most 1.5× at ${r.students.toLocaleString('en')} | ${p99(s.p99Ms)} ms / ${p99(c.p99Ms)} ms = ${(s.p99Ms / c.p99Ms).toFixed(2)}× | ${yes(s.p99Ms <= 1.5 * c.p99Ms)} |`,
        );
    }
  }
  const bad = r.plans.filter((p) => p.seqScans.length);
  rows.push(
    `| plans: no sequential scan of a large table in any benchmarked statement | ${bad.length ? bad.map((p) => `${p.path}: ${p.seqScans.join(', ')}`).join('; ') : 'none'} | ${yes(!bad.length)} |`,
  );
  const fe = r.frontEnd;
  if (fe) {
    rows.push(`| LCP of /login at most 1.0 s | ${fe.loginPageLcpMs} ms | ${yes(fe.loginPageLcpMs <= 1000)} |`);
    rows.push(`| LCP of /academic at most 1.0 s | ${fe.academicLcpMs} ms | ${yes(fe.academicLcpMs <= 1000)} |`);
    rows.push(
      `| Lighthouse mobile /login: performance ≥ 95, accessibility 100 | ${fe.lighthouse.performance}, ${fe.lighthouse.accessibility} | ${yes(fe.lighthouse.performance >= 95 && fe.lighthouse.accessibility >= 100)} |`,
    );
  }
  const e = r.export;
  if (e) {
    rows.push(
      `| export at least 20,000 rows/s, peak RSS at most 150 MB above idle | ${e.rowsPerSecond} rows/s, +${e.peakRssMb - e.idleRssMb} MB | ${yes(e.rowsPerSecond >= 20_000 && e.peakRssMb - e.idleRssMb <= 150)} |`,
    );
  }
  return rows;
}

function planningNote(r: RunResult, p: RunResult['plans'][number]): string {
  if (p.customPlanningMs === undefined) return '';
  const c = r.calls.find((x) => x.path === p.path);
  return `; a custom plan would cost ${ms(p.customPlanningMs)} ms of planning per call${c ? ` (its SQL median with the generic plan: ${ms(c.sqlMs)} ms)` : ''}`;
}

function callTable(r: RunResult): string[] {
  return r.calls.map(
    (c) =>
      `| ${c.path} | ${c.what} | ${c.statements} | ${ms(c.sqlMs)} | ${ms(c.httpMs)} | ${ms(c.limitMs)}${c.floorMs === undefined ? '' : ` (${ms(c.sqlMs)} + ${ms(c.floorMs)})`} | ${(c.httpMs / c.limitMs).toFixed(2)} | ${p99(c.p99Ms)} | ${Math.round(c.rps)} | ${core(c.cpu.load)} / ${core(c.cpu.server)} / ${core(c.cpu.database)} | ${c.errors} | ${pct(c.sqlSpread)} / ${pct(c.httpSpread)} / ${pct(c.p99Spread)} / ${pct(c.rpsSpread)} |`,
  );
}

/** A write call queues a mail whose delivery job runs on the same server and database right after it. */
function withoutJobsNote(r: RunResult): string {
  const rows = (r.withoutJobs ?? []).flatMap((w) => {
    const c = r.calls.find((x) => x.path === w.path);
    const j = r.withJobCopy?.find((x) => x.path === w.path);
    return c
      ? [
          `- ${w.path}: HTTP median ${ms(w.httpMs)} ms against its limit ${ms(w.limitMs)} ms = ${(w.httpMs / w.limitMs).toFixed(2)}× (with the jobs running on the call's server: ${ms(c.httpMs)} ms = ${(c.httpMs / c.limitMs).toFixed(2)}×); p99 ${p99(w.p99Ms)} ms, ${Math.round(w.rps)} req/s.`,
          ...(j
            ? [
                `- ${j.path} with a job copy beside it delivering the mail: HTTP median ${ms(j.httpMs)} ms against its limit ${ms(j.limitMs)} ms = ${(j.httpMs / j.limitMs).toFixed(2)}×; p99 ${p99(j.p99Ms)} ms, ${Math.round(j.rps)} req/s; CPU at 50 connections: call server ${core(j.cpu.server)}, database ${core(j.cpu.database)}.`,
              ]
            : []),
        ]
      : [];
  });
  return rows.length
    ? `
Each approval queues a mail and adds its delivery job in the call's transaction (pg-boss's insert is one of the call's statements above, replayed with them). The job's work (pg-boss fetches it, the outbox writes the mail and marks the row, pg-boss completes the job: three more transactions, none of them in the call's SQL) runs on the same server and database right after the call, beside the next one. The same write call measured on a second server started with \`JOB_WORK=false\` (it adds the job and runs none; the first server was stopped so that nothing delivers during the phase), then on that server again with a job copy beside it (a third server on the same machine and database, started as \`npm start\` starts one, that works the jobs: each approval's mail is delivered on the same 2 cores, outside the call's event loop, as docs/DEPLOY.md keeps copies for calls and others for jobs):

${rows.join('\n')}
`
    : '';
}

/** Where each call's time goes, from the Server-Timing headers of the JOB_WORK=false server. */
function breakdownSection(r: RunResult): string {
  const b = r.breakdown ?? [];
  if (!b.length) return '';
  const rows = b.map((x) => {
    const outside = x.httpMs - x.handlerMs;
    return `| ${x.path} | ${x.statements} | ${ms(x.httpMs)} | ${(x.httpMs / (x.sqlMs + x.floorMs)).toFixed(2)} | ${ms(x.floorMs)} | ${ms(outside)} (${signed(outside - x.floorMs)}) | ${ms(x.handlerMs)} | ${ms(x.dbMs)} | ${ms(x.sqlMs)} (${signed(x.dbMs - x.sqlMs)}) | ${ms(x.handlerMs - x.dbMs)} |`;
  });
  return `
## Where a call's time goes

Every call once more on the server that runs no jobs, started with \`SERVER_TIMING=on\` (core/server/http/serverTiming.ts): each answer carries a Server-Timing header with the handler's time, from its first line to its answer, and the time of the statements it awaited as the server saw them (sent, run, answered, rows read by pg). The call, its replayed SQL and the floor are timed in turn as above, medians of ${r.runs} rounds. "Outside the handler" is the HTTP time less the handler's: the client, the socket, fastify's hooks (token, programme header, permission), the body's parse and check, and the reply's serializer; in brackets what it costs above the floor's constant route. "In the server" is the statements' time in the handler; in brackets how much more than the same statements replayed over plain pg (the pool, Kysely's driver, the event loop between them). "JS" is the handler's own code between its statements (building the statements, the lifecycle machine, the envelope).

| call | statements | HTTP ms | HTTP / limit | floor ms | outside the handler ms (above the floor) | handler ms | its statements in the server ms | SQL replayed ms (server − replay) | JS in the handler ms |
|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}
`;
}

const signed = (x: number) => `${x >= 0 ? '+' : '−'}${ms(Math.abs(x))}`;

function serializerTable(r: RunResult): string[] {
  return (r.serializer ?? []).map(
    (x) =>
      `| ${x.path} | ${ms(x.onHttpMs)} | ${ms(x.offHttpMs)} | ${change(x.onHttpMs, x.offHttpMs)} | ${Math.round(x.onRps)} | ${Math.round(x.offRps)} | ${change(x.onRps, x.offRps)} |`,
  );
}

/** How the larger set grew: more programmes (campuses, src/cli/largeData.ts), each as large as before. */
function programmesOf(r: RunResult, s: RunResult): string {
  if (!s.counts.programmes || !r.counts.programmes) return '';
  const campuses = s.counts.programmes / r.counts.programmes;
  return ` in ${s.counts.programmes} programmes (${r.counts.programmes} at ${r.students.toLocaleString('en')}): ${campuses} campuses of ${(s.students / campuses).toLocaleString('en')} students each running the same programmes, so a programme, and mc01's scope, is as large as at ${r.students.toLocaleString('en')} (docs/DECISIONS.md)`;
}

function scaleSection(r: RunResult, s: RunResult): string {
  const rows = r.calls.flatMap((c) => {
    const b = s.calls.find((x) => x.path === c.path);
    return b
      ? [
          `| ${c.path} | ${ms(c.sqlMs)} | ${ms(b.sqlMs)} | ${p99(c.p99Ms)} | ${p99(b.p99Ms)} | ${(b.p99Ms / c.p99Ms).toFixed(2)} | ${Math.round(c.rps)} | ${Math.round(b.rps)} |`,
        ]
      : [];
  });
  return `## Scale

\`npm run bench -- --students ${s.students}\` on ${s.date.slice(0, 16).replace('T', ' ')} UTC (load average ${s.loadAverage.before.toFixed(1)} → ${s.loadAverage.after.toFixed(1)}): ${s.counts.students} students, ${s.counts.users} users, ${s.counts.jobPosts} job posts, ${s.counts.applications} job applications${programmesOf(r, s)}; building it took ${Math.round(s.buildSeconds)} s${s.addedStudents ? '' : ' (reused: the set was already there)'}. Same calls, same measurement (${s.runs} runs of ${s.seconds} s, medians); target: p99 at most 1.5× the ${r.students.toLocaleString('en')}-student figure.

| call | SQL ms (${r.students}) | SQL ms (${s.students}) | p99 ms (${r.students}) | p99 ms (${s.students}) | p99 ratio | req/s (${r.students}) | req/s (${s.students}) |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}
`;
}

export function writePerformanceDoc(): void {
  const r = read(`${RESULTS}/${MAIN}.json`);
  if (!r) return;
  const prev = read(`${RESULTS}/${MAIN}.previous.json`);
  const scale = [1_000_000, 500_000, 200_000].map((n) => read(`${RESULTS}/${n}.json`)).find(Boolean) ?? null;
  const f = r.floor;
  const fe = r.frontEnd;
  const e = r.export;
  const serializer = serializerTable(r);
  const doc = `# Performance

Written by \`npm run bench\` on ${r.date.slice(0, 16).replace('T', ' ')} UTC from data/bench-results/. Do not edit by hand.

- Machine: ${r.machine}. Load average (1 min) ${r.loadAverage.before.toFixed(1)} at the start, ${r.loadAverage.after.toFixed(1)} at the end: the machine is shared, and figures taken while other work runs are slower than on an idle one.
- Database: ${r.database} on the same machine; data set: ${r.counts.students} students, ${r.counts.users} users, ${r.counts.partners} companies, ${r.counts.jobPosts} job posts, ${r.counts.applications} job applications (built in ${Math.round(r.buildSeconds)} s${r.addedStudents ? '' : ', reused'}).
- Server: one process (\`tsx src/server.ts\`), started by the benchmark; load from autocannon in the benchmark's own process, sharing the cores.
- Each phase runs ${r.runs} times for ${r.seconds} s; every figure is the median of its ${r.runs} runs, and "spread" is how far the farthest run lies from it. "SQL" replays the statements the call's handler runs (captured from Kysely's log), one after another as named prepared statements with the server's session options (core/server/db/connect.ts), over one plain pg connection; "HTTP" is the whole call, sign-in token checked, over one keep-alive connection. Both are medians of back-to-back calls.
- Limits measured in the same run: the floor is our server's constant route (GET /api/app-config) over the same client, beside a bare Fastify answering the same object (tests/bench/peer.ts, its own process), the two timed in turn, request by request; a call's limit is its SQL median plus our floor, the call, its SQL and the floor timed in turn, request by request, so that the three meet the same moments of the machine.

## Targets

| target | figure | |
|---|---|---|
${targets(r, scale, prev).join('\n')}

## Calls

${f ? `Floor: ours ${ms(f.ours)} ms (${pct(f.oursSpread)}), the bare Fastify peer ${ms(f.peer)} ms (${pct(f.peerSpread)}): ${(f.ours / f.peer).toFixed(2)}×.` : ''}

| call | what | SQL statements | SQL median ms (1 conn) | HTTP median ms (1 conn) | limit ms (SQL + floor) | HTTP / limit | p99 ms (10 conn) | req/s (50 conn) | CPU: load generator / server / database (50 conn) | errors | spread: SQL / HTTP / p99 / req/s |
|---|---|---|---|---|---|---|---|---|---|---|---|
${callTable(r).join('\n')}

CPU is the share of one core during the 50-connection run; the database's is its postmaster and every process under it (/proc/<pid>/stat).
${withoutJobsNote(r)}${breakdownSection(r)}
## Plans

Each benchmarked statement's plan as the server runs it (its generic plan, under \`plan_cache_mode = force_generic_plan\`), read with EXPLAIN EXECUTE before timing (tests/bench/planCheck.ts; \`npm run bench -- --check\` alone; tests/db/plans.test.ts asserts the same on a generated set without fresh statistics in CI):

${r.plans.map((p) => `- ${p.path}: ${p.statements} statement${p.statements === 1 ? '' : 's'}, ${p.seqScans.length ? `sequential scan of ${p.seqScans.join(', ')}` : 'no sequential scan of a large table'}${planningNote(r, p)}`).join('\n')}

The policy (docs/DECISIONS.md): generic plans stay forced, because planning a statement for its values costs as much as running it (the custom-plan planning times above, against the SQL medians), and the statements are shaped so that their generic plan is the indexed one: a page's LIMIT is a constant of the statement, counts over a scope go programme by programme through the index. This check keeps it so.
${
  serializer.length
    ? `
## Reply serializer

The same read calls on two servers side by side, measured alternately (${r.runs} runs each, medians): one with the schema-based serializer, one started with \`REPLY_SERIALIZER=off\` (core/server/http/routeSchema.ts leaves out the reply schemas, so fastify writes replies with JSON.stringify). "change" is the schema's figure against JSON.stringify's:

| call | HTTP ms, schema | HTTP ms, JSON.stringify | change | req/s, schema | req/s, JSON.stringify | change |
|---|---|---|---|---|---|---|
${serializer.join('\n')}
`
    : ''
}${
    e
      ? `
## Export

Export of ${e.what}, streamed from a database cursor: ${e.rows} rows × ${e.columns} columns in ${e.seconds.toFixed(2)} s = ${e.rowsPerSecond} rows/s; server RSS idle ${e.idleRssMb} MB, peak ${e.peakRssMb} MB (+${e.peakRssMb - e.idleRssMb} MB). Beside it, exceljs writing the same number of rows and columns from memory in the benchmark process: ${e.inMemory.seconds.toFixed(2)} s = ${e.inMemory.rowsPerSecond} rows/s.
`
      : ''
  }${
    fe
      ? `
## Front end

Chromium on this machine against the benchmark's server (tests/bench/frontEnd.ts; each LCP the median of ${r.runs} fresh-cache loads): LCP /login → sign-in form ${fe.loginToFormLcpMs} ms, /login ${fe.loginPageLcpMs} ms, /academic (signed in) ${fe.academicLcpMs} ms. Lighthouse mobile preset on ${fe.lighthouse.url}: performance ${fe.lighthouse.performance}, accessibility ${fe.lighthouse.accessibility} (FCP ${fe.lighthouse.firstContentfulPaintMs} ms, LCP ${fe.lighthouse.largestContentfulPaintMs} ms, TBT ${fe.lighthouse.totalBlockingTimeMs} ms).
`
      : ''
  }${r.cluster ? `\n## Cluster\n\n${r.cluster}\n` : ''}
${scale ? scaleSection(r, scale) : `## Scale\n\nNo run at another size yet: \`npm run bench -- --students 1000000\` records it here.\n`}`;
  // The section tests/bench/jobQueues.ts writes ('## Job queue', at the end) is kept.
  const old = existsSync('docs/PERFORMANCE.md') ? readFileSync('docs/PERFORMANCE.md', 'utf8') : '';
  const jobQueue = old.split(/^(?=## Job queue$)/m)[1];
  writeFileSync('docs/PERFORMANCE.md', jobQueue ? `${doc}\n${jobQueue}` : doc);
}
