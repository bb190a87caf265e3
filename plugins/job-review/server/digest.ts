import { sql } from 'kysely';
import { contributeDigest, type DigestItem } from '@core/server/digest/digestPoint.js';
import { jobReviewContract } from '@schemas/job-review/contract.js';
import type { JobReviewDb } from './area.js';
import en from './locales/en.json' with { type: 'json' };
import zhHant from './locales/zh-Hant.json' with { type: 'json' };
import zhHans from './locales/zh-Hans.json' with { type: 'json' };

const { routes } = jobReviewContract;

/** What a section's statement answers per person and programme; `only`: the one waiting row's id. */
interface Row {
  userId: number;
  cohortProgId: number;
  progCode: string;
  progTitle: string;
  count: number;
  only: number | null;
}

const itemOf = (r: Row, link: DigestItem['link']): DigestItem => ({
  userId: r.userId,
  count: r.count,
  params: { progCode: r.progCode, progTitle: r.progTitle },
  link,
});

/**
 * Job review's part of the daily digest (issue 39): for each module convener (the one role that
 * decides, spec 000 §6), per programme of the current cohort, the SUBMITTED job posts and the
 * TEACHER_REVIEWING applications. A single one links straight to its review page, more to the list.
 */
export const jobReviewDigest = contributeDigest<JobReviewDb>({
  labels: { en, 'zh-Hant': zhHant, 'zh-Hans': zhHans },
  sections: [
    {
      id: 'job-review.postsAwaitingApproval',
      order: 10,
      titleKey: 'digest.posts.title',
      itemKey: 'digest.posts.item',
      async items({ db, batch }) {
        const r = await sql<Row>`
          with mc as (select distinct user_id, cohort_prog_id from ${batch.roles} r where r.role_code = 'MODULE_CONVENER'),
          waiting as (
            select jp.cohort_prog_id, count(*)::int as count, min(jp.job_id) as only
              from job_posts jp
             where jp.job_post_status = 'SUBMITTED' and jp.cohort_prog_id in (select cohort_prog_id from mc)
             group by jp.cohort_prog_id)
          select mc.user_id, mc.cohort_prog_id, p.prog_code, p.prog_title, w.count, w.only
            from mc join waiting w on w.cohort_prog_id = mc.cohort_prog_id
            join cohort_programmes cp on cp.cohort_prog_id = mc.cohort_prog_id
            join programmes p on p.prog_id = cp.prog_id`.execute(db);
        return r.rows.map((x) =>
          itemOf(
            x,
            x.count === 1
              ? { to: routes.reviewJobPosting, params: { jobId: x.only!, flag: 'view' }, cohortProgId: x.cohortProgId }
              : { to: routes.seeAllJobPostings, cohortProgId: x.cohortProgId },
          ),
        );
      },
    },
    {
      id: 'job-review.applicationsAwaitingScreening',
      order: 11,
      titleKey: 'digest.applications.title',
      itemKey: 'digest.applications.item',
      async items({ db, batch }) {
        // The counts are the maintained ones (job_appl_counts, kept by the applications' triggers).
        const r = await sql<Row>`
          with mc as (select distinct user_id, cohort_prog_id from ${batch.roles} r where r.role_code = 'MODULE_CONVENER'),
          waiting as (
            select c.cohort_prog_id, c.n as count,
                   case when c.n = 1 then (select a.job_appl_id from job_applications a
                     where a.cohort_prog_id = c.cohort_prog_id and a.job_appl_status = 'TEACHER_REVIEWING' limit 1) end as only
              from job_appl_counts c
             where c.job_appl_status = 'TEACHER_REVIEWING' and c.n > 0
               and c.cohort_prog_id in (select cohort_prog_id from mc))
          select mc.user_id, mc.cohort_prog_id, p.prog_code, p.prog_title, w.count, w.only
            from mc join waiting w on w.cohort_prog_id = mc.cohort_prog_id
            join cohort_programmes cp on cp.cohort_prog_id = mc.cohort_prog_id
            join programmes p on p.prog_id = cp.prog_id`.execute(db);
        return r.rows.map((x) =>
          itemOf(
            x,
            x.count === 1 && x.only
              ? { to: routes.reviewApplication, params: { jobApplId: x.only }, cohortProgId: x.cohortProgId }
              : { to: routes.studentAllApplications, cohortProgId: x.cohortProgId },
          ),
        );
      },
    },
  ],
});
