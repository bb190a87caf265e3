import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { CompiledQuery, Kysely, PostgresDialect, CamelCasePlugin, type LogEvent } from 'kysely';
import { configFromEnv } from '@core/server/config.js';
import type { Database } from '@core/server/db/types.js';
import { SESSION_OPTIONS } from '@core/server/db/connect.js';
import { Outbox } from '@core/server/mail/outbox.js';
import { Access } from '@core/server/auth/access.js';
import type { AcademicRoute } from '@core/server/plugin.js';
import { prepareDatabase } from '../../src/cli/prepareDatabase.js';
import { freePort } from '../support/freePort.js';
import { signInAt } from '../support/signOnFlow.js';
import { benchCalls, type BenchCall } from './calls.js';
import { growJobReviewData } from './jobReviewData.js';
import { benchConfigDir, measureStudentExport, type ExportMeasure } from './reportCalls.js';

/**
 * npm run bench [-- --students 100000 --data-dir data/bench --seconds 5]
 * Generates (or reuses) the large data set, starts the server on it as its own process, and
 * measures each call over HTTP beside the same SQL run directly on the same database.
 */
const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '100000' },
    'data-dir': { type: 'string', default: 'data/bench' },
    seconds: { type: 'string', default: '5' },
    // Measure only the calls whose path contains this text ('export' for the export alone).
    only: { type: 'string' },
    // Print each measured call's statements with EXPLAIN (ANALYZE, BUFFERS) instead of timing it.
    explain: { type: 'boolean', default: false },
  },
});
const students = Number(values.students);
const seconds = Number(values.seconds);

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One request over a kept-alive socket (lighter than fetch, so the figure is the server's). */
function request(url: string, method: 'GET' | 'POST', body?: string, headers: Record<string, string> = {}) {
  return new Promise<string>((resolve, reject) => {
    const req = http.request(
      url,
      { method, agent, headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (data += c));
        res.on('end', () => resolve(data));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

/** Runs `once` back to back for `ms` and answers the median duration in milliseconds. */
async function medianLatency(once: () => Promise<unknown>, ms: number) {
  for (let i = 0; i < 50; i++) await once(); // warm-up
  const times: number[] = [];
  const end = performance.now() + ms;
  while (performance.now() < end) {
    const t = process.hrtime.bigint();
    await once();
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  return { median: median(times), samples: times.length };
}

function cpuOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(stat[11]) + Number(stat[12])) / 100; // utime + stime, in seconds (USER_HZ is 100)
}

async function load(url: string, call: BenchCall, token: string, connections: number) {
  const beforeSelf = process.cpuUsage();
  const started = performance.now();
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...call.headers };
  const write = call.write;
  let next = 0;
  const result = await autocannon({
    url: `${url}/api/${call.path}`,
    method: 'POST',
    connections,
    duration: seconds,
    headers,
    body: JSON.stringify(call.body),
    // A write takes a row of its own per request, and stops when the pool is spent.
    ...(write
      ? {
          amount: write.pool.length,
          requests: [
            {
              method: 'POST' as const,
              setupRequest: (req: autocannon.Request) => ({
                ...req,
                body: JSON.stringify(write.body(write.pool[next++ % write.pool.length]!)),
              }),
            },
          ],
        }
      : {}),
  });
  const wall = (performance.now() - started) / 1000;
  const self = process.cpuUsage(beforeSelf);
  const errors = result.non2xx + result.errors;
  return { result, errors, loadCpu: (self.user + self.system) / 1e6 / wall };
}

async function startServerProcess(databaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn('npx', ['tsx', 'src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      // The project's config plus the 20-column export definition (tests/bench/reportCalls.ts).
      CONFIG_DIR: benchConfigDir(),
      // Mail the approvals queue is written as .eml files here, away from the working tree.
      DATA_DIR: path.join(os.tmpdir(), 'wil-bench-server'),
      RATE_LIMIT_SIGNIN: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group, so that stopping it stops npx, tsx and the server under them.
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/api/app-config`)).ok) return { url, child };
    } catch {
      /* not yet listening */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  stopServer(child);
  throw new Error('the server did not start');
}

function stopServer(child: ChildProcess) {
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    /* already gone */
  }
}

/** The server's own process (npx → tsx → node): the deepest child is the one that serves. */
function serverPid(child: ChildProcess): number {
  let pid = child.pid!;
  for (;;) {
    let next: number | undefined;
    try {
      next = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number)[0];
    } catch {
      return pid;
    }
    if (!next) return pid;
    pid = next;
  }
}

/** The SQL a handler runs, captured once through Kysely's log and replayed over plain pg. */
async function capturedSql(databaseUrl: string, call: BenchCall, actor: Awaited<ReturnType<typeof actorOf>>) {
  const captured: CompiledQuery[] = [];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
    log: (e: LogEvent) => {
      if (e.level === 'query') captured.push(e.query);
    },
  });
  // The server reads roles, grants and cohorts once per few seconds (core/server/auth/access.ts):
  // warm them here, so that what is captured is what each call runs.
  const cohortProgId = Number(call.headers?.['x-cohort-prog-id'] ?? 0) || null;
  const access = new Access(db as never, 3_600_000);
  const p = call.route.permission;
  await access.can({ ...actor, cohortProgId }, p?.functionCode ?? '', p?.flag ?? 'canSelect');
  await access.cohorts();
  captured.length = 0;
  await (call.route as AcademicRoute).handler({
    body: call.body as never,
    db,
    actor: { ...actor, cohortProgId },
    // Mail is queued in the caller's transaction; no job queue runs here, so the mail's job
    // (one more insert, into pg-boss's table) is not among the captured statements.
    kernel: {
      outbox: new Outbox(
        db as never,
        { add: async () => 'bench' } as never,
        { smtpUrl: null, from: 'bench', dir: os.tmpdir() },
        console as never,
      ),
      access,
    } as never,
    log: console as never,
    request: {} as never,
    reply: {} as never,
  });
  await db.destroy();
  return captured;
}

/**
 * The plans of a call's statements as the server runs them (named prepared statements, so the
 * generic plan the pool's session options choose), logged by auto_explain as notices, inside a
 * transaction that is rolled back.
 */
async function explain(raw: pg.Client, callPath: string, statements: CompiledQuery[]) {
  const plans: string[] = [];
  const onNotice = (n: { message?: string }) => plans.push(n.message ?? '');
  raw.on('notice', onNotice);
  await raw.query('begin');
  try {
    await raw.query("load 'auto_explain'");
    await raw.query(
      "set local auto_explain.log_min_duration = 0; set local auto_explain.log_analyze = on; set local auto_explain.log_buffers = on; set local auto_explain.log_level = 'notice'",
    );
    for (const [i, q] of statements.entries()) {
      if (!/^\s*(select|insert|update|delete|with)\b/i.test(q.sql)) continue; // begin, savepoints
      plans.length = 0;
      // Twice: the first run of a prepared statement is planned for its values, later ones generic.
      for (let run = 0; run < 2; run++) {
        await raw.query({ name: `explain-${callPath}-${i}`, text: q.sql, values: q.parameters as unknown[] });
      }
      console.log(`\n== ${callPath} #${i}\n${JSON.stringify(q.parameters)}\n${plans.at(-1)}`);
    }
  } finally {
    await raw.query('rollback');
    raw.off('notice', onNotice);
  }
}

async function actorOf(databaseUrl: string, accountId: string) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  const r = await c.query(
    `select u.user_id, u.account_id, u.user_type, a.academic_staff_id from users u
     left join academic_staff a using (user_id) where u.account_id = $1`,
    [accountId],
  );
  await c.end();
  const row = r.rows[0];
  return {
    userId: row.user_id,
    accountId: row.account_id,
    userType: row.user_type,
    sessionId: 'bench',
    academicStaffId: row.academic_staff_id,
    cohortProgId: null,
  };
}

async function main() {
  const config = configFromEnv({ dataDir: values['data-dir'], logLevel: 'warn' });
  console.log(`Preparing ${students} students in ${config.databaseUrl ? 'DATABASE_URL' : values['data-dir']}…`);
  const t0 = Date.now();
  const database = await prepareDatabase(config, students);
  // Issue 3's data set: 20,000 job posts and 200,000 applications over the same students.
  await growJobReviewData(database.db, { jobPosts: 20_000, applications: 200_000 });
  console.log(`Data set ready in ${((Date.now() - t0) / 1000).toFixed(1)} s (${database.added} students added).`);
  const counts = await database.db
    .selectNoFrom((eb) => [
      eb.selectFrom('students').select(eb.fn.countAll<number>().as('n')).as('students'),
      eb.selectFrom('users').select(eb.fn.countAll<number>().as('n')).as('users'),
      eb.selectFrom('partners').select(eb.fn.countAll<number>().as('n')).as('partners'),
      eb
        .selectFrom('jobPosts' as never)
        .select(eb.fn.countAll<number>().as('n'))
        .as('jobPosts'),
      eb
        .selectFrom('jobApplications' as never)
        .select(eb.fn.countAll<number>().as('n'))
        .as('applications'),
    ])
    .executeTakeFirstOrThrow();

  const { url, child } = await startServerProcess(database.url);
  const pid = serverPid(child);
  const rows: string[] = [];
  let floor = 0;
  let exportMeasure: ExportMeasure | null = null;
  let allCalls: BenchCall[] = [];
  try {
    const session = await signInAt(url, 'mc01');
    const actor = await actorOf(database.url, 'mc01');
    // The same session settings as the server's pool (core/server/db/connect.ts).
    const raw = new pg.Client({ connectionString: database.url, options: SESSION_OPTIONS });
    await raw.connect();
    // The floor: the same server answering a constant with no database work.
    floor = (await medianLatency(() => request(`${url}/api/app-config`, 'GET'), seconds * 1000)).median;
    const only = values.only;
    allCalls = await benchCalls(database.db);
    const calls = allCalls.filter((c) => !only || c.path.includes(only));
    for (const call of calls) {
      const write = call.write;
      await write?.reset();
      const statements = await capturedSql(database.url, call, actor);
      if (values.explain) {
        await explain(raw, call.path, statements);
        continue;
      }
      // Each run of a write takes the next row of its pool; its captured statements name the
      // first row, which the replay swaps for the row of the run.
      let taken = 0;
      const nextRow = () => {
        if (!write) return null;
        if (taken >= write.pool.length) throw new Error(`${call.path}: the pool of ${write.pool.length} rows is spent`);
        return write.pool[taken++]!;
      };
      // Prepared by name, as the server's pool runs them (core/server/db/connect.ts).
      const sqlOnce = async () => {
        const row = nextRow();
        if (write) await raw.query('begin');
        for (const [i, q] of statements.entries()) {
          const values = (q.parameters as unknown[]).map((v) => (row !== null && v === write!.pool[0] ? row : v));
          await raw.query({ name: `bench-${call.path}-${i}`, text: q.sql, values });
        }
        if (write) await raw.query('commit');
      };
      const headers = { authorization: `Bearer ${session.accessToken}`, ...call.headers };
      const httpOnce = async () => {
        const row = nextRow();
        const payload = JSON.stringify(row === null ? call.body : write!.body(row));
        const j = JSON.parse(await request(`${url}/api/${call.path}`, 'POST', payload, headers)) as { msg: string };
        if (j.msg !== 'SUCCESS') throw new Error(`${call.path}: ${j.msg}`);
      };
      const phase = async () => {
        taken = 0;
        await write?.reset();
      };
      await phase();
      const sqlMed = await medianLatency(sqlOnce, seconds * 1000);
      await phase();
      const httpMed = await medianLatency(httpOnce, seconds * 1000);
      await phase();
      const serverCpu0 = cpuOf(pid);
      const p99 = await load(url, call, session.accessToken, 10);
      await phase();
      const serverCpu1 = cpuOf(pid);
      const rps = await load(url, call, session.accessToken, 50);
      const serverCpu2 = cpuOf(pid);
      const line = {
        call: call.path,
        what: call.what,
        sqlMs: sqlMed.median,
        httpMs: httpMed.median,
        ratio: httpMed.median / sqlMed.median,
        p99at10: p99.result.latency.p99,
        rpsAt50: rps.result.requests.average,
        errors: p99.errors + rps.errors,
        loadCpu: rps.loadCpu,
        serverCpu: (serverCpu2 - serverCpu1) / seconds,
        serverCpu10: (serverCpu1 - serverCpu0) / seconds,
        statements: statements.length,
      };
      console.log(line);
      await write?.restore();
      rows.push(
        `| ${line.call} | ${line.what} | ${line.statements} | ${line.sqlMs.toFixed(3)} | ${line.httpMs.toFixed(3)} | ${line.ratio.toFixed(2)} | ${line.p99at10} | ${Math.round(line.rpsAt50)} | ${(line.loadCpu * 100).toFixed(0)}% | ${(line.serverCpu * 100).toFixed(0)}% | ${line.errors} |`,
      );
    }
    await raw.end();
    if (values.explain || (only && only !== 'export')) return;
    const bsccs = await database.db
      .selectFrom('cohortProgrammes as cp')
      .innerJoin('programmes as p', 'p.progId', 'cp.progId')
      .innerJoin('cohorts as c', 'c.cohortId', 'cp.cohortId')
      .select('cp.cohortProgId')
      .where('p.progCode', '=', 'BSCCS')
      .where('c.isCurrent', '=', 'Y')
      .executeTakeFirstOrThrow();
    exportMeasure = await measureStudentExport({
      baseUrl: url,
      token: session.accessToken,
      serverPid: pid,
      cohortProgId: bsccs.cohortProgId,
      progCode: 'BSCCS',
    });
    console.log(exportMeasure);
  } finally {
    for (const call of allCalls) await call.write?.restore();
    const exited = new Promise((r) => child.once('exit', r));
    stopServer(child);
    await exited;
    await database.close();
  }

  if (values.only || values.explain) return; // a partial run leaves docs/PERFORMANCE.md as it is
  const cpu = os.cpus();
  const doc = `# Performance

Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}. Do not edit by hand.

- Machine: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}.
- Database: ${config.databaseUrl ? 'DATABASE_URL' : 'embedded PostgreSQL 17'} on the same machine; data set: ${counts.students} students, ${counts.users} users, ${counts.partners} companies, ${counts.jobPosts} job posts, ${counts.applications} job applications.
- Server: one process (\`tsx src/server.ts\`), started by the benchmark; load from autocannon in the benchmark's own process, sharing the 2 cores.
- Each run lasts ${seconds} s. "SQL" replays the statements the call's handler runs (captured from Kysely's log), one after another as named prepared statements like the server's, over one plain pg connection (the permission check and the list scope read the server's access cache, core/server/auth/access.ts, and run no statement within its 5-second window); "HTTP" is the whole call, sign-in token checked, over one keep-alive connection. Both are medians of back-to-back calls.

| call | what | SQL statements | SQL median ms (1 conn) | HTTP median ms (1 conn) | ratio | p99 ms (10 conn) | req/s (50 conn) | load generator CPU | server CPU | errors |
|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

The HTTP floor of this server on this machine (GET /api/app-config, a constant with no database work, same client): ${floor.toFixed(3)} ms median. No call can be faster over HTTP than that floor plus its SQL, which bounds the ratio for sub-millisecond queries.

${exportMeasure ? `Export of ${exportMeasure.what}, streamed from a database cursor: ${exportMeasure.rows} rows × ${exportMeasure.columns} columns in ${exportMeasure.seconds.toFixed(2)} s = ${exportMeasure.rowsPerSecond} rows/s; server RSS idle ${exportMeasure.idleRssMb} MB, peak ${exportMeasure.peakRssMb} MB (+${exportMeasure.peakRssMb - exportMeasure.idleRssMb} MB). Beside it, exceljs writing the same number of rows and columns from memory in the benchmark process: ${exportMeasure.inMemory.seconds.toFixed(2)} s = ${exportMeasure.inMemory.rowsPerSecond} rows/s.` : ''}

Targets: issue 2 (kernel calls): ratio at most 1.5, p99 under 25 ms at 10 connections, at least 1,500 req/s at 50 connections; issue 3 (job review calls): ratio at most 1.5, p99 under 25 ms, at least 1,000 req/s; issue 4: Student Report ratio at most 1.5 and p99 under 25 ms, export at least 20,000 rows/s with peak RSS at most 150 MB above idle. CPU is the share of one core during the 50-connection run.
`;
  // The section tests/bench/jobQueues.ts writes ('## Job queue', at the end) is kept.
  const jobQueue = readFileSync('docs/PERFORMANCE.md', 'utf8').split(/^(?=## Job queue$)/m)[1];
  writeFileSync('docs/PERFORMANCE.md', jobQueue ? `${doc}\n${jobQueue}` : doc);
  console.log('Wrote docs/PERFORMANCE.md');
}

await main();
process.exit(0);
