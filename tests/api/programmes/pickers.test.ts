import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { programmeCalls } from '@schemas/programmes/calls';
import { call, callAs, callSpec, type SentPayloadOf, signIn } from '../../support/api';
import { one, openDb } from '../../support/db';

let db: pg.Pool;
let mc01: string;
let pl03: string;
let currentCohortId: number;
beforeAll(async () => {
  db = openDb();
  mc01 = (await signIn('mc01')).accessToken;
  pl03 = (await signIn('pl03')).accessToken;
  currentCohortId = (await one(db, `select cohort_id from cohorts where is_current = 'Y'`))!.cohort_id;
});
afterAll(async () => {
  await db.end();
});

const codes = (r: any) => r.object.list.map((x: any) => x.progCode);

describe('commonDropDown/searchProgramme: the Select Programme picker', () => {
  const search = (body: SentPayloadOf<typeof programmeCalls.searchProgramme>, token = mc01) =>
    callAs({ token }, programmeCalls.searchProgramme, body);
  /** A payload sent as it is (wrong on purpose). */
  const searchRaw = (body: object) => call(programmeCalls.searchProgramme.path, body, { token: mc01 });

  it("answers only the caller's programmes (those they hold a role in), with the picker's fields", async () => {
    const r = await search({ page: 1, pageSize: 10, startRow: 0, activeInd: 'Y' });
    expect(r.msg).toBe('SUCCESS');
    expect(codes(r)).toEqual(['BSCCS', 'BSCDS']);
    expect(r.object.total).toBe(2);
    expect(Object.keys(r.object.list[0]).sort()).toEqual(
      [
        'activeInd',
        'deptCode',
        'deptDisplayName',
        'deptId',
        'progCode',
        'progId',
        'progLaunchYear',
        'progTitle',
        'progTitleC',
      ].sort(),
    );
    expect(codes(await search({}, pl03))).toEqual(['BACD', 'BAID']);
  });

  it('stays within the allowed codes even when progCodeList asks for others', async () => {
    const r = await search({ progCodeList: ['BBAMKT', 'BSCDS'] });
    expect(codes(r)).toEqual(['BSCDS']);
  });

  it('filters by code, title, department and status', async () => {
    expect(codes(await search({ progCode: 'cds' }))).toEqual(['BSCDS']);
    expect(codes(await search({ progTitle: 'computer' }))).toEqual(['BSCCS']);
    const comp = (await one(db, `select dept_id from departments where dept_code = 'DES'`))!.dept_id;
    expect(codes(await search({ deptId: comp }))).toEqual([]);
    expect(codes(await search({ activeInd: 'N' }))).toEqual([]);
    expect(codes(await search({ progTitle: '100%_' }))).toEqual([]);
  });

  it('sorts by code and by launch year, and pages', async () => {
    expect(codes(await search({ orderBy: 'prog_code DESC' }))).toEqual(['BSCDS', 'BSCCS']);
    expect(codes(await search({ orderBy: 'launch_year' }))).toEqual(['BSCCS', 'BSCDS']);
    expect(codes(await search({ orderBy: 'launch_year DESC' }))).toEqual(['BSCDS', 'BSCCS']);
    const p2 = await search({ page: 2, pageSize: 1, startRow: 1 });
    expect(codes(p2)).toEqual(['BSCDS']);
    expect(p2.object.total).toBe(2);
  });

  it('refuses a sort key outside the allow-list and bad paging', async () => {
    expect((await searchRaw({ orderBy: 'prog_title; drop table programmes' })).errorCode).toBe('VALIDATION');
    expect((await search({ pageSize: 1000 })).errorCode).toBe('VALIDATION');
    expect((await searchRaw({ activeInd: 'X' })).errorCode).toBe('VALIDATION');
    expect((await callSpec(programmeCalls.searchProgramme, {})).errorCode).toBe('UNAUTHORIZED');
  });
});

describe('studentProgramme/searchCohortProgramme: the Programme Name by Cohort picker', () => {
  const search = (body: SentPayloadOf<typeof programmeCalls.searchCohortProgramme>, token = mc01) =>
    callAs({ token }, programmeCalls.searchCohortProgramme, body);
  /** A payload sent as it is (wrong on purpose). */
  const searchRaw = (body: object) => call(programmeCalls.searchCohortProgramme.path, body, { token: mc01 });

  it("answers the caller's cohort programmes of a cohort with department, code, title and cohort", async () => {
    const r = await search({ cohortId: currentCohortId, page: 1, pageSize: 10, startRow: 0 });
    expect(r.msg).toBe('SUCCESS');
    expect(codes(r).sort()).toEqual(['BSCCS', 'BSCDS']);
    const row = r.object.list[0];
    for (const k of ['cohortProgId', 'cohortId', 'cohortYear', 'progCode', 'progTitle', 'deptCode', 'setupInd']) {
      expect(row).toHaveProperty(k);
    }
    expect(row.cohortId).toBe(currentCohortId);
  });

  it('answers every cohort without a cohort filter, newest first, and pages', async () => {
    const r = await search({});
    expect(r.object.total).toBe(6);
    const years = r.object.list.map((x: any) => x.cohortYear);
    expect([...years].sort((a: number, b: number) => b - a)).toEqual(years);
    const p = await search({ page: 2, pageSize: 4, startRow: 4 });
    expect(p.object.list).toHaveLength(2);
  });

  it('filters by department code, programme code and title, within the allowed codes', async () => {
    expect((await search({ deptCode: 'bus' })).object.total).toBe(0);
    expect(codes(await search({ cohortId: currentCohortId, progCode: 'BSCCS' }))).toEqual(['BSCCS']);
    expect(codes(await search({ cohortId: currentCohortId, progTitle: 'data' }))).toEqual(['BSCDS']);
    expect((await search({ progCodeList: ['BAID'] })).object.total).toBe(0);
    expect((await search({ progCodeList: ['BAID'] }, pl03)).object.total).toBe(3);
  });

  it('sorts by the allowed columns and refuses others', async () => {
    expect(codes(await search({ cohortId: currentCohortId, orderBy: 'prog_code DESC' }))).toEqual(['BSCDS', 'BSCCS']);
    expect((await searchRaw({ orderBy: 'cohort_year; select 1' })).errorCode).toBe('VALIDATION');
    expect((await searchRaw({ cohortId: 'x' })).errorCode).toBe('VALIDATION');
  });
});
