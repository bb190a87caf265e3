import { afterAll, describe, expect, it } from 'vitest';
import { modulesCalls } from '@schemas/modules/calls';
import { one, rows } from '../../support/db';
import { repairSuiteCounters } from '../../support/counters';
import { modulesSuite } from './setup';

/**
 * Module parameters and assignments (spec 002 §3, §5, §6, §7 'Assignments'): the convener's, the
 * spec's messages for bad input, at most 10, the Turnitin defaults, CONFLICT naming who. The
 * BSc DS module's parameters and assignments are put back afterwards.
 */
const { ctx, as, raw } = modulesSuite();
const c = modulesCalls;

const params = async () => (await as('mc01', c.searchModuleById, { cohortModuleId: ctx.mds }, ctx.cds)).object;

afterAll(async () => {
  await ctx.db.query(`delete from cohort_module_assigns where cohort_module_id = $1 and assign_seq > 4`, [ctx.mds]);
  // Deleted in SQL: the module's figures follow the rows again.
  await repairSuiteCounters();
});

describe('assign/updateCohortModule: the module parameters', () => {
  const good = () => ({
    curriculumHours: '320.5',
    otherLearningTrainingHours: 40,
    expectedCommenceDate: '2026-06-01',
    expectedEndDate: '2026-12-15',
    markDisplayDate: '2026-12-31',
    wpaDisplayDate: null,
    wpaMarkDisplayDate: '',
  });

  it('the convener saves them; the answer is the module with its new token', async () => {
    const m = await params();
    const r = await as(
      'mc01',
      c.updateCohortModule,
      { cohortModuleId: ctx.mds, ...good(), lastUpdatedDate: m.lastUpdatedDate },
      ctx.cds,
    );
    expect(r.msg).toBe('SUCCESS');
    expect(r.object).toMatchObject({
      curriculumHours: 320.5,
      otherLearningTrainingHours: 40,
      expectedCommenceDate: '2026-06-01',
      expectedEndDate: '2026-12-15',
      markDisplayDate: '2026-12-31',
      wpaDisplayDate: null,
      wpaMarkDisplayDate: null,
    });
    expect(r.object.lastUpdatedDate).not.toBe(m.lastUpdatedDate);
  });

  it.each([
    [{ curriculumHours: '1e3' }, 'Value error, Range should be between 0 and 9999.99 .'],
    [{ curriculumHours: '-1' }, 'Value error, Range should be between 0 and 9999.99 .'],
    [{ curriculumHours: -1 }, 'Value error, Range should be between 0 and 9999.99 .'],
    [{ curriculumHours: 10000 }, 'Value error, Range should be between 0 and 9999.99 .'],
    [{ otherLearningTrainingHours: '9999.999' }, 'Value error, Range should be between 0 and 9999.99 .'],
    [{ otherLearningTrainingHours: 12.345 }, 'Value error, Range should be between 0 and 9999.99 .'],
    [{ expectedCommenceDate: null }, 'Expected Commence Date is required.'],
    [{ expectedEndDate: '' }, 'Expected End Date is required.'],
    [
      { expectedCommenceDate: '2026-12-16' },
      'Expected Commence Date cannot be later than Expected End Date. ;Expected End Date cannot be earlier than Expected Commence Date.',
    ],
  ])('bad input %j answers the spec’s message and saves nothing', async (change, msg) => {
    const m = await params();
    const r = await as(
      'mc01',
      c.updateCohortModule,
      { cohortModuleId: ctx.mds, ...good(), ...change, lastUpdatedDate: m.lastUpdatedDate },
      ctx.cds,
    );
    expect(r).toMatchObject({ errorCode: 'VALIDATION', msg });
    expect((await params()).lastUpdatedDate).toBe(m.lastUpdatedDate);
  });

  it('a date PostgreSQL refuses is VALIDATION, not a 500', async () => {
    const m = await params();
    const r = await as(
      'mc01',
      c.updateCohortModule,
      {
        cohortModuleId: ctx.mds,
        ...good(),
        expectedCommenceDate: '2026-02-30',
        lastUpdatedDate: m.lastUpdatedDate,
      },
      ctx.cds,
    );
    expect(r.errorCode).toBe('VALIDATION');
  });

  it('saved by someone else since the dialog read them: CONFLICT naming who', async () => {
    const m = await params();
    const first = await as(
      'mc01',
      c.updateCohortModule,
      { cohortModuleId: ctx.mds, ...good(), lastUpdatedDate: m.lastUpdatedDate },
      ctx.cds,
    );
    expect(first.msg).toBe('SUCCESS');
    const stale = await as(
      'mc01',
      c.updateCohortModule,
      { cohortModuleId: ctx.mds, ...good(), lastUpdatedDate: m.lastUpdatedDate },
      ctx.cds,
    );
    expect(stale.errorCode).toBe('CONFLICT');
    expect(stale.msg).toContain('Grace Cheung');
    const missing = await as('mc01', c.updateCohortModule, { cohortModuleId: ctx.mds, ...good() }, ctx.cds);
    expect(missing.errorCode).toBe('CONFLICT');
  });

  it('only the convener: an AS and a programme leader are refused', async () => {
    const m = await params();
    for (const who of ['as02', 'pl01'] as const) {
      const r = await as(
        who,
        c.updateCohortModule,
        { cohortModuleId: ctx.mds, ...good(), lastUpdatedDate: m.lastUpdatedDate },
        ctx.cds,
      );
      expect(r.errorCode).toBe('FORBIDDEN');
    }
  });
});

