import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { call, signIn } from '../support/api';
import { one, openDb } from '../support/db';
import { cpOf } from '../support/areaSuite';

/**
 * Issue 34, probe finding 6: a row of a programme the caller holds no role in answers exactly as
 * an id that does not exist (the same status, errorCode and msg), so staff cannot tell which ids
 * exist elsewhere. mc01 holds roles in BSc Computer Science and Data Science, none in BBAMKT.
 */
let db: pg.Pool;
let token = '';
let selected = 0;
/** By-id calls of several areas, with the id field and SQL naming one BBAMKT row of the current cohort. */
const CALLS: { path: string; field: string; sql: string; extra?: Record<string, unknown> }[] = [
  { path: 'academicHome/searchById', field: 'jobId', sql: `select j.job_id as id from job_posts j ${IN_OTHER('j')}` },
  {
    path: 'academicHome/searchJobApplById',
    field: 'jobApplId',
    sql: `select a.job_appl_id as id from job_applications a join job_posts j using (job_id) ${IN_OTHER('j')}`,
  },
  {
    path: 'academicHome/updateJobApplStatus',
    field: 'jobApplId',
    sql: `select a.job_appl_id as id from job_applications a join job_posts j using (job_id) ${IN_OTHER('j')}`,
    extra: { jobApplStatus: 'REJECTED', eventRemark: 'x' },
  },
  {
    path: 'academicModule/searchModuleById',
    field: 'cohortModuleId',
    sql: `select cm.cohort_module_id as id from cohort_modules cm ${IN_OTHER('cm')}`,
  },
  {
    path: 'academicModule/searchModuleStudentById',
    field: 'studentModuleId',
    sql: `select sm.student_module_id as id from student_modules sm join cohort_modules cm using (cohort_module_id) ${IN_OTHER('cm')}`,
  },
  {
    path: 'assign/searchAssign',
    field: 'cohortModuleId',
    sql: `select cm.cohort_module_id as id from cohort_modules cm ${IN_OTHER('cm')}`,
  },
  {
    path: 'assign/searchById',
    field: 'studentModuleAssignId',
    sql: `select a.student_module_assign_id as id from student_module_assigns a
          join student_modules sm using (student_module_id) join cohort_modules cm using (cohort_module_id) ${IN_OTHER('cm')}`,
  },
  {
    path: 'wpaAppl/searchById',
    field: 'wpaApplId',
    sql: `select w.wpa_appl_id as id from wpa_appls w join cohort_modules cm using (cohort_module_id) ${IN_OTHER('cm')} and w.wpa_status <> 'DRAFT'`,
  },
  {
    path: 'wpaAppl/approve',
    field: 'wpaApplId',
    sql: `select w.wpa_appl_id as id from wpa_appls w join cohort_modules cm using (cohort_module_id) ${IN_OTHER('cm')} and w.wpa_status = 'PENDING_SEND'`,
  },
  {
    path: 'wpaAppl/searchAllAccepted',
    field: 'studentModuleId',
    sql: `select sm.student_module_id as id from student_modules sm join cohort_modules cm using (cohort_module_id) ${IN_OTHER('cm')}`,
  },
  {
    path: 'keyDocument/searchById',
    field: 'keyDocumentId',
    sql: `select k.key_document_id as id from key_documents k join student_modules sm using (student_module_id)
          join cohort_modules cm on cm.cohort_module_id = sm.cohort_module_id ${IN_OTHER('cm')}`,
  },
];

/** Rows of BBAMKT's current cohort programme (a programme mc01 holds nothing in). */
function IN_OTHER(alias: string) {
  return `join cohort_programmes cp on cp.cohort_prog_id = ${alias}.cohort_prog_id join programmes p using (prog_id)
    join cohorts c using (cohort_id) where p.prog_code = 'BBAMKT' and c.is_current = 'Y'`;
}

beforeAll(async () => {
  db = openDb();
  token = (await signIn('mc01')).accessToken;
  selected = await cpOf(db, 'BSCCS');
  // The demo keeps key documents in the computing programmes only: one copied to a BBAMKT student.
  const doc = CALLS.find((c) => c.field === 'keyDocumentId')!;
  if (!(await one(db, `${doc.sql} limit 1`))) {
    const sm = await one<{ id: number }>(
      db,
      `${CALLS.find((c) => c.path === 'wpaAppl/searchAllAccepted')!.sql} limit 1`,
    );
    const cols = (
      await db.query<{ c: string }>(
        `select column_name as c from information_schema.columns where table_name = 'key_documents'
           and column_name not in ('key_document_id', 'student_module_id', 'cohort_module_id')`,
      )
    ).rows.map((r) => r.c);
    await db.query(
      `insert into key_documents (student_module_id, cohort_module_id, ${cols.join(', ')})
       select $1, (select cohort_module_id from student_modules where student_module_id = $1), ${cols.join(', ')}
       from key_documents order by key_document_id limit 1`,
      [sm!.id],
    );
  }
});
afterAll(async () => {
  await db.end();
});

const ask = (path: string, body: unknown) =>
  call(path, body, { token, headers: { 'x-cohort-prog-id': String(selected) } });

describe("another programme's rows answer as unknown ids do (issue 34)", () => {
  it.each(CALLS)('$path', async ({ path, field, sql, extra }) => {
    const row = await one<{ id: number }>(db, `${sql} limit 1`);
    expect(row, `a BBAMKT row for ${path}`).toBeTruthy();
    const unknown = await ask(path, { ...extra, [field]: 2_000_000_000 });
    const other = await ask(path, { ...extra, [field]: row!.id });
    expect(unknown.errorCode).toBe('NOT_FOUND');
    expect({ status: other.status, errorCode: other.errorCode, msg: other.msg }).toEqual({
      status: unknown.status,
      errorCode: unknown.errorCode,
      msg: unknown.msg,
    });
  });
});
