import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { call, signIn } from '../support/api';
import { openDb, rows } from '../support/db';

let db: pg.Pool;
let token: string;
beforeAll(async () => {
  db = openDb();
  token = (await signIn('as01')).accessToken;
});
afterAll(async () => {
  await db.end();
});

const isSortedBy = <T>(xs: T[], key: (x: T) => number) => xs.every((x, i) => i === 0 || key(xs[i - 1]!) <= key(x));

describe('commonDropDown/searchAllCompany lists the active industry partners for pickers', () => {
  it('answers at least 20 companies with companyName, partnerId and dispSeq, sorted by dispSeq', async () => {
    const r = await call('commonDropDown/searchAllCompany', {}, { token });
    expect(r.msg).toBe('SUCCESS');
    const list = r.object as { companyName: string; partnerId: number; dispSeq: number }[];
    expect(list.length).toBeGreaterThanOrEqual(20);
    for (const c of list) expect(Object.keys(c).sort()).toEqual(['companyName', 'dispSeq', 'partnerId']);
    expect(isSortedBy(list, (c) => c.dispSeq)).toBe(true);
    const db_ = await rows(db, `select partner_id, company_name from partners where active = 'Y'`);
    expect(list.map((c) => c.partnerId).sort((a, b) => a - b)).toEqual(
      db_.map((p) => p.partner_id).sort((a, b) => a - b),
    );
  });

  it('leaves out an inactive partner', async () => {
    const [p] = await rows(db, `select partner_id from partners where active = 'Y' order by partner_id limit 1`);
    try {
      await db.query(`update partners set active = 'N' where partner_id = $1`, [p.partner_id]);
      const r = await call('commonDropDown/searchAllCompany', {}, { token });
      expect(r.object.map((c: any) => c.partnerId)).not.toContain(p.partner_id);
    } finally {
      await db.query(`update partners set active = 'Y' where partner_id = $1`, [p.partner_id]);
    }
  });
});

describe('commonDropDown/searchAllArea answers areas, each with its work locations', () => {
  it('every area has children work locations, as the sys_params table links them', async () => {
    const r = await call('commonDropDown/searchAllArea', {}, { token });
    expect(r.msg).toBe('SUCCESS');
    const areas = r.object as { paramId: number; parmValue1: string; dispSeq: number; children: any[] }[];
    const dbAreas = await rows(db, `select param_id from sys_params where segment = 'AREA' and active = 'Y'`);
    expect(areas.length).toBe(dbAreas.length);
    expect(areas.length).toBeGreaterThan(0);
    expect(isSortedBy(areas, (a) => a.dispSeq)).toBe(true);
    for (const area of areas) {
      expect(area.parmValue1).toEqual(expect.any(String));
      expect(area.children.length).toBeGreaterThan(0);
      const locs = await rows(
        db,
        `select param_id from sys_params where segment = 'WORK_LOCATION' and active = 'Y' and parent_param_id = $1`,
        [area.paramId],
      );
      expect(area.children.map((c) => c.paramId).sort((a, b) => a - b)).toEqual(
        locs.map((l) => l.param_id).sort((a, b) => a - b),
      );
      for (const c of area.children) expect(Object.keys(c).sort()).toEqual(['dispSeq', 'paramId', 'parmValue1']);
    }
  });
});

describe('commonDropDown/searchSysParam answers the options of one public segment', () => {
  it.each(['JOB_TYPE', 'POSITION_TYPE', 'WORK_LOCATION'])(
    '%s: paramId, parmValue1, dispSeq in display order',
    async (segment) => {
      const r = await call('commonDropDown/searchSysParam', { segment }, { token });
      expect(r.msg).toBe('SUCCESS');
      const expected = await rows(
        db,
        `select param_id as "paramId", parm_value1 as "parmValue1", disp_seq as "dispSeq"
         from sys_params where segment = $1 and active = 'Y' order by disp_seq, param_id`,
        [segment],
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(r.object).toEqual(expected);
    },
  );

  it('SYSTEM_CONFIG stays on the server: VALIDATION naming the segment', async () => {
    const r = await call('commonDropDown/searchSysParam', { segment: 'SYSTEM_CONFIG' }, { token });
    expect(r.errorCode).toBe('VALIDATION');
    expect(r.msg).toContain('segment');
    expect(r.object).toBeNull();
  });

  it('a missing segment answers VALIDATION', async () => {
    const r = await call('commonDropDown/searchSysParam', {}, { token });
    expect(r.errorCode).toBe('VALIDATION');
    expect(r.msg).toContain('segment is required');
  });
});

describe('commonDropDown/searchAllDept answers the active departments', () => {
  it('answers the 4 departments', async () => {
    const r = await call('commonDropDown/searchAllDept', {}, { token });
    expect(r.msg).toBe('SUCCESS');
    const dbDepts = await rows(
      db,
      `select dept_id, dept_code, dept_name from departments where active = 'Y' order by dept_code`,
    );
    expect(dbDepts).toHaveLength(4);
    expect(r.object).toEqual(dbDepts.map((d) => ({ deptId: d.dept_id, deptCode: d.dept_code, deptName: d.dept_name })));
  });
});

describe('the reference lists need a session', () => {
  it.each(['commonDropDown/searchAllCompany', 'commonDropDown/searchAllArea', 'commonDropDown/searchAllDept'])(
    '%s',
    async (path) => {
      expect((await call(path)).errorCode).toBe('UNAUTHORIZED');
    },
  );
});
