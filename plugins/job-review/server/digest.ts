import { sql, type RawBuilder } from 'kysely';
import {
  contributeDigest,
  type DigestItem,
  type DigestLink,
  type DigestSection,
} from '@core/server/digest/digestPoint.js';
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

/**
 * For each module convener of the batch, per programme, what `waiting` counts there (a table of
 * cohort_prog_id, count, only: the one waiting row's id when there is one).
 */
async function perProgramme(
  db: JobReviewDb,
  roles: RawBuilder<unknown>,
  waiting: (mc: RawBuilder<unknown>) => RawBuilder<unknown>,
  link: (r: Row) => DigestLink,
): Promise<DigestItem[]> {
  const mc = sql`(select distinct r.cohort_prog_id from ${roles} r where r.role_code = 'MODULE_CONVENER')`;
  const r = await sql<Row>`
    select r.user_id, r.cohort_prog_id, p.prog_code, p.prog_title, w.count, w.only
      from ${roles} r
      join (${waiting(mc)}) w on w.cohort_prog_id = r.cohort_prog_id
      join cohort_programmes cp on cp.cohort_prog_id = r.cohort_prog_id
      join programmes p on p.prog_id = cp.prog_id
     where r.role_code = 'MODULE_CONVENER'`.execute(db);
  return r.rows.map((x) => ({
    userId: x.userId,
    count: x.count,
    params: { progCode: x.progCode, progTitle: x.progTitle },
    link: link(x),
  }));
}

/** A section of what waits for the convener: its texts are `digest.<name>.title` and `.item`. */
const waitingSection = (
  id: string,
  order: number,
  name: 'posts' | 'applications',
  waiting: (mc: RawBuilder<unknown>) => RawBuilder<unknown>,
  link: (r: Row) => DigestLink,
): DigestSection<JobReviewDb> => ({
  id,
  order,
  titleKey: `digest.${name}.title`,
  itemKey: `digest.${name}.item`,
  items: ({ db, batch }) => perProgramme(db, batch.roles, waiting, link),
});

/**
 * Job review's part of the daily digest (issue 39): for each module convener (the one role that
 * decides, spec 000 §6), per programme of the current cohort, the SUBMITTED job posts and the
 * TEACHER_REVIEWING applications. A single one links straight to its review page, more to the list.
 */
export const jobReviewDigest = contributeDigest<JobReviewDb>({
  labels: { en, 'zh-Hant': zhHant, 'zh-Hans': zhHans },
  sections: [
    waitingSection(
      'job-review.postsAwaitingApproval',
      10,
      'posts',
      (mc) => sql`select jp.cohort_prog_id, count(*)::int as count, min(jp.job_id) as only from job_posts jp
        where jp.job_post_status = 'SUBMITTED' and jp.cohort_prog_id in ${mc} group by jp.cohort_prog_id`,
      (x) =>
        x.count === 1
          ? { to: routes.reviewJobPosting, params: { jobId: x.only!, flag: 'view' }, cohortProgId: x.cohortProgId }
          : { to: routes.seeAllJobPostings, cohortProgId: x.cohortProgId },
    ),
    // The counts are the maintained ones (job_appl_counts, kept by the applications' triggers).
    waitingSection(
      'job-review.applicationsAwaitingScreening',
      11,
      'applications',
      (mc) => sql`select c.cohort_prog_id, c.n as count,
          case when c.n = 1 then (select a.job_appl_id from job_applications a
            where a.cohort_prog_id = c.cohort_prog_id and a.job_appl_status = 'TEACHER_REVIEWING' limit 1) end as only
        from job_appl_counts c where c.job_appl_status = 'TEACHER_REVIEWING' and c.n > 0 and c.cohort_prog_id in ${mc}`,
      (x) =>
        x.count === 1 && x.only
          ? { to: routes.reviewApplication, params: { jobApplId: x.only }, cohortProgId: x.cohortProgId }
          : { to: routes.studentAllApplications, cohortProgId: x.cohortProgId },
    ),
  ],
});
