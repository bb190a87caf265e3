import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import { buildApp, type BuiltApp } from '@core/server/app.js';
import { configFromEnv } from '@core/server/config.js';
import { Counters } from '@core/server/counters/counters.js';
import { loadAppConfig } from '@core/server/appConfig.js';
import { prepareDatabase } from '../../src/cli/prepareDatabase';
import { createTestDatabase } from '../support/testDatabase';
import { ensureSmallModule } from '../bench/smallModule';
import { SIZE_CALLS, sizedModule, type SizedModule } from '../bench/sizeCalls';

/**
 * Issue 36, module size stops mattering: on a generated set (24,000 students: a BSc CS module of
 * 3,000) with a 40-student module beside it (tests/bench/smallModule.ts), every call the module
 * screens make on opening and paging takes about as long on both, measured in turn, call by call.
 * Loosely (3x, on a machine running other suites): the strict figures are the benchmark's.
 */
const STUDENTS = 24_000;
const ROUNDS = 15;
const LOOSE = 3;

let target: { url: string; drop(): Promise<void> };
let dataDir: string;
let close: () => Promise<void>;
let built: BuiltApp;
let token: string;
let large: SizedModule;
let small: SizedModule;
let largeSize: number;

beforeAll(async () => {
  target = await createTestDatabase(inject('databaseUrl'));
  dataDir = await mkdtemp(path.join(tmpdir(), 'wil-sizes-'));
  const config = configFromEnv({ databaseUrl: target.url, dataDir, logLevel: 'silent' });
  const database = await prepareDatabase(config, STUDENTS);
  close = () => database.close();
  const db = database.db;
  const big = await sql<{ id: number; n: number }>`
    select cm.cohort_module_id as id, count(sm.*)::int as n from cohort_modules cm
      join cohort_programmes cp using (cohort_prog_id) join programmes p using (prog_id) join cohorts c using (cohort_id)
      join student_modules sm on sm.cohort_module_id = cm.cohort_module_id
     where p.prog_code = 'BSCCS' and c.is_current = 'Y' group by cm.cohort_module_id order by n desc limit 1`.execute(
    db,
  );
  largeSize = big.rows[0]!.n;
  const smallId = await ensureSmallModule(db, Counters.of(database.plugins), big.rows[0]!.id);
  await sql`vacuum analyze`.execute(db);
  large = await sizedModule(db, big.rows[0]!.id);
  small = await sizedModule(db, smallId);
  built = await buildApp(config, db, await loadAppConfig(config.configDir), database.plugins);
  const mc = await db.selectFrom('users').select('userId').where('accountId', '=', 'mc01').executeTakeFirstOrThrow();
  token = (await built.kernel.sessions.open(mc.userId)).accessToken;
}, 900_000);

afterAll(async () => {
  await built?.app.close();
  await close?.();
  await target?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** One call's time (ms) and answer. */
async function timed(p: string, body: unknown, cohortProgId: number) {
  const started = performance.now();
  const r = await built.app.inject({
    method: 'POST',
    url: `/api/${p}`,
    payload: body as object,
    headers: { authorization: `Bearer ${token}`, 'x-cohort-prog-id': String(cohortProgId) },
  });
  return { ms: performance.now() - started, json: r.json() as { msg: string; object: unknown } };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The medians of one call on both modules, in turn, and their ratio (the large over the small). */
async function ratioOf(call: (typeof SIZE_CALLS)[number]) {
  const times = { large: [] as number[], small: [] as number[] };
  for (let i = 0; i < ROUNDS + 2; i++) {
    // In turn, so both meet the same moments of the machine; the first two warm the statements.
    for (const [k, m] of [
      ['large', large],
      ['small', small],
    ] as const) {
      const r = await timed(call.path, call.body(m), m.cohortProgId);
      expect(r.json.msg, `${call.what}: ${JSON.stringify(r.json)}`).toBe('SUCCESS');
      if (i >= 2) times[k].push(r.ms);
    }
  }
  const [l, sm] = [median(times.large), median(times.small)];
  return { ratio: l / sm, figures: `${l.toFixed(2)} ms vs ${sm.toFixed(2)} ms` };
}

describe('the module screens cost the same on 40 and on thousands of students (issue 36)', () => {
  it('has a module of thousands and one of 40', async () => {
    expect(largeSize).toBeGreaterThan(2_000);
    const r = await timed(
      'academicModule/searchModuleById',
      { cohortModuleId: small.cohortModuleId },
      small.cohortProgId,
    );
    expect(r.json.object).toMatchObject({ enrolled: 40 });
  });

  it.each(SIZE_CALLS.map((c) => [c.what, c] as const))('%s', async (_what, call) => {
    // A size dependence shows every time; a moment of the shared machine does not: a ratio past
    // the bound is measured once more, and the lower one counts.
    let ratio = Infinity;
    let figures = '';
    for (let attempt = 0; attempt < 2 && ratio >= LOOSE; attempt++) {
      const m = await ratioOf(call);
      if (m.ratio < ratio) ({ ratio, figures } = m);
    }
    expect(ratio, `${call.what}: ${figures}`).toBeLessThan(LOOSE);
  });
});
