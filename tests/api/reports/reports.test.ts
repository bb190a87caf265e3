import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { call, signIn } from '../../support/api';
import { openDb, rows, one } from '../../support/db';
import { as, cohortProgOf, download } from './helpers';

let db: pg.Pool;
let mc01: string;
let as01: string;
let pl01: string;
let bsccs: number;
const hasTable = async (t: string) => (await one(db, `select to_regclass($1)::text as t`, [t]))?.t != null;
beforeAll(async () => {
  db = openDb();
  [mc01, as01, pl01] = await Promise.all(['mc01', 'as01', 'pl01'].map(async (u) => (await signIn(u)).accessToken));
  bsccs = await cohortProgOf(db, 'BSCCS');
});
afterAll(async () => {
  await db.end();
});

describe('reports/definitions', () => {
  it('lists the eight reports with menu places from config (Industry Partner and Academic route-only)', async () => {
    const r = await call('reports/definitions', {}, as(mc01, bsccs));
    expect(r.msg).toBe('SUCCESS');
    const byRoute = Object.fromEntries(r.object.map((d: any) => [d.route, d]));
    for (const route of [
      'studentReport',
      'ipReport',
      'academicReport',
      'academicJobPostingReport',
      'academicJobApplicationReport',
      'academicWilProgrammeSetupReport',
      'studentModuleRecordReport',
      'wpaApplRecordReport',
    ])
      expect(byRoute[route]).toBeTruthy();
    expect(byRoute.ipReport.menu).toBeNull();
    expect(byRoute.academicReport.menu).toBeNull();
    expect(byRoute.studentReport.menu.place).toBe('report');
    expect(byRoute.studentReport.source).toBeUndefined();
    expect(byRoute.studentReport.canSelect).toBe(true);
  });
  it('answers canSelect false when the role has REPORT canSelect N, and every report call is FORBIDDEN', async () => {
    await db.query(`update function_permissions set can_select = 'N' where function_code = 'REPORT'`);
    try {
      const r = await call('reports/definitions', {}, as(mc01, bsccs));
      for (const d of r.object) expect(d.canSelect).toBe(false);
      for (const p of [
        'partnerContact/getExportList',
        'academicStaff/getExportList',
        'studentModuleRecord/search',
        'wpaAppl/searchReport',
        'wpaAppl/searchCohortList',
        'studentModuleRecord/searchModule',
      ]) {
        expect((await call(p, {}, as(mc01, bsccs))).errorCode, p).toBe('FORBIDDEN');
      }
    } finally {
      await db.query(`update function_permissions set can_select = 'Y' where function_code = 'REPORT'`);
    }
  });
});

