import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import type { CallSpec } from '@core/shared/callSpec';
import type { SentPayloadOf } from '../../support/api';
import { jobReviewCalls } from '@schemas/job-review/calls';
import { openDb } from '../../support/db';
import { call, callAs, cpOf, currentCohort, hdr, type Login, one, rows, tokensFor } from './setup';

let db: pg.Pool;
let t: Record<Login, string>;
let cohortYear: number;
let ccs: number;

beforeAll(async () => {
  db = openDb();
  t = await tokensFor();
  cohortYear = (await currentCohort(db)).cohort_year;
  ccs = await cpOf(db, 'BSCCS');
});
afterAll(async () => {
  await db.end();
});

const asMc = <C extends CallSpec>(spec: C, body: SentPayloadOf<C>) =>
  callAs({ token: t.mc01, cohortProgId: ccs }, spec, body);
/** As mc01, a payload sent as it is (wrong on purpose). */
const asMcRaw = (path: string, body: unknown) => call(path, body, { token: t.mc01, headers: hdr(ccs) });

/** Study years of the programmes' students, as our rule computes them (decisions: job-review). */
async function studyYears(progCodes: string[], extra = '') {
  return rows<{ student_id: number; sy: number }>(
    db,
    `select s.student_id, ($2::int - ec.cohort_year + s.study_year_entry) as sy from students s
     join cohorts ec on ec.cohort_id = s.cohort_id join programmes p on p.prog_id = s.prog_id
     where p.prog_code = any($1) and ec.cohort_year <= $2 ${extra}`,
    [progCodes, cohortYear],
  );
}
const byYear = (xs: { sy: number }[]) => [
  xs.length,
  xs.filter((x) => x.sy === 1).length,
  xs.filter((x) => x.sy === 2).length,
  xs.filter((x) => x.sy === 3).length,
  xs.filter((x) => x.sy >= 4).length,
];
const NO_ACCEPTED = `and not exists (select 1 from job_applications a where a.student_id = s.student_id and a.job_appl_status = 'IN_PROGRESS')`;
const IN_PROGRESS = `and exists (select 1 from job_applications a where a.student_id = s.student_id
  and a.job_appl_status in ('PEND_IP_RECEIPT','IP_PROCESSING','OFFER','DOCUMENT_ATTACHED','REQUEST_DOCUMENT'))`;

describe('the three student count calls of the home carousel', () => {
  it('searchYearStudent counts all students per study year', async () => {
    const r = await asMc(jobReviewCalls.searchYearStudent, {
      progCodeList: ['BSCCS', 'BSCDS'],
      currentCohortYear: cohortYear,
    });
    expect(r.msg).toBe('SUCCESS');
    const o = r.object;
    expect([o.yearAllStudent, o.yearOneStudent, o.yearTwoStudent, o.yearThreeStudent, o.yearFourStudent]).toEqual(
      byYear(await studyYears(['BSCCS', 'BSCDS'])),
    );
    expect(o.yearFourStudent).toBeGreaterThan(0);
  });
  it('searchNoApplictionsStudentsCounts counts students with no accepted offer', async () => {
    const r = await asMc(jobReviewCalls.searchNoApplictionsStudentsCounts, { progCodeList: ['BSCCS'] });
    const o = r.object;
    expect([
      o.noApplictionsYearAllStudents,
      o.noApplictionsYearOneStudents,
      o.noApplictionsYearTwoStudents,
      o.noApplictionsYearThreeStudents,
      o.noApplictionsYearFourStudents,
    ]).toEqual(byYear(await studyYears(['BSCCS'], NO_ACCEPTED)));
  });
  it('searchApplCount counts students with an application in processing', async () => {
    const r = await asMc(jobReviewCalls.searchApplCount, { progCodeList: ['BSCCS', 'BSCDS'] });
    const o = r.object;
    const want = byYear(await studyYears(['BSCCS', 'BSCDS'], IN_PROGRESS));
    expect(want[0]).toBeGreaterThan(0);
    expect([
      o.inProgressYearAllStudents,
      o.inProgressYearOneStudents,
      o.inProgressYearTwoStudents,
      o.inProgressYearThreeStudents,
      o.inProgressYearFourStudents,
    ]).toEqual(want);
  });
  // Other programmes and cohorts: tests/api/scopeTable.test.ts (every call with scope fields).
  it('every role of the programme may read them', async () => {
    for (const who of ['pl01', 'as01'] as const) {
      const r = await callAs({ token: t[who], cohortProgId: ccs }, jobReviewCalls.searchYearStudent, {
        progCodeList: ['BSCCS'],
      });
      expect(r.msg).toBe('SUCCESS');
    }
    for (const spec of [
      jobReviewCalls.searchYearStudent,
      jobReviewCalls.searchApplCount,
      jobReviewCalls.searchNoApplictionsStudentsCounts,
    ]) {
      expect((await asMcRaw(spec.path, { progCodeList: [1] })).errorCode, spec.path).toBe('VALIDATION');
    }
  });
});

