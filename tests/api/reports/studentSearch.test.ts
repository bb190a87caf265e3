import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { call, signIn } from '../../support/api';
import { one, openDb, rows } from '../../support/db';
import { as, cohortProgOf } from './helpers';

/**
 * The Student Report's search runs on student_names (the kernel's, core migration 005), kept in step with
 * students, users and programmes by triggers: totals and pages must equal the same search run
 * straight on the base tables, and follow every change to them.
 */
let db: pg.Pool;
let mc01: string;
let bsccs: number;
beforeAll(async () => {
  db = openDb();
  mc01 = (await signIn('mc01')).accessToken;
  bsccs = await cohortProgOf(db, 'BSCCS');
});
afterAll(async () => {
  await db.end();
});

const search = (body: object) => call('student/getExportList', body, as(mc01, bsccs));

/** The same search on the base tables: ILIKE on the user's name, the programme by code. */
async function direct(progCodes: string[], name: string) {
  const escaped = `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return rows<{ student_acct_id: string; student_name: string }>(
    db,
    `select s.student_acct_id, u.first_name || ' ' || u.last_name as student_name
       from students s join users u using (user_id) join programmes p using (prog_id)
      where p.prog_code = any($1) and (u.first_name || ' ' || u.last_name) ilike $2
      order by 2, 1`,
    [progCodes, escaped],
  );
}

describe('Student Report name search', () => {
  it('answers the same total and first page as ILIKE on the base tables, whatever the case or length', async () => {
    const [s] = await rows(
      db,
      `select u.first_name, u.last_name from students s join users u using (user_id)
        join programmes p using (prog_id) where p.prog_code = 'BSCCS' order by s.student_id limit 1`,
    );
    const names = [
      'an',
      'AN',
      'e',
      s.first_name.slice(0, 3).toUpperCase(),
      `${s.first_name} ${s.last_name}`,
      'zzqx',
      '%',
      '_',
    ];
    for (const studentName of names) {
      for (const progs of [['BSCCS'], ['BSCCS', 'BSCDS']]) {
        const body = progs.length === 1 ? { progCode: progs[0] } : { progCodeList: progs };
        const r = await search({ ...body, studentName, orderBy: 'student_name', pageSize: 10 });
        expect(r.msg, studentName).toBe('SUCCESS');
        const want = await direct(progs, studentName);
        expect(r.object.total, `${studentName} ${progs}`).toBe(want.length);
        expect(
          r.object.list.map((x: any) => x.studentAcctId),
          `${studentName} ${progs}`,
        ).toEqual(want.slice(0, 10).map((x) => x.student_acct_id));
      }
    }
  });

  it('keeps the total on a page past the end', async () => {
    const first = await search({ progCode: 'BSCCS', studentName: 'a', pageSize: 10 });
    const past = await search({ progCode: 'BSCCS', studentName: 'a', page: 1000, pageSize: 10, startRow: 9990 });
    expect(past.msg).toBe('SUCCESS');
    expect(past.object.list).toEqual([]);
    expect(past.object.total).toBe(first.object.total);
    expect(past.object.total).toBeGreaterThan(0);
  });

  it('follows new students, renamed users, students who change programme or ID, and deleted students', async () => {
    const prog = (code: string) =>
      one<{ prog_id: number }>(db, 'select prog_id from programmes where prog_code = $1', [code]).then(
        (r) => r!.prog_id,
      );
    const [ccs, cds] = await Promise.all([prog('BSCCS'), prog('BSCDS')]);
    const cohort = (await one<{ cohort_id: number }>(db, `select cohort_id from cohorts where is_current = 'Y'`))!;
    const u = (await one<{ user_id: number }>(
      db,
      `insert into users (account_id, user_type, email, first_name, last_name)
       values ('zz_search_1', 'STUDENT', 'zz1@student.example.edu', 'Quillon', 'Vexmoor') returning user_id`,
    ))!;
    const total = async (progCode: string, studentName: string) =>
      (await search({ progCode, studentName })).object.total as number;
    try {
      await db.query(
        `insert into students (user_id, student_acct_id, prog_id, cohort_id, study_year_entry)
         values ($1, 'ZZS0001', $2, $3, 1)`,
        [u.user_id, ccs, cohort.cohort_id],
      );
      expect(await total('BSCCS', 'quillon vex')).toBe(1);
      const found = await search({ progCode: 'BSCCS', studentName: 'Vexmoor' });
      expect(found.object.list[0]).toMatchObject({
        studentAcctId: 'ZZS0001',
        studentName: 'Quillon Vexmoor',
        userCode: 'zz_search_1',
        studentProgramme: expect.stringMatching(/Computer Science/),
        activeInd: 'Y',
      });

      await db.query(`update users set last_name = 'Brightwater' where user_id = $1`, [u.user_id]);
      expect(await total('BSCCS', 'Vexmoor')).toBe(0);
      expect(await total('BSCCS', 'quillon bright')).toBe(1);

      await db.query(`update students set prog_id = $2, student_acct_id = 'ZZS0002' where user_id = $1`, [
        u.user_id,
        cds,
      ]);
      expect(await total('BSCCS', 'Brightwater')).toBe(0);
      const moved = await search({ progCode: 'BSCDS', studentName: 'Brightwater' });
      expect(moved.object.total).toBe(1);
      expect(moved.object.list[0].studentAcctId).toBe('ZZS0002');

      // A renamed programme code reaches the search table through the foreign key's cascade.
      await db.query(`update programmes set prog_code = 'ZZRENAMED' where prog_id = $1`, [cds]);
      try {
        const [row] = await rows(
          db,
          `select n.prog_code from student_names n join students s using (student_id) where s.user_id = $1`,
          [u.user_id],
        );
        expect(row.prog_code).toBe('ZZRENAMED');
      } finally {
        await db.query(`update programmes set prog_code = 'BSCDS' where prog_id = $1`, [cds]);
      }

      await db.query(`delete from students where user_id = $1`, [u.user_id]);
      expect(await total('BSCDS', 'Brightwater')).toBe(0);
      expect(await one(db, `select 1 from student_names where student_acct_id = 'ZZS0002'`)).toBeUndefined();
    } finally {
      await db.query(`delete from students where user_id = $1`, [u.user_id]);
      await db.query(`delete from users where user_id = $1`, [u.user_id]);
    }
  });

  it('holds exactly one row per student, with its name and programme', async () => {
    const [{ n }] = await rows(
      db,
      `select count(*)::int as n from students s join users u using (user_id) join programmes p using (prog_id)
        full join student_names r using (student_id)
       where r.student_id is null or s.student_id is null or r.prog_code <> p.prog_code
          or r.student_acct_id <> s.student_acct_id or r.student_name <> u.first_name || ' ' || u.last_name`,
    );
    expect(n).toBe(0);
  });
});
