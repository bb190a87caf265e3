import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@core/server/db/connect.js';
import type { Counters } from '@core/server/counters/counters.js';
import { counterDifferences, repairCounters } from '@core/server/counters/checkCounters.js';
import { jobReviewCalls } from '@schemas/job-review/calls';
import { modulesCalls } from '@schemas/modules/calls';
import { decisionDaysTable } from '@plugins/job-review/server/migrations/004_decision_days';
import { assignBands } from '@plugins/modules/server/migrations/006_assign_bands';
import { hoursBuckets } from '@plugins/modules/server/migrations/007_hours_buckets';
import { WRITES, type Servers } from './counterWrites';
import { startTwoServers, type TwoServers } from './twoServers';
import { SESSION_OPTIONS } from '@core/server/db/connect.js';
import { actorOf, capturedSql } from '../bench/capture';
import { chartBenchCalls } from '../bench/chartCalls';
import { plansOf } from '../bench/planCheck';

/**
 * Issue 38's charts from maintained figures: the home's decision charts (job_decision_days, kept
 * by each decision) and the Module Summary's marks by band (module_assign_bands, kept by each
 * grading) and hours share (module_hours_buckets, kept by each hours, exemption or curriculum
 * hours change) equal what the rows give, after concurrent decisions and gradings from two server
 * copies, for the convener and for an AS (their own students' bands); the migrations' backfill
 * equals the rows too.
 */
let t: TwoServers;
let db: Db;
let counters: Counters;
let s: Servers;

beforeAll(async () => {
  t = await startTwoServers(['mc01', 'as01']);
  ({ db, counters, servers: s } = t);
}, 300_000);

afterAll(async () => {
  await t?.stop();
});

type Figure = { category: string; categoryId?: number | null; series: string; value: number };

async function chart(login: string, path: string, body: object): Promise<Figure[]> {
  const res = await fetch(`${s.bases[0]}/api/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${s.token[login]}`,
      'x-cohort-prog-id': String(s.cohortProgId),
    },
    body: JSON.stringify(body),
  });
  const r = (await res.json()) as { msg: string; object: Figure[] };
  expect(r.msg).toBe('SUCCESS');
  return r.object;
}

const sorted = (xs: readonly Figure[]) =>
  xs
    .map((f) => `${f.category}|${f.categoryId ?? ''}|${f.series}|${f.value}`)
    .sort()
    .join('\n');

/** The convener's decisions of the programme as the events say them, one row each (whole days waited). */
const EVENTS = `
  select e.event_date, case e.to_status when 'ACTIVE' then 'APPROVED' else e.to_status end as decision, 'posts' as kind,
         e.event_date::date - jp.submit_date::date as days
    from job_post_events e join job_posts jp using (job_id)
   where jp.cohort_prog_id = $1 and e.from_status = 'SUBMITTED' and e.to_status in ('ACTIVE', 'SPECIAL_ARRANGEMENT', 'REJECTED')
  union all
  select e.event_date, case e.to_status when 'PEND_IP_RECEIPT' then 'APPROVED' else e.to_status end, 'applications',
         e.event_date::date - ja.apply_date::date
    from job_appl_events e join job_applications ja using (job_appl_id) join job_posts jp using (job_id)
   where jp.cohort_prog_id = $1 and e.from_status = 'TEACHER_REVIEWING'
     and e.to_status in ('PEND_IP_RECEIPT', 'SPECIAL_ARRANGEMENT', 'REJECTED')`;
const WEEK = `to_char(date_trunc('week', d.event_date), 'YYYY-MM-DD')`;
const SINCE = `d.event_date >= date_trunc('week', current_date) - interval '11 weeks'`;

async function decisionRows(kind: 'posts' | 'applications'): Promise<Figure[]> {
  const r = await s.db.query(
    `select ${WEEK} as category, d.decision as series, count(*)::int as value from (${EVENTS}) d
      where d.kind = $2 and ${SINCE} group by 1, 2`,
    [s.cohortProgId, kind],
  );
  return r.rows;
}

async function waitingRows(): Promise<Figure[]> {
  const r = await s.db.query(
    `select ${WEEK} as category, d.kind as series,
            round((percentile_cont(0.5) within group (order by d.days))::numeric, 1)::float8 as value
       from (${EVENTS}) d where d.days is not null and ${SINCE} group by 1, 2`,
    [s.cohortProgId],
  );
  return r.rows;
}

