import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type pg from 'pg';
import { programmeCalls } from '@schemas/programmes/calls';
import { call, callSpec, signIn } from '../../support/api';
import { openDb, one, rows } from '../../support/db';
import { startSecondApp, type SecondApp } from '../../support/secondApp';
import { loadAppConfig } from '@core/server/appConfig.js';

// programmeParameters/delete belongs to the programmes plugin, which owns the tables (issue 10):
// same path, payload and answers as when the reports plugin served it, and it works with the
// reports plugin switched off.

let db: pg.Pool;
let pl01: string;
let mc01: string;
let cohortProgId: number;
/** A record taken from the demo data, put back after the tests. */
let saved: { row: unknown; supervisors: number[] } | null = null;

const as = (token: string) => ({ token, headers: { 'x-cohort-prog-id': String(cohortProgId) } });

/** A programme parameter record of BSCCS (with one supervisor) for the test to delete. */
async function freshRecord(): Promise<number> {
  await db.query(`delete from programme_parameters where cohort_prog_id = $1`, [cohortProgId]);
  const { programme_parameters_id: id } = (await one(
    db,
    `insert into programme_parameters (cohort_prog_id, wpa_weighting) values ($1, 40) returning programme_parameters_id`,
    [cohortProgId],
  ))!;
  await db.query(
    `insert into programme_parameter_supervisors
       select $1, academic_staff_id from academic_staff join users using (user_id) where account_id = 'as01'`,
    [id],
  );
  return id;
}

beforeAll(async () => {
  db = openDb();
  [pl01, mc01] = await Promise.all(['pl01', 'mc01'].map(async (u) => (await signIn(u)).accessToken));
  // The current BSCCS cohort programme: pl01 leads it, mc01 convenes it.
  cohortProgId = (await one(
    db,
    `select cp.cohort_prog_id from cohort_programmes cp join programmes p using (prog_id) join cohorts c using (cohort_id)
      where p.prog_code = 'BSCCS' order by c.is_current desc, c.cohort_year desc limit 1`,
  ))!.cohort_prog_id;
  const existing = await one(db, `select to_jsonb(pp) as row from programme_parameters pp where cohort_prog_id = $1`, [
    cohortProgId,
  ]);
  if (existing) {
    const sups = await rows(
      db,
      `select academic_staff_id from programme_parameter_supervisors where programme_parameters_id = $1`,
      [existing.row.programme_parameters_id],
    );
    saved = { row: existing.row, supervisors: sups.map((s) => s.academic_staff_id) };
  }
});

afterAll(async () => {
  await db.query(`delete from programme_parameters where cohort_prog_id = $1`, [cohortProgId]);
  if (saved) {
    await db.query(
      `insert into programme_parameters overriding system value
         select * from jsonb_populate_record(null::programme_parameters, $1)`,
      [saved.row],
    );
    const id = (saved.row as { programme_parameters_id: number }).programme_parameters_id;
    for (const s of saved.supervisors)
      await db.query(`insert into programme_parameter_supervisors values ($1, $2)`, [id, s]);
  }
  // The record went back by hand, past the writes that keep the module figures: the students' total
  // marks follow their programme's weightings again through the repair command (the Student List's
  // test reads them in the same database).
  await promisify(execFile)(path.resolve('node_modules/.bin/tsx'), [path.resolve('src/cli/checkCounters.ts')], {
    env: { ...process.env, DATABASE_URL: inject('databaseUrl') },
  });
  await db.end();
});

describe('programmeParameters/delete', () => {
  it('a programme leader deletes the record and its supervisors: SUCCESS', async () => {
    const id = await freshRecord();
    const r = await callSpec(programmeCalls.deleteProgrammeParameters, { programmeParametersId: id }, as(pl01));
    expect(r.msg).toBe('SUCCESS');
    expect(
      await one(db, `select 1 from programme_parameters where programme_parameters_id = $1`, [id]),
    ).toBeUndefined();
    expect(
      await one(db, `select 1 from programme_parameter_supervisors where programme_parameters_id = $1`, [id]),
    ).toBeUndefined();
  });

  it('without REPORT canDelete (the convener) it is FORBIDDEN and the row stays', async () => {
    const id = await freshRecord();
    const r = await callSpec(programmeCalls.deleteProgrammeParameters, { programmeParametersId: id }, as(mc01));
    expect(r.errorCode).toBe('FORBIDDEN');
    expect(await one(db, `select 1 from programme_parameters where programme_parameters_id = $1`, [id])).toBeDefined();
  });

  it('a stale lastUpdatedDate is CONFLICT; the current one deletes', async () => {
    const id = await freshRecord();
    const stale = await callSpec(
      programmeCalls.deleteProgrammeParameters,
      { programmeParametersId: id, lastUpdatedDate: '2001-01-01T00:00:00.000Z' },
      as(pl01),
    );
    expect(stale.errorCode).toBe('CONFLICT');
    const { d } = (await one(
      db,
      `select to_char(last_updated_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as d
         from programme_parameters where programme_parameters_id = $1`,
      [id],
    ))!;
    const ok = await callSpec(
      programmeCalls.deleteProgrammeParameters,
      { programmeParametersId: id, lastUpdatedDate: d },
      as(pl01),
    );
    expect(ok.msg).toBe('SUCCESS');
  });

  it('an unknown record is NOT_FOUND; a bad payload is VALIDATION', async () => {
    expect(
      (await callSpec(programmeCalls.deleteProgrammeParameters, { programmeParametersId: 2_000_000_000 }, as(pl01)))
        .errorCode,
    ).toBe('NOT_FOUND');
    for (const body of [{}, { programmeParametersId: 'x' }, { programmeParametersId: 0 }]) {
      const r = await call(programmeCalls.deleteProgrammeParameters.path, body, as(pl01));
      expect(r.errorCode, JSON.stringify(body)).toBe('VALIDATION');
      expect(r.object).toBeNull();
    }
  });
});

describe('the call belongs to the programmes plugin', () => {
  let second: SecondApp;
  beforeAll(async () => {
    const appConfig = await loadAppConfig('config');
    second = await startSecondApp(
      {},
      { appConfig: { ...appConfig, plugins: appConfig.plugins.filter((p) => p !== 'reports') } },
    );
  });
  afterAll(async () => {
    await second?.close();
  });

  it('is served with the reports plugin switched off', async () => {
    const id = await freshRecord();
    const res = await fetch(`${second.url}/api/programmeParameters/delete`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${pl01}`,
        'x-cohort-prog-id': String(cohortProgId),
      },
      body: JSON.stringify({ programmeParametersId: id }),
    });
    expect(((await res.json()) as { msg: string }).msg).toBe('SUCCESS');
    expect(
      await one(db, `select 1 from programme_parameters where programme_parameters_id = $1`, [id]),
    ).toBeUndefined();
  });
});
