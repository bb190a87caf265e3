import { academicSearchBody, searchCohortListBody, searchModuleBody } from './support.js';
import { reportReplies as r, serializable } from './replies.js';
import { reportPayload, reportRowKey, reportScopeFields } from './payloads.js';

/** Exports answer a workbook, or the envelope when the call is refused. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The cohort dropdowns list every cohort (the one cohortId names, when it names one). */
const cohortFilter = { cohortId: 'cohortId', reach: 'held' } as const;

/**
 * The reports calls (spec 001 §7): path, payload and reply in one place. Report payloads depend
 * on the definition (the engine checks them against its own filter schema), so search and export
 * declare no fixed body; each spec path's row schema is generated from its definition at start
 * (plugins/reports/server/index.ts), and reports/search declares rows of scalar fields.
 */
export const reportCalls = {
  definitions: { path: 'reports/definitions', reply: serializable(r.definitions) },
  search: { path: 'reports/search', reply: r.page },
  export: { path: 'reports/export', file: { contentType: XLSX_CONTENT_TYPE } },
  searchCohortList: {
    path: 'wpaAppl/searchCohortList',
    body: searchCohortListBody,
    reply: r.cohortList,
    scope: cohortFilter,
  },
  programmeCohortList: {
    path: 'programmeParameters/searchCohortList',
    body: searchCohortListBody,
    reply: r.cohortList,
    scope: cohortFilter,
  },
  academicSearch: { path: 'programmeParameters/academicSearch', body: academicSearchBody, reply: r.academicSearch },
  searchModule: {
    path: 'studentModuleRecord/searchModule',
    body: searchModuleBody,
    reply: r.searchModule,
    // The modules of the cohort programme named, else the selected one.
    scope: { cohortProgId: 'cohortProgId' },
  },
} as const;

/**
 * A report's own calls as a screen makes them, from its definition: the search (its spec path, or
 * reports/search with its id) and the export, with the payload every report takes (the engine
 * checks it against the definition) and the scope fields of the definition's `source.scope`, which
 * the call layer fills from the selected programme. The server's routes declare no body: fastify
 * would strip the definition's filters (plugins/reports/server/index.ts).
 */
export function reportCallsOf(def: {
  calls: { search?: string; export?: string };
  scope: { programme?: string; cohortYear?: string };
  deleteCall?: string;
}) {
  const scope = reportScopeFields(def.scope);
  return {
    search: { path: def.calls.search ?? reportCalls.search.path, body: reportPayload, reply: r.page, scope },
    export: {
      path: def.calls.export ?? reportCalls.export.path,
      body: reportPayload,
      file: reportCalls.export.file,
      scope,
    },
    /** The definition's row delete call (programmeParameters/delete): the row key's field and value. */
    delete: { path: def.deleteCall ?? '', body: reportRowKey },
  } as const;
}