describe('assign/searchAssign, searchAssignWeight, searchAssignList', () => {
  it('every assignment of the module by sequence, with the Turnitin settings', async () => {
    const r = await as('pl01', c.searchAssign, { cohortModuleId: ctx.mcs });
    expect(r.msg).toBe('SUCCESS');
    expect(r.object.map((a) => a.assignSeq)).toEqual([1, 2, 3, 4, 5]);
    expect(r.object[1]).toMatchObject({
      assignName: 'Final Report',
      turnitinReqInd: 'Y',
      checkInternetInd: 'Y',
      excludeSmallMatches: 9,
    });
  });
  it('the weights by sequence and the programme weightings', async () => {
    const r = await as('mc01', c.searchAssignWeight, { cohortModuleId: ctx.mcs });
    expect(r.object).toMatchObject({
      assignment1Weight: 20,
      assignment2Weight: 40,
      assignment5Weight: 10,
      assignment6Weight: null,
      assignWeightTotal: 100,
    });
    expect(r.object).toHaveProperty('wpaWeighting');
  });
  it("a tab per active assignment with the caller's counts (an AS: their own students)", async () => {
    const mc = await as('mc01', c.searchAssignList, { cohortModuleId: ctx.mcs });
    const a1 = await as('as01', c.searchAssignList, { cohortModuleId: ctx.mcs });
    expect(mc.object).toHaveLength(5);
    expect(a1.object[0]!.studentCount).toBeLessThan(mc.object[0]!.studentCount);
    expect(mc.object.some((t) => t.pendingReviewCount > 0)).toBe(true);
    expect(mc.object.some((t) => t.overdueCount > 0)).toBe(true);
  });
});

