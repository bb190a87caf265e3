import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import type { ScopeFields } from '@core/shared/scopeFields';
import { loadDefinitions } from '@plugins/reports/server/definitions';
import { reportScopeFields } from '@schemas/reports/payloads';
import { profileCalls } from '@schemas/profile/calls';
import { baseUrl, call, signIn, type Answer } from '../support/api';
import { allCallSpecs } from '../support/callSpecs';
import { one, openDb } from '../support/db';
import { download } from './reports/helpers';

/**
 * One scope (issue 34): every call whose payload carries scope fields, through the kernel to
 * CallScope's single entry (core/server/auth/scope.ts resolve), in four cases: a foreign
 * programme, a foreign cohort, none named, and the selected one. The caller, mc01, holds roles in
 * BSCCS and BSCDS this year, none in BBAMKT, none in `foreign` (a cohort made here, before the
 * demo's). The rules themselves are tests/unit/auth/callScope.test.ts; this proves each call
 * reaches them.
 */
let db: pg.Pool;
let token = '';
let cs = 0; // BSCCS this cohort: the selected programme
let mkt = 0; // BBAMKT this cohort
let csForeign = 0; // BSCCS in the foreign cohort
let thisYear = 0;
let thisCohortId = 0;
let foreign = { cohortYear: 0, cohortId: 0 };
let staffId = 0;
let jobApplId = 0;
/** Calls whose route needs a function permission in the selected programme (from /api/docs). */
let guarded = new Set<string>();

interface Row {
  path: string;
  /** The test's name, where the path alone does not tell (reports/search of one report). */
  name?: string;
  fields: ScopeFields;
  send: 'json' | 'file' | 'profileUpdate';
  /** The payload's other fields (those the call requires). */
  base?: () => Record<string, unknown>;
  /** The scope field the call requires (the home's cohortProgId): sent in every case. */
  required?: boolean;
}

const BASES: Record<string, () => Record<string, unknown>> = {
  'academicHome/searchJobApplById': () => ({ jobApplId }),
  'academicStaff/webSiteSearchById': () => ({ academicStaffId: staffId }),
  'academicHome/searchDecisionChart': () => ({ chart: 'posts' }),
  'wpaAppl/searchInsightChart': () => ({ chart: 'ratings' }),
};

/** Every call spec that declares scope fields, and every report call (their fields come from the definition). */
function rows(): Row[] {
  const specs: Row[] = allCallSpecs()
    .filter((s) => s.scope)
    .map((s) => ({
      path: s.path,
      fields: s.scope!,
      send: 'multipart' in s ? 'profileUpdate' : s.file ? 'file' : 'json',
      base: BASES[s.path],
      required: ((s.body as { required?: string[] }).required ?? []).includes(s.scope!.cohortProgId ?? ''),
    }));
  const registry = loadDefinitions(path.resolve('config'));
  const reports: Row[] = [...registry.byCall].flatMap(([p, { def, kind }]) => {
    const fields = reportScopeFields(def.source.scope);
    return fields ? [{ path: p, fields, send: kind === 'export' ? 'file' : 'json' } satisfies Row] : [];
  });
  // The generic path of one programme-scoped report by its id.
  const def = registry.list.find((d) => reportScopeFields(d.source.scope) && d.export)!;
  const base = () => ({ reportId: def.id });
  const fields = reportScopeFields(def.source.scope)!;
  const byId: Row[] = [
    { path: 'reports/search', name: `reports/search ${def.id}`, fields, send: 'json', base },
    { path: 'reports/export', name: `reports/export ${def.id}`, fields, send: 'file', base },
  ];
  return [...specs, ...reports, ...byId];
}

const first = (v: string | readonly string[] | undefined) => (typeof v === 'string' ? v : v?.[0]);

/** The fields naming one programme (by code or cohort programme) in one cohort, as the declaration names them. */
function naming(f: ScopeFields, p: { code: string; cp: number }, cohort: { cohortYear: number; cohortId: number }) {
  const b: Record<string, unknown> = {};
  if (f.cohortProgId) b[f.cohortProgId] = p.cp;
  else if (f.progCode) b[f.progCode] = p.code;
  else if (f.progCodeList) b[f.progCodeList] = [p.code];
  const year = first(f.cohortYear);
  if (year) b[year] = cohort.cohortYear;
  else if (f.cohortId) b[f.cohortId] = cohort.cohortId;
  return b;
}

