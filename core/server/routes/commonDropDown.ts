import { referenceCalls } from '@schemas/core/reference.js';
import { defineRoute, type ServerRoute } from '../plugin.js';

/** Reference lists every area's screens pick from (spec 000 §7 commonDropDown). */
export const commonDropDownRoutes: readonly ServerRoute[] = [
  defineRoute({
    ...referenceCalls.searchAllCompany,
    summary: 'Active industry partners for pickers.',
    auth: 'academic',
    handler: ({ db }) =>
      db
        .selectFrom('partners')
        .select(['companyName', 'partnerId', 'dispSeq'])
        .where('active', '=', 'Y')
        .orderBy('dispSeq')
        .orderBy('companyName')
        .execute(),
  }),

  defineRoute({
    ...referenceCalls.searchAllArea,
    summary: 'Areas, each with its work locations (the work location cascader).',
    auth: 'academic',
    async handler({ db }) {
      const rows = await db
        .selectFrom('sysParams')
        .select(['paramId', 'segment', 'parmValue1', 'dispSeq', 'parentParamId'])
        .where('segment', 'in', ['AREA', 'WORK_LOCATION'])
        .where('active', '=', 'Y')
        .orderBy('dispSeq')
        .execute();
      const areas = rows
        .filter((r) => r.segment === 'AREA')
        .map(({ paramId, parmValue1, dispSeq }) => ({
          paramId,
          parmValue1,
          dispSeq,
          children: [] as Pick<(typeof rows)[number], 'paramId' | 'parmValue1' | 'dispSeq'>[],
        }));
      const byId = new Map(areas.map((a) => [a.paramId, a]));
      for (const r of rows) {
        if (r.segment === 'WORK_LOCATION' && r.parentParamId) {
          byId
            .get(r.parentParamId)
            ?.children.push({ paramId: r.paramId, parmValue1: r.parmValue1, dispSeq: r.dispSeq });
        }
      }
      return areas;
    },
  }),

  defineRoute({
    ...referenceCalls.searchSysParam,
    summary: 'Options of one system parameter segment (JOB_TYPE, POSITION_TYPE, WORK_LOCATION…).',
    auth: 'academic',
    handler: ({ db, body }) =>
      db
        .selectFrom('sysParams')
        .select(['paramId', 'parmValue1', 'dispSeq'])
        .where('segment', '=', body.segment)
        .where('active', '=', 'Y')
        .orderBy('dispSeq')
        .orderBy('paramId')
        .execute(),
  }),

  defineRoute({
    ...referenceCalls.searchAllDept,
    summary: 'Active departments.',
    auth: 'academic',
    handler: ({ db }) =>
      db
        .selectFrom('departments')
        .select(['deptId', 'deptCode', 'deptName'])
        .where('active', '=', 'Y')
        .orderBy('deptCode')
        .execute(),
  }),
];
