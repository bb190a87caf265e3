import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '@core/server/app.js';
import type { Db } from '@core/server/db/connect.js';
import { areaHandle } from '@core/server/db/handles.js';
import type { Counters } from '@core/server/counters/counters.js';
import { counterDifferences, repairCounters } from '@core/server/counters/checkCounters.js';
import { modulesCalls } from '@schemas/modules/calls';
import { programmeCalls } from '@schemas/programmes/calls';
import { sendDueReminders } from '@plugins/wpa/server/services/reminders';
import { WRITES, type Servers } from './counterWrites';
import { startTwoServers, type TwoServers } from './twoServers';

/**
 * Issue 36, no drift: on a database of its own with the demo data, two server copies take random
 * concurrent writes of every kind that moves a maintained figure (sub group, AS and status
 * changes, grading, module hours, every WPA transition with the supervisor's submit by link and
 * the reminder job, key-document uploads, exemptions, replaces, submits and deletes); then every
 * figure equals its recomputation from the rows. A write that fails leaves them as they were;
 * `npm run check-counters` finds a corrupted figure and repairs it, saying what it repaired.
 */
const ROUNDS = 24;
const AT_ONCE = 8;

let t: TwoServers;
let db: Db;
let counters: Counters;
let apps: BuiltApp[];
let servers: Servers;

beforeAll(async () => {
  t = await startTwoServers(['mc01', 'as01', 'as02']);
  ({ db, counters, apps, servers } = t);
  // Forms waiting for their supervisor long enough for the reminder job (the clock set back in SQL,
  // then the figures brought to the rows, before the test starts).
  await sql`update wpa_appls set sent_to_is_date = now() - interval '20 days', remind_count = 0, last_reminded_date = null
    where wpa_appl_id in (select wpa_appl_id from wpa_appls where wpa_status = 'SENT_TO_IS' order by wpa_appl_id limit 4)`.execute(
    db,
  );
  await repairCounters(db, counters);
}, 300_000);

afterAll(async () => {
  await t?.stop();
});

/** Every figures and rollup table, as text: what a failed write must leave as it was. */
async function everyFigure(): Promise<string> {
  const tables = [
    ...counters.all.map((f) => f.table),
    ...counters.rollups.keys(),
    ...counters.tallies.map((t) => t.table),
  ].sort();
  const parts: string[] = [];
  for (const t of tables) {
    const r = await sql`select * from ${sql.table(t)} order by 1, 2`.execute(db);
    parts.push(JSON.stringify(r.rows));
  }
  return parts.join('\n');
}

describe('maintained figures under concurrent writes (issue 36)', () => {
  it('start equal to their recomputation', async () => {
    expect(await counterDifferences(db, counters)).toEqual([]);
  });

  it('random concurrent writes of every kind, from two server copies, leave 0 differences', async () => {
    const kinds = Object.keys(WRITES);
    const done = new Map<string, number>();
    const refused = new Map<string, number>();
    for (let round = 0; round < ROUNDS; round++) {
      const batch = Array.from({ length: AT_ONCE }, (_, i) => kinds[(round * AT_ONCE + i) % kinds.length]!);
      const jobs = batch.map(async (kind) => {
        const code = await WRITES[kind]!(servers);
        if (code === undefined) return;
        const m = code === null ? done : refused;
        m.set(kind, (m.get(kind) ?? 0) + 1);
      });
      // The reminder job, on one copy, among the writes.
      if (round % 6 === 0) jobs.push(sendDueReminders(apps[round % 2]!.kernel, areaHandle(db)).then(() => undefined));
      await Promise.all(jobs);
    }
    if (process.env.COUNTERS_TALLY) console.log({ done, refused });
    for (const kind of [
      'subGroup',
      'assignedAs',
      'status',
      'grade',
      'moduleHours',
      'approve',
      'decide',
      'upload',
      'decidePost',
      'decideAppl',
    ])
      expect(done.get(kind) ?? 0, kind).toBeGreaterThan(0);
    for (const kind of ['supervisorSubmit', 'submitDocument', 'deleteDocument', 'replaceHours', 'resend', 'weighting'])
      expect((done.get(kind) ?? 0) + (refused.get(kind) ?? 0), kind).toBeGreaterThan(0);
    expect(await counterDifferences(db, counters)).toEqual([]);
  }, 600_000);

  it("a programme's weightings deleted (an announced change): its students' total marks follow", async () => {
    const totals = async () =>
      (
        await sql<{
          t: string;
        }>`select string_agg(coalesce(total_module_mark::text, '-'), ',' order by student_module_id) as t
          from student_module_figures where cohort_module_id = ${servers.cohortModuleId}`.execute(db)
      ).rows[0]!.t;
    const before = await totals();
    const pp = await sql<{ id: number }>`select programme_parameters_id as id from programme_parameters
      where cohort_prog_id = ${servers.cohortProgId}`.execute(db);
    expect(pp.rows).toHaveLength(1);
    const pl = await db.selectFrom('users').select('userId').where('accountId', '=', 'pl01').executeTakeFirstOrThrow();
    const res = await fetch(`${servers.bases[1]}/api/${programmeCalls.deleteProgrammeParameters.path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${(await apps[1]!.kernel.sessions.open(pl.userId)).accessToken}`,
        'x-cohort-prog-id': String(servers.cohortProgId),
      },
      body: JSON.stringify({ programmeParametersId: pp.rows[0]!.id }),
    });
    expect(((await res.json()) as { msg: string }).msg).toBe('SUCCESS');
    expect(await totals()).not.toBe(before);
    expect(await counterDifferences(db, counters)).toEqual([]);
  });

  it('a write that fails or conflicts leaves every figure as it was', async () => {
    const before = await everyFigure();
    const ids = (
      await sql<{ id: number }>`select student_module_id as id from student_modules
        where cohort_module_id = ${servers.cohortModuleId} order by student_module_id limit 5`.execute(db)
    ).rows.map((r) => r.id);
    // Fails after its figures were refreshed in its transaction.
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`update student_modules set sub_group = (coalesce(sub_group, 0) + 1) % 10, status = 'DROPPED'
          where student_module_id = any(${ids}::int[])`.execute(trx);
        await counters.refresh(trx, [{ figures: 'modules.studentFigures', keys: ids }]);
        throw new Error('fails after the refresh');
      }),
    ).rejects.toThrow('fails after the refresh');
    // Conflicts: a token older than the row's.
    const res = await fetch(`${servers.bases[0]}/api/${modulesCalls.updateStudentModuleGroup.path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${servers.token.mc01}`,
        'x-cohort-prog-id': String(servers.cohortProgId),
      },
      body: JSON.stringify({
        cohortModuleId: servers.cohortModuleId,
        group: 3,
        studentModuleList: ids.map((studentModuleId) => ({ studentModuleId, lastUpdatedDate: '2000-01-01T00:00:00Z' })),
      }),
    });
    expect(((await res.json()) as { errorCode: string }).errorCode).toBe('CONFLICT');
    expect(await everyFigure()).toBe(before);
  });
});

