import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readFileSync, writeFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Db } from '@core/server/db/connect.js';
import { areaHandle } from '@core/server/db/handles.js';
import { Access } from '@core/server/auth/access.js';
import { CallScope } from '@core/server/auth/scope.js';
import { demoFiles } from '@core/server/demo/demoFiles.js';
import { languageFromHeader } from '@core/shared/languages.js';
import { LocalFileStore } from '@core/server/files/fileStore.js';
import { wpaCalls } from '@schemas/wpa/calls.js';
import { keyDocumentCalls } from '@schemas/key-documents/calls.js';
import { wpaDetail } from '@plugins/wpa/server/services/detail.js';
import { wpaPdfDocument } from '@plugins/wpa/server/pdf/wpaPdfDocument.js';
import { converterOptionsFromEnv } from '@plugins/key-documents/server/converter/officeConverter.js';
import { benchKernel, type BenchActor } from './capture.js';
import { load, median, percentile, spread, type LoadSpec } from './measure.js';
import { SERVER_DATA_DIR } from './serverDir.js';
import { startServerProcess, stopAndWait } from './processes.js';
import { signInAt } from '../support/signOnFlow.js';
import { acceptedWpa, bsccsModule } from './wpaCalls.js';

/**
 * The document work of issues 29 and 30, each against a limit measured in the same run: the WPA
 * PDF through the server at 4 connections against the same document written by pdfmake directly
 * in a loop, and a list call's p99 while PDFs are made; a 20-slide pptx converted through the
 * server (first and cached) against LibreOffice and pdftoppm run directly on the same file; the
 * server's RSS while a 9 MB pdf is uploaded.
 */

export interface Figure {
  median: number;
  spread: number;
}

export interface PdfMeasure {
  wpaApplId: number;
  bytes: number;
  pages: number;
  /** pdfmake writing the same definition on this process's thread, one after another. */
  library: { medianMs: Figure; p99Ms: Figure; perSecond: Figure };
  /** generatePdf over HTTP at 4 connections. */
  server: { medianMs: Figure; p99Ms: Figure; rps: Figure; errors: number; threads: number };
  /** academicHome/searchAppl at 10 connections, alone and while PDFs are made at 4. */
  beside: { path: string; aloneP99Ms: Figure; withPdfP99Ms: Figure; withPdfPdfRps: Figure; errors: number };
}

export interface ConversionMeasure {
  slides: number;
  pptxBytes: number;
  /** soffice (--convert-to pdf, a fresh profile, the server's flags) then pdftoppm, run directly. */
  directMs: Figure;
  /** file/convertPptToBase64 of a file not converted before. */
  firstMs: Figure;
  /** The same call again: the conversion kept in the file store. */
  cachedMs: Figure;
  replyBytes: number;
}

export interface UploadMeasure {
  fileBytes: number;
  /** Peak RSS above the RSS before each upload (VmHWM reset before it), MB. */
  growthMb: number[];
  idleRssMb: number;
  uploadMs: Figure;
}

const fig = (xs: number[]): Figure => ({ median: median(xs), spread: spread(xs) });

interface At {
  url: string;
  token: string;
  db: Db;
  actor: BenchActor;
  seconds: number;
  runs: number;
  pids: { server: number | null; database: number | null };
}

const post = (at: At, headers: Record<string, string>, call: string, body: unknown) =>
  fetch(`${at.url}/api/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${at.token}`, ...headers },
    body: JSON.stringify(body),
  });