describe('assign/updateAssign: one assignment (the convener’s, at most 10)', () => {
  const base = (seq: number) => ({
    cohortModuleId: ctx.mds,
    assignSeq: seq,
    assignName: `Extra ${seq}`,
    assignWeight: '5',
    assignDeadline: '2026-11-30',
    activeInd: 'N' as const,
    turnitinReqInd: 'Y' as const,
    checkInternetInd: 'N' as const,
    excludeBibliographyInd: 'Y' as const,
    excludeSmallMatches: 12,
  });

  it('adds one: Use Turnitin Y sets the indicators; every student has it BLANK', async () => {
    const r = await as('mc01', c.updateAssign, base(5), ctx.cds);
    expect(r.msg).toBe('SUCCESS');
    expect(r.object).toMatchObject({
      assignSeq: 5,
      turnitinReqInd: 'Y',
      storeStudentPaperInd: 'Y',
      checkStoredPaperInd: 'Y',
      checkInternetInd: 'Y',
      checkJournalsInd: 'Y',
      excludeBibliographyInd: 'N',
      excludeQuotedMaterialInd: 'N',
      excludeSmallMatches: 12,
    });
    const n = await one<{ n: string; blank: string }>(
      ctx.db,
      `select count(*) as n, count(*) filter (where status = 'BLANK') as blank from student_module_assigns where cohort_module_assign_id = $1`,
      [r.object.cohortModuleAssignId],
    );
    const enrolled = await one<{ n: string }>(
      ctx.db,
      'select count(*) as n from student_modules where cohort_module_id = $1',
      [ctx.mds],
    );
    expect(Number(n!.n)).toBe(Number(enrolled!.n));
    expect(n!.blank).toBe(n!.n);
  });

  it('edits one with its token; a stale token is CONFLICT naming who', async () => {
    const list = (await as('mc01', c.searchAssign, { cohortModuleId: ctx.mds }, ctx.cds)).object;
    const a = list.find((x) => x.assignSeq === 5)!;
    const edit = {
      ...base(5),
      cohortModuleAssignId: a.cohortModuleAssignId,
      assignName: 'Extra work',
      turnitinReqInd: 'N' as const,
      lastUpdatedDate: a.lastUpdatedDate,
    };
    const r = await as('mc01', c.updateAssign, edit, ctx.cds);
    expect(r.object).toMatchObject({
      assignName: 'Extra work',
      turnitinReqInd: 'N',
      checkInternetInd: 'N',
      excludeBibliographyInd: 'Y',
    });
    const stale = await as('mc01', c.updateAssign, edit, ctx.cds);
    expect(stale.errorCode).toBe('CONFLICT');
    expect(stale.msg).toContain('Grace Cheung');
  });

  it.each([
    [{ excludeSmallMatches: 7 }, 'Only numbers from 8 to 99 can be entered.'],
    [{ excludeSmallMatches: '100' }, 'Only numbers from 8 to 99 can be entered.'],
    [{ assignName: 'x'.repeat(51) }, 'Assignment Name cannot be longer than 50 characters.'],
    [{ assignName: '  ' }, 'Assignment Name is required.'],
    [{ assignWeight: null }, 'Weighting is required.'],
    [{ assignWeight: '1e1' }, 'Value error, Range should be between 0 and 100 .'],
    [{ assignSeq: 11 }, 'Assignment Sequence is required.'],
    [{ assignSeq: 1 }, 'This assignment sequence is already used in this module.'],
    [{ activeInd: null }, 'Status is required.'],
    [{ turnitinReqInd: null }, 'Use Turnitin is required.'],
  ])('bad input %j: the message, nothing saved', async (change, msg) => {
    const before = await rows(ctx.db, 'select count(*) from cohort_module_assigns where cohort_module_id = $1', [
      ctx.mds,
    ]);
    const r = await as('mc01', c.updateAssign, { ...base(6), ...change } as never, ctx.cds);
    expect(r).toMatchObject({ errorCode: 'VALIDATION', msg });
    expect(
      await rows(ctx.db, 'select count(*) from cohort_module_assigns where cohort_module_id = $1', [ctx.mds]),
    ).toEqual(before);
  });

  it('an 11th assignment is refused', async () => {
    for (let seq = 6; seq <= 10; seq++)
      expect((await as('mc01', c.updateAssign, base(seq), ctx.cds)).msg).toBe('SUCCESS');
    const r = await as('mc01', c.updateAssign, base(10), ctx.cds);
    expect(r.errorCode).toBe('VALIDATION');
    expect(r.msg).toContain('A module can have at most 10 assignments.');
  });

  it('only the convener; an assignment of another module is NOT_FOUND', async () => {
    expect((await as('as02', c.updateAssign, base(6), ctx.cds)).errorCode).toBe('FORBIDDEN');
    expect((await as('pl01', c.updateAssign, base(6), ctx.cds)).errorCode).toBe('FORBIDDEN');
    const other = (await as('mc01', c.searchAssign, { cohortModuleId: ctx.mcs })).object[0]!;
    const r = await as(
      'mc01',
      c.updateAssign,
      { ...base(1), cohortModuleAssignId: other.cohortModuleAssignId, lastUpdatedDate: other.lastUpdatedDate },
      ctx.cds,
    );
    expect(r.errorCode).toBe('NOT_FOUND');
  });

  it('shapes outside the schema are VALIDATION', async () => {
    for (const body of [
      {},
      { cohortModuleId: ctx.mds, activeInd: 'X' },
      { cohortModuleId: ctx.mds, assignWeight: { x: 1 } },
    ]) {
      expect((await raw('mc01', c.updateAssign.path, body, ctx.cds)).errorCode).toBe('VALIDATION');
    }
  });
});
