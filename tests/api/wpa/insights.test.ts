import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { sql } from 'kysely';
import { connect } from '@core/server/db/connect';
import { wpaCalls as c } from '@schemas/wpa/calls';
import { jobReviewCalls } from '@schemas/job-review/calls';
import { suiteCounterDifferences, suiteCounters } from '../../support/counters';
import { one, rows, wpaSuite, type Login } from './setup';

/**
 * Issue 38's Insights charts of the WPA area: each figure equals what the rows (and WPA
 * Management's lists) count, follows an accept and a move out of acceptance in the write's
 * transaction, keeps the lists' role rules, and is refused like the lists.
 */
const { ctx, as, wpaIn } = wpaSuite();

type Figure = { category: string; categoryId?: number | null; series: string; value: number };
const ACCEPTED = ['ACCEPTED', 'ACCEPTED_OFFLINE'] as const;

const chart = async (login: Login, name: 'completion' | 'ratings' | 'byStatus', more: object = {}) => {
  const r = await as(login, c.searchInsightChart, { chart: name, ...more });
  expect(r.msg, JSON.stringify(r)).toBe('SUCCESS');
  return r.object as Figure[];
};

/** Each module's value in the last week of the completion chart: its accepted forms to date. */
const toDate = (figures: readonly Figure[]) => {
  const last = figures.reduce((m, f) => (f.category > m ? f.category : m), '');
  return new Map(figures.filter((f) => f.category === last).map((f) => [f.categoryId!, f.value]));
};

/** BSCCS's current modules. */
const modules = () =>
  rows<{ id: number }>(
    ctx.db,
    `select cm.cohort_module_id as id from cohort_modules cm where cm.cohort_prog_id = $1 order by 1`,
    [ctx.ccs],
  );

/** WPA Management's list of a module's accepted forms, as `login` sees it: its total. */
const acceptedList = async (login: Login, cohortModuleId: number) =>
  (await as(login, c.search, { cohortModuleId, wpaStatusList: [...ACCEPTED], pageSize: 10 })).object.total;

/** Each question's average rating over the accepted forms of BSCCS's modules (of one AS's students). */
async function averages(asUserId?: number) {
  const list = await rows<{ no: number; avg: string }>(
    ctx.db,
    `select q.no, round(avg(q.r), 2) as avg from wpa_appls w
       join modules_student_modules_v sm on sm.student_module_id = w.student_module_id
       join cohort_modules cm on cm.cohort_module_id = w.cohort_module_id
       cross join lateral unnest(array[${Array.from({ length: 13 }, (_, i) => `w.wpa_question_result${i + 1}`)}])
         with ordinality as q(r, no)
      where cm.cohort_prog_id = $1 and w.wpa_status in ('ACCEPTED', 'ACCEPTED_OFFLINE') and q.r is not null
        and ($2::int is null or sm.academic_supervisor_user_id = $2)
      group by q.no order by q.no`,
    [ctx.ccs, asUserId ?? null],
  );
  return list.map((x) => ({ category: String(x.no), value: Number(x.avg) }));
}