/** Marked student assignments of the module per assignment and band, from the rows (one AS's students: staff). */
async function bandRows(staffUserId: number | null): Promise<Figure[]> {
  const r = await s.db.query(
    `select c.assign_name as category, c.cohort_module_assign_id as "categoryId",
            (case when sma.assign_marks < 50 then 0 when sma.assign_marks < 60 then 50 when sma.assign_marks < 70 then 60
                  when sma.assign_marks < 80 then 70 else 80 end)::text as series, count(*)::int as value
       from cohort_module_assigns c
       join student_module_assigns sma using (cohort_module_assign_id)
       join student_modules sm using (student_module_id)
       left join academic_staff a on a.academic_staff_id = sm.academic_staff_id
      where c.cohort_module_id = $1 and c.active_ind = 'Y' and sma.assign_marks is not null
        and ($2::int is null or a.user_id = $2)
      group by 1, 2, 3`,
    [s.cohortModuleId, staffUserId],
  );
  return r.rows;
}

/**
 * The hours chart's figures as its reader computed them before issue 38 kept them (the reference):
 * every student's contributed completed (WPA) and exempted (key documents) hours against the
 * module's curriculum hours, all five buckets (one AS's students: staff).
 */
async function hoursRows(staffUserId: number | null): Promise<Figure[]> {
  const r = await s.db.query(
    `select case when s.pct < 25 then '0' when s.pct < 50 then '25' when s.pct < 75 then '50'
                 when s.pct < 100 then '75' else '100' end as bucket, count(*)::int as value
       from student_modules sm
       left join academic_staff a on a.academic_staff_id = sm.academic_staff_id
       left join module_parameters mp on mp.cohort_module_id = sm.cohort_module_id
       left join wpa_student_figures w on w.student_module_id = sm.student_module_id
       left join key_document_student_figures k on k.student_module_id = sm.student_module_id
       cross join lateral (select greatest(0, coalesce(mp.curriculum_hours, 0)
         - coalesce(k.exempted_hours::numeric, 0)) as needed) n
       cross join lateral (select case when round(n.needed, 2) > 0
         then round(least(100, 100 * greatest(0, coalesce(w.completed_wil_hours::numeric, 0)) / round(n.needed, 2)), 2)
         else 100 end as pct) s
      where sm.cohort_module_id = $1 and ($2::int is null or a.user_id = $2)
      group by 1`,
    [s.cohortModuleId, staffUserId],
  );
  const counts = new Map(r.rows.map((x: { bucket: string; value: number }) => [x.bucket, x.value]));
  return ['0', '25', '50', '75', '100'].map((b) => ({ category: b, series: 'count', value: counts.get(b) ?? 0 }));
}

async function expectHoursEqualRows() {
  const hours = (login: string) =>
    chart(login, modulesCalls.searchModuleChart.path, { cohortModuleId: s.cohortModuleId, chart: 'hoursShare' });
  const all = await hours('mc01');
  expect(all).toEqual(await hoursRows(null));
  // An AS: their own students' buckets (the rollup's per-AS rows).
  const own = await hours('as01');
  expect(own.reduce((n, f) => n + f.value, 0)).toBeGreaterThan(0);
  expect(own.reduce((n, f) => n + f.value, 0)).toBeLessThan(all.reduce((n, f) => n + f.value, 0));
  expect(own).toEqual(await hoursRows(s.userId.as01!));
}

async function expectChartsEqualRows() {
  await expectHoursEqualRows();
  for (const kind of ['posts', 'applications'] as const) {
    expect(sorted(await chart('mc01', jobReviewCalls.searchDecisionChart.path, { chart: kind })), kind).toBe(
      sorted(await decisionRows(kind)),
    );
  }
  expect(sorted(await chart('mc01', jobReviewCalls.searchDecisionChart.path, { chart: 'waiting' }))).toBe(
    sorted(await waitingRows()),
  );
  const marks = (login: string) =>
    chart(login, modulesCalls.searchModuleChart.path, { cohortModuleId: s.cohortModuleId, chart: 'marks' });
  expect(sorted(await marks('mc01'))).toBe(sorted(await bandRows(null)));
  // An AS sees the bands of their own students: the rollup's per-AS rows.
  const own = await marks('as01');
  expect(own.length).toBeGreaterThan(0);
  expect(sorted(own)).toBe(sorted(await bandRows(s.userId.as01!)));
  // Whatever AS the payload names.
  const other = await chart('as01', modulesCalls.searchModuleChart.path, {
    cohortModuleId: s.cohortModuleId,
    chart: 'marks',
    academicSupervisorUserId: s.userId.mc01,
  });
  expect(sorted(other)).toBe(sorted(own));
}

