import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { baseUrl, signIn } from '../support/api';
import { one, openDb } from '../support/db';
import { cohortProgOf } from './reports/helpers';
import { falsePng, inflatingDocx, solidPng } from '../support/hostileFiles';

/**
 * Issue 14, item 3: no input answers 5xx. Every operation of /api/docs is sent thousands of
 * payloads generated from its requestBody schema (valid-ish examples, each field mutated, missing
 * and extra fields, non-JSON bodies, wrong content types, forged headers), then the file and
 * upload routes are sent forged paths and broken multipart bodies. Every answer must be < 500 and
 * the envelope {msg, object, errorCode}, and no msg may carry a stack, SQL or a server path.
 *
 * Writes: the suite database is shared by every API file that runs after this one, in an order
 * we do not rely on. So only calls that read (search/get/list/... by name) receive payloads their
 * schema accepts; every other call (saves, deletes, uploads, sign-in, sign-out, refresh, forgot)
 * receives only what the schema refuses (checked here with ajv and the server's own options),
 * what cannot be parsed, or no token: the server refuses those before the handler, so nothing
 * is written, no account is locked and mc01's session stays open. Deterministic (seeded), and
 * time-bounded: generation stops after FUZZ_MS; a minimum count must still have run. A third of
 * the calls go as pl01 (programme leader), so calls that mc01's role is refused still get fuzzed.
 */

const FUZZ_MS = Number(process.env.FUZZ_MS ?? 60_000);
const MIN_REQUESTS = 2_000;
const PARALLEL = 6;

/** mulberry32: a small seeded generator, so a failure is reproduced by running the file again. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(20261123);

type Schema = Record<string, any>;
interface Operation {
  path: string;
  body: Schema | null;
  academic: boolean;
  file: boolean;
  read: boolean;
  validate: ValidateFunction | null;
}
interface Probe {
  what: string;
  path: string;
  method?: string;
  body?: string;
  contentType?: string | null;
  headers?: Record<string, string>;
  token?: boolean;
  /** Sent as pl01 (programme leader) instead of mc01: reaches calls mc01's role may not make. */
  leader?: boolean;
  /** Statuses this probe must answer; otherwise any status below 500. */
  expect?: number[];
  /** A non-JSON answer is allowed (a file on success, a plain 404 from the file routes). */
  mayBeFile?: boolean;
}

/** Calls that only read, by the verb their name starts with; anything else counts as a write. */
const READ = /^(get|list|find|load|query|view|export|download|count|fetch|show|read|lookup)|search/i;
/** Calls that answer a file on success even where /api/docs does not declare one (the exports). */
const FILE = /\/(export|download)[^/]*$/i;
/**
 * The paging and scope fields every report call takes (plugins/reports/server/engine.ts checks
 * them in its handler, so /api/docs shows no body): mutated one at a time like declared fields.
 */
const UNDECLARED_BASE = {
  // null means 'no filter' to the engine; a cohort of no role of ours would refuse all else.
  cohortId: null,
  cohortYear: null,
  progCode: 'BSCCS',
  page: 1,
  pageSize: 10,
  startRow: 0,
  orderBy: null,
};
/** Stand-in for a number JSON.stringify cannot write (it would round it): swapped in the text. */
const PAST_SAFE = '"@@9007199254740993@@"';

const LONG = 'x'.repeat(100_001);
const MUTANTS: unknown[] = [
  null,
  true,
  'text',
  '',
  ' ',
  -1,
  0,
  1.5,
  -0.0001,
  2147483648,
  -2147483649,
  1e308,
  -1e308,
  PAST_SAFE,
  'a\u0000b',
  '\u0000',
  'x'.repeat(10_001),
  LONG,
  '陳大文 😀 \u202e RTL \uFEFF',
  // Issue 34: a lone surrogate in any string (PostgreSQL refuses it in jsonb): refused before any handler.
  '\ud800',
  'ok \udfff then',
  "' or 1=1 --",
  "'; drop table users; --",
  '%_\\',
  '<script>alert(1)</script><img src=x onerror=alert(1)>',
  '2025-13-45',
  '../../etc/passwd',
  'NaN',
  [],
  [1, 'a', null],
  Array.from({ length: 5_000 }, (_, i) => i),
  {},
  { a: { b: { c: 'd' } } },
];

