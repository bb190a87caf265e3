import { sql, type RawBuilder } from 'kysely';
import type { JobReviewDb } from '../area.js';
import { validation } from '@core/server/http/appError.js';
import { IN_PROCESSING_STATUSES } from '../../machines/jobApplication.js';
import { orderFrom, paging } from '@core/server/db/lists.js';
import type { Scope } from '@core/server/auth/scope.js';
import type { PayloadOf } from '@core/shared/callSpec.js';
import type { jobReviewCalls } from '@schemas/job-review/calls.js';
import { containsPattern } from '@core/shared/likePattern.js';
import type { CandidateRow, StudentRow } from './replyRows.js';

/**
 * Study year of a student in the cohort year looked at (our rule, docs/decisions/job-review.md):
 * (cohort year − the student's entry cohort year) + study_year_entry. Year 4 means 4 and above.
 */
const studyYear = (scope: Scope) => sql`(${sql.lit(scope.cohortYear)} - ec.cohort_year + s.study_year_entry)`;

/** Students of the scope's programmes who had entered by the cohort year. */
const studentsFrom = (scope: Scope) => sql`
  students s
  join cohorts ec on ec.cohort_id = s.cohort_id
  join users u on u.user_id = s.user_id
  join programmes p on p.prog_id = s.prog_id
  where s.prog_id = any(${scope.progIds}::int[]) and ec.cohort_year <= ${scope.cohortYear}`;

const inProgress = sql`exists (select 1 from job_applications a where a.student_id = s.student_id
  and a.job_appl_status = any(${[...IN_PROCESSING_STATUSES]}::text[]))`;
/** 'No accepted job offer': no application in IN_PROGRESS (Offer Accepted). */
const noAccepted = sql`not exists (select 1 from job_applications a where a.student_id = s.student_id
  and a.job_appl_status = 'IN_PROGRESS')`;

async function countsByYear(db: JobReviewDb, scope: Scope, extra: RawBuilder<unknown> | null) {
  const y = studyYear(scope);
  const r = await sql<{ all: number; y1: number; y2: number; y3: number; y4: number }>`
    select count(*)::int as all,
      count(*) filter (where ${y} = 1)::int as y1,
      count(*) filter (where ${y} = 2)::int as y2,
      count(*) filter (where ${y} = 3)::int as y3,
      count(*) filter (where ${y} >= 4)::int as y4
    from students s join cohorts ec on ec.cohort_id = s.cohort_id
    where s.prog_id = any(${scope.progIds}::int[]) and ec.cohort_year <= ${scope.cohortYear}
      ${extra ? sql`and ${extra}` : sql``}`.execute(db);
  const row = r.rows[0]!;
  return [row.all, row.y1, row.y2, row.y3, row.y4] as const;
}

/** All students per study year, from the counters kept by trigger (migration 002_list_speed). */
async function allByYear(db: JobReviewDb, scope: Scope) {
  const y = sql`(${sql.lit(scope.cohortYear)} - ec.cohort_year + c.study_year_entry)`;
  const r = await sql<{ all: number; y1: number; y2: number; y3: number; y4: number }>`
    select coalesce(sum(n), 0)::int as all,
      coalesce(sum(n) filter (where ${y} = 1), 0)::int as y1,
      coalesce(sum(n) filter (where ${y} = 2), 0)::int as y2,
      coalesce(sum(n) filter (where ${y} = 3), 0)::int as y3,
      coalesce(sum(n) filter (where ${y} >= 4), 0)::int as y4
    from student_year_counts c join cohorts ec on ec.cohort_id = c.cohort_id
    where c.prog_id = any(${scope.progIds}::int[]) and ec.cohort_year <= ${scope.cohortYear}`.execute(db);
  const row = r.rows[0]!;
  return [row.all, row.y1, row.y2, row.y3, row.y4] as const;
}

const YEAR_WORDS = ['All', 'One', 'Two', 'Three', 'Four'] as const;
type YearWord = (typeof YEAR_WORDS)[number];

/** The five counts (all, Year 1 to 3, Year 4+) under the reply's names for them. */
const perYear = <P extends string, S extends string>(prefix: P, suffix: S, counts: readonly number[]) =>
  Object.fromEntries(YEAR_WORDS.map((w, i) => [`${prefix}${w}${suffix}`, counts[i]!])) as Record<
    `${P}${YearWord}${S}`,
    number
  >;

/** academicHome/searchYearStudent: all students per study year (spec 000 §3 'Student counts'). */
export async function searchYearStudent(db: JobReviewDb, scope: Scope) {
  return perYear('year', 'Student', await allByYear(db, scope));
}

/** academicHome/searchNoApplictionsStudentsCounts: students with no accepted job offer. */
export async function searchNoApplicationsCounts(db: JobReviewDb, scope: Scope) {
  return perYear('noApplictionsYear', 'Students', await countsByYear(db, scope, noAccepted));
}

/** academicHome/searchApplCount: students with an application in processing. */
export async function searchInProgressCounts(db: JobReviewDb, scope: Scope) {
  return perYear('inProgressYear', 'Students', await countsByYear(db, scope, inProgress));
}

