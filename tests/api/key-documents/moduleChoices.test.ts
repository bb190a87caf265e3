import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyDocumentCalls as calls } from '@schemas/key-documents/calls.js';
import { modulesCalls } from '@schemas/modules/calls.js';
import { callAs, type Caller } from '../../support/api';
import { signInAt } from '../../support/signOnFlow';
import { keyDocumentsServer, type KeyDocumentsServer } from './server';

/**
 * keyDocument/searchStudent and keyDocument/searchAcademic (the Key Documents screen's Upload and
 * AS filter; docs/DECISIONS.md 'Issue 30'): the module's students and academic supervisors, in
 * the module's cohort programme as the caller holds it; an AS held to their own students gets
 * only theirs and only themselves.
 */
const srv: KeyDocumentsServer = await keyDocumentsServer();
const who: Record<string, Caller> = {};
let cohortProgId = 0;
let cohortModuleId = 0;
/** A module of a programme mc01 holds no role in (BBA Marketing). */
let otherModuleId = 0;
let as01 = 0;

interface ViewRow {
  studentModuleId: number;
  studentAcctId: string;
  firstName: string | null;
  lastName: string | null;
  academicSupervisorUserId: number | null;
}
let enrolled: ViewRow[] = [];

/** Text order as the test database sorts it (collation C: by code point). */
const cmp = (a: string | null, b: string | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1);
/** The order the upload's choice lists them in: first name, last name, student ID. */
const byName = (a: ViewRow, b: ViewRow) =>
  cmp(a.firstName, b.firstName) ||
  cmp(a.lastName, b.lastName) ||
  cmp(a.studentAcctId, b.studentAcctId) ||
  a.studentModuleId - b.studentModuleId;
const choice = ({ studentModuleId, studentAcctId, firstName, lastName }: ViewRow) => ({
  studentModuleId,
  studentAcctId,
  firstName,
  lastName,
});

const moduleOf = async (progCode: string) =>
  (
    await sql<{ cohortProgId: number; cohortModuleId: number }>`
      select cp.cohort_prog_id, cm.cohort_module_id from cohort_programmes cp
        join programmes p on p.prog_id = cp.prog_id and p.prog_code = ${progCode}
        join cohorts c on c.cohort_id = cp.cohort_id and c.is_current = 'Y'
        join cohort_modules cm on cm.cohort_prog_id = cp.cohort_prog_id
       order by cm.cohort_module_id limit 1`.execute(srv.db)
  ).rows[0]!;

beforeAll(async () => {
  ({ cohortProgId, cohortModuleId } = await moduleOf('BSCCS'));
  otherModuleId = (await moduleOf('BBAMKT')).cohortModuleId;
  for (const login of ['mc01', 'as01', 'pl01']) {
    who[login] = { token: (await signInAt(srv.base, login)).accessToken, cohortProgId };
  }
  as01 = (await srv.db.selectFrom('users').select('userId').where('accountId', '=', 'as01').executeTakeFirstOrThrow())
    .userId;
  enrolled = (
    await sql<ViewRow>`select student_module_id, student_acct_id, first_name, last_name, academic_supervisor_user_id
      from modules_student_modules_v where cohort_module_id = ${cohortModuleId}`.execute(srv.db)
  ).rows;
}, 180_000);
afterAll(async () => srv.close());

describe('keyDocument/searchStudent: the students an upload may name', () => {
  it("answers the module's students, every status, by name, with their ID and names", async () => {
    const r = await callAs(who.mc01!, calls.searchStudent, { cohortModuleId });
    expect(r.msg).toBe('SUCCESS');
    expect(r.object.length).toBeGreaterThan(0);
    expect(r.object).toEqual([...enrolled].sort(byName).map(choice));
  });

  it('an AS held to their own students gets only theirs', async () => {
    const r = await callAs(who.as01!, calls.searchStudent, { cohortModuleId });
    const mine = enrolled.filter((e) => e.academicSupervisorUserId === as01);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(enrolled.length);
    expect(r.object).toEqual([...mine].sort(byName).map(choice));
  });

  it('a programme leader reads them all (the list is a read; uploading stays refused)', async () => {
    const r = await callAs(who.pl01!, calls.searchStudent, { cohortModuleId });
    expect(r.object).toHaveLength(enrolled.length);
  });
});

describe('keyDocument/searchAcademic: the AS filter', () => {
  it("answers the programme's academic supervisors by name, as the module area's AS filter lists them", async () => {
    const r = await callAs(who.mc01!, calls.searchAcademic, { cohortModuleId });
    expect(r.msg).toBe('SUCCESS');
    const held = (
      await sql<{ userId: number }>`select u.user_id from staff_roles sr
        join academic_staff a on a.academic_staff_id = sr.academic_staff_id join users u on u.user_id = a.user_id
       where sr.cohort_prog_id = ${cohortProgId} and sr.role_code = 'ACADEMIC_SUPERVISOR' and u.active = 'Y'`.execute(
        srv.db,
      )
    ).rows.map((x) => x.userId);
    expect(r.object.map((a) => a.userId).sort((a, b) => a - b)).toEqual(held.sort((a, b) => a - b));
    expect(r.object.every((a) => a.userName.trim().length > 0)).toBe(true);
    const modules = await callAs(who.mc01!, modulesCalls.searchAcademic, { cohortModuleId });
    expect(r.object).toEqual(modules.object);
  });

  it('an AS held to their own students gets only themselves', async () => {
    const r = await callAs(who.as01!, calls.searchAcademic, { cohortModuleId });
    expect(r.object).toEqual([{ userId: as01, userName: 'Priya Raman' }]);
  });
});

