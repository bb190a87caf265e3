import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repairSuiteCounters } from '../../support/counters';
import { modulesCalls } from '@schemas/modules/calls';
import { one, rows } from '../../support/db';
import { chosen, modulesSuite, type StudentPick } from './setup';

/**
 * The Student List's bulk changes (spec 002 §2, §5, §6): who may, the spec's messages, all or
 * none, CONFLICT naming who, an event per change in its transaction. The rows changed here are
 * put back as they were afterwards.
 */
const { ctx, as, raw, students } = modulesSuite();
const c = modulesCalls;

let before: StudentPick[] = [];
beforeAll(async () => {
  before = await students(ctx.mds);
});
afterAll(async () => {
  // The BSc DS module's students as the demo data had them (status, sub group, AS).
  for (const b of before) {
    await ctx.db.query(
      `update student_modules set status = $2, sub_group = $3,
         academic_staff_id = (select academic_staff_id from academic_staff where user_id = $4)
       where student_module_id = $1`,
      [b.student_module_id, b.status, b.sub_group, b.academic_supervisor_user_id],
    );
  }
  // Put back in SQL: the module's figures follow the rows again.
  await repairSuiteCounters();
});

const eventsOf = (ids: number[], type: string) =>
  rows<{ student_module_id: number; from_value: string | null; to_value: string; actor_user_id: number; xmin: string }>(
    ctx.db,
    `select student_module_id, from_value, to_value, actor_user_id, xmin::text from student_module_events
      where student_module_id = any($1) and event_type = $2 order by event_id desc`,
    [ids, type],
  );

describe('academicModule/updateStudentModuleGroup: Edit Sub Group (module convener)', () => {
  it('changes every selected student, with an event each, in one transaction', async () => {
    const picks = (await students(ctx.mds)).slice(0, 3);
    const r = await as(
      'mc01',
      c.updateStudentModuleGroup,
      { cohortModuleId: ctx.mds, group: 7, studentModuleList: chosen(picks) },
      ctx.cds,
    );
    expect(r.msg).toBe('SUCCESS');
    expect(r.object.updated).toBe(3);
    const ids = picks.map((p) => p.student_module_id);
    const now = await rows<{ sub_group: number; xmin: string }>(
      ctx.db,
      'select sub_group, xmin::text from student_modules where student_module_id = any($1)',
      [ids],
    );
    expect(now.map((x) => x.sub_group)).toEqual([7, 7, 7]);
    const ev = (await eventsOf(ids, 'GROUP')).slice(0, 3);
    expect(ev.map((e) => e.to_value)).toEqual(['7', '7', '7']);
    expect(ev.every((e) => e.actor_user_id === ctx.uid.mc01)).toBe(true);
    // The rows and their events were written by the same transaction.
    expect(new Set([...now.map((x) => x.xmin), ...ev.map((e) => e.xmin)]).size).toBe(1);
    // The new tokens come back.
    expect(r.object.list.map((x) => x.studentModuleId)).toEqual([...ids].sort((a, b) => a - b));
  });

  it("the spec's messages: no selection, no sub group", async () => {
    const picks = (await students(ctx.mds)).slice(0, 1);
    const none = await as(
      'mc01',
      c.updateStudentModuleGroup,
      { cohortModuleId: ctx.mds, group: 1, studentModuleList: [] },
      ctx.cds,
    );
    expect(none).toMatchObject({ errorCode: 'VALIDATION', msg: 'Please select the student first.' });
    const noGroup = await as(
      'mc01',
      c.updateStudentModuleGroup,
      { cohortModuleId: ctx.mds, studentModuleList: chosen(picks) },
      ctx.cds,
    );
    expect(noGroup).toMatchObject({ errorCode: 'VALIDATION', msg: 'Sub Group is required.' });
    const eleven = await raw(
      'mc01',
      c.updateStudentModuleGroup.path,
      { cohortModuleId: ctx.mds, group: 10, studentModuleList: chosen(picks) },
      ctx.cds,
    );
    expect(eleven.errorCode).toBe('VALIDATION');
  });

  it('only the module convener: an AS and a programme leader are refused, nothing changes', async () => {
    const picks = (await students(ctx.mds, 'as02')).slice(0, 2);
    const a = await as(
      'as02',
      c.updateStudentModuleGroup,
      { cohortModuleId: ctx.mds, group: 2, studentModuleList: chosen(picks) },
      ctx.cds,
    );
    expect(a.errorCode).toBe('FORBIDDEN');
    const p = await as(
      'pl01',
      c.updateStudentModuleGroup,
      { cohortModuleId: ctx.mds, group: 2, studentModuleList: chosen(picks) },
      ctx.cds,
    );
    expect(p.errorCode).toBe('FORBIDDEN');
    const after = await students(ctx.mds, 'as02');
    expect(after.slice(0, 2).map((x) => x.token)).toEqual(picks.map((x) => x.token));
  });

  it('all or none: a student of another module in the selection changes nobody', async () => {
    const picks = (await students(ctx.mds)).slice(3, 5);
    const stranger = (await students(ctx.mcs)).slice(0, 1);
    const r = await as(
      'mc01',
      c.updateStudentModuleGroup,
      { cohortModuleId: ctx.mds, group: 4, studentModuleList: chosen([...picks, ...stranger]) },
      ctx.cds,
    );
    expect(r.errorCode).toBe('VALIDATION');
    const after = await students(ctx.mds);
    expect(after.slice(3, 5).map((x) => x.token)).toEqual(picks.map((x) => x.token));
  });

  it('a student changed since the list was read: CONFLICT naming who, and nobody changes', async () => {
    const picks = (await students(ctx.mds)).slice(5, 8);
    // mc01 changes one of them first (on another screen), then sends the list read before.
    const first = await as(
      'mc01',
      c.updateStudentModuleGroup,
      { cohortModuleId: ctx.mds, group: 3, studentModuleList: chosen(picks.slice(1, 2)) },
      ctx.cds,
    );
    expect(first.msg).toBe('SUCCESS');
    const stale = await as(
      'mc01',
      c.updateStudentModuleGroup,
      { cohortModuleId: ctx.mds, group: 5, studentModuleList: chosen(picks) },
      ctx.cds,
    );
    expect(stale.errorCode).toBe('CONFLICT');
    expect(stale.msg).toContain('Grace Cheung');
    const after = await students(ctx.mds);
    const token = (id: number) => after.find((x) => x.student_module_id === id)!.token;
    expect([picks[0]!, picks[2]!].map((p) => token(p.student_module_id))).toEqual([picks[0]!.token, picks[2]!.token]);
  });
});

