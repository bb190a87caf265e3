import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { jobReviewCalls } from '@schemas/job-review/calls';
import { openDb } from '../../support/db';
import { callAs, cpOf, type Login, one, tokensFor } from './setup';

/**
 * Issue 14 item 6: partner-written rich text (job description, requirement, company profile) is
 * sanitised on the server with the one HTML policy before it is served, whatever the partner
 * side stored; the browser's sanitiser and the CSP are no longer the only fences.
 */
const HOSTILE_DESC =
  '<p onclick="alert(1)">Build <b>dashboards</b></p><script>alert(1)</script>' +
  '<img src=x onerror=alert(1)><a href="javascript:alert(1)">more</a><iframe src="https://evil.example"></iframe>';
const CLEAN_DESC = '<p>Build <b>dashboards</b></p><a>more</a>';
const HOSTILE_REQ = '<ul><li style="color:red">SQL</li></ul><svg onload=alert(1)><script>x</script></svg>';
const CLEAN_REQ = '<ul><li>SQL</li></ul>';

let db: pg.Pool;
let t: Record<Login, string>;
let ccs: number;
let jobId: number;

beforeAll(async () => {
  db = openDb();
  t = await tokensFor();
  ccs = await cpOf(db, 'BSCCS');
  // Straight into the database, as the partner side (or an attacker past it) could store it.
  const made = await one<{ job_id: number }>(
    db,
    `insert into job_posts (cohort_prog_id, partner_id, partner_contact_id, job_title, job_type, position_type,
       job_desc, job_requirement, last_apply_date, job_post_status, submit_date)
     select cohort_prog_id, partner_id, partner_contact_id, 'Hostile rich text', job_type, position_type,
       $2, $3, current_date + 30, 'SUBMITTED', now()
     from job_posts where cohort_prog_id = $1 order by job_id limit 1 returning job_id`,
    [ccs, HOSTILE_DESC, HOSTILE_REQ],
  );
  jobId = made!.job_id;
});
afterAll(async () => {
  await db.query(`delete from job_posts where job_id = $1`, [jobId]);
  await db.end();
});

describe('academicHome/searchById serves a job post’s rich text sanitised', () => {
  for (const who of ['mc01', 'pl01', 'as01'] as const) {
    it(`answers ${who} the description and requirement without script, handlers or bad links`, async () => {
      const r = await callAs({ token: t[who], cohortProgId: ccs }, jobReviewCalls.searchById, { jobId });
      expect(r.msg).toBe('SUCCESS');
      expect(r.object.jobDesc).toBe(CLEAN_DESC);
      expect(r.object.jobRequirement).toBe(CLEAN_REQ);
    });
  }

  it('leaves the stored text as the partner wrote it (sanitised on the way out)', async () => {
    const row = await one(db, `select job_desc from job_posts where job_id = $1`, [jobId]);
    expect(row.job_desc).toBe(HOSTILE_DESC);
  });

  it('answers null for a post without a description', async () => {
    await db.query(`update job_posts set job_desc = null where job_id = $1`, [jobId]);
    try {
      const r = await callAs({ token: t.mc01, cohortProgId: ccs }, jobReviewCalls.searchById, { jobId });
      expect(r.msg).toBe('SUCCESS');
      expect(r.object.jobDesc).toBeNull();
    } finally {
      await db.query(`update job_posts set job_desc = $2 where job_id = $1`, [jobId, HOSTILE_DESC]);
    }
  });
});

describe('academicHome/searchByPartnerId serves the company profile sanitised', () => {
  it('removes onerror, javascript: links, iframes and styles, and keeps the profile’s text and layout', async () => {
    const p = await one(db, `select partner_id, company_profile from partners order by partner_id limit 1`);
    await db.query(`update partners set company_profile = $2 where partner_id = $1`, [
      p.partner_id,
      '<h3 style="x">About</h3><img src=x onerror=alert(1)><p>We <a href="javascript:alert(1)">hire</a>' +
        ' <a href="https://ok.example" target="_blank">students</a></p><iframe srcdoc="<script>alert(1)</script>"></iframe>',
    ]);
    try {
      const r = await callAs({ token: t.as01, cohortProgId: ccs }, jobReviewCalls.searchByPartnerId, {
        partnerId: p.partner_id,
      });
      expect(r.msg).toBe('SUCCESS');
      expect(r.object.companyProfile).toBe(
        '<h3>About</h3><p>We <a>hire</a> <a href="https://ok.example" target="_blank" rel="noopener noreferrer">students</a></p>',
      );
    } finally {
      await db.query(`update partners set company_profile = $2 where partner_id = $1`, [
        p.partner_id,
        p.company_profile,
      ]);
    }
  });
});
