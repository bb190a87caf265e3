import { describe, expect, it } from 'vitest';
import { modulesCalls, modulesHomeCalls } from '@schemas/modules/calls';
import { one } from '../../support/db';
import { modulesSuite } from './setup';

/** The Module List, the Module Summary's counters and the home's Assessment card (spec 002 §2, §3, §6; 000 §2). */
const { ctx, as, raw } = modulesSuite();
const c = modulesCalls;

const count = async (sql: string, values: unknown[]) => Number((await one<{ n: string }>(ctx.db, sql, values))!.n);

describe('academicModule/searchModule: the Module List', () => {
  it("lists the selected programme's modules with their parameters and students", async () => {
    const r = await as('mc01', c.searchModule, {});
    expect(r.msg).toBe('SUCCESS');
    expect(r.object).toHaveLength(1);
    const m = r.object[0]!;
    expect(m).toMatchObject({ cohortModuleId: ctx.mcs, moduleCode: 'COMP3911', progCode: 'BSCCS', status: 'ACTIVE' });
    expect(m.enrolled).toBe(
      await count('select count(*) as n from student_modules where cohort_module_id = $1', [ctx.mcs]),
    );
    expect(m.enrolled).toBeGreaterThanOrEqual(40);
    expect(m.curriculumHours).toBeGreaterThan(0);
    expect(m.expectedCommenceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(m.moduleConvenerName).toContain('Grace Cheung');
  });
  it('searches code or name, sorts by the spec’s names and refuses others', async () => {
    expect((await as('mc01', c.searchModule, { cohortProgId: ctx.cds, moduleName: 'data sci' })).object).toHaveLength(
      1,
    );
    expect((await as('mc01', c.searchModule, { moduleName: 'nothing like it' })).object).toHaveLength(0);
    expect((await as('mc01', c.searchModule, { moduleName: '3911' })).object).toHaveLength(1);
    for (const orderBy of ['module_code', 'module_name DESC', 'cohort_year']) {
      expect((await as('mc01', c.searchModule, { orderBy })).msg).toBe('SUCCESS');
    }
    for (const orderBy of ['toString', 'constructor', 'module_code; drop table x', 'status']) {
      expect((await as('mc01', c.searchModule, { orderBy })).errorCode).toBe('VALIDATION');
    }
  });
  it('an AS counts only their own students, whatever academicSupervisorUserId says', async () => {
    const own = await count(
      `select count(*) as n from modules_student_modules_v where cohort_module_id = $1 and academic_supervisor_user_id = $2`,
      [ctx.mcs, ctx.uid.as01],
    );
    expect(own).toBeGreaterThan(0);
    for (const body of [{}, { academicSupervisorUserId: ctx.uid.as02 }, { academicSupervisorUserId: ctx.uid.mc01 }]) {
      const r = await as('as01', c.searchModule, body);
      expect(r.object.map((m) => m.enrolled)).toEqual([own]);
    }
  });
  it('refuses a programme the caller holds no role in (every such call: tests/api/scopeTable.test.ts)', async () => {
    expect((await as('as01', c.searchModule, { cohortProgId: ctx.cds })).errorCode).toBe('FORBIDDEN');
  });
});

describe('academicModule/searchModuleById: the Module Summary counters (002 §3)', () => {
  it('counts the whole module for the convener, every own counter from the tables', async () => {
    const r = await as('mc01', c.searchModuleById, { cohortModuleId: ctx.mcs });
    expect(r.msg).toBe('SUCCESS');
    const m = r.object;
    expect(m.academicSupervisorUserId).toBeNull();
    expect(m.roleCodes).toEqual(expect.arrayContaining(['MODULE_CONVENER', 'ACADEMIC_SUPERVISOR']));
    expect(m.enrolled).toBe(
      await count('select count(*) as n from student_modules where cohort_module_id = $1', [ctx.mcs]),
    );
    expect(m.completedModuleCount).toBe(
      await count(`select count(*) as n from student_modules where cohort_module_id = $1 and status = 'COMPLETED'`, [
        ctx.mcs,
      ]),
    );
    const overdue = `(sma.status = 'OVERDUE' or (sma.status in ('BLANK','WIP') and cma.assign_deadline < current_date))`;
    const base = `from student_module_assigns sma join cohort_module_assigns cma using (cohort_module_assign_id)
      where cma.cohort_module_id = $1 and cma.active_ind = 'Y'`;
    expect(m.overdueAssignCount).toBe(await count(`select count(*) as n ${base} and ${overdue}`, [ctx.mcs]));
    expect(m.overdueAssignStudentCount).toBe(
      await count(`select count(distinct sma.student_module_id) as n ${base} and ${overdue}`, [ctx.mcs]),
    );
    expect(m.noMarksAssignCount).toBe(
      await count(
        `select count(*) as n ${base} and sma.status in ('SUBMITTED','SUBMITTED_LATE') and sma.assign_marks is null`,
        [ctx.mcs],
      ),
    );
    expect(m.assignCount).toBe(5);
    // Demo data: counters that are not all zero.
    for (const k of [
      'enrolled',
      'completedModuleCount',
      'overdueAssignStudentCount',
      'noMarksAssignCount',
      'overdueAssignCount',
    ] as const) {
      expect(m[k]).toBeGreaterThan(0);
    }
  });
  it("the convener's 'Student Assigned' view counts their own students", async () => {
    const r = await as('mc01', c.searchModuleById, { cohortModuleId: ctx.mcs, academicSupervisorUserId: ctx.uid.mc01 });
    expect(r.object.academicSupervisorUserId).toBe(ctx.uid.mc01);
    expect(r.object.enrolled).toBe(
      await count(
        `select count(*) as n from modules_student_modules_v where cohort_module_id = $1 and academic_supervisor_user_id = $2`,
        [ctx.mcs, ctx.uid.mc01],
      ),
    );
  });
  it('an AS always gets their own students’ counters, whatever they send', async () => {
    const own = await as('as01', c.searchModuleById, { cohortModuleId: ctx.mcs });
    const forged = await as('as01', c.searchModuleById, {
      cohortModuleId: ctx.mcs,
      academicSupervisorUserId: ctx.uid.as02,
    });
    expect(own.object.academicSupervisorUserId).toBe(ctx.uid.as01);
    expect(forged.object).toEqual(own.object);
  });
  it("'<50% WIL hours attained' only while an area contributes the completed hours", async () => {
    const r = await as('pl01', c.searchModuleById, { cohortModuleId: ctx.mcs });
    if (Object.prototype.hasOwnProperty.call(r.object, 'acceptedWpaCount')) {
      expect(typeof r.object.completedWilHoursLessCount).toBe('number');
    } else expect(r.object.completedWilHoursLessCount).toBeNull();
  });
  it('refuses a module of another programme, an unknown one and a bad payload', async () => {
    const mkt = (await one<{ id: number }>(
      ctx.db,
      `select cm.cohort_module_id as id from cohort_modules cm join cohort_programmes cp using (cohort_prog_id)
        join programmes p using (prog_id) where p.prog_code = 'BBAMKT' limit 1`,
    ))!.id;
    expect((await as('mc01', c.searchModuleById, { cohortModuleId: mkt })).errorCode).toBe('NOT_FOUND');
    expect((await as('mc01', c.searchModuleById, { cohortModuleId: 999999 })).errorCode).toBe('NOT_FOUND');
    expect((await raw('mc01', c.searchModuleById.path, {})).errorCode).toBe('VALIDATION');
    expect((await raw('mc01', c.searchModuleById.path, { cohortModuleId: 'x' })).errorCode).toBe('VALIDATION');
  });
});

describe('academicModule/searchAcademic: the academic supervisors of the programme', () => {
  it('lists userId and userName of the programme’s supervisors', async () => {
    const r = await as('mc01', c.searchAcademic, { cohortModuleId: ctx.mcs });
    expect(r.msg).toBe('SUCCESS');
    const ids = r.object.map((x) => x.userId);
    expect(ids).toEqual(expect.arrayContaining([ctx.uid.as01, ctx.uid.as02, ctx.uid.mc01]));
    expect(ids).not.toContain(ctx.uid.pl01);
    expect(r.object.every((x) => typeof x.userName === 'string' && x.userName.length > 0)).toBe(true);
  });
});

describe('academicHome/searchModule: the Assessment card (000 §2), now the module area’s', () => {
  it("answers the programme's modules with status", async () => {
    const r = await as('mc01', modulesHomeCalls.searchModule, { cohortProgId: ctx.ccs });
    expect(r.msg).toBe('SUCCESS');
    expect(r.object).toEqual([
      { cohortModuleId: ctx.mcs, moduleCode: 'COMP3911', moduleName: expect.any(String), status: 'ACTIVE' },
    ]);
  });
  it('refuses a missing cohort programme (a foreign one: tests/api/scopeTable.test.ts)', async () => {
    expect((await raw('mc01', modulesHomeCalls.searchModule.path, {})).errorCode).toBe('VALIDATION');
  });
});
