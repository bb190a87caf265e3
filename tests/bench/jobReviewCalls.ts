import type { Db } from '@core/server/db/connect.js';
import { jobReviewRoutes } from '@plugins/job-review/server/routes.js';
import type { BenchCall } from './calls.js';
import { approveBenchCall } from './approveCall.js';

const route = (path: string) => {
  const r = jobReviewRoutes.find((x) => x.path === path);
  if (!r) throw new Error(`no route ${path}`);
  return r;
};

/**
 * The job-review calls of issue 3's benchmark, as mc01 (BSCCS and BSCDS) would make them:
 * All Job Postings with a title search and a sort, the applications list, and the year counts.
 */
export async function jobReviewBenchCalls(db: Db): Promise<BenchCall[]> {
  const current = await db
    .selectFrom('cohorts')
    .select(['cohortYear'])
    .where('isCurrent', '=', 'Y')
    .executeTakeFirstOrThrow();
  const cp = await db
    .selectFrom('cohortProgrammes as cp')
    .innerJoin('programmes as p', 'p.progId', 'cp.progId')
    .innerJoin('cohorts as c', 'c.cohortId', 'cp.cohortId')
    .select('cp.cohortProgId')
    .where('c.isCurrent', '=', 'Y')
    .where('p.progCode', '=', 'BSCCS')
    .executeTakeFirstOrThrow();
  const headers = { 'x-cohort-prog-id': String(cp.cohortProgId) };
  const progCodeList = ['BSCCS', 'BSCDS'];
  return [
    {
      path: 'academicHome/searchAllJobList',
      what: "mc01's job posts: title search 'analyst', sorted by deadline, page 1",
      body: {
        jobTitle: 'analyst',
        progCodeList,
        jobPostStatusList: [],
        page: 1,
        pageSize: 9,
        startRow: 0,
        orderBy: 'last_apply_date DESC',
      },
      headers,
      route: route('academicHome/searchAllJobList'),
    },
    {
      path: 'academicHome/searchAppl',
      what: "mc01's applications in processing, newest first, page 1",
      body: {
        page: 1,
        startRow: 0,
        pageSize: 10,
        jobApplStatusList: ['PEND_IP_RECEIPT', 'IP_PROCESSING', 'OFFER', 'DOCUMENT_ATTACHED', 'REQUEST_DOCUMENT'],
        progCodeList,
        cohortYear: current.cohortYear,
        orderBy: 'apply_date DESC',
      },
      headers,
      route: route('academicHome/searchAppl'),
    },
    {
      path: 'academicHome/searchYearStudent',
      what: "students per study year in mc01's programmes",
      body: { progCodeList, currentCohortYear: current.cohortYear },
      headers,
      route: route('academicHome/searchYearStudent'),
    },
    await approveBenchCall(db, cp.cohortProgId),
  ];
}
