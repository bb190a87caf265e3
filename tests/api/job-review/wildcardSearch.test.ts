import { describe, expect, it } from 'vitest';
import { jobReviewCalls } from '@schemas/job-review/calls';
import { bsccsAsMc, one } from './setup';

/**
 * Issue 10: every search escapes LIKE wildcards with the one helper (core/shared/likePattern):
 * a '%' or '_' typed into a search box matches that character, not every student or post.
 */
const { ctx, asMc } = bsccsAsMc();

describe('student searches take % and _ literally', () => {
  it('searchStudentList: % and _ match nobody and come back as invalid terms', async () => {
    const r = await asMc(jobReviewCalls.searchStudentList, {
      studentName: '%, _',
      page: 1,
      pageSize: 100,
      progCodeList: ['BSCCS'],
      cohortYear: ctx.cohortYear,
    });
    expect(r.msg).toBe('SUCCESS');
    expect(r.object.list).toEqual([]);
    expect(r.object.invalidList).toEqual(['%', '_']);
  });
  it('searchStudentList: a real name part still matches', async () => {
    const s = await one(
      ctx.db,
      `select u.last_name from students s join users u using (user_id) join programmes p using (prog_id)
       where p.prog_code = 'BSCCS' order by s.student_id limit 1`,
    );
    const r = await asMc(jobReviewCalls.searchStudentList, {
      studentName: s.last_name,
      progCodeList: ['BSCCS'],
      cohortYear: ctx.cohortYear,
    });
    expect(r.object.list.length).toBeGreaterThan(0);
    expect(r.object.invalidList).toEqual([]);
  });
  it('searchAcademicTotalNumberStudent: a % finds nobody', async () => {
    const all = await asMc(jobReviewCalls.searchAcademicTotalNumberStudent, { progCode: 'BSCCS', selectYear: 0 });
    expect(all.object.total).toBeGreaterThan(0);
    const r = await asMc(jobReviewCalls.searchAcademicTotalNumberStudent, {
      progCode: 'BSCCS',
      selectYear: 0,
      studentName: '%',
    });
    expect(r.msg).toBe('SUCCESS');
    expect(r.object.total).toBe(0);
  });
});

describe('job post and application searches take % and _ literally', () => {
  it('searchAllJobList: a title of "%" finds no post', async () => {
    const r = await asMc(jobReviewCalls.searchAllJobList, {
      progCodeList: ['BSCCS'],
      jobTitle: '%',
      page: 1,
      pageSize: 10,
      startRow: 0,
    });
    expect(r.msg).toBe('SUCCESS');
    expect(r.object.total).toBe(0);
  });
});
