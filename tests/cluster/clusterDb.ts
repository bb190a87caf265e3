import pg from 'pg';

/** The spec's own view of the shared database: it checks what the copies wrote, not what they said. */
export async function withDb<T>(url: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

export interface PreparedPost {
  jobId: number;
  cohortProgId: number;
  token: string;
}

/**
 * Makes `count` posts of mc01's programmes (current cohort, with a partner contact so approval
 * writes a mail) SUBMITTED with a deadline ahead, and answers each one's version token.
 */
export async function submittedPosts(url: string, count: number, skip = 0): Promise<PreparedPost[]> {
  return withDb(url, async (c) => {
    const { rows } = await c.query<{ job_id: number; cohort_prog_id: number }>(
      `select jp.job_id, jp.cohort_prog_id from job_posts jp
       join cohort_programmes cp on cp.cohort_prog_id = jp.cohort_prog_id
       join programmes p on p.prog_id = cp.prog_id join cohorts co on co.cohort_id = cp.cohort_id
       where co.is_current = 'Y' and p.prog_code in ('BSCCS', 'BSCDS') and exists (select 1 from partner_contacts x where x.partner_id = jp.partner_id and x.contact_email is not null)
       order by jp.job_id offset $1 limit $2`,
      [skip, count],
    );
    const ids = rows.map((r) => r.job_id);
    const updated = await c.query<{ job_id: number; token: string }>(
      `update job_posts set job_post_status = 'SUBMITTED', last_apply_date = current_date + 30
       where job_id = any($1::int[])
       returning job_id, to_char(last_updated_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as token`,
      [ids],
    );
    const tokens = new Map(updated.rows.map((r) => [r.job_id, r.token]));
    return rows.map((r) => ({ jobId: r.job_id, cohortProgId: r.cohort_prog_id, token: tokens.get(r.job_id)! }));
  });
}
