import { describe, expect, it } from 'vitest';
import { modulesCalls as c } from '@schemas/modules/calls';
import { jobReviewCalls } from '@schemas/job-review/calls';
import { one, rows } from '../../support/db';
import { modulesSuite, type Login } from './setup';

/**
 * Issue 38's Insights chart of the module area: assignments by status per module equal each
 * module's own Module Summary chart and its assignment lists' totals, keep the lists' role rules,
 * and are refused like the lists.
 */
const { ctx, as } = modulesSuite();

type Figure = { category: string; categoryId?: number | null; series: string; value: number };
const sumBy = (figures: readonly Figure[], pick: (f: Figure) => boolean) =>
  figures.filter(pick).reduce((n, f) => n + f.value, 0);

const insight = async (login: Login, more: object = {}) => {
  const r = await as(login, c.searchInsightChart, { chart: 'assignStatus', ...more });
  expect(r.msg, JSON.stringify(r)).toBe('SUCCESS');
  return r.object as Figure[];
};

/** BSCCS's current modules with their active assignments. */
const modules = async () =>
  rows<{ id: number; code: string; assigns: number[] }>(
    ctx.db,
    `select cm.cohort_module_id as id, m.module_code as code,
            coalesce(array_agg(c.cohort_module_assign_id) filter (where c.active_ind = 'Y'), '{}') as assigns
       from cohort_modules cm join modules m using (module_id)
       left join cohort_module_assigns c on c.cohort_module_id = cm.cohort_module_id
      where cm.cohort_prog_id = $1 group by 1, 2 order by 2, 1`,
    [ctx.ccs],
  );

/** A module's Module Summary chart summed per status, as `login` sees it. */
async function moduleByStatus(login: Login, cohortModuleId: number) {
  const own = (await as(login, c.searchModuleChart, { cohortModuleId, chart: 'assignStatus' })).object;
  const by = new Map<string, number>();
  for (const f of own) by.set(f.series, (by.get(f.series) ?? 0) + f.value);
  return by;
}

/** The assignment lists' totals of a module (each tab's rows), as `login` sees them. */
async function listTotal(login: Login, assigns: readonly number[]) {
  let n = 0;
  for (const cohortModuleAssignId of assigns) {
    n += (await as(login, c.search, { cohortModuleAssignId, page: 1, startRow: 0, pageSize: 10 })).object.total;
  }
  return n;
}

/**
 * Each BSCCS module's bar as `login` sees it equals that module's Module Summary chart by status
 * and its assignment lists' totals; no bar of another module. The figures' total.
 */
async function expectBars(login: Login, figures: readonly Figure[]) {
  const mods = await modules();
  expect(mods.map((m) => m.id)).toEqual(expect.arrayContaining(figures.map((f) => f.categoryId)));
  for (const m of mods) {
    const mine = figures.filter((f) => f.categoryId === m.id);
    for (const f of mine) expect(f.category).toBe(m.code);
    const label = `${login}, module ${m.code}`;
    expect(new Map(mine.map((f) => [f.series, f.value])), label).toEqual(await moduleByStatus(login, m.id));
    expect(
      sumBy(mine, () => true),
      label,
    ).toBe(await listTotal(login, m.assigns));
  }
  return sumBy(figures, () => true);
}

describe('academicModule/searchInsightChart', () => {
  it("each module's bar equals its Module Summary chart by status and its assignment lists' totals", async () => {
    const figures = await insight('mc01');
    expect(await expectBars('mc01', figures)).toBeGreaterThan(0);
    for (const f of figures) expect(f.series).toMatch(/^(BLANK|WIP|SUBMITTED|SUBMITTED_LATE|OVERDUE|MARKED)$/);
  });

  it("an AS gets their own students' figures; a programme leader the whole modules'", async () => {
    const own = await expectBars('as01', await insight('as01'));
    const all = await insight('mc01');
    expect(own).toBeGreaterThan(0);
    expect(own).toBeLessThan(sumBy(all, () => true));
    expect(await insight('pl01')).toEqual(all);
  });

  it('refuses a programme or cohort the caller may not see like the list call, an unknown chart as VALIDATION', async () => {
    const other = { progCodeList: ['BBAMKT'] };
    const refused = await as('mc01', c.searchInsightChart, { chart: 'assignStatus', ...other });
    const list = await as('mc01', jobReviewCalls.searchAppl, { ...other, pageSize: 10 } as never);
    expect(refused.errorCode).toBe('FORBIDDEN');
    expect(refused).toMatchObject({ errorCode: list.errorCode, msg: list.msg });
    const year = await one<{ y: number }>(ctx.db, `select min(cohort_year) - 1 as y from cohorts`);
    const noCohort = await as('mc01', c.searchInsightChart, { chart: 'assignStatus', cohortYear: year!.y });
    expect(noCohort.errorCode).toBe(
      (await as('mc01', jobReviewCalls.searchAppl, { cohortYear: year!.y, pageSize: 10 } as never)).errorCode,
    );
    const bad = await as('mc01', c.searchInsightChart, { chart: 'nope' as 'assignStatus' });
    expect(bad.errorCode).toBe('VALIDATION');
  });
});