describe("issue 38's charts from maintained daily figures", () => {
  it('equal the rows on the demo data', async () => {
    expect(await counterDifferences(db, counters)).toEqual([]);
    await expectChartsEqualRows();
  });

  it('equal the rows after concurrent decisions and gradings from two server copies', async () => {
    const kinds = ['decidePost', 'decideAppl', 'grade'];
    const before = (await decisionRows('posts')).reduce((n, f) => n + f.value, 0);
    let done = 0;
    for (let round = 0; round < 6; round++) {
      const codes = await Promise.all(Array.from({ length: 9 }, (_, i) => WRITES[kinds[i % kinds.length]!]!(s)));
      done += codes.filter((c) => c === null).length;
    }
    expect(done).toBeGreaterThan(10);
    const waiting = await chart('mc01', jobReviewCalls.searchDecisionChart.path, { chart: 'waiting' });
    expect(waiting.map((f) => f.series)).toEqual(expect.arrayContaining(['posts', 'applications']));
    expect((await decisionRows('posts')).reduce((n, f) => n + f.value, 0)).toBeGreaterThan(before);
    expect(await counterDifferences(db, counters)).toEqual([]);
    await expectChartsEqualRows();
  }, 300_000);

  it('hours share equals the old computation after random hours, exemption and curriculum hours changes', async () => {
    const kinds = ['decide', 'supervisorSubmit', 'returnOrTerminate', 'upload', 'replaceHours', 'deleteDocument'];
    // The buckets after each round: the writes must have moved some student at some point (random
    // writes may well end where they began, so the last state alone proves nothing).
    const states = new Set([JSON.stringify(await hoursRows(null))]);
    let done = 0;
    for (let round = 0; round < 6; round++) {
      const writes = [...kinds.map((k) => WRITES[k]!(s)), WRITES.assignedAs!(s)];
      // The module's curriculum hours, a parameter of the module: every student's bucket moves with it.
      if (round % 2 === 0) writes.push(WRITES.moduleHours!(s));
      const codes = await Promise.all(writes);
      done += codes.filter((c) => c === null).length;
      expect(await counterDifferences(db, counters)).toEqual([]);
      await expectHoursEqualRows();
      states.add(JSON.stringify(await hoursRows(null)));
    }
    expect(done).toBeGreaterThan(10);
    expect(states.size).toBeGreaterThan(1);
  }, 300_000);

  it("the migrations' backfill equals the rows", async () => {
    await sql`drop table job_decision_days`.execute(db);
    await sql`drop table module_assign_bands`.execute(db);
    await sql`alter table student_module_figures drop column assign_bands`.execute(db);
    await sql`drop table module_hours_buckets`.execute(db);
    await sql`alter table student_module_figures drop column hours_bucket`.execute(db);
    await decisionDaysTable.up(db);
    await assignBands.up(db);
    await hoursBuckets.up(db);
    // The hours buckets' inputs are other areas' figures: the kernel's refresh fills them, not the
    // migration. Only they differ until check-counters' repair runs.
    const left = await counterDifferences(db, counters);
    expect(left.filter((d) => !/hours_buckets|studentFigures/.test(d.name))).toEqual([]);
    expect(left.filter((d) => d.kind === 'figures').flatMap((d) => d.columns)).toEqual(['hours_bucket']);
    await repairCounters(db, counters);
    expect(await counterDifferences(db, counters)).toEqual([]);
    await expectChartsEqualRows();
  }, 120_000);

  it('read the daily figures by their index when they hold years of every programme (the plan the server runs)', async () => {
    // Eight years of every programme's days, analysed: a scan of them would show now.
    await sql`insert into job_decision_days (cohort_prog_id, day, kind, decision, waited_days, decisions)
      select cp.cohort_prog_id, d::date, k.kind, x.decision, w, 1
        from cohort_programmes cp, generate_series(date '2018-01-01', date '2025-12-31', interval '1 day') d,
             (values ('posts'), ('applications')) k(kind), (values ('APPROVED'), ('REJECTED')) x(decision),
             generate_series(0, 1) w`.execute(db);
    await sql`analyze job_decision_days`.execute(db);
    const calls = (await chartBenchCalls(db)).filter((c) => c.path === jobReviewCalls.searchDecisionChart.path);
    expect(calls).toHaveLength(3);
    const client = new pg.Client({ connectionString: t.url, options: SESSION_OPTIONS });
    await client.connect();
    try {
      for (const call of calls) {
        const plans = await plansOf(client, await capturedSql(t.url, call, await actorOf(t.url, 'mc01')));
        expect(plans.length).toBeGreaterThan(0);
        for (const p of plans) expect(p.text, call.what).not.toMatch(/Seq Scan on job_decision_days/);
      }
    } finally {
      await client.end();
    }
  }, 120_000);
});