/** Pages of a PDF: poppler's pdfinfo where installed, else its page objects. */
function pagesOf(bytes: Buffer): number {
  const dir = tmpdir();
  const file = path.join(dir, `wil-bench-${process.pid}.pdf`);
  writeFileSync(file, bytes);
  const r = spawnSync('pdfinfo', [file], { encoding: 'utf8' });
  const m = /^Pages:\s+(\d+)/m.exec(r.stdout ?? '');
  return m ? Number(m[1]) : (bytes.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
}

/**
 * generatePdf at 4 connections against pdfmake in a loop, and searchAppl's p99 at 10 connections
 * alone and beside it, `runs` rounds of each in turn.
 */
export async function measurePdf(at: At, searchAppl: LoadSpec | null): Promise<PdfMeasure | null> {
  const m = await bsccsModule(at.db);
  const wpaApplId = m && (await acceptedWpa(at.db, m.cohortModuleId));
  if (!m || !wpaApplId) return null;
  const headers = { 'x-cohort-prog-id': String(m.cohortProgId) };
  const first = await post(at, headers, wpaCalls.generatePdf.path, { wpaApplId });
  const bytes = Buffer.from(await first.arrayBuffer());
  if (!bytes.subarray(0, 5).equals(Buffer.from('%PDF-')))
    throw new Error(`generatePdf: ${bytes.toString('utf8', 0, 300)}`);

  // The same definition the handler builds (its WPA, language, signature), written by the worker's code.
  const worker = new URL('../../plugins/wpa/server/pdf/pdfWorker.mjs', import.meta.url).href;
  const { default: makePdf } = (await import(worker)) as {
    default: (t: { doc: unknown }) => Promise<Uint8Array>;
  };
  const kernel = await benchKernel(at.db);
  const actor = at.actor;
  const scope = new CallScope(new Access(at.db, 3_600_000), actor as never, m.cohortProgId);
  const wpa = await wpaDetail(areaHandle(at.db), kernel as never, actor as never, (cp) => scope.rolesIn(cp), wpaApplId);
  const signature = await dataUrlOf(kernel.store, wpa.signatureImgPath);
  const doc = wpaPdfDocument({
    wpa,
    language: languageFromHeader(undefined),
    signature,
    printedAt: new Date().toISOString().slice(0, 10),
  });
  for (let i = 0; i < 3; i++) await makePdf({ doc: structuredClone(doc) }); // fonts, coverage
  const pdfSpec: LoadSpec = {
    url: `${at.url}/api/${wpaCalls.generatePdf.path}`,
    method: 'POST',
    headers: { authorization: `Bearer ${at.token}`, ...headers },
    body: JSON.stringify({ wpaApplId }),
  };
  const lib = { median: [] as number[], p99: [] as number[], rate: [] as number[] };
  const srv = { median: [] as number[], p99: [] as number[], rps: [] as number[], errors: 0 };
  const beside = { alone: [] as number[], withPdf: [] as number[], pdfRps: [] as number[], errors: 0 };
  for (let r = 0; r < at.runs; r++) {
    // The library alone, one document after another on this thread, for as long as a phase.
    const times: number[] = [];
    const end = performance.now() + at.seconds * 1000;
    while (performance.now() < end) {
      const t = performance.now();
      await makePdf({ doc: structuredClone(doc) });
      times.push(performance.now() - t);
    }
    lib.median.push(percentile(times, 0.5));
    lib.p99.push(percentile(times, 0.99));
    lib.rate.push(times.length / at.seconds);
    const s = await load(pdfSpec, 4, at.seconds, at.pids);
    srv.median.push(s.p50);
    srv.p99.push(s.p99);
    srv.rps.push(s.rps);
    srv.errors += s.errors;
    if (searchAppl) {
      const alone = await load(searchAppl, 10, at.seconds, at.pids);
      const [withPdf, pdfs] = await Promise.all([
        load(searchAppl, 10, at.seconds, at.pids),
        load(pdfSpec, 4, at.seconds, at.pids),
      ]);
      beside.alone.push(alone.p99);
      beside.withPdf.push(withPdf.p99);
      beside.pdfRps.push(pdfs.rps);
      beside.errors += alone.errors + withPdf.errors + pdfs.errors;
    }
  }
  const threads =
    Number(process.env.WPA_PDF_THREADS) ||
    Math.max(1, Math.min(4, (await import('node:os')).availableParallelism() - 1));
  const out: PdfMeasure = {
    wpaApplId,
    bytes: bytes.length,
    pages: pagesOf(bytes),
    library: { medianMs: fig(lib.median), p99Ms: fig(lib.p99), perSecond: fig(lib.rate) },
    server: { medianMs: fig(srv.median), p99Ms: fig(srv.p99), rps: fig(srv.rps), errors: srv.errors, threads },
    beside: {
      path: 'academicHome/searchAppl',
      aloneP99Ms: fig(beside.alone),
      withPdfP99Ms: fig(beside.withPdf),
      withPdfPdfRps: fig(beside.pdfRps),
      errors: beside.errors,
    },
  };
  console.log('pdf', JSON.stringify(out));
  return out;
}

async function dataUrlOf(store: LocalFileStore, storagePath: string | null): Promise<string | null> {
  const mime =
    storagePath &&
    { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' }[storagePath.split('.').pop()!.toLowerCase()];
  const file = mime ? await store.open(storagePath) : null;
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const c of file.stream) chunks.push(c as Buffer);
  return `data:${mime};base64,${Buffer.concat(chunks).toString('base64')}`;
}

/** A student module of the BSc CS module and the key-document file type 'OTHER', for the uploads. */
async function uploadTarget(db: Db) {
  const m = await bsccsModule(db);
  if (!m) return null;
  const r = await sql<{ studentModuleId: number; fileType: number }>`
    select (select student_module_id from student_modules where cohort_module_id = ${m.cohortModuleId}
             order by student_module_id limit 1) as student_module_id,
           (select param_id from sys_params where segment = 'KEY_DOCUMENT_FILE_TYPE' and code = 'OTHER') as file_type`.execute(
    db,
  );
  const row = r.rows[0];
  return row?.studentModuleId && row.fileType
    ? { ...row, headers: { 'x-cohort-prog-id': String(m.cohortProgId) } }
    : null;
}

/** keyDocument/insert as the Upload dialog sends it: the file and the model. */
async function upload(
  at: At,
  headers: Record<string, string>,
  model: object,
  file: Buffer,
  name: string,
  type: string,
) {
  const form = new FormData();
  form.append('model', JSON.stringify(model));
  form.append('file', new Blob([new Uint8Array(file)], { type }), name);
  const res = await fetch(`${at.url}/api/${keyDocumentCalls.insert.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${at.token}`, ...headers },
    body: form,
  });
  const json = (await res.json()) as { msg: string; object: { keyDocumentId: number } | null };
  if (json.msg !== 'SUCCESS') throw new Error(`keyDocument/insert: ${json.msg}`);
  return json.object!.keyDocumentId;
}