describe('partnerContact/getExportList (Industry Partner Report)', () => {
  const search = (body: object) => call('partnerContact/getExportList', body, as(mc01, bsccs));
  it('filters by company name and status, sorts, pages, exports the same rows', async () => {
    const [p] = await rows(db, `select company_name from partners where active = 'Y' order by partner_id limit 1`);
    const word = p.company_name.split(' ')[0];
    const r = await search({ companyName: word, activeInd: 'Y', orderBy: 'company_name DESC', pageSize: 100 });
    expect(r.msg).toBe('SUCCESS');
    expect(r.object.total).toBeGreaterThan(0);
    for (const row of r.object.list) expect(row.companyName.toLowerCase()).toContain(word.toLowerCase());
    const names = r.object.list.map((x: any) => x.companyName);
    const [{ n }] = await rows(
      db,
      `select count(*)::int n from partner_contacts pc join partners p using (partner_id)
      where p.company_name ilike $1 and p.active = 'Y'`,
      [`%${word}%`],
    );
    expect(r.object.total).toBe(n);
    expect(names[0] >= names[names.length - 1]).toBe(true);
    const x = await download(
      'partnerContact/exportReport',
      { companyName: word, activeInd: 'Y', orderBy: 'company_name DESC' },
      mc01,
      bsccs,
    );
    expect(x.rows![0]).toContain('Company Name');
    expect(x.rows!.length - 1).toBe(n);
    const page2 = await search({ companyName: word, pageSize: 1, page: 2, startRow: 1, orderBy: 'company_name DESC' });
    expect(page2.object.list.length).toBe(n > 1 ? 1 : 0);
  });
  it("filters by 'Requestor Name' and answers the requestor's name and department (demo data has them)", async () => {
    const [who] = await rows(
      db,
      `select wil_contact_name, wil_dept_name from partner_contacts where wil_contact_name is not null
        order by partner_contact_id limit 1`,
    );
    expect(who.wil_dept_name).toBeTruthy();
    const word = who.wil_contact_name.split(' ').at(-1).toLowerCase();
    const r = await search({ wilContactName: word, orderBy: 'wil_contact_name', pageSize: 100 });
    expect(r.msg).toBe('SUCCESS');
    const [{ n }] = await rows(db, `select count(*)::int n from partner_contacts where wil_contact_name ilike $1`, [
      `%${word}%`,
    ]);
    expect(n).toBeGreaterThan(0);
    expect(r.object.total).toBe(n);
    for (const row of r.object.list) {
      expect(row.wilContactName.toLowerCase()).toContain(word);
      expect(row.wilDeptName).toBeTruthy();
    }
    expect(r.object.list.map((x: any) => x.wilContactName)).toContain(who.wil_contact_name);
    const none = await search({ wilContactName: 'nobody-asked' });
    expect(none.object.total).toBe(0);
  });
  it('refuses injection and unknown sort columns', async () => {
    for (const body of [
      { companyName: "a' or 1=1 --" },
      { companyLocation: 'x"; drop' },
      { partnerContactAcctId: "1'--" },
      { contactName: 'a;b' },
      { wilContactName: '<script>' },
      { activeInd: 'X' },
      { orderBy: 'company_logo' },
    ]) {
      expect((await search(body)).errorCode, JSON.stringify(body)).toBe('VALIDATION');
    }
  });
});

describe('academicStaff/getExportList (Academic Report)', () => {
  it('lists staff with a role in the programme, filtered by role name and sorted by name', async () => {
    const r = await call(
      'academicStaff/getExportList',
      { progCode: 'BSCCS', roleName: 'Supervisor', orderBy: 'staff_name', pageSize: 100 },
      as(mc01, bsccs),
    );
    expect(r.msg).toBe('SUCCESS');
    const ids = r.object.list.map((x: any) => x.userId);
    expect(ids).toEqual(expect.arrayContaining(['as01', 'as02']));
    for (const row of r.object.list) expect(row.roleName).toBe('Academic Supervisor');
    const names = r.object.list.map((x: any) => x.staffName);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
  });
  it('mc02 cannot read BSCCS staff', async () => {
    const mc02 = (await signIn('mc02')).accessToken;
    const [own] = await rows(
      db,
      `select sr.cohort_prog_id from staff_roles sr join academic_staff a using (academic_staff_id)
      join users u using (user_id) where u.account_id = 'mc02' limit 1`,
    );
    const r = await call('academicStaff/getExportList', { progCode: 'BSCCS' }, as(mc02, own.cohort_prog_id));
    expect(r.errorCode).toBe('FORBIDDEN');
  });
});

describe('studentModuleRecord/search (Student Enrolled Module Report)', () => {
  it('an academic supervisor sees only their own students; a module convener sees all', async () => {
    const own = await call('studentModuleRecord/search', { progCode: 'BSCCS', pageSize: 500 }, as(as01, bsccs));
    const all = await call('studentModuleRecord/search', { progCode: 'BSCCS', pageSize: 500 }, as(mc01, bsccs));
    expect(own.msg).toBe('SUCCESS');
    expect(all.object.total).toBeGreaterThan(own.object.total);
    const [{ name }] = await rows(
      db,
      `select first_name || ' ' || last_name as name from users where account_id = 'as01'`,
    );
    for (const row of own.object.list) expect(row.staffName).toBe(name);
  });
  it('filters by module code from the picker; the picker lists modules of the cohort programme', async () => {
    const m = await call(
      'studentModuleRecord/searchModule',
      { moduleCode: '', moduleName: '', startRow: 0, pageSize: 10, cohortProgId: bsccs },
      as(mc01, bsccs),
    );
    expect(m.msg).toBe('SUCCESS');
    expect(m.object.list.length).toBeGreaterThan(0);
    if (m.object.total <= 10) expect(m.object.total).toBe(m.object.list.length);
    const code = m.object.list[0].moduleCode;
    const r = await call('studentModuleRecord/search', { progCode: 'BSCCS', moduleCode: code }, as(mc01, bsccs));
    for (const row of r.object.list) expect(row.moduleCode).toBe(code);
    const x = await download('studentModuleRecord/exportReport', { progCode: 'BSCCS', moduleCode: code }, mc01, bsccs);
    expect(x.rows!.length - 1).toBe(r.object.total);
  });
});

