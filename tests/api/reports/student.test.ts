import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { call, signIn } from '../../support/api';
import { openDb, rows } from '../../support/db';
import { as, cohortProgOf, download } from './helpers';

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

const search = (body: object, token = mc01, cp = bsccs) => call('student/getExportList', body, as(token, cp));

describe('student/getExportList (Student Report)', () => {
  it('lists the students of the selected programme, paged 10 with the total', async () => {
    const r = await search({ progCode: 'BSCCS', page: 1, pageSize: 10, startRow: 0 });
    expect(r.msg).toBe('SUCCESS');
    const [{ n }] = await rows(
      db,
      `select count(*)::int as n from students s join programmes p using (prog_id) where p.prog_code = 'BSCCS'`,
    );
    expect(r.object.total).toBe(n);
    expect(r.object.list.length).toBe(Math.min(10, n));
    expect(Object.keys(r.object.list[0])).toEqual(
      expect.arrayContaining(['userCode', 'studentAcctId', 'studentName', 'studentDept', 'email', 'resume']),
    );
  });

  it('filters by name (contains), status and admission year; sorts by the spec names both ways', async () => {
    const [s] = await rows(
      db,
      `select u.first_name from students s join users u using (user_id) join programmes p using (prog_id) where p.prog_code = 'BSCCS' limit 1`,
    );
    const r = await search({
      progCode: 'BSCCS',
      studentName: s.first_name.slice(1, 4),
      activeInd: 'Y',
      orderBy: 'student_name DESC',
      pageSize: 50,
    });
    expect(r.msg).toBe('SUCCESS');
    expect(r.object.list.length).toBeGreaterThan(0);
    for (const row of r.object.list)
      expect(row.studentName.toLowerCase()).toContain(s.first_name.slice(1, 4).toLowerCase());
    const names = r.object.list.map((x: any) => x.studentName);
    expect(names).toEqual(
      [...names].sort((a: string, b: string) => b.localeCompare(a, 'en', { sensitivity: 'base' }) || 0).sort(() => 0),
    );
    const asc = await search({ progCode: 'BSCCS', orderBy: 'student_acct_id', pageSize: 100 });
    const ids = asc.object.list.map((x: any) => x.studentAcctId);
    expect(ids).toEqual([...ids].sort());
  });

  it('pages with startRow: page 2 follows page 1 without overlap', async () => {
    const p1 = await search({ progCode: 'BSCCS', page: 1, pageSize: 5, startRow: 0, orderBy: 'student_acct_id' });
    const p2 = await search({ progCode: 'BSCCS', page: 2, pageSize: 5, startRow: 5, orderBy: 'student_acct_id' });
    const all = await search({ progCode: 'BSCCS', pageSize: 10, orderBy: 'student_acct_id' });
    expect([...p1.object.list, ...p2.object.list].map((x: any) => x.studentAcctId)).toEqual(
      all.object.list.map((x: any) => x.studentAcctId),
    );
  });

  it('answers VALIDATION for injection in any filter or in orderBy, and for unknown sort names', async () => {
    for (const body of [
      { studentAcctId: "1' OR '1'='1" },
      { studentName: "x'; drop table students; --" },
      { studentEntryYear: '2024 or 1=1' },
      { studentDept: '1; select 1' },
      { activeInd: "Y' or 'a'='a" },
      { studyYearEntry: '1)' },
      { orderBy: 'student_name; drop table students' },
      { orderBy: '(select 1)' },
      { orderBy: 'password_hash' },
      { progCode: "BSCCS' or 1=1 --" },
      { unknownFilter: 'x' },
    ]) {
      const r = await search({ progCode: 'BSCCS', ...body });
      expect(r.errorCode, JSON.stringify(body)).toBe('VALIDATION');
    }
    const [{ n }] = await rows(db, `select count(*)::int as n from students`);
    expect(n).toBeGreaterThan(0);
  });

  it('scope: mc02 (no role in BSCCS) is refused BSCCS, and sees nothing of it', async () => {
    const mc02 = (await signIn('mc02')).accessToken;
    const [own] = await rows(
      db,
      `select cp.cohort_prog_id from staff_roles sr join academic_staff a using (academic_staff_id)
      join users u using (user_id) join cohort_programmes cp using (cohort_prog_id) where u.account_id = 'mc02' limit 1`,
    );
    const r = await search({ progCode: 'BSCCS' }, mc02, own.cohort_prog_id);
    expect(r.errorCode).toBe('FORBIDDEN');
    const list = await search({ progCodeList: ['BSCCS', 'BSCDS'] }, mc02, own.cohort_prog_id);
    expect(list.errorCode).toBe('FORBIDDEN');
    const mine = await search({}, mc02, own.cohort_prog_id);
    expect(mine.msg).toBe('SUCCESS');
    for (const row of mine.object.list) expect(row.studentProgramme).not.toMatch(/Computer Science/);
  });

  it('canSelect N on REPORT answers FORBIDDEN (restored afterwards)', async () => {
    await db.query(`update function_permissions set can_select = 'N' where function_code = 'REPORT'`);
    try {
      const r = await search({ progCode: 'BSCCS' });
      expect(r.errorCode).toBe('FORBIDDEN');
      const x = await download('student/exportReport', { progCode: 'BSCCS' }, mc01, bsccs);
      expect(x.json?.errorCode).toBe('FORBIDDEN');
    } finally {
      await db.query(`update function_permissions set can_select = 'Y' where function_code = 'REPORT'`);
    }
  });

  it('exports the same rows as the screen with a header row, named <report>_<timestamp>_<4 digits>.xlsx', async () => {
    const filters = { progCode: 'BSCCS', activeInd: 'Y', orderBy: 'student_acct_id' };
    const screen = await search({ ...filters, pageSize: 500 });
    const x = await download('student/exportReport', { ...filters, lang: 'en' }, mc01, bsccs);
    expect(x.fileName).toMatch(/^Student Report_\d{14}_\d{4}\.xlsx$/);
    expect(x.rows![0]).toEqual(expect.arrayContaining(['Account User ID', 'Student ID', 'Name', 'Status']));
    expect(x.rows!.length - 1).toBe(screen.object.total);
    expect(x.rows!.slice(1).map((r) => r[1])).toEqual(screen.object.list.map((r: any) => r.studentAcctId));
    const zh = await download('student/exportReport', { ...filters, lang: 'zh-Hant' }, mc01, bsccs);
    expect(zh.rows![0]).toEqual(expect.arrayContaining(['學生編號', '姓名']));
  });

  it('a refused export answers the JSON envelope', async () => {
    const x = await download('student/exportReport', { orderBy: 'nope' }, mc01, bsccs);
    expect(x.json?.errorCode).toBe('VALIDATION');
  });
});

