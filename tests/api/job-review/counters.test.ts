import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { openDb, rows } from '../../support/db';

/**
 * The counters and the denormalised programme of job review 002_list_speed (applications) and
 * core 006_student_year_counts (students): whatever a statement does to applications or students,
 * the counters equal a fresh count. Every change here runs in a transaction that is rolled back,
 * so the shared demo data stays as it was.
 */
let db: pg.Pool;
beforeAll(() => {
  db = openDb();
});
afterAll(async () => {
  await db.end();
});

const APPL_DRIFT = `
  select coalesce(c.cohort_prog_id, f.cohort_prog_id) as cp, coalesce(c.job_appl_status, f.job_appl_status) as st,
    c.n as kept, f.n as fresh
  from job_appl_counts c
  full join (select cohort_prog_id, job_appl_status, count(*)::int as n from job_applications group by 1, 2) f
    using (cohort_prog_id, job_appl_status)
  where c.n is distinct from f.n and coalesce(c.n, 0) + coalesce(f.n, 0) > 0`;
const STUDENT_DRIFT = `
  select * from student_year_counts c
  full join (select prog_id, cohort_id, study_year_entry, count(*)::int as n from students group by 1, 2, 3) f
    using (prog_id, cohort_id, study_year_entry)
  where c.n is distinct from f.n and coalesce(c.n, 0) + coalesce(f.n, 0) > 0`;

/** Runs `work` in a transaction, checks the counters inside it, and rolls it back. */
async function inRolledBack(work: (c: pg.PoolClient) => Promise<void>) {
  const c = await db.connect();
  try {
    await c.query('begin');
    await work(c);
    expect((await c.query(APPL_DRIFT)).rows).toEqual([]);
    expect((await c.query(STUDENT_DRIFT)).rows).toEqual([]);
  } finally {
    await c.query('rollback');
    c.release();
  }
}

describe('list counters (migration 002_list_speed)', () => {
  it('match a fresh count of the demo data', async () => {
    expect(await rows(db, APPL_DRIFT)).toEqual([]);
    expect(await rows(db, STUDENT_DRIFT)).toEqual([]);
  });

  it('follow status changes, inserts and deletes of applications', async () => {
    await inRolledBack(async (c) => {
      const changed = await c.query(
        `update job_applications set job_appl_status = 'REJECTED'
         where job_appl_id in (select job_appl_id from job_applications where job_appl_status = 'TEACHER_REVIEWING' limit 3)`,
      );
      expect(changed.rowCount).toBe(3);
      await c.query(`delete from job_applications where job_appl_id in
        (select job_appl_id from job_applications a where not exists
          (select 1 from job_appl_events e where e.job_appl_id = a.job_appl_id)
          and not exists (select 1 from job_appl_annexes x where x.job_appl_id = a.job_appl_id) limit 2)`);
      // An update that changes no counted column leaves the counters alone.
      await c.query(`update job_applications set additional_info = 'x' where job_appl_id in
        (select job_appl_id from job_applications limit 5)`);
    });
  });

  it('give a new application its post’s programme', async () => {
    await inRolledBack(async (c) => {
      const r = await c.query(
        `insert into job_applications (job_id, student_id, job_appl_status, apply_date)
         select jp.job_id, s.student_id, 'TEACHER_REVIEWING', now()
         from job_posts jp cross join students s
         where not exists (select 1 from job_applications a where a.job_id = jp.job_id and a.student_id = s.student_id)
         limit 4
         returning job_id, cohort_prog_id`,
      );
      expect(r.rowCount).toBe(4);
      for (const row of r.rows) {
        const post = await c.query('select cohort_prog_id from job_posts where job_id = $1', [row.job_id]);
        expect(row.cohort_prog_id).toBe(post.rows[0].cohort_prog_id);
      }
    });
  });

  it('follow students moving programme, cohort or entry year', async () => {
    await inRolledBack(async (c) => {
      await c.query(`update students set study_year_entry = study_year_entry + 1
        where student_id in (select student_id from students order by student_id limit 7)`);
      await c.query(`update students set prog_id = (select min(prog_id) from programmes)
        where student_id in (select student_id from students order by student_id desc limit 3)`);
    });
  });
});
