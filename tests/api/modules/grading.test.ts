import { describe, expect, it } from 'vitest';
import { modulesCalls } from '@schemas/modules/calls';
import { one, rows } from '../../support/db';
import { download } from '../reports/helpers';
import { modulesSuite, TOKEN, type Login } from './setup';

/**
 * The assignment list and grading (spec 002 §2 'Assignment list', §4 'Assignment', §5 'Grading',
 * §6): tabs, filters, who may confirm a grade, the spec's messages, CONFLICT naming who, the event.
 */
const { ctx, as, raw } = modulesSuite();
const c = modulesCalls;

interface Row {
  student_module_assign_id: number;
  cohort_module_assign_id: number;
  token: string;
}

/** Student assignments of BSc CS's module in a stored status, of one supervisor's students. */
const pick = (status: string, supervisor: Login, marked = false) =>
  rows<Row>(
    ctx.db,
    `select sma.student_module_assign_id, sma.cohort_module_assign_id, ${TOKEN('sma')} as token
       from student_module_assigns sma join cohort_module_assigns cma using (cohort_module_assign_id)
       join modules_student_modules_v sm on sm.student_module_id = sma.student_module_id
      where cma.cohort_module_id = $1 and sma.status = $2 and sm.academic_supervisor_user_id = $3
        and (sma.assign_marks is not null) = $4
      order by sma.student_module_assign_id`,
    [ctx.mcs, status, ctx.uid[supervisor], marked],
  );

const firstAssign = async () =>
  (await one<{ id: number }>(
    ctx.db,
    `select cohort_module_assign_id as id from cohort_module_assigns where cohort_module_id = $1 and assign_seq = 2`,
    [ctx.mcs],
  ))!.id;

describe('assign/search: one assignment tab', () => {
  it('pages and filters: pending review is submitted with no mark; overdue is past the deadline', async () => {
    const id = await firstAssign();
    const all = await as('mc01', c.search, { cohortModuleAssignId: id, pageSize: 100 });
    expect(all.msg).toBe('SUCCESS');
    expect(all.object.total).toBeGreaterThanOrEqual(40);
    const pending = await as('mc01', c.search, {
      cohortModuleAssignId: id,
      showStatus: 'pendingReview',
      pageSize: 100,
    });
    expect(pending.object.total).toBeGreaterThan(0);
    expect(
      pending.object.list.every((r) => ['SUBMITTED', 'SUBMITTED_LATE'].includes(r.status) && r.assignMarks === null),
    ).toBe(true);
    const overdue = await as('mc01', c.search, { cohortModuleAssignId: id, showStatus: 'overdue', pageSize: 100 });
    expect(overdue.object.total).toBeGreaterThan(0);
    expect(overdue.object.list.every((r) => r.status === 'OVERDUE')).toBe(true);
    const late = await as('mc01', c.search, {
      cohortModuleAssignId: id,
      assignStatusList: ['SUBMITTED_LATE'],
      withoutMarkFlag: 'Y',
      pageSize: 100,
    });
    expect(late.object.list.every((r) => r.status === 'SUBMITTED_LATE' && r.assignMarks === null)).toBe(true);
    // Turnitin data on this Turnitin assignment.
    expect(all.object.list.some((r) => r.turnitinScore !== null && r.turnitinReqInd === 'Y')).toBe(true);
  });
  it('sorts by the spec’s names and refuses others', async () => {
    const id = await firstAssign();
    for (const orderBy of ['student_acct_id', 'first_name DESC', 'submitted_date', 'assign_marks DESC', 'status']) {
      expect((await as('mc01', c.search, { cohortModuleAssignId: id, orderBy })).msg).toBe('SUCCESS');
    }
    const marks = await as('mc01', c.search, { cohortModuleAssignId: id, orderBy: 'assign_marks DESC', pageSize: 100 });
    const m = marks.object.list.map((r) => r.assignMarks).filter((x) => x !== null) as number[];
    expect(m).toEqual([...m].sort((a, b) => b - a));
    for (const orderBy of ['valueOf', 'assign_marks;', 'remarks']) {
      expect((await as('mc01', c.search, { cohortModuleAssignId: id, orderBy })).errorCode).toBe('VALIDATION');
    }
  });
  it("an AS sees their own students' rows only, whatever they send; canGrade says who may confirm", async () => {
    const id = await firstAssign();
    for (const academicSupervisorUserId of [undefined, ctx.uid.as02]) {
      const r = await as('as01', c.search, { cohortModuleAssignId: id, academicSupervisorUserId, pageSize: 100 });
      expect(r.object.total).toBeGreaterThan(0);
      expect(r.object.list.every((x) => x.academicSupervisorUserId === ctx.uid.as01)).toBe(true);
    }
    const pl = await as('pl01', c.search, { cohortModuleAssignId: id, pageSize: 100 });
    expect(pl.object.list.every((x) => !x.canGrade)).toBe(true);
    const as01 = await as('as01', c.search, { cohortModuleAssignId: id, showStatus: 'pendingReview', pageSize: 100 });
    expect(as01.object.list.every((x) => x.canGrade)).toBe(true);
  });
});