/** Deletes the benchmark's uploads: their rows, events, upload records, files and conversions. */
async function removeUploads(db: Db, ids: number[]) {
  if (!ids.length) return;
  const rows = (
    await sql<{ filePath: string; fileHash: string }>`
      select file_path, file_hash from key_documents where key_document_id = any(${ids}::int[])`.execute(db)
  ).rows;
  await db.transaction().execute(async (trx) => {
    await sql`delete from key_document_events where key_document_id = any(${ids}::int[])`.execute(trx);
    await sql`delete from key_documents where key_document_id = any(${ids}::int[])`.execute(trx);
    await sql`delete from file_uploads where storage_path = any(${rows.map((r) => r.filePath)}::text[])`.execute(trx);
  });
  const store = new LocalFileStore(path.join(SERVER_DATA_DIR, 'files'));
  for (const r of rows) {
    await store.delete(r.filePath).catch(() => undefined);
    await rm(path.join(SERVER_DATA_DIR, 'files', 'key-documents', 'converted', 'v1', r.fileHash), {
      recursive: true,
      force: true,
    });
  }
}

const SLIDES = 20;

/** A 20-slide deck by pptxgenjs (the kernel's demo maker), its text naming the run so each is new content. */
const deck = (run: string) =>
  demoFiles.pptx(
    Array.from({ length: SLIDES }, (_, i) => ({
      title: `Placement review ${i + 1} of ${SLIDES}`,
      lines: [
        `Run ${run}: what the week brought`,
        'Built reporting screens and wrote tests for the API',
        'Reviewed code with the team; joined the support rota',
        'Next: present the data pipeline to the client',
      ],
    })),
  );

