import { sql } from 'kysely';
import type { Db } from '@core/server/db/connect.js';

export interface JobReviewDataOptions {
  jobPosts: number;
  applications: number;
  /** false leaves the grown tables without fresh statistics (tests/db/plans.test.ts). */
  analyze?: boolean;
}

const POST_STATUSES = [
  'ACTIVE',
  'ACTIVE',
  'ACTIVE',
  'ACTIVE',
  'ACTIVE',
  'ACTIVE',
  'SUBMITTED',
  'SUBMITTED',
  'EXPIRED',
  'EXPIRED',
  'REJECTED',
  'SPECIAL_ARRANGEMENT',
  'WITHDRAWN',
  'DRAFT',
  'ACTIVE',
  'ACTIVE',
  'SUBMITTED',
  'EXPIRED',
  'ACTIVE',
  'ACTIVE',
];
const APPL_STATUSES = [
  'TEACHER_REVIEWING',
  'PEND_IP_RECEIPT',
  'IP_PROCESSING',
  'REQUEST_DOCUMENT',
  'DOCUMENT_ATTACHED',
  'OFFER',
  'IN_PROGRESS',
  'REJECTED',
  'DECLINED',
  'OFFER_DECLINED',
  'DOCUMENT_SUBMITTED',
  'STUDENT_WITHDRAWN',
  'TEACHER_REVIEWING',
  'PEND_IP_RECEIPT',
  'IP_PROCESSING',
  'IN_PROGRESS',
  'OFFER',
  'DECLINED',
  'REJECTED',
  'DRAFT',
];
const TITLES = [
  'Software Engineering Intern',
  'Data Analyst Intern',
  'Business Intelligence Assistant',
  'Machine Learning Research Assistant',
  'Cloud Operations Trainee',
  'Frontend Developer',
  'Marketing Analytics Intern',
  'IT Support Placement',
  'Cybersecurity Analyst Intern',
  'Product Management Intern',
  'QA Automation Intern',
  'Digital Marketing Assistant',
  'Finance Data Intern',
  'UX Research Assistant',
  'Backend Developer',
  'Site Engineering Trainee',
  'Audit Associate Intern',
  'Graphic Design Assistant',
  'Electrical Design Trainee',
  'Supply Chain Analyst Intern',
];
const arr = (xs: readonly string[]) => sql.raw(`(array[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}])`);

/**
 * Grows job posts and applications to benchmark size in set-based SQL (generate_series): posts
 * spread over the current cohort's programmes and all partners, applications spread over the
 * posts students can apply to, each by a distinct student of the post's programme. Safe to run
 * again: it only adds what is missing.
 */
