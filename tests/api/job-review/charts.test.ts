import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { jobReviewCalls as c } from '@schemas/job-review/calls';
import { openDb } from '../../support/db';
import { callAs, cpOf, one, tokensFor, type Login } from './setup';

/**
 * Issue 38: the home's job review charts count the convener's decisions of the programme read,
 * per week of the last 12, as the events record them; the programme is checked like every home call.
 */
let db: pg.Pool;
let t: Record<Login, string>;
let ccs: number;
beforeAll(async () => {
  db = openDb();
  t = await tokensFor();
  ccs = await cpOf(db, 'BSCCS');
});
afterAll(async () => {
  await db.end();
});

const asMc = (body: { chart: 'posts' | 'applications' | 'waiting'; progCodeList?: string[] }) =>
  callAs({ token: t.mc01, cohortProgId: ccs }, c.searchDecisionChart, body);
const total = (figures: readonly { value: number }[]) => figures.reduce((n, f) => n + f.value, 0);
const SINCE = `date_trunc('week', current_date) - interval '11 weeks'`;

describe('academicHome/searchDecisionChart', () => {
  it('posts and applications decided per week equal the decision events of the programme', async () => {
    const posts = await asMc({ chart: 'posts' });
    expect(posts.msg).toBe('SUCCESS');
    const p = await one(
      db,
      `select count(*)::int n from job_post_events e join job_posts jp using (job_id)
        where jp.cohort_prog_id = $1 and e.event_date >= ${SINCE} and e.from_status = 'SUBMITTED'
          and e.to_status in ('ACTIVE', 'SPECIAL_ARRANGEMENT', 'REJECTED')`,
      [ccs],
    );
    expect(total(posts.object)).toBe(p.n);
    const appls = await asMc({ chart: 'applications' });
    const a = await one(
      db,
      `select count(*)::int n from job_appl_events e join job_applications ja using (job_appl_id) join job_posts jp using (job_id)
        where jp.cohort_prog_id = $1 and e.event_date >= ${SINCE} and e.from_status = 'TEACHER_REVIEWING'
          and e.to_status in ('PEND_IP_RECEIPT', 'SPECIAL_ARRANGEMENT', 'REJECTED')`,
      [ccs],
    );
    expect(total(appls.object)).toBe(a.n);
    for (const f of [...posts.object, ...appls.object]) {
      expect(f.category).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(['APPROVED', 'SPECIAL_ARRANGEMENT', 'REJECTED']).toContain(f.series);
    }
    const waiting = await asMc({ chart: 'waiting' });
    expect(waiting.msg).toBe('SUCCESS');
    for (const f of waiting.object) expect(['posts', 'applications']).toContain(f.series);
  });

  it('refuses an unknown chart and a programme the caller holds no role in', async () => {
    expect((await asMc({ chart: 'nope' as 'posts' })).errorCode).toBe('VALIDATION');
    expect((await asMc({ chart: 'posts', progCodeList: ['BENGCE'] })).errorCode).toBe('FORBIDDEN');
  });
});