describe('the three student lists by year (paged, searchable)', () => {
  const lists = [
    [jobReviewCalls.searchAcademicTotalNumberStudent, ''],
    [jobReviewCalls.searchNoApplictionsStudents, NO_ACCEPTED],
    [jobReviewCalls.searchAcademicInProgressStudent, IN_PROGRESS],
  ] as const;
  for (const [spec, extra] of lists) {
    const path = spec.path;
    it(`${path}: year 0 to 4 match the counts, paged`, async () => {
      const all = await studyYears(['BSCCS'], extra);
      const want = byYear(all);
      for (const year of [0, 1, 2, 3, 4]) {
        const r = await asMc(spec, {
          studentName: '',
          page: 1,
          startRow: 0,
          pageSize: 5,
          progCode: 'BSCCS',
          selectYear: year,
          currentCohortYear: cohortYear,
        });
        expect(r.msg).toBe('SUCCESS');
        expect(r.object.total, `year ${year}`).toBe(want[year]);
        expect(r.object.list.length).toBe(Math.min(5, want[year]!));
        for (const s of r.object.list) {
          expect(s).toMatchObject({
            studentAcctId: expect.any(String),
            studentName: expect.any(String),
            email: expect.any(String),
            progTitle: expect.any(String),
          });
          if (year > 0 && year < 4) expect(s.studyYear).toBe(year);
          if (year === 4) expect(s.studyYear).toBeGreaterThanOrEqual(4);
        }
      }
    });
  }
  it('searches by student ID or name', async () => {
    const s = await one(
      db,
      `select s.student_acct_id, u.first_name from students s join users u using (user_id) join programmes p using (prog_id) where p.prog_code = 'BSCCS' limit 1`,
    );
    const byId = await asMc(jobReviewCalls.searchAcademicTotalNumberStudent, {
      progCode: 'BSCCS',
      selectYear: 0,
      studentName: s.student_acct_id,
    });
    expect(byId.object.list.map((x: any) => x.studentAcctId)).toContain(s.student_acct_id);
    const byName = await asMc(jobReviewCalls.searchAcademicTotalNumberStudent, {
      progCode: 'BSCCS',
      selectYear: 0,
      studentName: s.first_name,
    });
    expect(byName.object.list.every((x: any) => x.studentName.toLowerCase().includes(s.first_name.toLowerCase()))).toBe(
      true,
    );
  });
  it('refuses a year outside 0 to 4, a bad sort and another programme', async () => {
    expect(
      (await asMc(jobReviewCalls.searchNoApplictionsStudents, { progCode: 'BSCCS', selectYear: 5 })).errorCode,
    ).toBe('VALIDATION');
    expect(
      (await asMc(jobReviewCalls.searchNoApplictionsStudents, { progCode: 'BSCCS', orderBy: 'password_hash' }))
        .errorCode,
    ).toBe('VALIDATION');
    expect((await asMc(jobReviewCalls.searchNoApplictionsStudents, { progCode: 'BBAMKT' })).errorCode).toBe(
      'FORBIDDEN',
    );
  });
});

describe('academicHome/searchStudentList: the Assigned Students dialog', () => {
  it('finds students by ID or name, comma separated, and names the terms matching nobody', async () => {
    const [a, b] = await rows(
      db,
      `select s.student_acct_id, u.last_name from students s join users u using (user_id) join programmes p using (prog_id) where p.prog_code = 'BSCCS' order by s.student_id limit 2`,
    );
    const r = await asMc(jobReviewCalls.searchStudentList, {
      studentName: `${a.student_acct_id}, ${b.last_name}, NOBODY99`,
      page: 1,
      pageSize: 100,
      progCodeList: ['BSCCS'],
      cohortYear,
    });
    expect(r.msg).toBe('SUCCESS');
    expect(r.object.list.map((x: any) => x.studentAcctId)).toContain(a.student_acct_id);
    expect(r.object.list[0]).toMatchObject({
      assignToUserId: expect.any(Number),
      firstName: expect.any(String),
      lastName: expect.any(String),
    });
    expect(r.object.invalidList).toEqual(['NOBODY99']);
  });
  it('a student of another programme is invalid here', async () => {
    const o = await one(
      db,
      `select s.student_acct_id from students s join programmes p using (prog_id) where p.prog_code = 'BBAMKT' limit 1`,
    );
    const r = await asMc(jobReviewCalls.searchStudentList, { studentName: o.student_acct_id, progCodeList: ['BSCCS'] });
    expect(r.object.list).toEqual([]);
    expect(r.object.invalidList).toEqual([o.student_acct_id]);
  });
  it('refuses bad payloads', async () => {
    expect((await asMc(jobReviewCalls.searchStudentList, { pageSize: 1000 })).errorCode).toBe('VALIDATION');
  });
});