describe('wpaAppl/searchReport (WPA Record Report)', () => {
  it('filters by status and cohort, never lists DRAFT, and scopes supervisors to their students', async () => {
    const cohorts = await call('wpaAppl/searchCohortList', {}, as(mc01, bsccs));
    expect(cohorts.object.length).toBeGreaterThan(0);
    const r = await call(
      'wpaAppl/searchReport',
      { progCode: 'BSCCS', wpaStatus: 'ACCEPTED', orderBy: 'mark DESC', pageSize: 100 },
      as(mc01, bsccs),
    );
    expect(r.msg).toBe('SUCCESS');
    for (const row of r.object.list) expect(row.wpaStatus).toBe('ACCEPTED');
    const marks = r.object.list.map((x: any) => Number(x.mark));
    expect(marks).toEqual([...marks].sort((a, b) => b - a));
    expect((await call('wpaAppl/searchReport', { wpaStatus: 'DRAFT' }, as(mc01, bsccs))).errorCode).toBe('VALIDATION');
    expect((await call('wpaAppl/searchReport', { studentAcctId: 'S-1' }, as(mc01, bsccs))).errorCode).toBe(
      'VALIDATION',
    );
    const own = await call('wpaAppl/searchReport', { progCode: 'BSCCS', pageSize: 500 }, as(as01, bsccs));
    const all = await call('wpaAppl/searchReport', { progCode: 'BSCCS', pageSize: 500 }, as(mc01, bsccs));
    expect(all.object.total).toBeGreaterThan(own.object.total);
  });
});

describe('reports/chart (issue 38): the chart a definition declares', () => {
  it("each status's bar equals the report's total for that status, with the same scope and filters", async () => {
    const chart = await call('reports/chart', { reportId: 'wpaRecord', progCode: 'BSCCS' }, as(mc01, bsccs));
    expect(chart.msg).toBe('SUCCESS');
    expect(chart.object.length).toBeGreaterThan(1);
    for (const f of chart.object) {
      const list = await call(
        'wpaAppl/searchReport',
        { progCode: 'BSCCS', wpaStatus: f.category, pageSize: 1 },
        as(mc01, bsccs),
      );
      expect(f.value, f.category).toBe(list.object.total);
    }
    const own = await call('reports/chart', { reportId: 'wpaRecord', progCode: 'BSCCS' }, as(as01, bsccs));
    const ownList = await call('wpaAppl/searchReport', { progCode: 'BSCCS', pageSize: 1 }, as(as01, bsccs));
    expect(own.object.reduce((n: number, f: { value: number }) => n + f.value, 0)).toBe(ownList.object.total);
    const accepted = await call(
      'reports/chart',
      { reportId: 'wpaRecord', progCode: 'BSCCS', wpaStatus: 'ACCEPTED' },
      as(mc01, bsccs),
    );
    expect(accepted.object.map((f: { category: string }) => f.category)).toEqual(['ACCEPTED']);
  });
  it('averages a number column per group in SQL', async () => {
    const chart = await call('reports/chart', { reportId: 'studentModule', progCode: 'BSCCS' }, as(mc01, bsccs));
    expect(chart.msg).toBe('SUCCESS');
    const avg = await rows<{ module_code: string; v: string }>(
      db,
      `select module_code, round(avg(wil_hours), 2) as v from modules_student_modules_v where prog_code = 'BSCCS'
        and cohort_year = (select cohort_year from cohorts where is_current = 'Y' limit 1) group by 1`,
    );
    for (const f of chart.object) {
      const hit = avg.find((a) => a.module_code === f.category);
      if (hit) expect(f.value).toBeCloseTo(Number(hit.v), 2);
    }
  });
  it('refuses what the search refuses: a bad filter, a programme not held, a report without a chart', async () => {
    expect(
      (await call('reports/chart', { reportId: 'wpaRecord', wpaStatus: 'DRAFT' }, as(mc01, bsccs))).errorCode,
    ).toBe('VALIDATION');
    expect(
      (await call('reports/chart', { reportId: 'wpaRecord', progCode: 'BBAMKT' }, as(mc01, bsccs))).errorCode,
    ).toBe('FORBIDDEN');
    expect((await call('reports/chart', { reportId: 'academic' }, as(mc01, bsccs))).errorCode).toBe('NOT_FOUND');
    expect((await call('reports/chart', { reportId: 'nope' }, as(mc01, bsccs))).errorCode).toBe('NOT_FOUND');
  });
});

