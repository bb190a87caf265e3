import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { FrontEndFigures, PageBytes } from './frontEnd.js';
import type { Cpu } from './measure.js';
import type { ExportMeasure } from './reportCalls.js';
import type { ConversionMeasure, PdfMeasure, UploadMeasure } from './documents.js';
import { digestTargets, type DigestMeasure } from './digest.js';
import type { ServerFigures } from './startup.js';
import { median } from './measure.js';

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

/** Issue 36: one call on the largest module and on a 40-student one, timed in turn (medians, ms). */
export interface SizeFigures {
  path: string;
  what: string;
  sqlLargeMs: number;
  sqlSmallMs: number;
  httpLargeMs: number;
  httpSmallMs: number;
  /** How far the rounds' HTTP ratios lie from their median. */
  httpSpread: number;
}

/** A call on a SERVER_TIMING=on server that runs no jobs: its HTTP time, and the server's own share of it. */
export interface Breakdown {
  path: string;
  what?: string;
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
  plans: { path: string; what?: string; statements: number; seqScans: string[]; customPlanningMs?: number }[];
  /** The same read calls with the reply schemas (on) and without (off, JSON.stringify). */
  serializer?: { path: string; what?: string; onHttpMs: number; offHttpMs: number; onRps: number; offRps: number }[];
  export: ExportMeasure | null;
  frontEnd: FrontEndFigures | null;
  cluster: string | null;
  /** The write calls again on a server that runs no jobs (JOB_WORK=false): the call without its mail's delivery. */
  withoutJobs?: CallFigures[];
  /** The write calls on that server again, with a job copy beside it on the same machine delivering the mail. */
  withJobCopy?: CallFigures[];
  /** Every call's time broken down on that server (SERVER_TIMING=on). */
  breakdown?: Breakdown[];
  /** Issue 36: the module screens' calls on the largest module against a 40-student one. */
  sizes?: SizeFigures[];
  /** Issue 29: the WPA PDF against pdfmake in a loop, and searchAppl beside it. */
  pdf?: PdfMeasure | null;
  /** Issue 30: a 20-slide pptx through the server against LibreOffice and pdftoppm run directly. */
  conversion?: ConversionMeasure | null;
  /** Issue 30: the server's RSS while a 9 MB pdf is uploaded. */
  upload?: UploadMeasure | null;
  /** Issue 39: the daily digest of every staff member (tests/bench/digest.ts). */
  digest?: DigestMeasure | null;
  /** Issue 37: the compiled server's start and RSS (demo set, large set idle and after the run). */
  server?: ServerFigures | null;
  /** JS + CSS transferred, empty cache: /academic with plugins off in turn, and the supervisor's page. */
  bytes?: {
    academic: ({ off: string[] } & PageBytes)[];
    supervisorPage: ({ path: string } & PageBytes) | null;
  } | null;
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

/** One call of a run in another (its path and, where calls share a path, what it does). */
const same = (a: { path: string; what?: string }, b: { path: string; what?: string }) =>
  a.path === b.path && (a.what === undefined || b.what === undefined || a.what === b.what);

/** A call's name in the tables: its path, and what it does where another call has the same path. */
function label(calls: readonly { path: string; what?: string }[], c: { path: string; what?: string }): string {
  return calls.filter((x) => x.path === c.path).length > 1 && c.what ? `${c.path} (${c.what})` : c.path;
}

const list = (xs: number[], unit: string) => `${xs.join(', ')} ${unit}`;

/** Issue 37: the compiled server's memory and start against their limits. */
function serverTargets(s: ServerFigures | null | undefined): string[] {
  if (!s) return [];
  const idle = median(s.demo.idleRssMb);
  const ready = median(s.demo.readyMs);
  const cpu = (xs: number[] | undefined) => (xs?.length ? `; CPU used by then ${list(xs, 's')}` : '');
  const rows = [
    `| server RSS idle on the demo set at most 150 MB (${s.demo.idleRssMb.length} starts, 5 s after ready) | median ${idle} MB (${list(s.demo.idleRssMb, 'MB')}) | ${yes(idle <= 150)} |`,
    `| ready on an existing database within 3 s (spawn to the first /readyz 200), demo set | median ${ready} ms (${list(s.demo.readyMs, 'ms')}${cpu(s.demo.readyCpuS)}) | ${yes(ready <= 3000)} |`,
    `| ready on an existing database within 3 s, the 100,000-student set | ${s.large.readyMs} ms${cpu(s.large.readyCpuS === undefined ? undefined : [s.large.readyCpuS])} | ${yes(s.large.readyMs <= 3000)} |`,
  ];
  if (s.large.afterRssMb !== null) {
    rows.push(
      `| server RSS after the 100,000-student benchmark at most 300 MB | ${s.large.afterRssMb} MB (idle on that set at its start: ${s.large.idleRssMb} MB) | ${yes(s.large.afterRssMb <= 300)} |`,
    );
  }
  return rows;
}

/** Every target of issue 18 with the figure and whether it is met. */
function targets(r: RunResult, scale: RunResult | null, prev: RunResult | null): string[] {
  const rows: string[] = [...serverTargets(r.server)];
  const f = r.floor;
  if (f) {
    rows.push(
      `| floor: ours at most 1.2× the bare Fastify peer | ${ms(f.ours)} ms vs ${ms(f.peer)} ms = ${(f.ours / f.peer).toFixed(2)}× | ${yes(f.ours <= 1.2 * f.peer)} |`,
    );
  }
  for (const c of r.calls) {
    rows.push(
      `| ${label(r.calls, c)}: HTTP median at most 1.25× (SQL + floor) | ${ms(c.httpMs)} ms / ${ms(c.limitMs)} ms = ${(c.httpMs / c.limitMs).toFixed(2)}× | ${yes(c.httpMs <= 1.25 * c.limitMs)} |`,
    );
    if (c.sqlMs < 2)
      rows.push(
        `| ${label(r.calls, c)}: p99 under 25 ms at 10 connections (SQL ${ms(c.sqlMs)} ms < 2 ms) | ${p99(c.p99Ms)} ms | ${yes(c.p99Ms < 25)} |`,
      );
    if (c.sqlMs < 1)
      rows.push(
        `| ${label(r.calls, c)}: at least 1,000 req/s at 50 connections (SQL ${ms(c.sqlMs)} ms < 1 ms) | ${Math.round(c.rps)} req/s | ${yes(c.rps >= 1000)} |`,
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
      const p = prev.calls.find((x) => same(x, c));
      // A figure of 0 (a call of 100+ ms counts no whole request per second at 50 connections) has no ratio.
      const change = (now: number, then: number) => (now > 0 && then > 0 ? [now / then - 1] : []);
      return p ? [...change(c.httpMs, p.httpMs), ...change(c.rps, p.rps), ...change(c.sqlMs, p.sqlMs)] : [];
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
      const s = scale.calls.find((x) => same(x, c));
      // Issue 36: the module areas' calls hold within 1.2×, the others within 1.5×.
      const most = moduleArea(c.path) ? 1.2 : 1.5;
      if (s)
        rows.push(
          `| ${label(r.calls, c)}: p99 at ${scale.students.toLocaleString('en')} students at most ${most}× at ${r.students.toLocaleString('en')} | ${p99(s.p99Ms)} ms / ${p99(c.p99Ms)} ms = ${(s.p99Ms / c.p99Ms).toFixed(2)}× | ${yes(s.p99Ms <= most * c.p99Ms)} |`,
        );
    }
  }
  rows.push(...moduleAreaTargets(r));
  const bad = r.plans.filter((p) => p.seqScans.length);
  rows.push(
    `| plans: no sequential scan of a large table in any benchmarked statement | ${bad.length ? bad.map((p) => `${label(r.plans, p)}: ${p.seqScans.join(', ')}`).join('; ') : 'none'} | ${yes(!bad.length)} |`,
  );
  const fe = r.frontEnd;
  if (fe) {
    rows.push(`| LCP of /login at most 1.0 s | ${fe.loginPageLcpMs} ms | ${yes(fe.loginPageLcpMs <= 1000)} |`);
    rows.push(`| LCP of /academic at most 1.0 s | ${fe.academicLcpMs} ms | ${yes(fe.academicLcpMs <= 1000)} |`);
    rows.push(
      `| Lighthouse mobile /login: performance ≥ 95, accessibility 100 | ${fe.lighthouse.performance}, ${fe.lighthouse.accessibility} | ${yes(fe.lighthouse.performance >= 95 && fe.lighthouse.accessibility >= 100)} |`,
    );
  }
  rows.push(...documentTargets(r), ...byteTargets(r), ...digestTargets(scale ? [r, scale] : [r]));
  const e = r.export;
  if (e) {
    rows.push(
      `| export at least 20,000 rows/s, peak RSS at most 150 MB above idle | ${e.rowsPerSecond} rows/s, +${e.peakRssMb - e.idleRssMb} MB | ${yes(e.rowsPerSecond >= 20_000 && e.peakRssMb - e.idleRssMb <= 150)} |`,
    );
  }
  return rows;
}

/** The module areas' calls (issue 36's targets): the module, WPA and key-document screens' reads. */
const moduleArea = (p: string) =>
  /^(academicModule\/search|assign\/search|wpaAppl\/search$|keyDocument\/(search$|pickStudent)|academicHome\/searchModule$)/.test(
    p,
  );

/** Issue 36: the module screens' reads on the largest module, absolute and against a 40-student module. */
function moduleAreaTargets(r: RunResult): string[] {
  const rows = r.calls
    .filter((c) => moduleArea(c.path))
    .map(
      (c) =>
        `| ${label(r.calls, c)}: SQL median ≤ 5 ms, p99 ≤ 50 ms at 10 connections, ≥ 500 req/s at 50 | ${ms(c.sqlMs)} ms, ${p99(c.p99Ms)} ms, ${Math.round(c.rps)} req/s | ${yes(c.sqlMs <= 5 && c.p99Ms <= 50 && c.rps >= 500)} |`,
    );
  const sizes = r.sizes ?? [];
  if (sizes.length) {
    const ratio = (x: SizeFigures) => x.httpLargeMs / x.httpSmallMs;
    const worst = sizes.reduce((a, b) => (ratio(b) > ratio(a) ? b : a));
    const over = sizes.filter((x) => ratio(x) > 2);
    rows.push(
      `| module screens: each of ${sizes.length} calls on the largest module within 2× of a 40-student module (HTTP, same run) | widest ${worst.what} ${ratio(worst).toFixed(2)}×${over.length ? `; over 2×: ${over.map((x) => x.what).join(', ')}` : ''} | ${yes(!over.length)} |`,
    );
  }
  return rows;
}

/** Issue 36's table: each module screen call on the largest module and on a 40-student one. */
function sizeSection(r: RunResult): string {
  const sizes = r.sizes ?? [];
  if (!sizes.length) return '';
  const lines = sizes.map(
    (x) =>
      `| ${x.path} | ${x.what} | ${ms(x.sqlLargeMs)} | ${ms(x.sqlSmallMs)} | ${(x.sqlLargeMs / x.sqlSmallMs).toFixed(2)} | ${ms(x.httpLargeMs)} | ${ms(x.httpSmallMs)} | ${(x.httpLargeMs / x.httpSmallMs).toFixed(2)} | ${pct(x.httpSpread)} |`,
  );
  return `
## Module size

Issue 36: every call the module screens make on opening and paging, on the largest BSc CS module and on a 40-student module beside it in the same data set (tests/bench/smallModule.ts: the large module's first 40 students with copies of their assignments, WPAs and key documents, its figures kept by the kernel's counters), the SQL replay and the call over HTTP of both timed in turn, request by request (${r.runs} rounds of ${r.seconds / 2} s, medians). Each call's plans are in 'Plans'.

| call | what | SQL ms (largest) | SQL ms (40) | SQL ratio | HTTP ms (largest) | HTTP ms (40) | HTTP ratio | spread of the HTTP ratio |
|---|---|---|---|---|---|---|---|---|
${lines.join('\n')}
`;
}

/** Issues 29 and 30: the PDF, the conversion and the upload, each against its limit. */
function documentTargets(r: RunResult): string[] {
  const rows: string[] = [];
  const p = r.pdf;
  if (p) {
    const perPdf = 1000 / p.server.rps.median;
    rows.push(
      `| academicWPAFormPdf/generatePdf at 4 connections against pdfmake writing the same document in a loop (the limit): time per PDF (1000 / PDFs per s) at most 1.25× the library's median | median ${ms(p.server.medianMs.median)} ms, p99 ${ms(p.server.p99Ms.median)} ms (${p.server.threads} worker thread${p.server.threads === 1 ? '' : 's'}), ${p.server.rps.median.toFixed(1)} PDFs/s = ${ms(perPdf)} ms per PDF; pdfmake alone: median ${ms(p.library.medianMs.median)} ms, p99 ${ms(p.library.p99Ms.median)} ms; ${(perPdf / p.library.medianMs.median).toFixed(2)}× | ${yes(perPdf <= 1.25 * p.library.medianMs.median)} |`,
    );
    rows.push(
      `| generatePdf: a one-page form under 200 KB | ${(p.bytes / 1000).toFixed(1)} KB, ${p.pages} page${p.pages === 1 ? '' : 's'} | ${yes(p.pages === 1 && p.bytes < 200_000)} |`,
    );
    const b = p.beside;
    rows.push(
      `| ${b.path}: p99 at 10 connections while PDFs are made at 4 at most 1.5× its p99 without them | ${p99(b.withPdfP99Ms.median)} ms / ${p99(b.aloneP99Ms.median)} ms = ${(b.withPdfP99Ms.median / b.aloneP99Ms.median).toFixed(2)}× (${b.withPdfPdfRps.median.toFixed(1)} PDFs/s meanwhile) | ${yes(b.withPdfP99Ms.median <= 1.5 * b.aloneP99Ms.median)} |`,
    );
  }
  const c = r.conversion;
  if (c) {
    rows.push(
      `| file/convertPptToBase64, a ${c.slides}-slide pptx converted the first time: at most 1.3× LibreOffice and pdftoppm run directly on the same file | ${ms(c.firstMs.median)} ms / ${ms(c.directMs.median)} ms = ${(c.firstMs.median / c.directMs.median).toFixed(2)}× | ${yes(c.firstMs.median <= 1.3 * c.directMs.median)} |`,
    );
    rows.push(
      `| file/convertPptToBase64, the same file again (kept): under 1% of the direct conversion | ${ms(c.cachedMs.median)} ms / ${ms(c.directMs.median)} ms = ${((100 * c.cachedMs.median) / c.directMs.median).toFixed(2)}% | ${yes(c.cachedMs.median < 0.01 * c.directMs.median)} |`,
    );
  }
  const u = r.upload;
  if (u) {
    const worst = Math.max(...u.growthMb);
    rows.push(
      `| keyDocument/insert of a ${(u.fileBytes / 1e6).toFixed(0)} MB pdf: server RSS grows less than 30 MB | +${worst} MB at most (${u.growthMb.map((g) => `+${g}`).join(', ')} MB over ${u.growthMb.length} uploads) | ${yes(worst < 30)} |`,
    );
  }
  return rows;
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

/** Issues 28-31's byte targets: each plugin's share of /academic, and the supervisor's page. */
function byteTargets(r: RunResult): string[] {
  const b = r.bytes;
  if (!b) return [];
  const rows: string[] = [];
  const of = (off: string[]) => b.academic.find((a) => a.off.join() === off.join());
  const share = (plugin: string, withIt: string[], without: string[]) => {
    const on = of(withIt);
    const off = of(without);
    if (!on || !off) return;
    const grow = on.bytes - off.bytes;
    rows.push(
      `| /academic: JS + CSS transferred (empty cache, brotli as served) grow by at most 10 KB with ${plugin} on | ${grow >= 0 ? '+' : '−'}${kB(Math.abs(grow))} KB (${kB(on.bytes)} KB in ${on.files} files with it, ${kB(off.bytes)} KB in ${off.files} without) | ${yes(grow <= 10_000)} |`,
    );
  };
  share('modules', ['wpa', 'key-documents'], ['modules', 'wpa', 'key-documents']);
  share('wpa', [], ['wpa']);
  share('key-documents', [], ['key-documents']);
  const p = b.supervisorPage;
  if (p) {
    rows.push(
      `| /wpa/{token} (the industry supervisor's page), first load on an empty cache: JS + CSS under 150 KB compressed | ${kB(p.bytes)} KB in ${p.files} files (heading '${p.heading ?? ''}') | ${yes(p.bytes < 150_000)} |`,
    );
  }
  return rows;
}

/** The Documents section: how the PDF, conversion and upload figures were taken. */
function documentsSection(r: RunResult): string {
  const p = r.pdf;
  const c = r.conversion;
  const u = r.upload;
  if (!p && !c && !u) return '';
  const parts: string[] = ['\n## Documents\n'];
  if (p) {
    parts.push(
      `WPA form PDF (issue 29): academicWPAFormPdf/generatePdf of WPA ${p.wpaApplId} (accepted, in the BSc CS module, with its signature image; the user's language English, so the Traditional Chinese face) over HTTP at 4 connections for ${r.seconds} s, ${r.runs} rounds, medians: per-response median ${ms(p.server.medianMs.median)} ms (${pct(p.server.medianMs.spread)}), p99 ${ms(p.server.p99Ms.median)} ms (${pct(p.server.p99Ms.spread)}), ${p.server.rps.median.toFixed(1)} PDFs/s (${pct(p.server.rps.spread)}), ${p.server.errors} errors; the server writes PDFs on ${p.server.threads} worker thread${p.server.threads === 1 ? '' : 's'} (WPA_PDF_THREADS, default the cores less one). The limit, in the same rounds: the same document definition (the handler's wpaDetail and wpaPdfDocument) written by the worker's own code (pdfWorker.mjs, pdfmake) in the benchmark's process, one after another for ${r.seconds} s: median ${ms(p.library.medianMs.median)} ms (${pct(p.library.medianMs.spread)}), p99 ${ms(p.library.p99Ms.median)} ms, ${p.library.perSecond.median.toFixed(1)} PDFs/s. At 4 connections four PDFs wait for the thread, so a response's time is about four PDFs'; the time per PDF (1000 / PDFs per s) is what compares with the library's. The PDF: ${p.bytes} bytes, ${p.pages} page${p.pages === 1 ? '' : 's'}.`,
      '',
      `While PDFs are made: ${p.beside.path} at 10 connections for ${r.seconds} s alone, then again with generatePdf at 4 connections beside it (both load generators in the benchmark's process), ${r.runs} rounds: p99 ${p99(p.beside.aloneP99Ms.median)} ms alone (${pct(p.beside.aloneP99Ms.spread)}), ${p99(p.beside.withPdfP99Ms.median)} ms beside the PDFs (${pct(p.beside.withPdfP99Ms.spread)}), ${p.beside.errors} errors.`,
      '',
    );
  }
  if (c) {
    parts.push(
      `Slides (issue 30): a ${c.slides}-slide pptx made by pptxgenjs (${c.pptxBytes} bytes, its text naming the round so each round's file is new content) uploaded as a key document, then file/convertPptToBase64: the first call converts (LibreOffice headless to PDF, then pdftoppm to ${c.slides} PNGs, in the bubblewrap sandbox, a fresh LibreOffice profile each time, the result kept in the file store under the file's hash), the next 20 calls read what was kept (their median). The limit: the same soffice and pdftoppm command lines (flags, export filter, page range, a fresh profile, slide width) run directly by the benchmark on the same file, no sandbox, server or store; the direct and the server's first conversion in turn, the order swapped each round. ${r.runs} rounds, medians: direct ${ms(c.directMs.median)} ms (${pct(c.directMs.spread)}), first ${ms(c.firstMs.median)} ms (${pct(c.firstMs.spread)}), kept ${ms(c.cachedMs.median)} ms (${pct(c.cachedMs.spread)}); the reply (${c.slides} PNG data: URLs) is ${(c.replyBytes / 1e6).toFixed(2)} MB of JSON.`,
      '',
    );
  }
  if (u) {
    parts.push(
      `Upload (issue 30): keyDocument/insert of a ${u.fileBytes}-byte pdf (one page and an embedded stream of random bytes) as mc01 on a server started for it (the main server's heap, grown by the phases before, takes such a file in without growing), ${u.growthMb.length} times after one small upload that loads the route's code; before each, the server's peak RSS (VmHWM) is reset to its RSS (/proc/<pid>/clear_refs), and after it the peak is read: growth ${u.growthMb.map((g) => `+${g}`).join(', ')} MB (RSS before the first ${u.idleRssMb} MB); each upload took ${ms(u.uploadMs.median)} ms (median). The benchmark deletes its uploads, their files and conversions.`,
      '',
    );
  }
  return parts.join('\n');
}

function planningNote(r: RunResult, p: RunResult['plans'][number]): string {
  if (p.customPlanningMs === undefined) return '';
  const c = r.calls.find((x) => same(x, p));
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
    const c = r.calls.find((x) => same(x, w));
    const j = r.withJobCopy?.find((x) => same(x, w));
    return c
      ? [
          `- ${label(r.calls, w)}: HTTP median ${ms(w.httpMs)} ms against its limit ${ms(w.limitMs)} ms = ${(w.httpMs / w.limitMs).toFixed(2)}× (with the jobs running on the call's server: ${ms(c.httpMs)} ms = ${(c.httpMs / c.limitMs).toFixed(2)}×); p99 ${p99(w.p99Ms)} ms, ${Math.round(w.rps)} req/s.`,
          ...(j
            ? [
                `- ${label(r.calls, j)} with a job copy beside it delivering the mail: HTTP median ${ms(j.httpMs)} ms against its limit ${ms(j.limitMs)} ms = ${(j.httpMs / j.limitMs).toFixed(2)}×; p99 ${p99(j.p99Ms)} ms, ${Math.round(j.rps)} req/s; CPU at 50 connections: call server ${core(j.cpu.server)}, database ${core(j.cpu.database)}.`,
              ]
            : []),
        ]
      : [];
  });
  return rows.length
    ? `
A write that mails (the approval of a job post, the supervisor's submission) queues the mail and adds its delivery job in the call's transaction (pg-boss's insert is one of the call's statements above, replayed with them). The job's work (pg-boss fetches it, the outbox writes the mail and marks the row, pg-boss completes the job: three more transactions, none of them in the call's SQL) runs on the same server and database right after the call, beside the next one. Each write call measured again on a second server started with \`JOB_WORK=false\` (it adds the job and runs none; the first server was stopped so that nothing delivers during the phase), then on that server again with a job copy beside it (a third server on the same machine and database, started as \`npm start\` starts one, that works the jobs: each mail is delivered on the same 2 cores, outside the call's event loop, as docs/DEPLOY.md keeps copies for calls and others for jobs):

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
    return `| ${label(b, x)} | ${x.statements} | ${ms(x.httpMs)} | ${(x.httpMs / (x.sqlMs + x.floorMs)).toFixed(2)} | ${ms(x.floorMs)} | ${ms(outside)} (${signed(outside - x.floorMs)}) | ${ms(x.handlerMs)} | ${ms(x.dbMs)} | ${ms(x.sqlMs)} (${signed(x.dbMs - x.sqlMs)}) | ${ms(x.handlerMs - x.dbMs)} |`;
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
      `| ${label(r.serializer ?? [], x)} | ${ms(x.onHttpMs)} | ${ms(x.offHttpMs)} | ${change(x.onHttpMs, x.offHttpMs)} | ${Math.round(x.onRps)} | ${Math.round(x.offRps)} | ${change(x.onRps, x.offRps)} |`,
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
    const b = s.calls.find((x) => same(x, c));
    return b
      ? [
          `| ${label(r.calls, c)} | ${ms(c.sqlMs)} | ${ms(b.sqlMs)} | ${p99(c.p99Ms)} | ${p99(b.p99Ms)} | ${(b.p99Ms / c.p99Ms).toFixed(2)} | ${Math.round(c.rps)} | ${Math.round(b.rps)} |`,
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
- Server: one process (\`${r.server?.command ?? 'tsx src/server.ts'}\`: the build \`npm start\` runs), started by the benchmark; load from autocannon in the benchmark's own process, sharing the cores.
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

CPU is the share of one core during the 50-connection run; the database's is its postmaster and every process under it (/proc/<pid>/stat).${r.calls.some((c) => Math.round(c.rps) === 0) ? ` A req/s of 0: no answer came back within the ${r.seconds}-second phase, since at 50 connections each call waits for the ones before it (50 × its time at 10 connections, shared by 2 cores, is longer than the phase).` : ''}
${withoutJobsNote(r)}${breakdownSection(r)}${sizeSection(r)}${documentsSection(r)}
## Plans

Each benchmarked statement's plan as the server runs it (its generic plan, under \`plan_cache_mode = force_generic_plan\`), read with EXPLAIN EXECUTE before timing (tests/bench/planCheck.ts; \`npm run bench -- --check\` alone; tests/db/plans.test.ts asserts the same on a generated set without fresh statistics in CI):

${r.plans.map((p) => `- ${label(r.plans, p)}: ${p.statements} statement${p.statements === 1 ? '' : 's'}, ${p.seqScans.length ? `sequential scan of ${p.seqScans.join(', ')}` : 'no sequential scan of a large table'}${planningNote(r, p)}`).join('\n')}

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