describe('assign/searchById: the Turnitin link', () => {
  it('answers turnitinUrl for the Turnitin row; another AS’s student is NOT_FOUND for an AS', async () => {
    const r = await one<{ id: number; url: string }>(
      ctx.db,
      `select sma.student_module_assign_id as id, sma.turnitin_url as url from student_module_assigns sma
         join modules_student_modules_v sm on sm.student_module_id = sma.student_module_id
        where sm.cohort_module_id = $1 and sma.turnitin_url is not null and sm.academic_supervisor_user_id = $2 limit 1`,
      [ctx.mcs, ctx.uid.as02],
    );
    const got = await as('mc01', c.searchById, { studentModuleAssignId: r!.id });
    expect(got.object.turnitinUrl).toBe(r!.url);
    expect(got.object.turnitinUrl).toMatch(/^https:\/\//);
    expect((await as('as01', c.searchById, { studentModuleAssignId: r!.id })).errorCode).toBe('NOT_FOUND');
    expect((await as('as02', c.searchById, { studentModuleAssignId: r!.id })).msg).toBe('SUCCESS');
  });
});

describe('assign/updateAssignMarks: Grading Confirm', () => {
  it('the assigned AS grades two SUBMITTED_LATE assignments in a row; the event is written with the grade', async () => {
    const late = (await pick('SUBMITTED_LATE', 'as01')).slice(0, 2);
    expect(late).toHaveLength(2);
    for (const [i, row] of late.entries()) {
      const r = await as('as01', c.updateAssignMarks, {
        studentModuleAssignId: row.student_module_assign_id,
        assignMarks: i ? '72.5' : 88.25,
        markedDate: '2026-05-10',
        remarks: 'Well argued.',
        lastUpdatedDate: row.token,
      });
      expect(r.msg).toBe('SUCCESS');
      expect(r.object).toMatchObject({
        assignMarks: i ? 72.5 : 88.25,
        markedDate: '2026-05-10',
        remarks: 'Well argued.',
      });
      const ev = await one<{ to_value: string; actor_user_id: number; same: boolean }>(
        ctx.db,
        `select e.to_value, e.actor_user_id, e.xmin = sma.xmin as same from student_module_events e
           join student_module_assigns sma using (student_module_assign_id)
          where e.student_module_assign_id = $1 and e.event_type = 'GRADE' order by e.event_id desc limit 1`,
        [row.student_module_assign_id],
      );
      expect(ev).toEqual({ to_value: i ? '72.5' : '88.25', actor_user_id: ctx.uid.as01, same: true });
    }
  });

  it.each([
    [{ assignMarks: '' }, 'Please input the grade of this assignment.'],
    [{ assignMarks: null }, 'Please input the grade of this assignment.'],
    [{ assignMarks: 100.01 }, 'Value error, Range should be between 0 and 100 .'],
    [{ assignMarks: '85.555' }, 'Value error, Range should be between 0 and 100 .'],
    [{ assignMarks: 85.555 }, 'Value error, Range should be between 0 and 100 .'],
    [{ assignMarks: '-5' }, 'Value error, Range should be between 0 and 100 .'],
    [{ assignMarks: '1e2' }, 'Value error, Range should be between 0 and 100 .'],
    [{ markedDate: '' }, 'Date Marked is required.'],
    [{ remarks: 'x'.repeat(151) }, 'Remarks cannot be longer than 150 characters.'],
  ])('bad input %j: the spec’s message, nothing written', async (change, msg) => {
    const row = (await pick('SUBMITTED', 'as01'))[0]!;
    const r = await as('as01', c.updateAssignMarks, {
      studentModuleAssignId: row.student_module_assign_id,
      assignMarks: 80,
      markedDate: '2026-05-10',
      lastUpdatedDate: row.token,
      ...change,
    } as never);
    expect(r).toMatchObject({ errorCode: 'VALIDATION', msg });
    expect((await pick('SUBMITTED', 'as01'))[0]!.token).toBe(row.token);
  });

  it('only a submitted assignment is graded (INVALID_STATE otherwise)', async () => {
    const wip = await one<Row>(
      ctx.db,
      `select sma.student_module_assign_id, ${TOKEN('sma')} as token from student_module_assigns sma
         join cohort_module_assigns cma using (cohort_module_assign_id)
         join modules_student_modules_v sm on sm.student_module_id = sma.student_module_id
        where cma.cohort_module_id = $1 and sma.status = 'WIP' and sm.academic_supervisor_user_id = $2 limit 1`,
      [ctx.mcs, ctx.uid.as01],
    );
    const r = await as('as01', c.updateAssignMarks, {
      studentModuleAssignId: wip!.student_module_assign_id,
      assignMarks: 80,
      markedDate: '2026-05-10',
      lastUpdatedDate: wip!.token,
    });
    expect(r).toMatchObject({ errorCode: 'INVALID_STATE', msg: 'Only a submitted assignment can be graded.' });
  });

  it('a programme leader may not; an AS may not grade another AS’s student (NOT_FOUND)', async () => {
    const row = (await pick('SUBMITTED', 'as02'))[0]!;
    const body = {
      studentModuleAssignId: row.student_module_assign_id,
      assignMarks: 70,
      markedDate: '2026-05-10',
      lastUpdatedDate: row.token,
    };
    expect((await as('pl01', c.updateAssignMarks, body)).errorCode).toBe('FORBIDDEN');
    expect((await as('as01', c.updateAssignMarks, body)).errorCode).toBe('NOT_FOUND');
    // The convener who is also an academic supervisor there may (the AS role).
    expect((await as('mc01', c.updateAssignMarks, body)).msg).toBe('SUCCESS');
  });

  it('graded by someone else since the list was read: CONFLICT naming who', async () => {
    const row = (await pick('SUBMITTED', 'as02'))[0]!;
    const body = {
      studentModuleAssignId: row.student_module_assign_id,
      assignMarks: 66,
      markedDate: '2026-05-10',
      lastUpdatedDate: row.token,
    };
    expect((await as('as02', c.updateAssignMarks, body)).msg).toBe('SUCCESS');
    const stale = await as('mc01', c.updateAssignMarks, { ...body, assignMarks: 99 });
    expect(stale.errorCode).toBe('CONFLICT');
    expect(stale.msg).toContain('Kelvin Ng');
  });
});

describe('assign/updateRemarks', () => {
  it('saves the remarks alone; too long is the spec’s message', async () => {
    const row = (await pick('SUBMITTED', 'as01', true))[0]!;
    const r = await as('as01', c.updateRemarks, {
      studentModuleAssignId: row.student_module_assign_id,
      remarks: 'See me.',
      lastUpdatedDate: row.token,
    });
    expect(r.object.remarks).toBe('See me.');
    const long = await as('as01', c.updateRemarks, {
      studentModuleAssignId: row.student_module_assign_id,
      remarks: 'x'.repeat(151),
      lastUpdatedDate: r.object.lastUpdatedDate,
    });
    expect(long.msg).toBe('Remarks cannot be longer than 150 characters.');
    expect(
      (await raw('as01', c.updateRemarks.path, { studentModuleAssignId: row.student_module_assign_id, remarks: 'x' }))
        .errorCode,
    ).toBe('VALIDATION');
  });
});

describe('assign/export: one assignment tab as .xlsx', () => {
  it('streams the tab with its filters', async () => {
    const id = await firstAssign();
    const pending = await as('mc01', c.search, { cohortModuleAssignId: id, showStatus: 'pendingReview', pageSize: 1 });
    const x = await download(
      c.exportAssign.path,
      { cohortModuleAssignId: id, showStatus: 'pendingReview' },
      ctx.t.mc01,
      ctx.ccs,
    );
    expect(x.status).toBe(200);
    expect(x.fileName).toMatch(/^Final Report_\d{14}_\d{4}\.xlsx$/);
    expect(x.rows!.length - 1).toBe(pending.object.total);
  });
});