describe('job and programme parameter reports (tables of other plugins)', () => {
  it('jobPost/searchReport and jobApplication/searchReport filter, sort and export', async () => {
    expect(await hasTable('job_review_posts_v')).toBe(true);
    const r = await call(
      'jobPost/searchReport',
      { progCode: 'BSCCS', jobPostStatus: 'ACTIVE', orderBy: 'job_title', pageSize: 50 },
      as(mc01, bsccs),
    );
    expect(r.msg).toBe('SUCCESS');
    for (const row of r.object.list) expect(row.jobPostStatus).toBe('ACTIVE');
    const a = await call(
      'jobApplication/searchReport',
      { progCode: 'BSCCS', orderBy: 'apply_date DESC' },
      as(mc01, bsccs),
    );
    expect(a.msg).toBe('SUCCESS');
    for (const row of a.object.list) expect(['Y', 'N']).toContain(row.portfolioLinkOne);
    const x = await download('jobApplicationReport/exportJobApplicationReport', { progCode: 'BSCCS' }, mc01, bsccs);
    expect(x.rows!.length - 1).toBe(a.object.total);
  });
  it('programmeParameters/searchReportList filters by supervisor; delete needs canDelete (PL) and says Deleted', async () => {
    expect(await hasTable('programme_parameters_v')).toBe(true);
    const free = await one(
      db,
      `select cp.cohort_prog_id from cohort_programmes cp join programmes p using (prog_id)
      where p.prog_code = 'BSCCS' and not exists (select 1 from programme_parameters pp where pp.cohort_prog_id = cp.cohort_prog_id) limit 1`,
    );
    let id: number;
    if (free) {
      const [as01staff] = await rows(
        db,
        `select academic_staff_id, user_id from academic_staff join users using (user_id) where account_id = 'as01'`,
      );
      id = (
        await one(
          db,
          `insert into programme_parameters (cohort_prog_id, wpa_weighting) values ($1, 40) returning programme_parameters_id`,
          [free.cohort_prog_id],
        )
      ).programme_parameters_id;
      await db.query(`insert into programme_parameter_supervisors values ($1, $2)`, [id, as01staff.academic_staff_id]);
      const r = await call(
        'programmeParameters/searchReportList',
        { progCode: 'BSCCS', academicSupervisorId: as01staff.user_id, pageSize: 100 },
        as(pl01, bsccs),
      );
      expect(r.msg).toBe('SUCCESS');
      expect(r.object.list.map((x: any) => x.programmeParametersId)).toContain(id);
    } else {
      const r = await call(
        'programmeParameters/searchReportList',
        { progCode: 'BSCCS', pageSize: 100 },
        as(pl01, bsccs),
      );
      if (!r.object.list.length) return;
      id = r.object.list[0].programmeParametersId;
    }
    const staff = await call('programmeParameters/academicSearch', {}, as(mc01, bsccs));
    expect(staff.object.length).toBeGreaterThan(0);
    expect((await call('programmeParameters/delete', { programmeParametersId: id }, as(mc01, bsccs))).errorCode).toBe(
      'FORBIDDEN',
    );
    if (!free) return;
    const del = await call('programmeParameters/delete', { programmeParametersId: id }, as(pl01, bsccs));
    expect(del.msg).toBe('SUCCESS');
    expect(
      await one(db, `select 1 from programme_parameters where programme_parameters_id = $1`, [id]),
    ).toBeUndefined();
  });
});