describe('wpaAppl/searchInsightChart', () => {
  it("completion to date equals each module's accepted list; the weeks are Mondays, the lines never fall", async () => {
    const figures = await chart('mc01', 'completion');
    const mods = await modules();
    const last = toDate(figures);
    expect([...last.keys()].sort()).toEqual(mods.map((m) => m.id));
    let total = 0;
    for (const m of mods) {
      expect(last.get(m.id), `module ${m.id}`).toBe(await acceptedList('mc01', m.id));
      total += last.get(m.id)!;
      const line = figures.filter((f) => f.categoryId === m.id).map((f) => f.value);
      expect(line).toEqual([...line].sort((a, b) => a - b));
    }
    expect(total).toBeGreaterThan(0);
    for (const f of figures) expect(new Date(`${f.category}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('ratings are the average of each question over the accepted forms', async () => {
    const figures = await chart('mc01', 'ratings');
    expect(figures.length).toBeGreaterThan(0);
    expect(figures.map(({ category, value }) => ({ category, value }))).toEqual(await averages());
    expect(new Set(figures.map((f) => f.series))).toEqual(new Set(['average']));
  });

  it("forms by status per module equal each module's WPA Management chart", async () => {
    const figures = await chart('mc01', 'byStatus');
    for (const m of await modules()) {
      const own = (await as('mc01', c.searchChart, { cohortModuleId: m.id })).object;
      expect(
        figures.filter((f) => f.categoryId === m.id).map(({ series, value }) => ({ category: series, value })),
      ).toEqual(own.map(({ category, value }) => ({ category, value })));
    }
  });

  it('an accept adds the form in its transaction; leaving acceptance takes it and its ratings away', async () => {
    const w = await wpaIn('PENDING_REVIEW', 'as01');
    const before = toDate(await chart('mc01', 'completion')).get(w.cohort_module_id)!;
    const accepted = await as('as01', c.updateStatusAndInput, {
      wpaApplId: w.wpa_appl_id,
      wpaStatus: 'ACCEPTED',
      selectStudentOrIs: 'STUDENT',
      lastUpdatedDate: w.token,
    });
    expect(accepted.object.wpaStatus).toBe('ACCEPTED');
    expect(toDate(await chart('mc01', 'completion')).get(w.cohort_module_id)).toBe(before + 1);
    expect((await chart('mc01', 'ratings')).map(({ category, value }) => ({ category, value }))).toEqual(
      await averages(),
    );
    expect(await suiteCounterDifferences()).toEqual([]);

    // No call reopens an accepted form today; a write that did would refresh as every transition does.
    const { db } = connect(inject('databaseUrl'), 2);
    try {
      const counters = await suiteCounters();
      await db.transaction().execute(async (trx) => {
        await sql`update wpa_appls set wpa_status = 'PENDING_REVIEW' where wpa_appl_id = ${w.wpa_appl_id}`.execute(trx);
        await counters.refresh(trx, [{ figures: 'wpa.studentFigures', keys: [w.student_module_id] }]);
      });
    } finally {
      await db.destroy();
    }
    expect(toDate(await chart('mc01', 'completion')).get(w.cohort_module_id)).toBe(before);
    expect((await chart('mc01', 'ratings')).map(({ category, value }) => ({ category, value }))).toEqual(
      await averages(),
    );
    expect(await suiteCounterDifferences()).toEqual([]);
  });

  it("an AS gets their own students' figures; a programme leader the programme's", async () => {
    const mods = await modules();
    const own = toDate(await chart('as01', 'completion'));
    for (const m of mods) expect(own.get(m.id), `module ${m.id}`).toBe(await acceptedList('as01', m.id));
    expect([...own.values()].reduce((a, b) => a + b, 0)).toBeLessThan(
      [...toDate(await chart('mc01', 'completion')).values()].reduce((a, b) => a + b, 0),
    );
    expect((await chart('as01', 'ratings')).map(({ category, value }) => ({ category, value }))).toEqual(
      await averages(ctx.uid.as01),
    );
    expect(await chart('pl01', 'byStatus')).toEqual(await chart('mc01', 'byStatus'));
  });

  it('refuses a programme or cohort the caller may not see like the list call, an unknown chart as VALIDATION', async () => {
    const other = { progCodeList: ['BBAMKT'] };
    const refused = await as('mc01', c.searchInsightChart, { chart: 'completion', ...other });
    const list = await as('mc01', jobReviewCalls.searchAppl, { ...other, pageSize: 10 } as never);
    expect(refused.errorCode).toBe('FORBIDDEN');
    expect(refused).toMatchObject({ errorCode: list.errorCode, msg: list.msg });
    const year = await one<{ y: number }>(ctx.db, `select min(cohort_year) - 1 as y from cohorts`);
    const noCohort = await as('mc01', c.searchInsightChart, { chart: 'ratings', cohortYear: year!.y });
    expect(noCohort.errorCode).toBe(
      (await as('mc01', jobReviewCalls.searchAppl, { cohortYear: year!.y, pageSize: 10 } as never)).errorCode,
    );
    const bad = await as('mc01', c.searchInsightChart, { chart: 'nope' as 'ratings' });
    expect(bad.errorCode).toBe('VALIDATION');
  });
});