/**
 * Sort names every JavaScript object answers through its prototype (issue 27: a sort allow-list
 * read as a plain object let 'toString' reach ORDER BY): sent to every orderBy and sortBy.
 */
const SORT_FIELDS = new Set(['orderBy', 'sortBy']);
const PROTOTYPE_NAMES = ['toString', 'constructor', '__proto__', 'valueOf', 'hasOwnProperty', 'isPrototypeOf'];
const SORT_MUTANTS = PROTOTYPE_NAMES.flatMap((n) => [n, `${n} DESC`]);

/** The schema of a field of the payload (properties only), when the payload declares one. */
function fieldSchema(s: Schema | null, path: string[]): Schema | undefined {
  let at: Schema | undefined = s ?? undefined;
  for (const k of path) at = at?.properties?.[k];
  return at;
}

/** A field that names a sort: orderBy or sortBy, a string (or undeclared, as on the report calls). */
function isSortField(op: Operation, path: string[]) {
  if (!SORT_FIELDS.has(path.at(-1)!)) return false;
  const s = fieldSchema(op.body, path);
  const type = s?.type;
  return !s || type === 'string' || (Array.isArray(type) && type.includes('string'));
}

/** A value the schema should accept, as far as a simple reading of it goes. */
function example(s: Schema | undefined, depth = 0): unknown {
  if (!s || depth > 6) return null;
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  if ('default' in s) return s.default;
  const alt = s.anyOf ?? s.oneOf;
  if (Array.isArray(alt)) return example(alt.find((x: Schema) => x.type !== 'null') ?? alt[0], depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries((s.properties ?? {}) as Record<string, Schema>))
        out[k] = example(v, depth + 1);
      return out;
    }
    case 'array':
      return s.minItems ? Array.from({ length: s.minItems }, () => example(s.items, depth + 1)) : [];
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, s.minimum ?? 1), s.maximum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      if (s.format === 'date') return '2025-09-01';
      if (s.format === 'date-time') return '2025-09-01T00:00:00Z';
      if (s.format === 'email') return 'someone@example.edu';
      // A date written as a pattern (the WPA and key-document models): the date, not 'a'.
      if (typeof s.pattern === 'string' && s.pattern.includes('\\d{4}-\\d{2}-\\d{2}')) return '2025-09-01';
      return 'a'.repeat(Math.max(1, s.minLength ?? 1));
    default:
      return null;
  }
}

/** Paths of the fields a payload has, two levels deep (where the bugs of issue 14 were). */
function fieldPaths(value: unknown, prefix: string[] = [], depth = 0): string[][] {
  if (!value || typeof value !== 'object' || Array.isArray(value) || depth > 1) return [];
  return Object.entries(value).flatMap(([k, v]) => [[...prefix, k], ...fieldPaths(v, [...prefix, k], depth + 1)]);
}

function withField(base: unknown, path: string[], value: unknown, remove = false): unknown {
  const copy = structuredClone(base) as Record<string, any>;
  let at = copy;
  for (const k of path.slice(0, -1)) at = at[k];
  if (remove) delete at[path.at(-1)!];
  else at[path.at(-1)!] = value;
  return copy;
}

const text = (v: unknown) => JSON.stringify(v).replaceAll(PAST_SAFE, '9007199254740993');

/** A lone surrogate as JSON.stringify escapes it (a pair it writes as the characters themselves). */
const LONE_SURROGATE = /\\ud[89a-f][0-9a-f]{2}/i;
/** In JSON text: escaped backslashes ('\\\\') are dropped first, so 'a\\\\ud800' (text) is not one. */
const hasLoneSurrogate = (json: string) => LONE_SURROGATE.test(json.replace(/\\\\/g, ''));

/** What the server would make of the text with its schema (ajv, the server's options). */
function accepted(op: Operation, bodyText: string): boolean {
  // The kernel refuses a lone surrogate in any string or key before the schema (issue 34).
  if (hasLoneSurrogate(bodyText)) return false;
  if (!op.validate) return true;
  let v: unknown;
  try {
    v = JSON.parse(bodyText);
  } catch {
    return false;
  }
  return op.validate(v) as boolean;
}