describe('academicModule/updateStudentModuleAS: Assign New AS (module convener)', () => {
  it('assigns a supervisor of the programme to every selected student', async () => {
    const picks = (await students(ctx.mds, 'mc01')).slice(0, 2);
    const r = await as(
      'mc01',
      c.updateStudentModuleAS,
      { cohortModuleId: ctx.mds, academicSupervisorUserId: ctx.uid.as02, studentModuleList: chosen(picks) },
      ctx.cds,
    );
    expect(r.msg).toBe('SUCCESS');
    const now = await rows<{ academic_supervisor_user_id: number }>(
      ctx.db,
      'select academic_supervisor_user_id from modules_student_modules_v where student_module_id = any($1)',
      [picks.map((p) => p.student_module_id)],
    );
    expect(now.every((x) => x.academic_supervisor_user_id === ctx.uid.as02)).toBe(true);
    const ev = await eventsOf(
      picks.map((p) => p.student_module_id),
      'AS',
    );
    expect(ev[0]).toMatchObject({ from_value: String(ctx.uid.mc01), to_value: String(ctx.uid.as02) });
  });
  it("the spec's message without a new AS; someone who supervises nowhere there is refused", async () => {
    const picks = (await students(ctx.mds)).slice(0, 1);
    const none = await as(
      'mc01',
      c.updateStudentModuleAS,
      { cohortModuleId: ctx.mds, studentModuleList: chosen(picks) },
      ctx.cds,
    );
    expect(none).toMatchObject({ errorCode: 'VALIDATION', msg: 'New Assigned-Academic Supervisor is required.' });
    // as01 supervises in BSc CS only.
    const other = await as(
      'mc01',
      c.updateStudentModuleAS,
      { cohortModuleId: ctx.mds, academicSupervisorUserId: ctx.uid.as01, studentModuleList: chosen(picks) },
      ctx.cds,
    );
    expect(other.errorCode).toBe('VALIDATION');
    const pl = await as(
      'mc01',
      c.updateStudentModuleAS,
      { cohortModuleId: ctx.mds, academicSupervisorUserId: ctx.uid.pl01, studentModuleList: chosen(picks) },
      ctx.cds,
    );
    expect(pl.errorCode).toBe('VALIDATION');
  });
});