type Outcome = { code: string; object: unknown };

async function send(row: Row, fields: Record<string, unknown>, header: number | null): Promise<Outcome> {
  const payload = { ...row.base?.(), ...fields };
  const headers: Record<string, string> = header ? { 'x-cohort-prog-id': String(header) } : {};
  if (row.send === 'file') {
    const r = await download(row.path, payload, token, header ?? (undefined as never));
    return r.json ? { code: r.json.errorCode, object: null } : { code: 'SUCCESS', object: r.rows!.length };
  }
  const r: Answer =
    row.send === 'profileUpdate'
      ? await profileUpdate(payload, headers)
      : await call(row.path, payload, { token, headers });
  return { code: r.errorCode ?? r.msg, object: r.object };
}

/** The profile form as the screen sends it, with a stale lastUpdatedDate: past the scope it answers CONFLICT, writing nothing. */
async function profileUpdate(fields: Record<string, unknown>, headers: Record<string, string>): Promise<Answer> {
  const p = (await call(profileCalls.webSiteSearchById.path, { academicStaffId: staffId }, { token, headers })).object;
  const data = {
    academicStaffId: staffId,
    staffSaluation: p.staffSaluation,
    receiveNotiInd: p.receiveNotiInd,
    wpaStandApproveInd: p.wpaStandApproveInd,
    jobappStandApproveInd: p.jobappStandApproveInd,
    email: p.email,
    firstName: p.firstName,
    lastName: p.lastName,
    academicPhotoModel: { status: 'done', url: p.academicPhoto },
    lastUpdatedDate: '2000-01-01T00:00:00.000Z',
    ...fields,
  };
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  const res = await fetch(`${baseUrl()}/api/${profileCalls.webSiteUpdateById.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...headers },
    body: form,
  });
  return { status: res.status, ...((await res.json()) as Omit<Answer, 'status'>) };
}

/** An answer that read nothing: a picker naming a programme the caller does not hold. */
const empty = (o: unknown) => {
  const v = o as { total?: number; list?: unknown[] } | unknown[];
  return Array.isArray(v) ? v.length === 0 : v?.total === 0 || v?.list?.length === 0;
};

beforeAll(async () => {
  db = openDb();
  token = (await signIn('mc01')).accessToken;
  const docs = (await (await fetch(`${baseUrl()}/api/docs`)).json()) as {
    paths: Record<string, { post: { description?: string } }>;
  };
  guarded = new Set(
    Object.entries(docs.paths)
      .filter(([, op]) => op.post.description?.includes('must grant'))
      .map(([p]) => p.replace(/^\/api\//, '')),
  );
  const current = (await one(db, `select cohort_id, cohort_year from cohorts where is_current = 'Y'`))!;
  thisYear = current.cohort_year;
  thisCohortId = current.cohort_id;
  // A cohort before the demo's, where mc01 holds no role (removed afterwards).
  const f = (await one(
    db,
    `insert into cohorts (cohort_year) select min(cohort_year) - 1 from cohorts returning cohort_id, cohort_year`,
  ))!;
  foreign = { cohortYear: f.cohort_year, cohortId: f.cohort_id };
  await db.query(
    `insert into cohort_programmes (cohort_id, prog_id) select $1, prog_id from programmes where prog_code = 'BSCCS'`,
    [foreign.cohortId],
  );
  const cp = async (code: string, cohortId: number) =>
    (await one(
      db,
      `select cp.cohort_prog_id from cohort_programmes cp join programmes p using (prog_id)
        where p.prog_code = $1 and cp.cohort_id = $2`,
      [code, cohortId],
    ))!.cohort_prog_id as number;
  [cs, mkt, csForeign] = await Promise.all([
    cp('BSCCS', thisCohortId),
    cp('BBAMKT', thisCohortId),
    cp('BSCCS', foreign.cohortId),
  ]);
  staffId = (await one(
    db,
    `select a.academic_staff_id from academic_staff a join users u using (user_id) where u.account_id = 'mc01'`,
  ))!.academic_staff_id;
  jobApplId = (await one(
    db,
    `select a.job_appl_id from job_applications a join job_posts j using (job_id) where j.cohort_prog_id = $1 limit 1`,
    [cs],
  ))!.job_appl_id;
});

afterAll(async () => {
  if (foreign.cohortId) {
    await db.query(`delete from cohort_programmes where cohort_id = $1`, [foreign.cohortId]);
    await db.query(`delete from cohorts where cohort_id = $1`, [foreign.cohortId]);
  }
  await db.end();
});

const namesProgramme = (f: ScopeFields) => Boolean(f.progCode || f.progCodeList || f.cohortProgId);
const namesCohort = (f: ScopeFields) => Boolean(f.cohortYear || f.cohortId || f.cohortProgId);
/** What a call answers once its scope is through: the profile update's stale token is refused after it. */
const passed = (row: Row) => (row.send === 'profileUpdate' ? 'CONFLICT' : 'SUCCESS');

describe('every call with scope fields goes through CallScope (issue 34)', () => {
  const table = rows();

  it('covers the job review lists, the reports, the module lists, the pickers and the profile', () => {
    const paths = new Set(table.map((r) => r.path));
    for (const p of [
      'academicHome/searchAppl',
      'academicHome/searchYearStudent',
      'academicHome/searchAcademicTotalNumberStudent',
      'academicModule/searchModule',
      'academicHome/searchModule',
      'studentModuleRecord/searchModule',
      'commonDropDown/searchProgramme',
      'academicStaff/webSiteUpdateById',
      'wpaAppl/searchReport',
      'jobApplicationReport/exportJobApplicationReport',
      'reports/search',
    ]) {
      expect(paths.has(p), p).toBe(true);
    }
  });

  it.each(table.map((r) => [r.name ?? r.path, r]))('%s', async (_name, row) => {
    const r = row as Row;
    const f = r.fields;
    const held = f.reach === 'held';
    const label = (c: string) => `${r.path} ${JSON.stringify(r.base?.() ?? {})}: ${c}`;

    // A foreign programme: refused (a picker lists nothing of it).
    if (namesProgramme(f)) {
      const got = await send(
        r,
        naming(f, { code: 'BBAMKT', cp: mkt }, { cohortYear: thisYear, cohortId: thisCohortId }),
        cs,
      );
      if (held) {
        expect(got.code, label('foreign programme')).toBe('SUCCESS');
        expect(empty(got.object), label('foreign programme lists nothing')).toBe(true);
      } else expect(got.code, label('foreign programme')).toBe('FORBIDDEN');
    }

    // A foreign cohort: the selected programme in a cohort where the caller holds no role (a picker may list any cohort).
    if (namesCohort(f)) {
      const got = await send(r, naming(f, { code: 'BSCCS', cp: csForeign }, foreign), cs);
      expect(got.code, label('foreign cohort')).toBe(held ? 'SUCCESS' : 'FORBIDDEN');
    }

    // None: no field and no programme selected: every programme held (one cohort programme: none
    // to read); a call whose route needs a permission in the selected programme is refused first.
    const none = await send(r, {}, null);
    expect(none.code, label('none')).toBe(
      r.required ? 'VALIDATION' : f.cohortProgId || guarded.has(r.path) ? 'FORBIDDEN' : passed(r),
    );

    // The selected one: the header alone reads what naming it reads.
    const named = await send(
      r,
      naming(f, { code: 'BSCCS', cp: cs }, { cohortYear: thisYear, cohortId: thisCohortId }),
      cs,
    );
    expect(named.code, label('the selected one, named')).toBe(passed(r));
    if (!r.required) {
      const selected = await send(r, {}, cs);
      expect(selected.code, label('the selected one')).toBe(passed(r));
      if (!held) expect(selected.object, label('the selected one reads as named')).toEqual(named.object);
    }
  });
});
