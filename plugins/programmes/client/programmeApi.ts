import { call, type PayloadOf, type ReplyOf } from '@core/client/data/call';
import type { PageRequest } from '@core/client/ui/DataGrid';
import { referenceCalls } from '@schemas/core/reference';
import { programmeCalls as c } from '@schemas/programmes/calls';
import { COHORT_PROGRAMME_ORDER_BY, PROGRAMME_ORDER_BY } from '@schemas/programmes/programmes';

/** The pickers' data, typed from the reply schemas the server serialises with. */
export type ProgrammeRow = ReplyOf<typeof c.searchProgramme>['list'][number];
export type CohortProgrammeRow = ReplyOf<typeof c.searchCohortProgramme>['list'][number];
export type Department = ReplyOf<typeof referenceCalls.searchAllDept>[number];

type ProgrammePayload = PayloadOf<typeof c.searchProgramme>;
type CohortProgrammePayload = PayloadOf<typeof c.searchCohortProgramme>;

export type ProgrammeFilters = Pick<ProgrammePayload, 'progCode' | 'progTitle' | 'deptId' | 'activeInd'> & {
  progCodeList?: string[];
};
export type CohortProgrammeFilters = Pick<
  CohortProgrammePayload,
  'cohortId' | 'deptCode' | 'progCode' | 'progTitle'
> & {
  progCodeList?: string[];
};

/** The grid's sort key when the call accepts it; the grid only offers the columns' keys, so null is a safe fallback. */
const orderOf = <K extends string>(allowed: readonly K[], key: string | undefined): K | null =>
  allowed.find((k) => k === key) ?? null;

const paging = ({ page, pageSize, startRow }: PageRequest) => ({ page, pageSize, startRow });

export const searchProgramme = (req: PageRequest, f: ProgrammeFilters) =>
  call(c.searchProgramme, { ...paging(req), ...f, orderBy: orderOf(PROGRAMME_ORDER_BY, req.orderBy) });

export const searchCohortProgramme = (req: PageRequest, f: CohortProgrammeFilters) =>
  call(c.searchCohortProgramme, { ...paging(req), ...f, orderBy: orderOf(COHORT_PROGRAMME_ORDER_BY, req.orderBy) });
