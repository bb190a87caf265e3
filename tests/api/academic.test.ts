import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { call, signIn } from '../support/api';
import { one, openDb, rows, userIdOf } from '../support/db';

let db: pg.Pool;
const tokens: Record<string, string> = {};
let current: { cohort_id: number; cohort_year: number };

beforeAll(async () => {
  db = openDb();
  for (const login of ['mc01', 'pl01', 'as01', 'as02']) tokens[login] = (await signIn(login)).accessToken;
  current = (await one(db, `select cohort_id, cohort_year from cohorts where is_current = 'Y'`))!;
});
afterAll(async () => {
  await db.end();
});

/** The roles a staff member holds in one cohort, as 'PROGCODE:ROLE_CODE' (from the answer). */
const rolesIn = (roles: any[], cohortId: number) =>
  roles
    .filter((r) => r.cohortId === cohortId)
    .map((r) => `${r.progCode}:${r.roleCode}`)
    .sort();

describe('cohort/searchCohortYear answers the current cohort', () => {
  it.each(['cohort/searchCohortYear', 'academic/back/cohort/searchCohortYear'])('%s', async (path) => {
    const r = await call(path, {}, { token: tokens.mc01 });
    expect(r.msg).toBe('SUCCESS');
    expect(r.object).toEqual({ cohortId: current.cohort_id, cohortYear: current.cohort_year });
  });

  it('follows the is_current flag, not the latest year', async () => {
    // Make an earlier cohort the current one for a moment.
    const earlier = await one(
      db,
      `select cohort_id, cohort_year from cohorts where is_current = 'N' order by cohort_year desc limit 1`,
    );
    // Two statements in this order: at most one cohort may be current at any time.
    try {
      await db.query(`update cohorts set is_current = 'N' where cohort_id = $1`, [current.cohort_id]);
      await db.query(`update cohorts set is_current = 'Y' where cohort_id = $1`, [earlier.cohort_id]);
      const r = await call('cohort/searchCohortYear', {}, { token: tokens.mc01 });
      expect(r.object).toEqual({ cohortId: earlier.cohort_id, cohortYear: earlier.cohort_year });
    } finally {
      await db.query(`update cohorts set is_current = 'N' where cohort_id = $1`, [earlier.cohort_id]);
      await db.query(`update cohorts set is_current = 'Y' where cohort_id = $1`, [current.cohort_id]);
    }
  });

  it('needs a session', async () => {
    expect((await call('cohort/searchCohortYear')).errorCode).toBe('UNAUTHORIZED');
  });
});

describe('user/searchAcademic answers the profile, the cohorts and the roles per cohort', () => {
  it('model carries the account id (academicStaffAcctId) of the caller', async () => {
    for (const login of ['mc01', 'pl01', 'as01']) {
      const r = await call('user/searchAcademic', { cohortId: current.cohort_id }, { token: tokens[login] });
      expect(r.msg).toBe('SUCCESS');
      expect(r.object.model.academicStaffAcctId).toBe(login);
      expect(r.object.model.userId).toBe(await userIdOf(db, login));
    }
  });

  it('cohorts: the current one first, then descending, each with cohortId and cohortYear', async () => {
    const r = await call('user/searchAcademic', { cohortId: null }, { token: tokens.mc01 });
    const cohorts = r.object.cohorts as { cohortId: number; cohortYear: number }[];
    expect(cohorts[0]).toEqual({ cohortId: current.cohort_id, cohortYear: current.cohort_year });
    for (let i = 1; i < cohorts.length; i++) expect(cohorts[i]!.cohortYear).toBeLessThan(cohorts[i - 1]!.cohortYear);
    // mc01 holds roles in earlier cohorts too: every cohort with a role is listed.
    const held = await rows(
      db,
      `select distinct c.cohort_id, c.cohort_year from staff_roles sr
         join academic_staff a on a.academic_staff_id = sr.academic_staff_id
         join users u on u.user_id = a.user_id
         join cohort_programmes cp on cp.cohort_prog_id = sr.cohort_prog_id
         join cohorts c on c.cohort_id = cp.cohort_id
        where u.account_id = 'mc01'`,
    );
    expect(held.length).toBeGreaterThan(1);
    expect(cohorts.map((c) => c.cohortId).sort()).toEqual(held.map((h) => h.cohort_id).sort());
  });

  it('a staff member with roles in the current cohort only is offered that one cohort', async () => {
    const r = await call('user/searchAcademic', {}, { token: tokens.as02 });
    expect(r.object.cohorts).toEqual([{ cohortId: current.cohort_id, cohortYear: current.cohort_year }]);
  });

  it('mc01 is MODULE_CONVENER and ACADEMIC_SUPERVISOR of BSCCS and BSCDS in the current cohort', async () => {
    const r = await call('user/searchAcademic', { cohortId: current.cohort_id }, { token: tokens.mc01 });
    expect(rolesIn(r.object.roles, current.cohort_id)).toEqual([
      'BSCCS:ACADEMIC_SUPERVISOR',
      'BSCCS:MODULE_CONVENER',
      'BSCDS:ACADEMIC_SUPERVISOR',
      'BSCDS:MODULE_CONVENER',
    ]);
    for (const role of r.object.roles) {
      expect(role).toMatchObject({
        cohortProgId: expect.any(Number),
        progCode: expect.any(String),
        progTitle: expect.any(String),
        roleCode: expect.any(String),
        roleName: expect.any(String),
        cohortId: expect.any(Number),
      });
    }
    // Each cohortProgId is the programme's in that cohort.
    for (const role of r.object.roles) {
      const cp = await one(
        db,
        `select p.prog_code, cp.cohort_id from cohort_programmes cp join programmes p on p.prog_id = cp.prog_id
          where cp.cohort_prog_id = $1`,
        [role.cohortProgId],
      );
      expect(cp).toEqual({ prog_code: role.progCode, cohort_id: role.cohortId });
    }
  });

  it('pl01 is PROGRAMME_LEADER of the same two programmes', async () => {
    const r = await call('user/searchAcademic', { cohortId: current.cohort_id }, { token: tokens.pl01 });
    expect(rolesIn(r.object.roles, current.cohort_id)).toEqual(['BSCCS:PROGRAMME_LEADER', 'BSCDS:PROGRAMME_LEADER']);
  });

  it('as01 holds only ACADEMIC_SUPERVISOR', async () => {
    const r = await call('user/searchAcademic', { cohortId: current.cohort_id }, { token: tokens.as01 });
    expect(r.object.roles.length).toBeGreaterThan(0);
    expect(new Set(r.object.roles.map((x: any) => x.roleCode))).toEqual(new Set(['ACADEMIC_SUPERVISOR']));
    expect(rolesIn(r.object.roles, current.cohort_id)).toEqual(['BSCCS:ACADEMIC_SUPERVISOR']);
  });

  it('needs a session, checked before the payload', async () => {
    const r = await call('user/searchAcademic', { cohortId: 'x' });
    expect(r.errorCode).toBe('UNAUTHORIZED');
  });
});