function run(cmd: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, HOME: cwd } });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err = (err + d.toString()).slice(-2000)));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} exited ${code}: ${err}`))));
  });
}

/**
 * LibreOffice and pdftoppm run directly on `bytes`, as the server runs them (its flags, filter,
 * page range, a fresh profile, the slide width) but with no sandbox, server or store: the limit.
 */
async function convertDirectly(bytes: Buffer): Promise<number> {
  const opts = converterOptionsFromEnv();
  const work = await mkdtemp(path.join(tmpdir(), 'wil-bench-convert-'));
  try {
    await writeFile(path.join(work, 'document.pptx'), bytes);
    const range = JSON.stringify({ PageRange: { type: 'string', value: `1-${opts.maxPages}` } });
    const t = performance.now();
    await run(
      'soffice',
      [
        `-env:UserInstallation=file://${work}/profile`,
        '--headless',
        '--invisible',
        '--norestore',
        '--nolockcheck',
        '--nodefault',
        '--nologo',
        '--nofirststartwizard',
        '--convert-to',
        `pdf:impress_pdf_Export:${range}`,
        '--outdir',
        work,
        path.join(work, 'document.pptx'),
      ],
      work,
    );
    await run(
      'pdftoppm',
      ['-png', '-scale-to', String(opts.slideWidth), '-f', '1', '-l', String(opts.maxPages), 'document.pdf', 'slide'],
      work,
    );
    const ms = performance.now() - t;
    const pages = (await readdir(work)).filter((f) => /^slide-\d+\.png$/.test(f)).length;
    if (pages !== SLIDES) throw new Error(`the direct conversion made ${pages} slides, not ${SLIDES}`);
    return ms;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The first and the cached conversion of a 20-slide pptx through the server, against the direct one. */