export async function growJobReviewData(db: Db, { jobPosts, applications, analyze = true }: JobReviewDataOptions) {
  const count = async (table: 'job_posts' | 'job_applications') =>
    (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db)).rows[0]!.n;
  const havePosts = await count('job_posts');
  const haveAppls = await count('job_applications');
  await db.transaction().execute(async (trx) => {
    if (havePosts < jobPosts) {
      // Round-robin picks through arrays (one row of lookups), so the plan is a scan of the series.
      await sql`
        with a as (
          select
            (select array_agg(cp.cohort_prog_id order by cp.cohort_prog_id) from cohort_programmes cp
               join cohorts c using (cohort_id) where c.is_current = 'Y') as cps,
            (select array_agg(p.partner_id order by p.partner_id) from partners p) as pas,
            (select array_agg(c.partner_contact_id order by c.partner_id) from partner_contacts c where c.is_primary = 'Y') as contacts,
            (select array_agg(param_id order by param_id) from sys_params where segment = 'WORK_LOCATION') as locs),
        g as (select g, ${arr(POST_STATUSES)}[1 + g % ${sql.lit(POST_STATUSES.length)}] as status
              from generate_series(${sql.lit(havePosts + 1)}, ${sql.lit(jobPosts)}) g)
        insert into job_posts (cohort_prog_id, partner_id, partner_contact_id, job_title, job_type, position_type, vacancies,
          job_desc, salary_range_from, salary_range_to, unit, estimated_no_of_days_a_week, estimated_no_of_hours_a_week,
          exp_commence_date, exp_end_date, last_apply_date, work_loc_id, job_post_status, special_arrange, submit_date,
          event_date, created_by, last_updated_by)
        select a.cps[1 + g.g % cardinality(a.cps)], c.partner_id, c.partner_contact_id,
          ${arr(TITLES)}[1 + (g.g * 7) % ${sql.lit(TITLES.length)}] || ' ' || g.g,
          (array['FULL_TIME','PART_TIME','INTERNSHIP','SUMMER','PLACEMENT'])[1 + g.g % 5],
          (array['ONSITE','HYBRID','REMOTE'])[1 + g.g % 3], 1 + g.g % 4,
          '<p>Generated job post ' || g.g || '.</p>', 60 + g.g % 8 * 10, 80 + g.g % 8 * 10, 'HOUR', 3 + g.g % 3, 24 + g.g % 17,
          current_date + (g.g % 120), current_date + (g.g % 120) + 120,
          case when g.status = 'EXPIRED' or g.g % 23 = 0 then current_date - 1 - g.g % 60 else current_date + 1 + g.g % 90 end,
          a.locs[1 + g.g % cardinality(a.locs)], g.status, case when g.status = 'SPECIAL_ARRANGEMENT' then 'Y' else 'N' end,
          case when g.status = 'DRAFT' then null else now() - (g.g % 90) * interval '1 day' end,
          case when g.status in ('ACTIVE','REJECTED','SPECIAL_ARRANGEMENT','EXPIRED') then now() - (g.g % 60) * interval '1 day' end,
          'bench', 'bench'
        from g cross join a
        join partner_contacts c on c.partner_contact_id = a.contacts[1 + (g.g * 7) % cardinality(a.contacts)]`.execute(
        trx,
      );
    }
    if (haveAppls < applications) {
      await sql`
        with posts as (
          select array_agg(jp.job_id order by jp.job_id) as ids, array_agg(cp.prog_id order by jp.job_id) as progs
          from job_posts jp join cohort_programmes cp using (cohort_prog_id)
          where jp.job_post_status in ('ACTIVE','EXPIRED','SPECIAL_ARRANGEMENT','WITHDRAWN')),
        studs as (select s.prog_id, array_agg(s.student_id order by s.student_id) as ids from students s group by s.prog_id),
        g as (
          select g.g, p.ids[1 + g.g % cardinality(p.ids)] as job_id, p.progs[1 + g.g % cardinality(p.ids)] as prog_id,
            g.g / cardinality(p.ids) + (g.g % cardinality(p.ids)) * 13 as k
          from generate_series(${sql.lit(haveAppls + 1)}, ${sql.lit(applications)}) g cross join posts p)
        insert into job_applications (job_id, student_id, job_appl_status, special_arrange, apply_date, contact_phone,
          resume_type, annex_name, storage_path, created_by, last_updated_by)
        select g.job_id, s.ids[1 + g.k % cardinality(s.ids)], ${arr(APPL_STATUSES)}[1 + g.g % ${sql.lit(APPL_STATUSES.length)}],
          case when g.g % 31 = 0 then 'Y' else 'N' end, now() - (g.g % 80) * interval '1 day', '9' || lpad((g.g % 10000000)::text, 7, '0'),
          case when g.g % 3 = 0 then 'SELECT' else 'UPLOAD' end, 'resume-' || g.g || '.pdf', 'bench/resume-' || g.g || '.pdf',
          'bench', 'bench'
        from g join studs s on s.prog_id = g.prog_id
        on conflict (job_id, student_id) do nothing`.execute(trx);
    }
  });
  const added = {
    addedPosts: Math.max(0, jobPosts - havePosts),
    addedApplications: (await count('job_applications')) - haveAppls,
  };
  if (analyze) {
    // Rows just added are vacuumed too: until the visibility map is set, index-only scans visit
    // the table, and autovacuum (its insert threshold) would start on them in the middle of a
    // fresh data set's first run.
    const how = added.addedPosts || added.addedApplications ? sql`vacuum analyze` : sql`analyze`;
    await sql`${how} job_posts`.execute(db);
    await sql`${how} job_applications`.execute(db);
  }
  return added;
}
