import { chartFigures } from '../core/charts.js';
import { academicSearchBody, searchCohortListBody, searchModuleBody } from './support.js';
import { reportReplies as r, serializable } from './replies.js';

/** Exports answer a workbook, or the envelope when the call is refused. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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
  /** Beyond the spec (issue 38): the chart a definition declares, from the search's filters, aggregated in SQL. */
  chart: { path: 'reports/chart', reply: chartFigures },
  searchCohortList: { path: 'wpaAppl/searchCohortList', body: searchCohortListBody, reply: r.cohortList },
  programmeCohortList: {
    path: 'programmeParameters/searchCohortList',
    body: searchCohortListBody,
    reply: r.cohortList,
  },
  academicSearch: { path: 'programmeParameters/academicSearch', body: academicSearchBody, reply: r.academicSearch },
  searchModule: { path: 'studentModuleRecord/searchModule', body: searchModuleBody, reply: r.searchModule },
} as const;
