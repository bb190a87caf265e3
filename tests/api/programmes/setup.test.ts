import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import ExcelJS from 'exceljs';
import { programmeCalls } from '@schemas/programmes/calls';
import { baseUrl, call, callSpec, type SentPayloadOf, signIn } from '../../support/api';
import { one, openDb, rows } from '../../support/db';
import { goodRow, setupWorkbook } from './setupFiles';

let db: pg.Pool;
const tokens: Record<string, string> = {};
let year: number;
/** The current cohort programme of a programme (the X-Cohort-Prog-Id the header would send). */
const cp: Record<string, number> = {};

beforeAll(async () => {
  db = openDb();
  for (const a of ['pl01', 'pl02', 'mc01', 'as01', 'pl04']) tokens[a] = (await signIn(a)).accessToken;
  year = (await one(db, `select cohort_year from cohorts where is_current = 'Y'`))!.cohort_year;
  for (const r of await rows(
    db,
    `select p.prog_code, cp.cohort_prog_id from cohort_programmes cp join programmes p using (prog_id)
       join cohorts c using (cohort_id) where c.is_current = 'Y'`,
  )) {
    cp[r.prog_code] = r.cohort_prog_id;
  }
});
afterAll(async () => {
  await db.end();
});

const as = (account: string, progCode: string) => ({
  token: tokens[account],
  headers: { 'x-cohort-prog-id': String(cp[progCode]) },
});

async function upload(account: string, progCode: string, bytes: Buffer, name = 'setup.xlsx') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${baseUrl()}/api/programmeSetup/batchUpload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens[account]}`, 'x-cohort-prog-id': String(cp[progCode]) },
    body: form,
  });
  return { status: res.status, ...((await res.json()) as { msg: string; object: any; errorCode: string | null }) };
}

const setupOf = (progCode: string, cohortYear: number) =>
  one(
    db,
    `select pp.*, (select string_agg(academic_staff_id::text, ',' order by academic_staff_id)
        from programme_parameter_supervisors s where s.programme_parameters_id = pp.programme_parameters_id) sups
       from programme_parameters pp join cohort_programmes cp using (cohort_prog_id)
       join programmes p using (prog_id) join cohorts c using (cohort_id)
      where p.prog_code = $1 and c.cohort_year = $2`,
    [progCode, cohortYear],
  );
const snapshot = async () =>
  JSON.stringify(
    await rows(
      db,
      `select pp.*, array(select academic_staff_id from programme_parameter_supervisors s
         where s.programme_parameters_id = pp.programme_parameters_id order by 1) sups
       from programme_parameters pp order by programme_parameters_id`,
    ),
  );

describe('the demo data sets up the current and previous cohorts of most programmes', () => {
  it('has setups with a leader, a convener and supervisors whose weightings add up to 100', async () => {
    const all = await rows(
      db,
      `select pp.*, (select count(*) from programme_parameter_supervisors s
         where s.programme_parameters_id = pp.programme_parameters_id)::int sups from programme_parameters pp`,
    );
    expect(all.length).toBe(14);
    for (const r of all) {
      expect(r.programme_leader_id).not.toBeNull();
      expect(r.module_convener_id).not.toBeNull();
      expect(r.sups).toBeGreaterThan(0);
      const a = [
        'assignment1_log_weighting',
        'assignment2_final_report_weighting',
        'assignment3_other_weighting',
        'wpa_weighting',
      ];
      expect(a.reduce((s, k) => s + Number(r[k]), 0)).toBe(100);
      const q = Array.from({ length: 13 }, (_, i) => Number(r[`wpa_question${i + 1}_weighting`] ?? 0));
      expect(Math.round(q.reduce((s, x) => s + x, 0) * 100) / 100).toBe(100);
    }
  });
});

describe('programmeSetup/downloadTemplate', () => {
  it('answers the .xlsx template with the header row and the notes sheet', async () => {
    const res = await fetch(`${baseUrl()}/api/programmeSetup/downloadTemplate`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${tokens.pl01}`,
        'x-cohort-prog-id': String(cp.BSCCS),
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('WIL_Programme_Setup_Template.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const header = book.worksheets[0]!.getRow(1).values as unknown[];
    expect(header.slice(1, 4)).toEqual(['Programme Code', 'Cohort', 'Programme Leader User ID']);
    expect(book.worksheets[1]!.name).toBe('How to fill in');
  });

  it('is refused to a module convener', async () => {
    expect((await callSpec(programmeCalls.downloadTemplate, undefined, as('mc01', 'BSCCS'))).errorCode).toBe(
      'FORBIDDEN',
    );
  });
});

