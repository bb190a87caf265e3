import type { Db } from '@core/server/db/connect.js';
import type { ServerRoute } from '@core/server/plugin.js';
import { kernelRoutes } from '@core/server/routes/index.js';

export interface BenchCall {
  path: string;
  what: string;
  body: unknown;
  headers?: Record<string, string>;
  route: ServerRoute;
}

const route = (path: string) => {
  const r = kernelRoutes.find((x) => x.path === path);
  if (!r) throw new Error(`no route ${path}`);
  return r;
};

/** A representative call of each plugin (issue 2: the kernel's own). Later issues add theirs. */
export async function benchCalls(db: Db): Promise<BenchCall[]> {
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