export type StudentListKind = 'all' | 'noApplications' | 'inProgress';

const STUDENT_SORT = {
  student_acct_id: 's.student_acct_id',
  student_name: 'u.first_name',
  first_name: 'u.first_name',
  last_name: 'u.last_name',
  email: 'u.email',
  prog_title: 'p.prog_title',
  study_year: 'study_year',
};

export function parseYear(v: number | string | null | undefined): number {
  const n = v === null || v === undefined || v === '' ? 0 : Number(v);
  if (!Number.isInteger(n) || n < 0 || n > 4) throw validation('The year must be 0 to 4.');
  return n;
}

/** The three student lists by year (no applications, total number, in progress), paged in SQL. */
export async function searchStudentsByYear(
  db: JobReviewDb,
  scope: Scope,
  kind: StudentListKind,
  body: PayloadOf<typeof jobReviewCalls.searchAcademicTotalNumberStudent>,
): Promise<{ list: StudentRow[]; total: number }> {
  const year = parseYear(body.selectYear);
  const y = studyYear(scope);
  const { limit, offset } = paging(body);
  const order = orderFrom(body.orderBy, STUDENT_SORT, 's.student_acct_id');
  const term = body.studentName?.trim();
  const r = await sql<StudentRow & { total: number }>`
    select s.student_id, s.user_id, s.student_acct_id, u.first_name || ' ' || u.last_name as student_name,
      u.first_name, u.last_name, u.email, p.prog_code, p.prog_title, ec.cohort_year as student_entry_year,
      s.study_year_entry, ${y} as study_year, count(*) over ()::int as total
    from ${studentsFrom(scope)}
      ${year === 0 ? sql`` : year === 4 ? sql`and ${y} >= 4` : sql`and ${y} = ${sql.lit(year)}`}
      ${kind === 'noApplications' ? sql`and ${noAccepted}` : kind === 'inProgress' ? sql`and ${inProgress}` : sql``}
      ${
        term
          ? sql`and (s.student_acct_id ilike ${containsPattern(term)} or (u.first_name || ' ' || u.last_name) ilike ${containsPattern(term)}
                or (u.last_name || ' ' || u.first_name) ilike ${containsPattern(term)})`
          : sql``
      }
    order by ${order}
    limit ${limit} offset ${offset}`.execute(db);
  const total = r.rows[0]?.total ?? (offset > 0 ? await countOnly() : 0);
  return { list: r.rows.map(({ total: _t, ...row }) => row), total };

  async function countOnly(): Promise<number> {
    const c = await searchStudentsByYear(db, scope, kind, { ...body, startRow: 0, page: 1, pageSize: 1 });
    return c.total;
  }
}

/**
 * academicHome/searchStudentList: the Assigned Students dialog searches students of the
 * programme by ID or name, comma separated (spec 000 §5). Each term matches a student ID
 * exactly or a name in part; terms matching no student come back in invalidList.
 */
export async function searchStudentList(
  db: JobReviewDb,
  scope: Scope,
  body: PayloadOf<typeof jobReviewCalls.searchStudentList>,
) {
  const terms = [
    ...new Set(
      (body.studentName ?? '')
        .split(/[,，]/)
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ].slice(0, 100);
  const { limit, offset } = paging(body);
  // A term's name pattern has its wildcards escaped (containsPattern): '%' finds a '%', not everyone.
  const match = (t: RawBuilder<unknown>, like: RawBuilder<unknown>) =>
    sql`(lower(s.student_acct_id) = lower(${t}) or (u.first_name || ' ' || u.last_name) ilike ${like}
      or (u.last_name || ' ' || u.first_name) ilike ${like})`;
  const where = terms.length
    ? sql`and (${sql.join(
        terms.map((t) => match(sql`${t}::text`, sql`${containsPattern(t)}::text`)),
        sql` or `,
      )})`
    : sql``;
  const r = await sql<CandidateRow & { total: number }>`
    select s.user_id as assign_to_user_id, s.student_id, s.student_acct_id,
      u.first_name || ' ' || u.last_name as student_name, u.first_name, u.last_name, s.student_photo,
      p.prog_code, count(*) over ()::int as total
    from ${studentsFrom(scope)} ${where}
    order by s.student_acct_id limit ${limit} offset ${offset}`.execute(db);
  let invalidList: string[] = [];
  if (terms.length) {
    const found = await sql<{ term: string }>`
      select t.term from unnest(${terms}::text[], ${terms.map(containsPattern)}::text[]) as t(term, pattern)
      where exists (select 1 from ${studentsFrom(scope)} and ${match(sql`t.term`, sql`t.pattern`)})`.execute(db);
    const ok = new Set(found.rows.map((f) => f.term));
    invalidList = terms.filter((t) => !ok.has(t));
  }
  return {
    list: r.rows.map(({ total: _t, ...row }) => row),
    total: r.rows[0]?.total ?? 0,
    invalidList,
  };
}