export async function measureConversion(at: At): Promise<ConversionMeasure | null> {
  if (spawnSync('soffice', ['--version']).status !== 0) return null;
  const target = await uploadTarget(at.db);
  if (!target) return null;
  const ids: number[] = [];
  const direct: number[] = [];
  const first: number[] = [];
  const cached: number[] = [];
  let pptxBytes = 0;
  let replyBytes = 0;
  const convert = async (id: number) => {
    const t = performance.now();
    const res = await post(at, target.headers, keyDocumentCalls.convertPptToBase64.path, { keyDocumentId: id });
    const text = await res.text();
    const ms = performance.now() - t;
    const json = JSON.parse(text) as { msg: string; object: string[] | null };
    if (json.msg !== 'SUCCESS' || json.object?.length !== SLIDES) {
      throw new Error(`file/convertPptToBase64: ${json.msg} (${json.object?.length ?? 0} slides)`);
    }
    replyBytes = text.length;
    return ms;
  };
  try {
    for (let r = 0; r < at.runs; r++) {
      const bytes = await deck(`${Date.now()}-${r}`);
      pptxBytes = bytes.length;
      const id = await upload(
        at,
        target.headers,
        { studentModuleId: target.studentModuleId, fileType: target.fileType, fileDesc: 'Benchmark deck' },
        bytes,
        'Benchmark deck.pptx',
        'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      );
      ids.push(id);
      // In turn, the direct conversion first in one round and second in the next.
      if (r % 2 === 0) {
        direct.push(await convertDirectly(bytes));
        first.push(await convert(id));
      } else {
        first.push(await convert(id));
        direct.push(await convertDirectly(bytes));
      }
      const again: number[] = [];
      for (let i = 0; i < 20; i++) again.push(await convert(id));
      cached.push(median(again));
    }
  } finally {
    await removeUploads(at.db, ids);
  }
  const out = {
    slides: SLIDES,
    pptxBytes,
    directMs: fig(direct),
    firstMs: fig(first),
    cachedMs: fig(cached),
    replyBytes,
  };
  console.log('conversion', JSON.stringify(out));
  return out;
}

/** A valid one-page PDF of `size` bytes: a page and an embedded stream of random bytes. */
function largePdf(size: number): Buffer {
  const payload = randomBytes(size - 500); // the objects around it take about 540 bytes
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let at = 0;
  const push = (b: Buffer | string) => {
    const buf = typeof b === 'string' ? Buffer.from(b, 'latin1') : b;
    parts.push(buf);
    at += buf.length;
  };
  const obj = (n: number, body: string | Buffer[]) => {
    offsets[n] = at;
    push(`${n} 0 obj\n`);
    if (typeof body === 'string') push(body);
    else for (const b of body) push(b);
    push('\nendobj\n');
  };
  push('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
  obj(1, '<< /Type /Catalog /Pages 2 0 R >>');
  obj(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  obj(3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << >> /Contents 4 0 R >>');
  obj(4, '<< /Length 0 >>\nstream\n\nendstream');
  obj(5, [
    Buffer.from(`<< /Type /EmbeddedFile /Length ${payload.length} >>\nstream\n`, 'latin1'),
    payload,
    Buffer.from('\nendstream', 'latin1'),
  ]);
  const xref = at;
  push(
    `xref\n0 6\n0000000000 65535 f \n${offsets
      .slice(1)
      .map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)
      .join('')}`,
  );
  push(`trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}

const kbOf = (status: string, field: string) =>
  Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);

/**
 * The server's RSS while it receives a 9 MB pdf: its peak (VmHWM, reset before each upload) above
 * the RSS before, on a server of its own (the main one's heap, grown by the phases before, took
 * a file in without growing).
 */
export async function measureUpload(base: At, databaseUrl: string): Promise<UploadMeasure | null> {
  const target = await uploadTarget(base.db);
  if (!target) return null;
  const server = await startServerProcess(databaseUrl);
  try {
    const token = (await signInAt(server.url, 'mc01')).accessToken;
    return await uploadOn({ ...base, url: server.url, token, pids: { ...base.pids, server: server.pid } }, target);
  } finally {
    await stopAndWait(server.child);
  }
}

async function uploadOn(at: At, target: NonNullable<Awaited<ReturnType<typeof uploadTarget>>>): Promise<UploadMeasure> {
  const pid = at.pids.server!;
  const model = { studentModuleId: target.studentModuleId, fileType: target.fileType, fileDesc: 'Benchmark upload' };
  const file = largePdf(9 * 1000 * 1000);
  const ids: number[] = [];
  const growth: number[] = [];
  const times: number[] = [];
  let idle = 0;
  try {
    // The route's code loaded once with a small file, so the figure is the file's, not the first call's.
    ids.push(await upload(at, target.headers, model, largePdf(20_000), 'warm-up.pdf', 'application/pdf'));
    for (let r = 0; r < at.runs; r++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      writeFileSync(`/proc/${pid}/clear_refs`, '5'); // VmHWM back to the current RSS
      const before = kbOf(readFileSync(`/proc/${pid}/status`, 'utf8'), 'VmRSS');
      const t = performance.now();
      ids.push(await upload(at, target.headers, model, file, 'Large agreement.pdf', 'application/pdf'));
      times.push(performance.now() - t);
      const peak = kbOf(readFileSync(`/proc/${pid}/status`, 'utf8'), 'VmHWM');
      growth.push(Math.round(((peak - before) * 1024) / 1e5) / 10); // kB of /proc are KiB; MB = 10^6 bytes
      if (r === 0) idle = Math.round((before * 1024) / 1e6);
    }
  } finally {
    await removeUploads(at.db, ids);
  }
  const out = { fileBytes: file.length, growthMb: growth, idleRssMb: idle, uploadMs: fig(times) };
  console.log('upload', JSON.stringify(out));
  return out;
}