describe('npm run check-counters (issue 36)', () => {
  const run = (...args: string[]) =>
    promisify(execFile)(path.resolve('node_modules/.bin/tsx'), [path.resolve('src/cli/checkCounters.ts'), ...args], {
      env: { ...process.env, DATABASE_URL: t.url },
    });

  it('finds corrupted figures, repairs them and says what it repaired', async () => {
    await sql`update module_student_groups set students = students + 5
      where cohort_module_id = ${servers.cohortModuleId} and academic_staff_id = 0 and status = 'ACTIVE'`.execute(db);
    await sql`update wpa_student_figures set pending_wpa_count = 99
      where student_module_id = (select min(student_module_id) from wpa_student_figures)`.execute(db);
    await sql`delete from student_module_figures
      where student_module_id = (select max(student_module_id) from student_module_figures)`.execute(db);
    await sql`update key_documents set cohort_module_id = null
      where key_document_id = (select min(key_document_id) from key_documents)`.execute(db);
    await sql`update job_decision_days set decisions = decisions + 2
      where (cohort_prog_id, kind, day) = (select cohort_prog_id, kind, day from job_decision_days order by day desc limit 1)`.execute(
      db,
    );
    await sql`update module_assign_bands set students = students + 1
      where (cohort_module_id, academic_staff_id, assign_seq, band) = (select cohort_module_id, academic_staff_id, assign_seq, band
        from module_assign_bands where cohort_module_id = ${servers.cohortModuleId} and academic_staff_id = 0 limit 1)`.execute(
      db,
    );
    await sql`update module_hours_buckets set students = students + 3
      where (cohort_module_id, academic_staff_id, bucket) = (select cohort_module_id, academic_staff_id, bucket
        from module_hours_buckets where cohort_module_id = ${servers.cohortModuleId} and academic_staff_id <> 0 limit 1)`.execute(
      db,
    );
    // Issue 38's Insights figures: forms accepted per day, ratings per question.
    await sql`update wpa_accepted_days set forms = forms + 2
      where (cohort_module_id, accepted_day) = (select cohort_module_id, min(accepted_day) from wpa_accepted_days
        where academic_staff_id = 0 group by cohort_module_id order by 1 limit 1) and academic_staff_id = 0`.execute(
      db,
    );
    await sql`delete from wpa_question_ratings where question_no = 1`.execute(db);

    await expect(run('--check')).rejects.toMatchObject({ code: 1 });
    const { stdout } = await run();
    expect(stdout).toMatch(/rollup module_student_groups: \d+ groups differ \(students\)/);
    expect(stdout).toContain('figures wpa.studentFigures: 1 rows differ (pending_wpa_count)');
    expect(stdout).toMatch(/figures modules\.studentFigures: 1 rows differ/);
    expect(stdout).toContain('copy key-documents.documentModules: 1 rows differ (cohort_module_id)');
    expect(stdout).toMatch(/tally job-review\.decisionDays: \d+ groups differ \(decisions\)/);
    expect(stdout).toMatch(/rollup module_assign_bands: \d+ groups differ \(students\)/);
    expect(stdout).toMatch(/rollup module_hours_buckets: \d+ groups differ \(students\)/);
    expect(stdout).toMatch(/rollup wpa_accepted_days: 1 groups differ \(forms\)/);
    expect(stdout).toMatch(/rollup wpa_question_ratings: \d+ groups differ \(rating_sum, rating_count\)/);
    expect(stdout).toMatch(/Repaired:\n/);
    expect(stdout).toContain('Now every maintained figure equals its recomputation.');
    expect(await counterDifferences(db, counters)).toEqual([]);
    expect((await run('--check')).stdout).toContain('Every maintained figure equals its recomputation.');
  }, 120_000);
});
