import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { call, signIn } from '../support/api';
import { openDb } from '../support/db';
import { cohortProgOf } from './reports/helpers';

/**
 * Issue 27 ('Faults an outside probe found'): a sort allow-list read as a plain object answered
 * 'toString', 'constructor' … through its prototype, and the function's text reached ORDER BY: a
 * 500 with an SQL syntax error. Every list now sorts through the kernel's parser
 * (core/server/db/lists.ts), which takes only the list's own names.
 */
const PROTOTYPE_NAMES = ['toString', 'constructor', '__proto__', 'valueOf', 'hasOwnProperty'];

/** The lists with a free-text sort field, the field, and a payload that reaches the sort. */
const LISTS: [path: string, field: 'orderBy' | 'sortBy', body: Record<string, unknown>][] = [
  ['academicHome/searchAppl', 'orderBy', { progCodeList: ['BSCCS'] }],
  ['academicHome/searchJobList', 'sortBy', { progCodeList: ['BSCCS'] }],
  ['academicHome/searchAllJobList', 'orderBy', { progCodeList: ['BSCCS'] }],
  ['academicHome/searchNoApplictionsStudents', 'orderBy', { progCode: 'BSCCS', selectYear: 0 }],
  ['academicHome/searchAcademicTotalNumberStudent', 'orderBy', { progCode: 'BSCCS', selectYear: 0 }],
  ['academicHome/searchAcademicInProgressStudent', 'orderBy', { progCode: 'BSCCS', selectYear: 0 }],
];

let db: pg.Pool;
let headers: Record<string, string>;
let token: string;

beforeAll(async () => {
  db = openDb();
  headers = { 'x-cohort-prog-id': String(await cohortProgOf(db, 'BSCCS')) };
  token = (await signIn('mc01')).accessToken;
});
afterAll(async () => {
  await db.end();
});

describe('a sort by a name every object inherits is VALIDATION, never a 500 (issue 27)', () => {
  it.each(LISTS)('%s: %s', async (path, field, body) => {
    // The payload sorts at all: an allowed name answers the list.
    const ok = await call(path, { ...body, [field]: field === 'sortBy' ? 'job_id DESC' : null }, { token, headers });
    expect(ok.msg, path).toBe('SUCCESS');
    for (const name of PROTOTYPE_NAMES) {
      for (const sort of [name, `${name} DESC`]) {
        const r = await call(path, { ...body, [field]: sort }, { token, headers });
        expect(r.status, `${path} ${field}=${sort}`).toBe(400);
        expect(r.errorCode, `${path} ${field}=${sort}`).toBe('VALIDATION');
        expect(r.msg).toBe(`Sorting by '${sort}' is not supported.`);
      }
    }
  });

  it('the programme pickers and a report refuse them too', async () => {
    for (const [path, body] of [
      ['commonDropDown/searchProgramme', {}],
      ['studentProgramme/searchCohortProgramme', {}],
      ['jobApplication/searchReport', { progCode: 'BSCCS' }],
    ] as const) {
      for (const name of PROTOTYPE_NAMES) {
        const r = await call(path, { ...body, orderBy: name }, { token, headers });
        expect(r.errorCode, `${path} orderBy=${name}`).toBe('VALIDATION');
      }
    }
  });
});