/** Every payload and header fault for one operation; writes keep only what their schema refuses. */
function probesOf(op: Operation): Probe[] {
  const base = op.body ? example(op.body) : op.read ? { ...UNDECLARED_BASE, ...reportFilters.get(op.path) } : {};
  const bodies: { what: string; body: string }[] = [{ what: 'example', body: text(base) }];
  for (const f of fieldPaths(base)) {
    const mutants = isSortField(op, f) ? [...MUTANTS, ...SORT_MUTANTS] : MUTANTS;
    for (const m of mutants)
      bodies.push({ what: `${f.join('.')}=${text(m).slice(0, 30)}`, body: text(withField(base, f, m)) });
    bodies.push({ what: `${f.join('.')} missing`, body: text(withField(base, f, null, true)) });
  }
  if (!op.body || op.body.type !== 'object' || fieldPaths(base).length === 0) {
    // A bare value (forgotUser/*) or no declared payload: the whole body is the field.
    for (const m of MUTANTS) bodies.push({ what: `body=${text(m).slice(0, 30)}`, body: text(m) });
  }
  bodies.push(
    { what: 'extra fields', body: text({ ...(base as object), extra: 'x', $where: '1', toString: 1 }) },
    { what: '__proto__', body: '{"__proto__":{"isAdmin":true}}' },
    { what: 'lone surrogate key', body: text({ ...(base as object), ['\ud800']: 1 }) },
    { what: 'constructor.prototype', body: '{"constructor":{"prototype":{"isAdmin":true}}}' },
    { what: 'nested 60 deep', body: '{"a":'.repeat(60) + '1' + '}'.repeat(60) },
    { what: 'array body', body: '[]' },
    { what: 'null body', body: 'null' },
    { what: 'number body', body: '9007199254740993' },
  );
  const probes: Probe[] = [];
  for (const [i, b] of bodies.entries()) {
    // Exports run the same payload check as their search but write a workbook: a quarter of them.
    if (FILE.test(op.path) && i % 4 !== 0) continue;
    const ok = accepted(op, b.body);
    // Writes get only what the server refuses before the handler (see the header comment).
    if (ok && !op.read) continue;
    // A lone surrogate anywhere is refused by the kernel: 400 VALIDATION, whoever the call (issue 34).
    const lone = hasLoneSurrogate(b.body);
    probes.push({
      what: b.what,
      path: op.path,
      body: b.body,
      token: true,
      mayBeFile: op.file && ok,
      ...(lone ? { expect: [400] } : {}),
    });
  }
  // Cannot be parsed, so never reaches a handler: safe for every call.
  for (const [what, body, contentType] of [
    ['truncated JSON', '{"a":', 'application/json'],
    ['not JSON', 'not json', 'application/json'],
    ['empty JSON body', '', 'application/json'],
    ['XML', '<a/>', 'application/xml'],
    ['text/plain', '{}', 'text/plain'],
    ['form encoded', 'a=1&b=2', 'application/x-www-form-urlencoded'],
    ['JSON, charset latin1', '{"a":"\u00e9"}', 'application/json; charset=latin1'],
    ['no content type', '{}', null],
    ['over the body limit', `{"a":"${'x'.repeat(1_100_000)}"}`, 'application/json'],
  ] as const) {
    // A charset the JSON parser ignores still parses: a write would then reach its handler.
    if (what.includes('charset') && !op.read) continue;
    probes.push({
      what,
      path: op.path,
      body,
      contentType,
      token: true,
      mayBeFile: op.file && what.includes('charset'),
    });
  }
  if (op.academic) {
    // No token, or a forged one: the guard refuses before the payload is read.
    probes.push(
      { what: 'no token', path: op.path, body: text(base), token: false, expect: [401] },
      {
        what: 'forged token',
        path: op.path,
        body: text(base),
        headers: { authorization: 'Bearer a.b.c' },
        expect: [401],
      },
      { what: 'no token, NUL', path: op.path, body: text('\u0000'), token: false, expect: [401] },
    );
    if (op.read) {
      for (const h of ['abc', '-1', '0', '99999999999999999999', '1e308', '9007199254740993', ' 1', '1;drop']) {
        probes.push({
          what: `cohort header ${h}`,
          path: op.path,
          body: text(base),
          token: true,
          headers: { 'x-cohort-prog-id': h },
          mayBeFile: op.file,
        });
      }
    }
  }
  return probes;
}

