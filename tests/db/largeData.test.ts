import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import { configFromEnv } from '@core/server/config';
import type { Db } from '@core/server/db/connect';
import type { ServerPlugin } from '@core/server/plugin';
import { prepareDatabase } from '../../src/cli/prepareDatabase';
import { growLargeData } from '../../src/cli/largeData';
import { createTestDatabase } from '../support/testDatabase';

/**
 * The benchmark's scale run (issue 18): a larger data set has more campuses, each running the
 * demo's programmes, so a programme stays as large as in the smaller set. Here with 300 students
 * per campus: 1,200 students make four campuses.
 */
let target: { url: string; drop(): Promise<void> };
let db: Db;
let close: () => Promise<void>;

const countOf = async (table: 'programmes' | 'cohorts') =>
  (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db)).rows[0]!.n;
const programmes = () => countOf('programmes');

beforeAll(async () => {
  target = await createTestDatabase(inject('databaseUrl'));
  const database = await prepareDatabase(configFromEnv({ databaseUrl: target.url, logLevel: 'silent' }));
  db = database.db;
  close = () => database.close();
}, 120_000);

afterAll(async () => {
  await close?.();
  await target?.drop();
});

describe('growLargeData: campuses', () => {
  it('adds no programme while the students fit one campus', async () => {
    const before = await programmes();
    await growLargeData(db, { students: 300, campusStudents: 300 });
    expect(await programmes()).toBe(before);
  });

  it("copies the demo's programmes per further campus, in every cohort, once", async () => {
    const before = await programmes();
    await growLargeData(db, { students: 1_200, campusStudents: 300 });
    await growLargeData(db, { students: 1_200, campusStudents: 300 });
    expect(await programmes()).toBe(before * 4);
    const { rows } = await sql<{ code: string; cohorts: number }>`
      select p.prog_code as code, count(cp.cohort_prog_id)::int as cohorts
        from programmes p left join cohort_programmes cp using (prog_id)
       where p.prog_code like 'BSCCS%' group by p.prog_code order by p.prog_code`.execute(db);
    const cohorts = await countOf('cohorts');
    expect(rows).toEqual(['BSCCS', 'BSCCS-C2', 'BSCCS-C3', 'BSCCS-C4'].map((code) => ({ code, cohorts })));
  });

  it('spreads the grown students evenly over every campus, so no programme grows with the set', async () => {
    const { rows } = await sql<{ campus: string; least: number; most: number }>`
      select coalesce(substring(p.prog_code from '-C([0-9]+)$'), '1') as campus,
             min(n)::int as least, max(n)::int as most
        from (select cp.prog_id, count(s.student_id) as n
                from cohort_programmes cp
                left join students s on s.prog_id = cp.prog_id and s.cohort_id = cp.cohort_id
                                    and s.student_acct_id like 'L%'
               group by cp.cohort_prog_id, cp.prog_id) x
        join programmes p using (prog_id)
       group by 1 order by 1`.execute(db);
    expect(rows.map((r) => r.campus)).toEqual(['1', '2', '3', '4']);
    const sizes = rows.flatMap((r) => [r.least, r.most]);
    expect(Math.min(...sizes)).toBeGreaterThan(0);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  });
});

describe('growLargeData: plugins grow their own data (issue 27)', () => {
  it("calls each plugin's grow once the kernel's students are there, with the target size", async () => {
    const calls: { students: number; have: number; random: number }[] = [];
    const plugin: ServerPlugin = {
      id: 'grower',
      description: 'grows',
      async grow({ db: growDb, random, students }) {
        const have = (await sql<{ n: number }>`select count(*)::int as n from students`.execute(growDb)).rows[0]!.n;
        calls.push({ students, have, random: random() });
      },
    };
    await growLargeData(db, { students: 1_250, campusStudents: 300 }, [plugin, { id: 'still', description: 'none' }]);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ students: 1_250, have: 1_250 });
    expect(calls[0]!.random).toBeGreaterThanOrEqual(0);
    expect(calls[0]!.random).toBeLessThan(1);
  });

  it("gives every student the kernel's demo contact fields (no plugin is imported for them)", async () => {
    const { rows } = await sql<{ missing: number }>`
      select count(*)::int as missing from students s
       where not exists (select 1 from student_profiles p where p.student_id = s.student_id)`.execute(db);
    expect(rows[0]!.missing).toBe(0);
  });
});