describe('sysUserLoginRecord/insertLoginRecord stores the roles the user works under', () => {
  const made: number[] = [];
  afterAll(async () => {
    if (made.length) await db.query('delete from login_records where login_record_id = any($1)', [made]);
  });
  const newRecords = async (userId: number, after: number) => {
    const found = await rows(
      db,
      'select login_record_id, role_code from login_records where user_id = $1 and login_record_id > $2 order by login_record_id',
      [userId, after],
    );
    made.push(...found.map((f) => Number(f.login_record_id)));
    return found;
  };
  const lastId = async () =>
    Number((await one(db, 'select coalesce(max(login_record_id), 0) as id from login_records')).id);

  it('stores one login_records row with the comma-joined roleCode for the caller', async () => {
    const before = await lastId();
    const r = await call(
      'sysUserLoginRecord/insertLoginRecord',
      { roleCode: 'MODULE_CONVENER,ACADEMIC_SUPERVISOR' },
      { token: tokens.mc01 },
    );
    expect(r.msg).toBe('SUCCESS');
    const found = await newRecords(await userIdOf(db, 'mc01'), before);
    expect(found.map((f) => f.role_code)).toEqual(['MODULE_CONVENER,ACADEMIC_SUPERVISOR']);
  });

  it('a single role is stored as is', async () => {
    const before = await lastId();
    const r = await call(
      'sysUserLoginRecord/insertLoginRecord',
      { roleCode: 'PROGRAMME_LEADER' },
      { token: tokens.pl01 },
    );
    expect(r.msg).toBe('SUCCESS');
    const found = await newRecords(await userIdOf(db, 'pl01'), before);
    expect(found.map((f) => f.role_code)).toEqual(['PROGRAMME_LEADER']);
  });

  it('an unknown role code answers VALIDATION and stores nothing', async () => {
    const before = await lastId();
    const r = await call(
      'sysUserLoginRecord/insertLoginRecord',
      { roleCode: 'MODULE_CONVENER,DEAN' },
      { token: tokens.mc01 },
    );
    expect(r.errorCode).toBe('VALIDATION');
    expect(r.msg).toContain('DEAN');
    expect(await newRecords(await userIdOf(db, 'mc01'), before)).toEqual([]);
  });

  it.each(['module_convener', 'MODULE CONVENER', "MODULE_CONVENER';--", 'MODULE_CONVENER,', ''])(
    'a malformed roleCode %j answers VALIDATION naming roleCode',
    async (roleCode) => {
      const before = await lastId();
      const r = await call('sysUserLoginRecord/insertLoginRecord', { roleCode }, { token: tokens.mc01 });
      expect(r.errorCode).toBe('VALIDATION');
      expect(r.msg).toContain('roleCode');
      expect(await newRecords(await userIdOf(db, 'mc01'), before)).toEqual([]);
    },
  );

  it('a missing roleCode answers VALIDATION', async () => {
    const r = await call('sysUserLoginRecord/insertLoginRecord', {}, { token: tokens.mc01 });
    expect(r.errorCode).toBe('VALIDATION');
    expect(r.msg).toContain('roleCode is required');
  });
});