let db: pg.Pool;
let token = '';
let leaderToken = '';
let sasToken = '';
let cohortProgId = 0;
const failures: string[] = [];
/** One line per call and kind of fault, so one bug does not hide the others behind the cap. */
const seen = new Set<string>();
function fail(where: string, problem: string) {
  const key = where.replace(/ \[.*\]$/, '') + problem.replace(/[\d.]+|:.*$/g, '');
  if (!seen.has(key)) failures.push(`${where}: ${problem}`);
  seen.add(key);
  faults++;
}
let faults = 0;
let sent = 0;

const STACK = /\n\s+at |\bat \S+ \(|\.[cm]?[jt]s:\d+|node:internal/;
const SQL =
  /\b(select|insert|update|delete)\b[^.]{0,80}\b(from|into|where|set)\b|relation "|syntax error|violates .* constraint|duplicate key|column "|\$\d\b/i;
const PATHS = /\/work\/|\/home\/|\/tmp\/|node_modules|file:\/\//;
const CODES = new Set([
  null,
  'VALIDATION',
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'OVERTIME',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'INVALID_STATE',
  'RATE_LIMITED',
  'MAINTENANCE',
  'UNAVAILABLE',
]);

/** Sends one probe and records what is wrong with the answer, if anything. */
async function send(p: Probe) {
  const headers: Record<string, string> = {};
  if (p.contentType !== null) headers['content-type'] = p.contentType ?? 'application/json';
  if (p.token) headers.authorization = `Bearer ${p.leader ? leaderToken : token}`;
  if (p.token && cohortProgId) headers['x-cohort-prog-id'] = String(cohortProgId);
  Object.assign(headers, p.headers);
  const where = `${p.method ?? 'POST'} ${p.path} [${p.what}]`;
  let res: Response;
  try {
    res = await fetch(`${baseUrl()}${p.path}`, { method: p.method ?? 'POST', headers, body: p.body });
  } catch (e) {
    // The server hung up (an over-limit body may be cut off): not a 5xx, but say so if it is not that.
    if (!p.what.includes('over the body limit')) fail(where, `no answer (${String(e)})`);
    return;
  } finally {
    sent++;
  }
  const body = await res.text();
  if (res.status >= 500) fail(where, `${res.status} ${body.slice(0, 200)}`);
  if (p.expect && !p.expect.includes(res.status)) fail(where, `${res.status}, expected ${p.expect.join('/')}`);
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('json')) {
    if (!(p.mayBeFile && res.status < 400))
      fail(where, `${res.status} answered ${type || 'no type'}, not the envelope`);
    return;
  }
  let json: any;
  try {
    json = JSON.parse(body);
  } catch {
    fail(where, `${res.status} answered broken JSON`);
    return;
  }
  const keys = json && typeof json === 'object' ? Object.keys(json).sort().join(',') : '';
  if (keys !== 'errorCode,msg,object' || typeof json.msg !== 'string') {
    fail(where, `${res.status} not the envelope: ${body.slice(0, 150)}`);
    return;
  }
  if (!CODES.has(json.errorCode)) fail(where, `errorCode ${json.errorCode}: ${json.msg}`);
  if (res.status >= 400 && json.errorCode === null) fail(where, `${res.status} with errorCode null`);
  for (const [name, re] of [
    ['a stack', STACK],
    ['SQL', SQL],
    ['a server path', PATHS],
  ] as const) {
    if (re.test(json.msg)) fail(where, `msg shows ${name}: ${json.msg.slice(0, 200)}`);
  }
}

