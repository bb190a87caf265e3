import { describe, expect, it } from 'vitest';
import { modulesCalls } from '@schemas/modules/calls';
import { gradeOf, totalModuleMark } from '@plugins/modules/shared';
import { one, rows } from '../../support/db';
import { download } from '../reports/helpers';
import { modulesSuite } from './setup';

/** The Student List, its filters and sorts, the student summary and the export (spec 002 §2, §3, §6, §7, §9). */
const { ctx, as, raw } = modulesSuite();
const c = modulesCalls;

const count = async (sql: string, values: unknown[]) => Number((await one<{ n: string }>(ctx.db, sql, values))!.n);

describe('academicModule/searchModuleStudent: the Student List', () => {
  it('pages in SQL: total, page size, start row', async () => {
    const all = await count('select count(*) as n from student_modules where cohort_module_id = $1', [ctx.mcs]);
    const p1 = await as('mc01', c.searchModuleStudent, { cohortModuleId: ctx.mcs, page: 1, pageSize: 10 });
    expect(p1.msg).toBe('SUCCESS');
    expect(p1.object.total).toBe(all);
    expect(p1.object.list).toHaveLength(10);
    const p2 = await as('mc01', c.searchModuleStudent, { cohortModuleId: ctx.mcs, startRow: 10, pageSize: 10 });
    expect(p2.object.list[0]!.studentModuleId).not.toBe(p1.object.list[0]!.studentModuleId);
    const past = await as('mc01', c.searchModuleStudent, { cohortModuleId: ctx.mcs, startRow: 1000, pageSize: 10 });
    expect(past.object).toEqual({ list: [], total: all });
    const row = p1.object.list[0]!;
    expect(row).toMatchObject({
      cohortModuleId: ctx.mcs,
      status: expect.any(String),
      lastUpdatedDate: expect.any(String),
    });
    expect(row.grade).toBe(gradeOf(row.totalModuleMark));
  });

  it.each([
    ['student_acct_id', (r: any) => r.studentAcctId],
    ['group', (r: any) => r.group],
    ['status', (r: any) => r.status],
    ['total_module_mark', (r: any) => r.totalModuleMark],
    ['academic_supervisor_user_name', (r: any) => r.academicSupervisorUserName],
  ])('sorts by %s both ways, nulls last', async (orderBy, key) => {
    for (const dir of ['', ' DESC']) {
      const r = await as('mc01', c.searchModuleStudent, {
        cohortModuleId: ctx.mcs,
        orderBy: orderBy + dir,
        pageSize: 100,
      });
      expect(r.msg).toBe('SUCCESS');
      const vals = r.object.list.map(key).filter((v: unknown) => v !== null);
      const sorted = [...vals].sort((a: any, b: any) => (a < b ? -1 : a > b ? 1 : 0));
      expect(vals).toEqual(dir ? sorted.reverse() : sorted);
      const firstNull = r.object.list.findIndex((x: any) => key(x) === null);
      if (firstNull >= 0) expect(r.object.list.slice(firstNull).every((x: any) => key(x) === null)).toBe(true);
    }
  });

  it('refuses sort names off the list (own keys only), and contributed ones while their area is off', async () => {
    for (const orderBy of [
      'toString',
      '__proto__',
      'hasOwnProperty',
      'sm.status',
      'status; select 1',
      'student_acct_id ASC DESC',
    ]) {
      expect((await as('mc01', c.searchModuleStudent, { cohortModuleId: ctx.mcs, orderBy })).errorCode).toBe(
        'VALIDATION',
      );
    }
  });

  it('filters by student ID, status list, sub group and assigned AS', async () => {
    const some = (
      await rows<{ student_acct_id: string }>(
        ctx.db,
        `select s.student_acct_id from student_modules sm join students s using (student_id) where sm.cohort_module_id = $1 order by 1 limit 1`,
        [ctx.mcs],
      )
    )[0]!;
    const byId = await as('mc01', c.searchModuleStudent, {
      cohortModuleId: ctx.mcs,
      studentAcctId: some.student_acct_id,
    });
    expect(byId.object.list.map((r) => r.studentAcctId)).toEqual([some.student_acct_id]);
    // Letters and digits only: the rest is dropped, and % matches nothing special.
    const pct = await as('mc01', c.searchModuleStudent, { cohortModuleId: ctx.mcs, studentAcctId: '%_%' });
    expect(pct.object.total).toBe(
      await count('select count(*) as n from student_modules where cohort_module_id = $1', [ctx.mcs]),
    );
    const held = await as('mc01', c.searchModuleStudent, {
      cohortModuleId: ctx.mcs,
      studentModuleStatusList: ['HOLD_WIL', 'DROPPED'],
      pageSize: 100,
    });
    expect(held.object.total).toBeGreaterThan(0);
    expect(new Set(held.object.list.map((r) => r.status))).toEqual(new Set(['HOLD_WIL', 'DROPPED']));
    for (const group of [0, 9]) {
      const g = await as('mc01', c.searchModuleStudent, { cohortModuleId: ctx.mcs, group, pageSize: 100 });
      expect(g.object.total).toBeGreaterThan(0);
      expect(g.object.list.every((r) => r.group === group)).toBe(true);
    }
    const mine = await as('mc01', c.searchModuleStudent, {
      cohortModuleId: ctx.mcs,
      academicSupervisorUserId: ctx.uid.as02,
      pageSize: 100,
    });
    expect(mine.object.total).toBeGreaterThan(0);
    expect(mine.object.list.every((r) => r.academicSupervisorUserId === ctx.uid.as02)).toBe(true);
  });

  it('an AS sees only their own students, whether they omit or forge academicSupervisorUserId', async () => {
    const own = await count(
      `select count(*) as n from modules_student_modules_v where cohort_module_id = $1 and academic_supervisor_user_id = $2`,
      [ctx.mcs, ctx.uid.as01],
    );
    for (const academicSupervisorUserId of [undefined, ctx.uid.as02, ctx.uid.mc01]) {
      const r = await as('as01', c.searchModuleStudent, {
        cohortModuleId: ctx.mcs,
        academicSupervisorUserId,
        pageSize: 100,
      });
      expect(r.object.total).toBe(own);
      expect(r.object.list.every((x) => x.academicSupervisorUserId === ctx.uid.as01)).toBe(true);
    }
    // A programme leader sees every student.
    const pl = await as('pl01', c.searchModuleStudent, { cohortModuleId: ctx.mcs, pageSize: 1 });
    expect(pl.object.total).toBeGreaterThan(own);
  });

  it('showStatus overdueAssign keeps students with an overdue assignment', async () => {
    const r = await as('mc01', c.searchModuleStudent, {
      cohortModuleId: ctx.mcs,
      showStatus: 'overdueAssign',
      pageSize: 100,
    });
    expect(r.object.total).toBeGreaterThan(0);
    expect(r.object.list.every((x) => x.overdueAssignCount > 0)).toBe(true);
    const m = await as('mc01', c.searchModuleById, { cohortModuleId: ctx.mcs });
    expect(r.object.total).toBe(m.object.overdueAssignStudentCount);
  });

  it('showStatus lists need their figure’s area: without it they are not available', async () => {
    const r = await as('mc01', c.searchModuleStudent, { cohortModuleId: ctx.mcs, pageSize: 1 });
    const row = r.object.list[0]! as Record<string, unknown>;
    const cases = [
      ['exemptedHours', 'exemptedHours'],
      ['noAcceptedWpa', 'acceptedWpaCount'],
      ['completedWilHoursLess', 'completedWilHours'],
    ] as const;
    for (const [showStatus, field] of cases) {
      const x = await as('mc01', c.searchModuleStudent, { cohortModuleId: ctx.mcs, showStatus });
      if (field in row) expect(x.msg).toBe('SUCCESS');
      else {
        expect(x.errorCode).toBe('VALIDATION');
        expect(x.msg).toBe('This list is not available.');
      }
    }
  });

  it('computes the total module mark in SQL as the shared rule does', async () => {
    const readWeightings = async () => {
      const w = await one<{
        assignment1_log_weighting: string | null;
        assignment2_final_report_weighting: string | null;
        assignment3_other_weighting: string | null;
        wpa_weighting: string | null;
      }>(
        ctx.db,
        `select assignment1_log_weighting, assignment2_final_report_weighting, assignment3_other_weighting, wpa_weighting
           from programme_parameters_v where prog_code = 'BSCCS' and cohort_year = (select cohort_year from cohorts where is_current = 'Y')
          order by programme_parameters_id desc limit 1`,
      );
      return w
        ? {
            assignment1LogWeighting: w.assignment1_log_weighting === null ? null : Number(w.assignment1_log_weighting),
            assignment2FinalReportWeighting:
              w.assignment2_final_report_weighting === null ? null : Number(w.assignment2_final_report_weighting),
            assignment3OtherWeighting:
              w.assignment3_other_weighting === null ? null : Number(w.assignment3_other_weighting),
            wpaWeighting: w.wpa_weighting === null ? null : Number(w.wpa_weighting),
          }
        : null;
    };

    // Another file (programmes/deleteProgrammeParameters) swaps BSCCS's record for a moment, in the
    // one database the suite shares: the list is compared with the weightings of its own moment.
    let r = await as('mc01', c.searchModuleStudent, { cohortModuleId: ctx.mcs, pageSize: 100 });
    let weightings = await readWeightings();
    for (let tries = 0; tries < 5; tries++) {
      const before = weightings;
      r = await as('mc01', c.searchModuleStudent, { cohortModuleId: ctx.mcs, pageSize: 100 });
      weightings = await readWeightings();
      if (JSON.stringify(before) === JSON.stringify(weightings)) break;
    }
    const marks = await rows<{ student_module_id: number; weight: string; mark: string | null; active: string }>(
      ctx.db,
      `select sma.student_module_id, cma.assign_weight as weight, sma.assign_marks as mark, cma.active_ind as active
         from student_module_assigns sma join cohort_module_assigns cma using (cohort_module_assign_id)
        where cma.cohort_module_id = $1`,
      [ctx.mcs],
    );
    let checked = 0;
    for (const row of r.object.list) {
      const mine = marks.filter((m) => m.student_module_id === row.studentModuleId);
      const wpaMarks = 'wpaMarks' in row ? ((row as { wpaMarks?: number | null }).wpaMarks ?? null) : undefined;
      const expected = totalModuleMark({
        assignments: mine.map((m) => ({
          weight: Number(m.weight),
          mark: m.mark === null ? null : Number(m.mark),
          active: m.active === 'Y',
        })),
        weightings,
        wpaMarks,
      });
      expect(row.totalModuleMark).toBe(expected);
      if (expected !== null) checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('refuses bad payloads with VALIDATION, never a 500', async () => {
    for (const body of [
      {},
      { cohortModuleId: ctx.mcs, pageSize: 1000 },
      { cohortModuleId: ctx.mcs, group: 10 },
      { cohortModuleId: ctx.mcs, showStatus: 'everything' },
      { cohortModuleId: ctx.mcs, studentModuleStatusList: ['GONE'] },
      { cohortModuleId: -1 },
    ]) {
      const r = await raw('mc01', c.searchModuleStudent.path, body);
      expect(r.errorCode).toBe('VALIDATION');
      expect(r.status).toBe(400);
    }
  });
});

describe('academicModule/searchModuleStudentById: the student summary', () => {
  it('answers the student module with its module, hours, grade and assignments', async () => {
    const sm = (
      await rows<{ student_module_id: number; student_id: number }>(
        ctx.db,
        `select student_module_id, student_id from student_modules where cohort_module_id = $1 order by student_module_id limit 1`,
        [ctx.mcs],
      )
    )[0]!;
    const r = await as('mc01', c.searchModuleStudentById, { studentModuleId: sm.student_module_id });
    expect(r.msg).toBe('SUCCESS');
    const d = r.object;
    expect(d).toMatchObject({ studentModuleId: sm.student_module_id, moduleCode: 'COMP3911', progCode: 'BSCCS' });
    expect(d.studentModuleAssignModelList).toHaveLength(5);
    expect(d.studentModuleAssignModelList.map((a) => a.assignSeq)).toEqual([1, 2, 3, 4, 5]);
    expect(d.grade).toBe(gradeOf(d.totalModuleMark));
    expect(d.neededWilHours).toBeGreaterThanOrEqual(0);
    expect(d.moduleConvenerName).toContain('Grace Cheung');
    expect(
      (await as('mc01', c.searchModuleStudentById, { studentModuleId: sm.student_module_id, studentId: sm.student_id }))
        .msg,
    ).toBe('SUCCESS');
    expect(
      (
        await as('mc01', c.searchModuleStudentById, {
          studentModuleId: sm.student_module_id,
          studentId: sm.student_id + 1,
        })
      ).errorCode,
    ).toBe('NOT_FOUND');
  });
  it("an AS asking for another AS's student learns nothing (NOT_FOUND)", async () => {
    const other = (
      await rows<{ student_module_id: number }>(
        ctx.db,
        `select student_module_id from modules_student_modules_v where cohort_module_id = $1 and academic_supervisor_user_id = $2 limit 1`,
        [ctx.mcs, ctx.uid.as02],
      )
    )[0]!;
    expect((await as('as01', c.searchModuleStudentById, { studentModuleId: other.student_module_id })).errorCode).toBe(
      'NOT_FOUND',
    );
    expect((await as('as02', c.searchModuleStudentById, { studentModuleId: other.student_module_id })).msg).toBe(
      'SUCCESS',
    );
  });
});

describe('academicModule/exportModuleStudent: the Student List as .xlsx', () => {
  it('streams the filtered rows in the screen’s sort', async () => {
    const x = await download(
      c.exportModuleStudent.path,
      { cohortModuleId: ctx.mcs, orderBy: 'student_acct_id DESC' },
      ctx.t.mc01,
      ctx.ccs,
    );
    expect(x.status).toBe(200);
    expect(x.fileName).toMatch(/^Student List_\d{14}_\d{4}\.xlsx$/);
    const all = await count('select count(*) as n from student_modules where cohort_module_id = $1', [ctx.mcs]);
    expect(x.rows!.length - 1).toBe(all);
    expect(x.rows![0]![0]).toBe('Student ID');
    const ids = x.rows!.slice(1).map((r) => String(r[0]));
    expect(ids).toEqual([...ids].sort().reverse());
  });
  it('an AS exports only their own students; a refusal is the JSON envelope', async () => {
    const own = await count(
      `select count(*) as n from modules_student_modules_v where cohort_module_id = $1 and academic_supervisor_user_id = $2`,
      [ctx.mcs, ctx.uid.as01],
    );
    const x = await download(
      c.exportModuleStudent.path,
      { cohortModuleId: ctx.mcs, academicSupervisorUserId: ctx.uid.as02 },
      ctx.t.as01,
      ctx.ccs,
    );
    expect(x.rows!.length - 1).toBe(own);
    const bad = await download(
      c.exportModuleStudent.path,
      { cohortModuleId: ctx.mcs, orderBy: 'nope' },
      ctx.t.mc01,
      ctx.ccs,
    );
    expect(bad.json?.errorCode).toBe('VALIDATION');
  });
});
