import { PUBLIC_SYSTEM_CONFIG_CODES, referenceCalls } from '@schemas/core/reference.js';
import { validation } from '../http/appError.js';
import type { ServerRoute } from '../plugin.js';
import { defineRoute } from './kernelRoute.js';

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
    summary:
      'Options of one system parameter segment (JOB_TYPE, POSITION_TYPE, WORK_LOCATION…), or one code of it; SYSTEM_CONFIG only with code KEY_DOCUMENT_FILE_SIZE or FILE_SIZE.',
    auth: 'academic',
    handler: ({ db, body }) => {
      const code = body.code ?? null;
      // SYSTEM_CONFIG stays on the server but for the upload limits a screen states (spec 002 §7).
      if (body.segment === 'SYSTEM_CONFIG' && !(PUBLIC_SYSTEM_CONFIG_CODES as readonly string[]).includes(code ?? '')) {
        throw validation(`segment SYSTEM_CONFIG is read only with code ${PUBLIC_SYSTEM_CONFIG_CODES.join(' or ')}.`);
      }
      return db
        .selectFrom('sysParams')
        .select(['paramId', 'parmValue1', 'dispSeq'])
        .where('segment', '=', body.segment)
        .$if(code !== null, (q) => q.where('code', '=', code!))
        .where('active', '=', 'Y')
        .orderBy('dispSeq')
        .orderBy('paramId')
        .execute();
    },
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
