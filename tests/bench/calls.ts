import type { Kysely } from 'kysely';
import type { Db } from '@core/server/db/connect.js';
import type { KernelTables as Database } from '@core/server/db/types.js';
import type { ServerRoute } from '@core/server/plugin.js';
import { kernelRoutes } from '@core/server/routes/index.js';
import { jobReviewBenchCalls } from './jobReviewCalls.js';
import { reportBenchCalls } from './reportCalls.js';
import { modulesBenchCalls } from './modulesCalls.js';
import { wpaBenchCalls } from './wpaCalls.js';
import { keyDocumentBenchCalls } from './keyDocumentCalls.js';
import { chartBenchCalls } from './chartCalls.js';

export interface BenchCall {
  path: string;
  what: string;
  body: unknown;
  headers?: Record<string, string>;
  route: ServerRoute;
  /** A public call (the supervisor's link): sent without the staff member's token. */
  public?: boolean;
  /**
   * What the server runs for the call before its handler, run here on the capturing connection
   * so that it is captured with the handler's statements (a public call's rate limits).
   */
  before?: (db: Kysely<Database>, body: unknown) => Promise<void>;
  /** A call that changes data: each request takes its own row of `pool`. */
  write?: {
    pool: number[];
    body: (id: number) => unknown;
    /**
     * The values that name a row in the call's statements (default: the row's number alone): the
     * replay swaps each for the request's row's, where the captures of the first two rows differ.
     */
    keysOf?: (id: number) => unknown[];
    /** Puts every row of the pool back to the state one request expects (before each phase). */
    reset: () => Promise<void>;
    /** Gives the data set back what the benchmark changed. */
    restore: () => Promise<void>;
  };
}

const route = (path: string) => {
  const r = kernelRoutes.find((x) => x.path === path);
  if (!r) throw new Error(`no route ${path}`);
  return r;
};

/** A representative call of each plugin: the kernel's, then each area's. */
export async function benchCalls(db: Db): Promise<BenchCall[]> {
  return [
    ...(await kernelBenchCalls(db)),
    ...(await jobReviewBenchCalls(db)),
    ...(await reportBenchCalls(db)),
    ...(await modulesBenchCalls(db)),
    ...(await wpaBenchCalls(db)),
    ...(await keyDocumentBenchCalls(db)),
    ...(await chartBenchCalls(db)),
  ];
}

async function kernelBenchCalls(db: Db): Promise<BenchCall[]> {
  const current = await db
    .selectFrom('cohorts')
    .select('cohortId')
    .where('isCurrent', '=', 'Y')
    .executeTakeFirstOrThrow();
  return [
    {
      path: 'user/searchAcademic',
      what: "mc01's profile, cohorts and roles",
      body: { cohortId: current.cohortId },
      route: route('user/searchAcademic'),
    },
    {
      path: 'commonDropDown/searchSysParam',
      what: 'work locations',
      body: { segment: 'WORK_LOCATION' },
      route: route('commonDropDown/searchSysParam'),
    },
  ];
}
