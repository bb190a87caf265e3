import { describe, expect, it } from 'vitest';
import { modulesCalls as c } from '@schemas/modules/calls';
import { wpaCalls } from '@schemas/wpa/calls';
import { one, rows } from '../../support/db';
import { modulesSuite } from './setup';

/**
 * Issue 38: the Module Summary's charts answer what their lists count (an assignment tab's total,
 * its marked rows, a WPA Management list by status), with the lists' role rules, and refuse what
 * the lists refuse.
 */
const { ctx, as } = modulesSuite();

type Figure = { category: string; categoryId?: number | null; series: string; value: number };
const sumBy = (figures: readonly Figure[], pick: (f: Figure) => boolean) =>
  figures.filter(pick).reduce((n, f) => n + f.value, 0);

async function assignments(cohortModuleId: number) {
  return rows<{ id: number }>(
    ctx.db,
    `select cohort_module_assign_id as id from cohort_module_assigns where cohort_module_id = $1 and active_ind = 'Y'
      order by assign_seq`,
    [cohortModuleId],
  );
}

describe('academicModule/searchModuleChart', () => {
  it("assignments by status: each assignment's figures add up to its tab's total, marked to its marked rows", async () => {
    const r = await as('mc01', c.searchModuleChart, { cohortModuleId: ctx.mcs, chart: 'assignStatus' });
    expect(r.msg).toBe('SUCCESS');
    const tabs = await assignments(ctx.mcs);
    expect(tabs.length).toBeGreaterThan(0);
    for (const { id } of tabs) {
      const tab = (f: object = {}) =>
        as('mc01', c.search, { cohortModuleAssignId: id, page: 1, startRow: 0, pageSize: 10, ...f });
      const total = (await tab()).object.total;
      const unmarked = (await tab({ withoutMarkFlag: 'Y' })).object.total;
      expect(sumBy(r.object, (f) => f.categoryId === id)).toBe(total);
      expect(sumBy(r.object, (f) => f.categoryId === id && f.series === 'MARKED')).toBe(total - unmarked);
    }
    expect(new Set(r.object.map((f) => f.series))).toEqual(
      new Set(
        r.object.map((f) => f.series).filter((s) => /^(BLANK|WIP|SUBMITTED|SUBMITTED_LATE|OVERDUE|MARKED)$/.test(s)),
      ),
    );
  });

  it('marks by band count the marked rows of each assignment, each in its band', async () => {
    const r = await as('mc01', c.searchModuleChart, { cohortModuleId: ctx.mcs, chart: 'marks' });
    const status = await as('mc01', c.searchModuleChart, { cohortModuleId: ctx.mcs, chart: 'assignStatus' });
    for (const { id } of await assignments(ctx.mcs)) {
      expect(sumBy(r.object, (f) => f.categoryId === id)).toBe(
        sumBy(status.object, (f) => f.categoryId === id && f.series === 'MARKED'),
      );
    }
    const low = await one<{ n: string }>(
      ctx.db,
      `select count(*) as n from student_module_assigns sma join cohort_module_assigns c using (cohort_module_assign_id)
        where c.cohort_module_id = $1 and c.active_ind = 'Y' and sma.assign_marks < 50`,
      [ctx.mcs],
    );
    expect(sumBy(r.object, (f) => f.series === '0')).toBe(Number(low!.n));
  });

  it("an AS gets their own students' figures, whatever academicSupervisorUserId says; the MC may ask for one AS's", async () => {
    const own = await as('mc01', c.searchModuleChart, {
      cohortModuleId: ctx.mcs,
      chart: 'assignStatus',
      academicSupervisorUserId: ctx.uid.as01,
    });
    const all = await as('mc01', c.searchModuleChart, { cohortModuleId: ctx.mcs, chart: 'assignStatus' });
    expect(sumBy(own.object, () => true)).toBeGreaterThan(0);
    expect(sumBy(own.object, () => true)).toBeLessThan(sumBy(all.object, () => true));
    for (const academicSupervisorUserId of [undefined, ctx.uid.as02]) {
      const r = await as('as01', c.searchModuleChart, {
        cohortModuleId: ctx.mcs,
        chart: 'assignStatus',
        academicSupervisorUserId,
      });
      expect(r.object).toEqual(own.object);
    }
  });

  it('refuses an unknown chart and a module the caller may not see, like the list', async () => {
    const bad = await as('mc01', c.searchModuleChart, { cohortModuleId: ctx.mcs, chart: 'nope' as 'marks' });
    expect(bad.errorCode).toBe('VALIDATION');
    expect((await as('as01', c.searchModuleChart, { cohortModuleId: ctx.mds, chart: 'marks' })).errorCode).toBe(
      (await as('as01', c.searchModuleById, { cohortModuleId: ctx.mds })).errorCode,
    );
    expect((await as('mc01', c.searchModuleChart, { cohortModuleId: 999999, chart: 'marks' })).errorCode).toBe(
      'NOT_FOUND',
    );
  });
});