describe('academicModule/updateStudentModuleStatus: Change Status (the assigned AS of every selected student)', () => {
  it('the assigned AS changes their students, with an event (from, to, remark) each', async () => {
    const picks = (await students(ctx.mds, 'as02')).filter((p) => p.status === 'ACTIVE').slice(0, 2);
    const r = await as(
      'as02',
      c.updateStudentModuleStatus,
      {
        cohortModuleId: ctx.mds,
        status: 'HOLD_WIL',
        eventRemark: 'Placement paused',
        studentModuleList: chosen(picks),
      },
      ctx.cds,
    );
    expect(r.msg).toBe('SUCCESS');
    const ev = await rows<{ from_value: string; to_value: string; event_remark: string }>(
      ctx.db,
      `select from_value, to_value, event_remark from student_module_events where student_module_id = any($1) and event_type = 'STATUS'`,
      [picks.map((p) => p.student_module_id)],
    );
    expect(ev).toHaveLength(2);
    expect(ev[0]).toEqual({ from_value: 'ACTIVE', to_value: 'HOLD_WIL', event_remark: 'Placement paused' });
  });

  it("someone else's student in the selection: the spec's message and nothing changes", async () => {
    const mine = (await students(ctx.mds, 'as02')).slice(0, 2);
    const theirs = (await students(ctx.mds, 'mc01')).slice(0, 1);
    const r = await as(
      'as02',
      c.updateStudentModuleStatus,
      { cohortModuleId: ctx.mds, status: 'DROPPED', studentModuleList: chosen([...mine, ...theirs]) },
      ctx.cds,
    );
    expect(r.errorCode).toBe('FORBIDDEN');
    expect(r.msg).toBe('You have selected student(s) for whom the Assigned AS is not equal to you.');
    const after = await students(ctx.mds, 'as02');
    expect(after.slice(0, 2).map((x) => x.token)).toEqual(mine.map((x) => x.token));
    // The convener is no exception: Change Status is the assigned AS's.
    const mc = await as(
      'mc01',
      c.updateStudentModuleStatus,
      { cohortModuleId: ctx.mds, status: 'DROPPED', studentModuleList: chosen(mine) },
      ctx.cds,
    );
    expect(mc.msg).toBe('You have selected student(s) for whom the Assigned AS is not equal to you.');
  });

  it('a programme leader makes no student change (FORBIDDEN), and the required value has its message', async () => {
    const picks = (await students(ctx.mds)).slice(0, 1);
    expect(
      (
        await as(
          'pl01',
          c.updateStudentModuleStatus,
          { cohortModuleId: ctx.mds, status: 'ACTIVE', studentModuleList: chosen(picks) },
          ctx.cds,
        )
      ).errorCode,
    ).toBe('FORBIDDEN');
    const none = await as(
      'as02',
      c.updateStudentModuleStatus,
      { cohortModuleId: ctx.mds, studentModuleList: chosen(picks) },
      ctx.cds,
    );
    expect(none).toMatchObject({ errorCode: 'VALIDATION', msg: 'New Status is required.' });
    const bad = await raw(
      'as02',
      c.updateStudentModuleStatus.path,
      { cohortModuleId: ctx.mds, status: 'GRADUATED', studentModuleList: chosen(picks) },
      ctx.cds,
    );
    expect(bad.errorCode).toBe('VALIDATION');
  });

  it('two changes at once: one wins, the other hears CONFLICT naming who', async () => {
    const picks = (await students(ctx.mds, 'as02')).slice(2, 4);
    const body = { cohortModuleId: ctx.mds, status: 'COMPLETED' as const, studentModuleList: chosen(picks) };
    const [a, b] = await Promise.all([
      as('as02', c.updateStudentModuleStatus, body, ctx.cds),
      as('as02', c.updateStudentModuleStatus, { ...body, status: 'DROPPED' }, ctx.cds),
    ]);
    const codes = [a.errorCode, b.errorCode].sort();
    expect(codes).toEqual(['CONFLICT', null]);
    expect([a, b].find((x) => x.errorCode)!.msg).toContain('Kelvin Ng');
  });

  it('a bad token is VALIDATION, an unknown student VALIDATION, never a 500', async () => {
    const picks = (await students(ctx.mds, 'as02')).slice(0, 1);
    const bad = await raw(
      'as02',
      c.updateStudentModuleStatus.path,
      {
        cohortModuleId: ctx.mds,
        status: 'ACTIVE',
        studentModuleList: [{ studentModuleId: picks[0]!.student_module_id, lastUpdatedDate: '2026-13-45T99:99:99Z' }],
      },
      ctx.cds,
    );
    expect(bad.errorCode).toBe('VALIDATION');
    const unknown = await raw(
      'as02',
      c.updateStudentModuleStatus.path,
      {
        cohortModuleId: ctx.mds,
        status: 'ACTIVE',
        studentModuleList: [{ studentModuleId: 99999999 }],
      },
      ctx.cds,
    );
    expect(unknown.errorCode).toBe('VALIDATION');
    expect(
      Number(
        (await one<{ n: string }>(
          ctx.db,
          `select count(*) as n from student_modules where student_module_id = 99999999`,
        ))!.n,
      ),
    ).toBe(0);
  });
});
