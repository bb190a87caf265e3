import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type pg from 'pg';
import { connect, type Db } from '@core/server/db/connect';
import { Access } from '@core/server/auth/access';
import type { Actor } from '@core/server/auth/actor';
import { one, openDb } from '../support/db';

let raw: pg.Pool;
let db: Db;
let close: () => Promise<void>;
let as01: Actor;
let bscds: number;

beforeAll(async () => {
  raw = openDb();
  const c = connect(inject('databaseUrl'), 2);
  db = c.db;
  close = () => c.db.destroy();
  const staff = await one(
    raw,
    `select u.user_id, a.academic_staff_id from users u join academic_staff a using (user_id) where u.account_id = 'as01'`,
  );
  bscds = (
    await one(
      raw,
      `select cp.cohort_prog_id from cohort_programmes cp join programmes p using (prog_id)
       join cohorts c using (cohort_id) where p.prog_code = 'BSCDS' and c.is_current = 'Y'`,
    )
  ).cohort_prog_id;
  as01 = {
    userId: staff.user_id,
    accountId: 'as01',
    userType: 'ACADEMIC',
    sessionId: 'test',
    academicStaffId: staff.academic_staff_id,
  };
});
afterAll(async () => {
  await raw.query(`delete from staff_roles where academic_staff_id = $1 and cohort_prog_id = $2`, [
    as01.academicStaffId,
    bscds,
  ]);
  await raw.end();
  await close();
});

const grantLeader = () =>
  raw.query(
    `insert into staff_roles (academic_staff_id, cohort_prog_id, role_code) values ($1, $2, 'PROGRAMME_LEADER')`,
    [as01.academicStaffId, bscds],
  );
const revoke = () =>
  raw.query(`delete from staff_roles where academic_staff_id = $1 and cohort_prog_id = $2`, [
    as01.academicStaffId,
    bscds,
  ]);

describe('the access cache: roles, grants and cohorts read once per window', () => {
  it('answers roles per cohort programme and the function grants of those roles', async () => {
    const access = new Access(db, 0);
    const grants = await access.grants(as01);
    expect(grants.map((g) => g.progCode)).toContain('BSCCS');
    expect(grants.every((g) => g.roles.length > 0)).toBe(true);
    expect(await access.rolesIn(as01, bscds)).toEqual([]);
    // No role in the selected programme grants nothing, whatever the function.
    expect(await access.can(as01, bscds, 'REPORT', 'canSelect')).toBe(false);
    // As a supervisor of BSCCS: reports may be read, not deleted (the demo grants of src/cli/demo).
    const ccs = grants.find((g) => g.progCode === 'BSCCS')!;
    expect(ccs.roles).toEqual(['ACADEMIC_SUPERVISOR']);
    const own = ccs.cohortProgId;
    expect(await access.can(as01, own, 'REPORT', 'canSelect')).toBe(true);
    expect(await access.can(as01, own, 'REPORT', 'canDelete')).toBe(false);
    expect(await access.can(as01, own, 'NO_SUCH_FUNCTION', 'canSelect')).toBe(false);
    expect(await access.can({ ...as01, academicStaffId: null }, own, 'REPORT', 'canSelect')).toBe(false);
    expect(await access.can(as01, null, 'REPORT', 'canSelect')).toBe(false);
    // A programme leader's role adds the leader's grants in that programme only.
    await grantLeader();
    try {
      expect(await access.can(as01, bscds, 'REPORT', 'canDelete')).toBe(true);
      expect(await access.can(as01, own, 'REPORT', 'canDelete')).toBe(false);
    } finally {
      await revoke();
    }
  });

  it('keeps what it read for its window, and forget() reads again', async () => {
    const access = new Access(db, 60_000);
    expect(await access.rolesIn(as01, bscds)).toEqual([]);
    await grantLeader();
    try {
      expect(await access.rolesIn(as01, bscds)).toEqual([]);
      access.forget();
      expect(await access.rolesIn(as01, bscds)).toEqual(['PROGRAMME_LEADER']);
      await revoke();
      expect(await access.rolesIn(as01, bscds)).toEqual(['PROGRAMME_LEADER']);
    } finally {
      await revoke();
    }
  });

  it('with a window of 0 sees every change at once (the test suites run so)', async () => {
    const access = new Access(db, 0);
    await grantLeader();
    try {
      expect(await access.rolesIn(as01, bscds)).toEqual(['PROGRAMME_LEADER']);
    } finally {
      await revoke();
    }
    expect(await access.rolesIn(as01, bscds)).toEqual([]);
  });

  it('answers the cohorts latest first with the current one marked', async () => {
    const cohorts = await new Access(db, 0).cohorts();
    const years = cohorts.map((c) => c.cohortYear);
    expect([...years].sort((a, b) => b - a)).toEqual(years);
    expect(cohorts.filter((c) => c.isCurrent)).toHaveLength(1);
  });
});