/** Runs the probes PARALLEL at a time until they are done or the deadline passes. */
async function run(probes: Probe[], deadline: number) {
  let next = 0;
  const worker = async () => {
    while (next < probes.length && Date.now() < deadline) await send(probes[next++]!);
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}

let operations: Operation[] = [];
/** Each report call's filters (from reports/definitions), as one example payload per call. */
const reportFilters = new Map<string, Record<string, unknown>>();

beforeAll(async () => {
  db = openDb();
  cohortProgId = await cohortProgOf(db, 'BSCCS');
  const s = await signIn('mc01');
  token = s.accessToken;
  leaderToken = (await signIn('pl01')).accessToken;
  sasToken = s.sasToken;
  const defs = await fetch(`${baseUrl()}/api/reports/definitions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'x-cohort-prog-id': String(cohortProgId),
    },
    body: '{}',
  });
  for (const d of ((await defs.json()).object ?? []) as {
    calls: Record<string, string>;
    filters: { schema: Schema };
  }[]) {
    const filters = example(d.filters.schema) as Record<string, unknown>;
    for (const call of Object.values(d.calls)) reportFilters.set(`/api/${call}`, filters);
  }
  const doc = await (await fetch(`${baseUrl()}/api/docs`)).json();
  const ajv = new Ajv({
    removeAdditional: 'all',
    coerceTypes: false,
    allErrors: false,
    useDefaults: true,
    strict: false,
  });
  addFormats.default(ajv);
  operations = Object.entries(doc.paths as Record<string, { post: any }>).map(([path, item]) => {
    const op = item.post;
    const body = (op.requestBody?.content?.['application/json']?.schema ?? null) as Schema | null;
    const ok = op.responses?.['200']?.content ?? {};
    return {
      path,
      body,
      academic: Array.isArray(op.security) && op.security.length > 0,
      file: Object.keys(ok).some((c) => c !== 'application/json') || FILE.test(path),
      read: READ.test(path.split('/').at(-1)!),
      validate: body ? ajv.compile(structuredClone(body)) : null,
    };
  });
});

afterAll(async () => {
  await db.end();
});

describe('fuzz: no input answers 5xx, every answer is the envelope (issue 14)', () => {
  it(
    'every operation of /api/docs, thousands of generated payloads',
    async () => {
      expect(operations.length).toBeGreaterThan(60);
      expect(reportFilters.size).toBeGreaterThanOrEqual(8);
      // FUZZ_ONLY=<text> fuzzes only the calls whose path contains it (to chase one finding).
      const only = process.env.FUZZ_ONLY;
      const probes = operations.filter((o) => !only || o.path.includes(only)).flatMap(probesOf);
      // Interleaved, so a deadline cut still covers every operation with some of its probes.
      const shuffled = probes
        .map((p) => [random(), p] as const)
        .sort((a, b) => a[0] - b[0])
        .map(([, p]) => p);
      shuffled.forEach((p, i) => (p.leader = i % 3 === 0));
      const started = Date.now();
      await run(shuffled, started + FUZZ_MS);
      const ran = sent;
      console.info(
        `fuzz: ${ran} of ${probes.length} requests over ${operations.length} operations ` +
          `(${operations.filter((o) => o.read).length} reads) in ${Date.now() - started} ms`,
      );
      expect(ran).toBeGreaterThanOrEqual(Math.min(MIN_REQUESTS, probes.length));
      expect(faults, failures.slice(0, 40).join('\n')).toBe(0);
    },
    FUZZ_MS + 120_000,
  );

  /** One request with its path exactly as given (node:http normalises nothing). */
  const rawRequest = (method: string, rawPath: string) =>
    new Promise<{ status: number; contentType: string | undefined; body: string }>((resolve, reject) => {
      const req = http.request(`${baseUrl()}/`, { method, path: rawPath }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: res.headers['content-type'], body }));
      });
      req.on('error', reject);
      req.end();
    });

  it('file routes: forged, folder and odd paths answer the envelope or a plain 404/403', async () => {
    failures.length = 0;
    const paths = [
      '/files/images',
      `/files/images?${sasToken}`,
      `/files/images/?${sasToken}`,
      `/files/images/..?${sasToken}`,
      `/files/images/../secrets?${sasToken}`,
      `/files/images/%2e%2e/%2e%2e/etc/passwd?${sasToken}`,
      `/files/images/nothing-here.png?${sasToken}`,
      `/files/images/a%00b.png?${sasToken}`,
      `/files/${'a/'.repeat(500)}x.png?${sasToken}`,
      '/files/',
      '/files/resumes/x.pdf?sig=forged&exp=9999999999&sid=1',
      '/files/images/x.png?sig=&exp=1e308',
      '/files/images/x.png?exp=9007199254740993&sig=a',
      '/files/images/x.png?a=%00',
    ];
    const probes: Probe[] = paths.flatMap((path) =>
      ['GET', 'HEAD'].map((method) => ({ what: 'file route', path, method, expect: [400, 403, 404] })),
    );
    for (const p of probes) {
      // Sent as written: fetch would resolve '%2e%2e' segments before the server saw them.
      const res = await rawRequest(p.method ?? 'GET', p.path);
      const where = `${p.method} ${p.path.slice(0, 80)}`;
      const body = res.body;
      if (!p.expect!.includes(res.status)) failures.push(`${where}: ${res.status} ${body.slice(0, 150)}`);
      if (p.method === 'GET' && (res.contentType ?? '').includes('json')) {
        const json = JSON.parse(body);
        if (Object.keys(json).sort().join(',') !== 'errorCode,msg,object')
          failures.push(`${where}: not the envelope: ${body.slice(0, 150)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('a URL that cannot be decoded answers 400 with the envelope, not 5xx', async () => {
    // Fastify refuses it before routing; its frameworkErrors option (core/server/app.ts) answers the envelope.
    for (const path of ['/files/%E0%A4%A', '/api/academicHome/search%E0%A4%A']) {
      const res = await fetch(`${baseUrl()}${path}`, { method: 'GET' });
      expect(res.status, path).toBe(400);
      expect(await res.json(), path).toMatchObject({ object: null, errorCode: 'VALIDATION' });
    }
  });

  it('upload routes: broken multipart answers 400 or 413 envelopes', async () => {
    failures.length = 0;
    const B = 'fuzzBoundary7';
    const part = (name: string, value: string) =>
      `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const filePart = `--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n`;
    // pl01 (programme leader) may upload the programme setup; mc01 would be refused before the body.
    const leader = (await signIn('pl01')).accessToken;
    const uploads = operations.filter((o) => /upload|webSiteUpdate/i.test(o.path)).map((o) => o.path);
    expect(uploads.length).toBeGreaterThanOrEqual(2);
    const bodies: [string, string, string][] = [
      ['truncated body', filePart.slice(0, -3), `multipart/form-data; boundary=${B}`],
      ['no closing boundary', filePart, `multipart/form-data; boundary=${B}`],
      [
        'too many fields',
        Array.from({ length: 40 }, (_, i) => part(`f${i}`, 'v')).join('') + `--${B}--\r\n`,
        `multipart/form-data; boundary=${B}`,
      ],
      ['wrong boundary', filePart + `--${B}--\r\n`, 'multipart/form-data; boundary=other'],
      ['no boundary', filePart + `--${B}--\r\n`, 'multipart/form-data'],
      ['two files', filePart + filePart + `--${B}--\r\n`, `multipart/form-data; boundary=${B}`],
      ['no file', part('a', 'b') + `--${B}--\r\n`, `multipart/form-data; boundary=${B}`],
      ['NUL field name', part('a\u0000', '\u0000') + `--${B}--\r\n`, `multipart/form-data; boundary=${B}`],
      ['empty', '', `multipart/form-data; boundary=${B}`],
    ];
    for (const path of uploads) {
      for (const [what, body, contentType] of bodies) {
        const res = await fetch(`${baseUrl()}${path}`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${leader}`,
            'x-cohort-prog-id': String(cohortProgId),
            'content-type': contentType,
          },
          body,
        });
        const where = `${path} [${what}]`;
        const text = await res.text();
        if (![400, 413, 415].includes(res.status)) failures.push(`${where}: ${res.status} ${text.slice(0, 150)}`);
        try {
          const json = JSON.parse(text);
          if (Object.keys(json).sort().join(',') !== 'errorCode,msg,object' || json.errorCode === null)
            failures.push(`${where}: not a refusal envelope: ${text.slice(0, 150)}`);
        } catch {
          failures.push(`${where}: ${res.status} not JSON: ${text.slice(0, 150)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('upload routes: false PNGs, huge images, inflating office files, names past 255 and lone surrogates in the model answer VALIDATION before anything is stored (issue 34)', async () => {
    failures.length = 0;
    const doc = await (await fetch(`${baseUrl()}/api/docs`)).json();
    const forms = Object.entries(doc.paths as Record<string, { post: any }>).flatMap(([path, item]) => {
      const schema = item.post.requestBody?.content?.['multipart/form-data']?.schema as Schema | undefined;
      if (!schema) return [];
      const fields = Object.entries((schema.properties ?? {}) as Record<string, Schema>);
      return [
        {
          path,
          files: fields
            .filter(([, f]) => f.format === 'binary')
            .map(([n, f]) => ({ name: n, about: String(f.description) })),
          // The JSON model's part: 'model' by default, or the one its multipart declaration names ('data').
          modelField: fields.find(([, f]) => f.format !== 'binary')?.[0] ?? 'model',
          model: fields.find(([, f]) => f.format !== 'binary')?.[1],
          academic: Array.isArray(item.post.security) && item.post.security.length > 0,
        },
      ];
    });
    expect(forms.length).toBeGreaterThanOrEqual(6);
    const long = (ext: string) => `${'Quarterly placement report '.repeat(12)}final.${ext}`;
    const hostile = [
      { what: 'false PNG, long name', bytes: falsePng(), name: long('png'), when: /png/, msg: /cannot be read/ },
      {
        what: 'valid 8000 x 8000 PNG',
        bytes: await solidPng(8000, 8000),
        name: 'big.png',
        when: /png/,
        msg: /too large/,
      },
      {
        what: 'docx to 150 MB',
        bytes: await inflatingDocx(),
        name: long('docx'),
        when: /docx/,
        msg: /unpacks to more/,
      },
      {
        what: 'docx lying about 150 MB',
        bytes: await inflatingDocx(150 * 1024 * 1024, 'lie'),
        name: 'report.docx',
        when: /docx/,
        msg: /unpacks to more/,
      },
    ];
    const counts = () =>
      one<{ u: string; k: string; w: string }>(
        db,
        `select (select count(*) from file_uploads) as u, (select count(*) from key_documents) as k,
           (select count(*) from wpa_appls) as w`,
      );
    const before = await counts();
    const send = async (path: string, who: string | null, form: FormData) => {
      const res = await fetch(`${baseUrl()}${path}`, {
        method: 'POST',
        headers: who ? { authorization: `Bearer ${who}`, 'x-cohort-prog-id': String(cohortProgId) } : {},
        body: form,
      });
      const text = await res.text();
      try {
        return { status: res.status, ...JSON.parse(text) } as { status: number; msg: string; errorCode: string | null };
      } catch {
        return { status: res.status, msg: text.slice(0, 150), errorCode: 'not JSON' };
      }
    };
    for (const f of forms) {
      // Either login may hold the call's permission (pl01 the programme setup, mc01 the rest).
      const who = f.academic ? [token, leaderToken] : [null];
      const model = f.model ? example(f.model) : undefined;
      const cases = [
        ...hostile.map((h) => ({ ...h, model, applies: f.files.some((x) => h.when.test(x.about)) })),
        {
          what: 'lone surrogate in the model',
          bytes: falsePng(),
          name: 'a.png',
          model: { ...(model as object), ['\ud800']: 'x' },
          applies: !!f.model,
          msg: /not valid text/,
        },
      ];
      for (const c of cases) {
        const answers = [];
        for (const w of who) {
          const form = new FormData();
          if (c.model !== undefined) form.append(f.modelField, JSON.stringify(c.model));
          for (const part of f.files) form.append(part.name, new Blob([new Uint8Array(c.bytes)]), c.name);
          answers.push(await send(f.path, w, form));
        }
        const where = `${f.path} [${c.what}]`;
        for (const a of answers) {
          if (a.status >= 500 || !a.errorCode) failures.push(`${where}: ${a.status} ${a.msg}`);
        }
        // Where the call takes that kind of file, the kernel's own refusal, in words, for one login at least.
        if (c.applies && !answers.some((a) => a.status === 400 && a.errorCode === 'VALIDATION' && c.msg.test(a.msg)))
          failures.push(`${where}: ${answers.map((a) => `${a.status} ${a.msg}`).join(' | ')}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await counts()).toEqual(before);
  }, 120_000);
});