describe('programmeSetup/batchUpload: all rows or none', () => {
  it('writes a good file (one new setup, one changed) and a re-upload changes nothing', async () => {
    const file = await setupWorkbook([
      goodRow('BSCCS', year - 2, { programmeSpecificWpaQuestion9: 'Writes clean code.', wpaQuestion9Weighting: 0 }),
      goodRow('bsccs', year - 1, { supervisors: 'AS01', assignment3OtherWeighting: 0, wpaWeighting: 40 }),
    ]);
    const first = await upload('pl01', 'BSCCS', file);
    expect(first.object.errors ?? []).toEqual([]);
    expect(first.msg).toBe('SUCCESS');
    expect(first.object).toEqual({ rows: 2, inserted: 1, updated: 1, unchanged: 0 });
    const added = (await setupOf('BSCCS', year - 2))!;
    expect(Number(added.assignment2_final_report_weighting)).toBe(40);
    expect(added.programme_specific_wpa_question9).toBe('Writes clean code.');
    expect(added.created_by).toBe('pl01');
    const changed = (await setupOf('BSCCS', year - 1))!;
    expect(Number(changed.wpa_weighting)).toBe(40);
    expect(changed.sups.split(',')).toHaveLength(1);

    const before = await snapshot();
    const again = await upload('pl01', 'BSCCS', file);
    expect(again.object).toEqual({ rows: 2, inserted: 0, updated: 0, unchanged: 2 });
    expect(await snapshot()).toBe(before);
  });

  it('lists every faulty row and column with its reason and writes nothing', async () => {
    const before = await snapshot();
    const file = await setupWorkbook([
      goodRow('BSCCS', year, { assignment1LogWeighting: 25, wpaWeighting: 25 }), // row 2: a good change, not saved
      goodRow('NOPE', year), // row 3
      goodRow('BSCCS', 1999), // row 4
      goodRow('BSCCS', year, { leader: 'as01', convener: 'nobody' }), // row 5
      goodRow('BSCCS', year - 1, { wpaWeighting: 'thirty', wpaQuestion1Weighting: 10 }), // row 6
      goodRow('BSCDS', year, { programmeSpecificWpaQuestion10: 'x'.repeat(501), wpaQuestion11Weighting: 5 }), // row 7
      goodRow('BBAMKT', year, { leader: 'pl02', convener: 'mc02', supervisors: 'as03' }), // row 8
    ]);
    const r = await upload('pl01', 'BSCCS', file);
    expect(r.status).toBe(400);
    expect(r.errorCode).toBe('VALIDATION');
    expect(r.msg).toMatch(/^Nothing was saved: \d+ problems found in the file\.$/);
    const errs = r.object.errors as { row: number; column: string; reason: string }[];
    const has = (row: number, column: string, reason: RegExp) =>
      expect(
        errs.some((e) => e.row === row && e.column === column && reason.test(e.reason)),
        `${row} ${column}`,
      ).toBe(true);
    has(3, 'Programme Code', /NOPE does not exist/);
    has(4, 'Cohort', /Cohort 1999 does not exist/);
    has(5, '', /already set up in row 2/);
    has(5, 'Programme Leader User ID', /as01 is not a Programme Leader/);
    has(5, 'Module Convener User ID', /nobody is not an academic staff member/);
    has(6, 'WPA Weighting', /number from 0 to 100/);
    has(6, 'WPA Question 1 Weighting', /add up to 97.5, not 100/);
    has(7, 'Programme-specific WPA Question 10', /At most 500 characters/);
    has(7, 'WPA Question 10 Weighting', /required/);
    has(7, 'WPA Question 11 Weighting', /Leave it empty/);
    has(8, 'Programme Code', /not a Programme Leader of BBAMKT/);
    expect(errs.filter((e) => e.row === 2)).toEqual([]);
    expect(await snapshot()).toBe(before);
  });

  it('refuses formulas, a header row that is not the template, and an empty file', async () => {
    const book = new ExcelJS.Workbook();
    const s = book.addWorksheet('x');
    s.addRow(['Name', 'Value']);
    s.addRow(['a', 1]);
    const wrong = await upload('pl01', 'BSCCS', Buffer.from(await book.xlsx.writeBuffer()));
    expect(wrong.errorCode).toBe('VALIDATION');
    expect(wrong.msg).toMatch(/header row; missing: Programme Code/);

    const empty = await upload('pl01', 'BSCCS', await setupWorkbook([]));
    expect(empty.msg).toBe('The file has no rows below the header row.');

    const f = new ExcelJS.Workbook();
    await f.xlsx.load((await setupWorkbook([goodRow('BSCCS', year)])) as unknown as ArrayBuffer);
    f.worksheets[0]!.getCell('F2').value = { formula: '10+10', result: 20 } as ExcelJS.CellFormulaValue;
    const formula = await upload('pl01', 'BSCCS', Buffer.from(await f.xlsx.writeBuffer()));
    expect(formula.object.errors).toContainEqual({
      row: 2,
      column: 'Assignment 1 Log Weighting',
      reason: 'Formulas are not accepted; type the value.',
    });
  });

  it('checks the content, not the name: a text or PDF file named .xlsx is refused', async () => {
    for (const bytes of [Buffer.from('Programme Code,Cohort\nBSCCS,2026\n'), Buffer.from('%PDF-1.4\n%...\n')]) {
      const r = await upload('pl01', 'BSCCS', bytes, 'setup.xlsx');
      expect(r.errorCode).toBe('VALIDATION');
      expect(r.msg).toContain('its content is not');
    }
    const zip = await upload('pl01', 'BSCCS', Buffer.from('PK\x03\x04' + 'x'.repeat(100)), 'setup.xlsx');
    expect(zip.errorCode).toBe('VALIDATION');
  });

  it('answers a legacy .xls workbook with how to save it as .xlsx', async () => {
    const cfb = Buffer.alloc(4096);
    Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(cfb);
    const r = await upload('pl01', 'BSCCS', cfb, 'setup.xls');
    expect(r.errorCode).toBe('VALIDATION');
    expect(r.msg).toMatch(/its content is not|save the file as an Excel Workbook \(\.xlsx\)/);
  });

  it('refuses an oversized file (over 2 MB)', async () => {
    const r = await upload('pl01', 'BSCCS', Buffer.alloc(3 * 1024 * 1024, 1), 'big.xlsx');
    expect(r.errorCode).toBe('VALIDATION');
    expect(r.msg).toMatch(/larger than 2 MB/);
  });

  it('refuses a request without a file', async () => {
    // JSON where the call takes a multipart form.
    const r = await call(programmeCalls.batchUpload.path, {}, as('pl01', 'BSCCS'));
    expect(r.errorCode).toBe('VALIDATION');
  });

  it('is for programme leaders only: conveners and supervisors are refused', async () => {
    const file = await setupWorkbook([goodRow('BSCCS', year)]);
    expect((await upload('mc01', 'BSCCS', file)).errorCode).toBe('FORBIDDEN');
    expect((await upload('as01', 'BSCCS', file)).errorCode).toBe('FORBIDDEN');
    const stranger = await upload('pl02', 'BBAMKT', file);
    expect(stranger.errorCode).toBe('VALIDATION');
    expect(stranger.object.errors[0].reason).toMatch(/not a Programme Leader of BSCCS/);
  });
});

