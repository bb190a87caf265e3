import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { configFromEnv } from '@core/server/config';
import { SESSION_OPTIONS } from '@core/server/db/connect';
import { prepareDatabase } from '../../src/cli/prepareDatabase';
import { createTestDatabase } from '../support/testDatabase';
import { benchCalls, type BenchCall } from '../bench/calls';
import { actorOf, capturedSql } from '../bench/capture';
import { growJobReviewData } from '../bench/jobReviewData';
import { plansOf } from '../bench/planCheck';
import type { Db } from '@core/server/db/connect';
import { Counters } from '@core/server/counters/counters';
import { ensureSmallModule } from '../bench/smallModule';
import { sizeBenchCalls, sizedModule } from '../bench/sizeCalls';
import { counterWriteCalls } from '../bench/counterWriteCalls';
import { bsccsModule } from '../bench/wpaCalls';

/**
 * Issue 18: the plans of the benchmarked calls hold by construction. On a database of its own
 * (20,000 students, 4,000 job posts, 40,000 applications; the job tables grown without ANALYZE,
 * as on a fresh data set), every statement each benchmarked call runs is planned the way the
 * server's connections plan it (generic plans, core/server/db/connect.ts) and may not read a
 * large table whole.
 */
let target: { url: string; drop(): Promise<void> };
let closeDb: () => Promise<void>;
let client: pg.Client;
let calls: BenchCall[];
let db: Db;
let modules: { large: number; small: number };

beforeAll(async () => {
  target = await createTestDatabase(inject('databaseUrl'));
  const database = await prepareDatabase(configFromEnv({ databaseUrl: target.url, logLevel: 'silent' }), 20_000);
  closeDb = () => database.close();
  await growJobReviewData(database.db, { jobPosts: 4_000, applications: 40_000, analyze: false });
  calls = await benchCalls(database.db);
  db = database.db;
  const large = await bsccsModule(db);
  modules = {
    large: large!.cohortModuleId,
    small: await ensureSmallModule(db, Counters.of(database.plugins), large!.cohortModuleId),
  };
  client = new pg.Client({ connectionString: target.url, options: SESSION_OPTIONS });
  await client.connect();
}, 600_000);

afterAll(async () => {
  await client?.end();
  await closeDb?.();
  await target?.drop();
});

describe('plans of the benchmarked calls', () => {
  it('covers every benchmarked call', () => {
    expect(calls.map((c) => c.path)).toEqual(
      expect.arrayContaining(['academicHome/searchAppl', 'academicHome/searchAllJobList', 'student/getExportList']),
    );
  });

  it('reads no large table whole, in the generic plan the server runs', async () => {
    const actor = await actorOf(target.url, 'mc01');
    const found: { path: string; seqScans: string[]; plans: number }[] = [];
    for (const call of calls) {
      await call.write?.reset();
      const plans = await plansOf(client, await capturedSql(target.url, call, actor));
      found.push({ path: call.path, plans: plans.length, seqScans: plans.flatMap((p) => p.seqScans) });
      await call.write?.restore();
    }
    expect(found.every((f) => f.plans > 0)).toBe(true);
    expect(found.filter((f) => f.seqScans.length)).toEqual([]);
  }, 300_000);

  it("reads the page's details row by row: the page of searchAppl is planned as its 10 rows", async () => {
    const call = calls.find((c) => c.path === 'academicHome/searchAppl')!;
    const [plan] = await plansOf(client, await capturedSql(target.url, call, await actorOf(target.url, 'mc01')));
    expect(plan!.text).toMatch(/CTE page\n\s+->\s+Limit\s+\(cost=[\d.]+ rows=10 /);
    expect(plan!.text).not.toMatch(/Hash Join/);
  });

  it('reads no large table whole in any call of the module screens, on the large and a 40-student module (issue 36)', async () => {
    const actor = await actorOf(target.url, 'mc01');
    const calls = [
      ...(await sizeBenchCalls(await sizedModule(db, modules.large), 'large')),
      ...(await sizeBenchCalls(await sizedModule(db, modules.small), '40 students')),
      ...(await counterWriteCalls(db, modules.large, (await sizedModule(db, modules.large)).cohortProgId)),
    ];
    expect(calls.length).toBeGreaterThan(60);
    const found: { what: string; seqScans: string[] }[] = [];
    for (const call of calls) {
      const plans = await plansOf(client, await capturedSql(target.url, call, actor));
      expect(plans.length, call.what).toBeGreaterThan(0);
      found.push({ what: call.what, seqScans: plans.flatMap((p) => p.seqScans) });
    }
    expect(found.filter((f) => f.seqScans.length)).toEqual([]);
  }, 600_000);

  it('sees a sequential scan when a statement has one (the check is not blind)', async () => {
    const [plan] = await plansOf(client, [
      {
        sql: 'select count(*) from job_posts where job_title_lc like $1',
        parameters: ['%analyst%'],
        query: {} as never,
      },
    ] as never);
    expect(plan!.seqScans).toEqual(['job_posts']);
  });
});