describe('Student Report contact flags (student_profiles, student_resumes)', () => {
  it('shows Y for each contact field the student filled and for a stored resume, N otherwise', async () => {
    const students = await rows(
      db,
      `select s.student_acct_id, sp.we_chat, sp.personal_web, sp.whats_app, sp.linked_in,
              exists (select 1 from student_resumes r where r.student_id = s.student_id) as has_resume
         from students s join programmes p using (prog_id) left join student_profiles sp using (student_id)
        where p.prog_code = 'BSCCS' order by s.student_acct_id limit 12`,
    );
    const r = await search({ progCode: 'BSCCS', orderBy: 'student_acct_id', pageSize: 12 });
    const yn = (v: unknown) => (v ? 'Y' : 'N');
    const expected = students.map((s) => ({
      studentAcctId: s.student_acct_id,
      weChat: yn(s.we_chat),
      personalWeb: yn(s.personal_web),
      whatsApp: yn(s.whats_app),
      linkedIn: yn(s.linked_in),
      resume: yn(s.has_resume),
    }));
    expect(
      r.object.list.map((x: any) => ({
        studentAcctId: x.studentAcctId,
        weChat: x.weChat,
        personalWeb: x.personalWeb,
        whatsApp: x.whatsApp,
        linkedIn: x.linkedIn,
        resume: x.resume,
      })),
    ).toEqual(expected);
    // The demo mixes both answers in every flag.
    for (const flag of ['weChat', 'personalWeb', 'whatsApp', 'linkedIn', 'resume'] as const) {
      expect(new Set(expected.map((e) => e[flag])), flag).toEqual(new Set(['Y', 'N']));
    }
  });

  it('follows a change to the profile at once, and sorts by a flag', async () => {
    const [s] = await rows(
      db,
      `select s.student_id, s.student_acct_id from students s join programmes p using (prog_id)
        join student_profiles sp using (student_id) where p.prog_code = 'BSCCS' and sp.we_chat is null limit 1`,
    );
    const flagOf = async () =>
      (await search({ progCode: 'BSCCS', studentAcctId: s.student_acct_id })).object.list[0].weChat;
    expect(await flagOf()).toBe('N');
    await db.query(`update student_profiles set we_chat = 'wx_test' where student_id = $1`, [s.student_id]);
    try {
      expect(await flagOf()).toBe('Y');
    } finally {
      await db.query(`update student_profiles set we_chat = null where student_id = $1`, [s.student_id]);
    }
    const sorted = await search({ progCode: 'BSCCS', orderBy: 'we_chat DESC', pageSize: 100 });
    const flags = sorted.object.list.map((x: any) => x.weChat);
    expect(flags).toEqual([...flags].sort().reverse());
  });
});
