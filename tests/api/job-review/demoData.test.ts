import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { openDb, rows } from '../../support/db';
import { JOB_POST_STATUSES } from '@plugins/job-review/machines/jobPost';
import { JOB_APPLICATION_STATUSES } from '@plugins/job-review/machines/jobApplication';

let db: pg.Pool;
beforeAll(() => {
  db = openDb();
});
afterAll(async () => {
  await db.end();
});

const MINE = `p.prog_code in ('BSCCS','BSCDS') and c.is_current = 'Y'`;
const JOIN = `join cohort_programmes cp on cp.cohort_prog_id = jp.cohort_prog_id join programmes p using (prog_id) join cohorts c using (cohort_id)`;

describe("demo data covers both lifecycles for mc01's programmes", () => {
  it('posts in every status, late SUBMITTED ones, special arrangement Y and partner-assigned students', async () => {
    const st = await rows(db, `select distinct jp.job_post_status s from job_posts jp ${JOIN} where ${MINE}`);
    expect(st.map((r) => r.s).sort()).toEqual([...JOB_POST_STATUSES].sort());
    const late = await rows(
      db,
      `select jp.job_id from job_posts jp ${JOIN} where ${MINE} and jp.job_post_status = 'SUBMITTED' and jp.last_apply_date < current_date`,
    );
    expect(late.length).toBeGreaterThanOrEqual(2);
    const sa = await rows(db, `select jp.job_id from job_posts jp ${JOIN} where ${MINE} and jp.special_arrange = 'Y'`);
    expect(sa.length).toBeGreaterThan(0);
    const assigned = await rows(
      db,
      `select distinct a.assign_user_type t from job_post_assigned_students a join job_posts jp using (job_id) ${JOIN} where ${MINE}`,
    );
    expect(assigned.map((r) => r.t).sort()).toEqual(['ACADEMIC', 'PARTNER']);
    const others = await rows(
      db,
      `select distinct p.prog_code from job_posts jp ${JOIN} where p.prog_code not in ('BSCCS','BSCDS')`,
    );
    expect(others.length).toBeGreaterThan(3);
  });
  it('applications in every status, with events, annexes and request-document rounds', async () => {
    const st = await rows(
      db,
      `select distinct a.job_appl_status s from job_applications a join job_posts jp using (job_id) ${JOIN} where ${MINE}`,
    );
    expect(st.map((r) => r.s).sort()).toEqual([...JOB_APPLICATION_STATUSES].sort());
    const noEvents = await rows(
      db,
      `select a.job_appl_id from job_applications a where a.job_appl_status <> 'DRAFT'
       and not exists (select 1 from job_appl_events e where e.job_appl_id = a.job_appl_id)`,
    );
    expect(noEvents).toEqual([]);
    const rounds = await rows(
      db,
      `select e.job_appl_event_id from job_appl_events e join job_appl_annexes x using (job_appl_event_id) where e.event_type = 'REQUEST_DOCUMENT'`,
    );
    expect(rounds.length).toBeGreaterThan(0);
  });
});