describe('academicModule/searchModuleChart hoursShare', () => {
  const students = (login: 'mc01' | 'as01', f: object = {}) =>
    as(login, c.searchModuleStudent, { cohortModuleId: ctx.mcs, pageSize: 10, ...f });

  it("buckets add up to the Student List's total; below 50% is its '<50% WIL hours attained' list", async () => {
    const r = await as('mc01', c.searchModuleChart, { cohortModuleId: ctx.mcs, chart: 'hoursShare' });
    expect(r.msg).toBe('SUCCESS');
    expect(r.object.map((f) => f.category)).toEqual(['0', '25', '50', '75', '100']);
    expect(sumBy(r.object, () => true)).toBe((await students('mc01')).object.total);
    const less = (await students('mc01', { showStatus: 'completedWilHoursLess' })).object.total;
    expect(less).toBeGreaterThan(0);
    expect(sumBy(r.object, (f) => f.category === '0' || f.category === '25')).toBe(less);
    expect(sumBy(r.object, (f) => Number(f.category) >= 50)).toBeGreaterThan(0);
  });

  it("an AS gets their own students' figures, whatever is sent", async () => {
    const own = await as('mc01', c.searchModuleChart, {
      cohortModuleId: ctx.mcs,
      chart: 'hoursShare',
      academicSupervisorUserId: ctx.uid.as01,
    });
    const asked = await as('as01', c.searchModuleChart, {
      cohortModuleId: ctx.mcs,
      chart: 'hoursShare',
      academicSupervisorUserId: ctx.uid.as02,
    });
    expect(asked.object).toEqual(own.object);
    expect(sumBy(asked.object, () => true)).toBe((await students('as01')).object.total);
    const less = (await students('as01', { showStatus: 'completedWilHoursLess' })).object.total;
    expect(sumBy(asked.object, (f) => f.category === '0' || f.category === '25')).toBe(less);
  });
});

describe('wpaAppl/searchChart', () => {
  it('each status equals the WPA Management list of that status; never a draft', async () => {
    const r = await as('mc01', wpaCalls.searchChart, { cohortModuleId: ctx.mcs });
    expect(r.msg).toBe('SUCCESS');
    expect(r.object.map((f) => f.category)).not.toContain('DRAFT');
    for (const f of r.object) {
      const list = await as('mc01', wpaCalls.search, {
        cohortModuleId: ctx.mcs,
        wpaStatusList: [f.category as 'ACCEPTED'],
        pageSize: 10,
      });
      expect(f.value, f.category).toBe(list.object.total);
    }
    expect(sumBy(r.object, () => true)).toBeGreaterThan(0);
  });

  it("an AS gets their own students' forms, whatever is sent; another programme's module is refused", async () => {
    const own = await as('mc01', wpaCalls.searchChart, {
      cohortModuleId: ctx.mcs,
      academicSupervisorUserId: ctx.uid.as01,
    });
    const asked = await as('as01', wpaCalls.searchChart, {
      cohortModuleId: ctx.mcs,
      academicSupervisorUserId: ctx.uid.as02,
    });
    expect(asked.object).toEqual(own.object);
    const list = await as('as01', wpaCalls.search, { cohortModuleId: ctx.mcs, pageSize: 10 });
    expect(sumBy(asked.object, () => true)).toBe(list.object.total);
    expect((await as('as01', wpaCalls.searchChart, { cohortModuleId: ctx.mds })).errorCode).toBe(
      (await as('as01', wpaCalls.search, { cohortModuleId: ctx.mds })).errorCode,
    );
  });
});