describe('both calls: the module and its programme', () => {
  it('a module of a programme the caller holds no role in answers as an unknown one: NOT_FOUND (issue 34)', async () => {
    for (const spec of [calls.searchStudent, calls.searchAcademic]) {
      expect((await callAs(who.mc01!, spec, { cohortModuleId: otherModuleId })).errorCode).toBe('NOT_FOUND');
      expect((await callAs(who.mc01!, spec, { cohortModuleId: 2_000_000_000 })).errorCode).toBe('NOT_FOUND');
    }
  });

  it('the selected programme is checked first: a caller with no role in it is FORBIDDEN', async () => {
    const elsewhere = { ...who.as01!, cohortProgId: (await moduleOf('BBAMKT')).cohortProgId };
    for (const spec of [calls.searchStudent, calls.searchAcademic]) {
      expect((await callAs(elsewhere, spec, { cohortModuleId })).errorCode).toBe('FORBIDDEN');
    }
  });

  it('cohortModuleId is required', async () => {
    for (const spec of [calls.searchStudent, calls.searchAcademic]) {
      expect((await callAs(who.mc01!, spec, {} as never)).errorCode).toBe('VALIDATION');
    }
  });
});

describe('keyDocument/pickStudent: the Upload dialog searches as the user types (issue 36)', () => {
  const pick = (login: string, text: string | null, page: { startRow?: number; pageSize?: number } = {}) =>
    callAs(who[login]!, calls.pickStudent, { cohortModuleId, text, ...page });
  const starts = (v: string | null, p: string) => (v ?? '').toLowerCase().startsWith(p.toLowerCase());

  it('by the start of the student ID, the name or the last name, any case; ID matches first', async () => {
    const one = enrolled[enrolled.length - 1]!;
    const byId = await pick('mc01', one.studentAcctId.toLowerCase());
    expect(byId.msg).toBe('SUCCESS');
    expect(byId.object.list).toEqual([choice(one)]);
    const last = one.lastName!.slice(0, 3).toUpperCase();
    const r = await pick('mc01', last, { pageSize: 50 });
    const expected = enrolled.filter((e) => starts(e.lastName, last) || starts(`${e.firstName} ${e.lastName}`, last));
    expect(expected.length).toBeGreaterThan(0);
    expect(r.object.list.map((x) => x.studentModuleId).sort((a, b) => a - b)).toEqual(
      expected.map((e) => e.studentModuleId).sort((a, b) => a - b),
    );
    expect((await pick('mc01', 'zzzz-nobody')).object).toEqual({ list: [], more: false });
  });

  it('a page at a time: nothing typed, the module by student ID; more says whether another page follows', async () => {
    const ids = [...enrolled].sort((a, b) => cmp(a.studentAcctId, b.studentAcctId));
    const first = await pick('mc01', null, { pageSize: 10 });
    expect(first.object.list).toEqual(ids.slice(0, 10).map(choice));
    expect(first.object.more).toBe(true);
    const next = await pick('mc01', '', { startRow: 10, pageSize: 10 });
    expect(next.object.list).toEqual(ids.slice(10, 20).map(choice));
    const end = await pick('mc01', null, { startRow: ids.length - 3, pageSize: 10 });
    expect(end.object).toEqual({ list: ids.slice(-3).map(choice), more: false });
  });

  it('an AS held to their own students picks only theirs', async () => {
    const r = await pick('as01', null, { pageSize: 50 });
    const mine = enrolled.filter((e) => e.academicSupervisorUserId === as01);
    expect(r.object.list.map((x) => x.studentModuleId).sort((a, b) => a - b)).toEqual(
      mine.map((e) => e.studentModuleId).sort((a, b) => a - b),
    );
  });

  it('refuses a page past 50, a text past 50 characters, another programme or an unknown module', async () => {
    expect((await pick('mc01', 'a', { pageSize: 51 })).errorCode).toBe('VALIDATION');
    expect((await pick('mc01', 'a'.repeat(51))).errorCode).toBe('VALIDATION');
    expect((await callAs(who.mc01!, calls.pickStudent, { cohortModuleId: otherModuleId, text: 'a' })).errorCode).toBe(
      'NOT_FOUND',
    );
    expect((await callAs(who.mc01!, calls.pickStudent, { cohortModuleId: 2_000_000_000 })).errorCode).toBe('NOT_FOUND');
  });
});