describe('programmeSetup/clone copies a setup to another cohort of the programme', () => {
  const clone = (account: string, progCode: string, body: SentPayloadOf<typeof programmeCalls.clone>) =>
    callSpec(programmeCalls.clone, body, as(account, progCode));

  it('copies the setup and its supervisors to a cohort without one, in one go', async () => {
    expect(await setupOf('BSCDS', year - 2)).toBeUndefined();
    const r = await clone('pl01', 'BSCDS', { sourceCohortProgId: cp.BSCDS, cohortYear: String(year - 2) });
    expect(r.msg).toBe('SUCCESS');
    expect(r.object.replaced).toBe(false);
    const src = (await setupOf('BSCDS', year))!;
    const copy = (await setupOf('BSCDS', year - 2))!;
    for (const k of Object.keys(src)) {
      if (
        [
          'programme_parameters_id',
          'cohort_prog_id',
          'created_by',
          'created_date',
          'last_updated_by',
          'last_updated_date',
        ].includes(k)
      )
        continue;
      expect(copy[k], k).toEqual(src[k]);
    }
    expect(copy.created_by).toBe('pl01');
  });

  it('refuses to overwrite an existing setup unless confirmed', async () => {
    const before = await snapshot();
    const r = await clone('pl01', 'BSCDS', { sourceCohortProgId: cp.BSCDS, cohortYear: String(year - 1) });
    expect(r.errorCode).toBe('CONFLICT');
    expect(r.msg).toContain('Confirm to replace it');
    expect(await snapshot()).toBe(before);
    const ok = await clone('pl01', 'BSCDS', {
      sourceCohortProgId: cp.BSCDS,
      cohortYear: String(year - 1),
      overwrite: true,
    });
    expect(ok.object.replaced).toBe(true);
    expect(Number((await setupOf('BSCDS', year - 1))!.wpa_weighting)).toBe(
      Number((await setupOf('BSCDS', year))!.wpa_weighting),
    );
  });

  it('validates the cohort: at most 4 characters, a year, one that exists, not the source', async () => {
    const body = (cohortYear: string) => ({ sourceCohortProgId: cp.BSCDS, cohortYear });
    expect((await clone('pl01', 'BSCDS', body('20255'))).errorCode).toBe('VALIDATION');
    expect((await clone('pl01', 'BSCDS', body('ab'))).msg).toBe('Cohort must be a year of 4 digits, e.g. 2026.');
    expect((await clone('pl01', 'BSCDS', body('1999'))).msg).toBe('Cohort 1999 does not exist for BSCDS.');
    expect((await clone('pl01', 'BSCDS', body(String(year)))).msg).toBe(
      'Choose a cohort other than the one you clone from.',
    );
    expect((await call(programmeCalls.clone.path, { cohortYear: '2024' }, as('pl01', 'BSCDS'))).errorCode).toBe(
      'VALIDATION',
    );
  });

  it('answers NOT_FOUND when the source has no setup', async () => {
    const r = await clone('pl04', 'BENGEE', { sourceCohortProgId: cp.BENGEE, cohortYear: String(year - 1) });
    expect(r.errorCode).toBe('NOT_FOUND');
    expect(r.msg).toContain('has no WIL programme setup to clone');
  });

  it('is for programme leaders of the programme only', async () => {
    const body = { sourceCohortProgId: cp.BSCCS, cohortYear: String(year - 2) };
    expect((await clone('mc01', 'BSCCS', body)).errorCode).toBe('FORBIDDEN');
    expect((await clone('as01', 'BSCCS', body)).errorCode).toBe('FORBIDDEN');
    expect((await clone('pl02', 'BBAMKT', body)).errorCode).toBe('FORBIDDEN');
  });
});
