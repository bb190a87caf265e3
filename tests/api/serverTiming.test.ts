import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseServerTiming } from '@core/server/http/serverTiming.js';
import { baseUrl, postAt, signIn } from '../support/api';
import { openDb } from '../support/db';
import { startSecondApp, type SecondApp } from '../support/secondApp';

/** SERVER_TIMING=on: each /api answer says its handler's time and its statements' (the benchmark's breakdown). */
describe('Server-Timing on a SERVER_TIMING=on copy', () => {
  let timed: SecondApp;
  const db = openDb();
  let token: string;
  let cohortProgId: number;
  beforeAll(async () => {
    timed = await startSecondApp({ serverTiming: true });
    token = (await signIn('mc01')).accessToken;
    cohortProgId = (
      await db.query(`select cp.cohort_prog_id from cohort_programmes cp join programmes p using (prog_id)
        join cohorts c using (cohort_id) where p.prog_code = 'BSCCS' and c.is_current = 'Y'`)
    ).rows[0].cohort_prog_id;
  });
  afterAll(async () => {
    await timed.close();
    await db.end();
  });

  const call = (url: string, path: string, body: unknown) => postAt(url, path, body, token, cohortProgId);

  it("counts the handler's statements and times them within the handler's time", async () => {
    const res = await call(timed.url, 'commonDropDown/searchSysParam', { segment: 'WORK_LOCATION' });
    expect(((await res.json()) as { msg: string }).msg).toBe('SUCCESS');
    const header = res.headers.get('server-timing');
    expect(header).toMatch(/^handler;dur=[0-9.]+, db;dur=[0-9.]+;desc="1 statement"$/);
    const t = parseServerTiming(header!);
    expect(t.statements).toBe(1);
    expect(t.db).toBeGreaterThan(0);
    expect(t.db).toBeLessThanOrEqual(t.handler);
  });

  it('counts every statement of a call that runs several', async () => {
    const jobId = (await db.query(`select job_id from job_posts where cohort_prog_id = $1 limit 1`, [cohortProgId]))
      .rows[0].job_id;
    const res = await call(timed.url, 'academicHome/searchById', { jobId });
    expect(((await res.json()) as { msg: string }).msg).toBe('SUCCESS');
    // The post, its card, its assigned students and its events: one statement each at least.
    const t = parseServerTiming(res.headers.get('server-timing')!);
    expect(t.statements).toBeGreaterThanOrEqual(4);
    expect(t.db).toBeLessThanOrEqual(t.handler);
  });

  it('leaves out a refused call, and a streamed export answers as before', async () => {
    const refused = await fetch(`${timed.url}/api/commonDropDown/searchSysParam`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ segment: 'WORK_LOCATION' }),
    });
    expect(refused.headers.get('server-timing')).toBeNull();
    const file = await call(timed.url, 'student/exportReport', { progCodeList: ['BSCCS'], lang: 'en' });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('is off by default: the suite’s own server sends no Server-Timing', async () => {
    const res = await call(baseUrl(), 'commonDropDown/searchSysParam', { segment: 'WORK_LOCATION' });
    expect(((await res.json()) as { msg: string }).msg).toBe('SUCCESS');
    expect(res.headers.get('server-timing')).toBeNull();
  });
});
