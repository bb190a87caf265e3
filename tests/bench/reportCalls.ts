import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Db } from '@core/server/db/connect.js';
import type { ServerRoute } from '@core/server/plugin.js';
import reportsPlugin from '@plugins/reports/server/index.js';
import type { BenchCall } from './calls.js';

/** The selected cohort programme of a programme code (latest cohort). */
async function cohortProg(db: Db, progCode: string) {
  return db
    .selectFrom('cohortProgrammes as cp')
    .innerJoin('programmes as p', 'p.progId', 'cp.progId')
    .innerJoin('cohorts as c', 'c.cohortId', 'cp.cohortId')
    .select(['cp.cohortProgId'])
    .where('p.progCode', '=', progCode)
    .orderBy('c.cohortYear', 'desc')
    .executeTakeFirstOrThrow();
}

/**
 * The route with what the bench harness leaves out (kernel config, selected cohort programme),
 * so its captured SQL is the server's.
 */
function withContext(path_: string, cohortProgId: number): ServerRoute {
  const route = reportsPlugin.routes!.find((r) => r.path === path_);
  if (!route) throw new Error(`no route ${path_}`);
  const configDir = path.resolve(process.env.CONFIG_DIR || 'config');
  return {
    ...route,
    handler: (ctx) =>
      route.handler({
        ...ctx,
        kernel: { ...(ctx.kernel ?? {}), config: { configDir } } as never,
        actor: ctx.actor ? { ...ctx.actor, cohortProgId } : ctx.actor,
      }),
  };
}

/** Issue 4: Student Report filtered by name with a sort (mc01, BSCCS). */
export async function reportBenchCalls(db: Db): Promise<BenchCall[]> {
  const { cohortProgId } = await cohortProg(db, 'BSCCS');
  return [
    {
      path: 'student/getExportList',
      what: 'Student Report, name contains "an", sorted by name, page 1 of 10',
      body: { progCode: 'BSCCS', studentName: 'an', orderBy: 'student_name', page: 1, pageSize: 10, startRow: 0 },
      headers: { 'x-cohort-prog-id': String(cohortProgId) },
      route: withContext('student/getExportList', cohortProgId),
    },
  ];
}

function rssKb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) : 0;
}

export interface ExportMeasure {
  rows: number;
  columns: number;
  seconds: number;
  rowsPerSecond: number;
  idleRssMb: number;
  peakRssMb: number;
  /** exceljs writing the same rows from memory in this process (the baseline). */
  inMemory: { seconds: number; rowsPerSecond: number };
}

/**
 * The 100,000-row Student Report export over HTTP: rows a second, and the server's peak RSS
 * (sampled every 20 ms from /proc) against its idle RSS. The large data set must hold at least
 * `rows` students in `progCode`; pass the server's pid, its URL and an access token.
 */
export async function measureStudentExport(opts: {
  baseUrl: string;
  token: string;
  serverPid: number;
  cohortProgId: number;
  progCode: string;
}): Promise<ExportMeasure> {
  const idle = rssKb(opts.serverPid);
  let peak = idle;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssKb(opts.serverPid));
  }, 20);
  const started = performance.now();
  const res = await fetch(`${opts.baseUrl}/api/student/exportReport`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${opts.token}`,
      'x-cohort-prog-id': String(opts.cohortProgId),
    },
    body: JSON.stringify({ progCode: opts.progCode, orderBy: 'student_acct_id', lang: 'en' }),
  });
  if ((res.headers.get('content-type') ?? '').includes('json')) {
    clearInterval(timer);
    throw new Error(`export refused: ${JSON.stringify(await res.json())}`);
  }
  const bytes = Buffer.from(await res.arrayBuffer());
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  peak = Math.max(peak, rssKb(opts.serverPid));

  // Count the rows of the file without holding the workbook (streaming reader).
  let rows = 0;
  let columns = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader((await import('node:stream')).Readable.from(bytes), {
    sharedStrings: 'ignore',
    worksheets: 'emit',
  });
  for await (const sheet of reader) {
    for await (const row of sheet) {
      if (rows === 0) columns = (row.values as unknown[]).length - 1;
      rows++;
    }
  }
  rows -= 1; // header

  // Baseline: exceljs writing as many rows of as many columns from memory.
  const data = Array.from({ length: rows }, (_, i) => Array.from({ length: columns }, (_, j) => `r${i}c${j}`));
  const t0 = performance.now();
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('s');
  for (const r of data) ws.addRow(r);
  await wb.xlsx.writeBuffer();
  const memSeconds = (performance.now() - t0) / 1000;

  return {
    rows,
    columns,
    seconds,
    rowsPerSecond: Math.round(rows / seconds),
    idleRssMb: Math.round(idle / 1024),
    peakRssMb: Math.round(peak / 1024),
    inMemory: { seconds: memSeconds, rowsPerSecond: Math.round(rows / memSeconds) },
  };
}

/** The server's pid from its port (for runs where only the URL is known). */
export function pidOfPort(port: number): number | null {
  const out = spawnSync('sh', [
    '-c',
    `ss -ltnpH 'sport = :${port}' | sed -n 's/.*pid=\\([0-9]*\\).*/\\1/p' | head -1`,
  ]).stdout.toString();
  const pid = Number.parseInt(out.trim(), 10);
  return Number.isFinite(pid) ? pid : null;
}
