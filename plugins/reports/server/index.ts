import path from 'node:path';
import { defineServerPlugin, type ServerRoute } from '@core/server/plugin.js';
import { defineRoute, type ReportContext, type ReportsDb } from './area.js';
import { notFound } from '@core/server/http/appError.js';
import type { ReportDefinitionView } from '@schemas/reports/definition.js';
import { reportCalls, XLSX_CONTENT_TYPE } from '@schemas/reports/calls.js';
import { reportsContract } from '@schemas/reports/contract.js';
import { reportPageReply } from '@schemas/reports/replies.js';
import { areasRead, checkSources, loadDefinitions, registryFor, type ReportDefinition } from './definitions.js';
import { exportReport, searchReport } from './engine.js';
import { reportViews } from './migrations/001_report_views.js';
import { studentReportSearch } from './migrations/003_student_report_search.js';
import { studentContacts } from './migrations/004_student_contacts.js';
import { partnerRequestor } from './migrations/005_partner_requestor.js';
import { supportRoutes } from './support.js';

// Report payloads depend on the definition: the engine checks them against the definition's own
// schema (engine.checkPayload), so these routes declare no fixed body. Their replies are declared:
// a spec path's rows from its definition's columns, an export as its workbook.
// Start-up check: a bad definition in config/reports stops the server, naming the file and fault.
const startRegistry = loadDefinitions(path.resolve(process.cwd(), process.env.CONFIG_DIR || 'config'));

// Only the reports whose source area is on: the others leave the menu and answer NOT_FOUND.
const registry = (ctx: ReportContext) => registryFor(ctx.kernel.config.configDir, ctx.kernel.publishes);

/** What the screen needs of a definition (the source stays on the server). */
function clientView(def: ReportDefinition, canSelect: boolean): ReportDefinitionView {
  const { source, ...rest } = def;
  return { ...rest, sort: source.sort, defaultSort: source.defaultSort, scope: source.scope ?? {}, canSelect };
}

// reports/search and reports/export declare no body (see above): the report id is read as sent.
function byId(ctx: ReportContext) {
  const def = registry(ctx).byId.get(String((ctx.body as { reportId?: string })?.reportId ?? ''));
  if (!def) throw notFound('There is no such report.');
  return def;
}

/** The spec's own paths (student/getExportList …), served by the generic engine. */
const specRoutes: ServerRoute[] = [...startRegistry.byCall].map(([call, { def, kind }]) => {
  const title = def.labels.en[def.titleKey] ?? def.id;
  // The definition as the app's own config folder has it (a second app may use another).
  const hit = (ctx: ReportContext) => {
    const found = registry(ctx).byCall.get(call);
    if (found?.kind !== kind) throw notFound('There is no such report.');
    return found.def;
  };
  return kind === 'search'
    ? defineRoute({
        path: call,
        summary: `One page of the ${title} (config/reports/${def.id}).`,
        auth: 'academic',
        // Built from the definition's columns at start: the compiler knows no row type (an unknown answer).
        reply: reportPageReply(def.columns) as object,
        handler: (ctx) => searchReport(hit(ctx), ctx),
      })
    : defineRoute({
        path: call,
        summary: `The .xlsx export of the ${title} (config/reports/${def.id}).`,
        auth: 'academic',
        file: { contentType: XLSX_CONTENT_TYPE },
        handler: (ctx) => exportReport(hit(ctx), ctx),
      });
});

export default defineServerPlugin<ReportsDb>({
  id: 'reports',
  description: 'Reports generated from config/reports: search, export and their supporting lists.',
  // The configured folder's definitions are checked at start too (a second app may use another).
  start: (kernel) => checkSources(registryFor(kernel.config.configDir), kernel),
  // The areas whose published views the definitions read: their reports show when they are on.
  dependsOn: Object.fromEntries(areasRead(startRegistry).map((area) => [area, 'optional' as const])),
  functions: Object.values(reportsContract.functions),
  migrations: [reportViews, studentReportSearch, studentContacts, partnerRequestor],
  routes: [
    defineRoute({
      ...reportCalls.definitions,
      summary: 'The report definitions of config/reports (Report menu, filters, columns).',
      auth: 'academic',
      handler: async (ctx) => {
        const list = registry(ctx).list;
        // canSelect in the selected programme: N hides Search and loads nothing (spec 001 §6).
        const codes = [...new Set(list.map((d) => d.permission.functionCode))];
        const granted = new Map<string, boolean>();
        for (const code of codes) granted.set(code, await ctx.scope.can(code, 'canSelect'));
        return list.map((d) => clientView(d, granted.get(d.permission.functionCode) === true));
      },
    }),
    defineRoute({
      ...reportCalls.search,
      // Rows of whichever definition is asked for (scalar cells): the compiler knows no row type.
      reply: reportCalls.search.reply as object,
      summary: 'One page of any report by its id.',
      auth: 'academic',
      handler: (ctx) => searchReport(byId(ctx), ctx),
    }),
    defineRoute({
      ...reportCalls.export,
      summary: 'The .xlsx export of any report by its id.',
      auth: 'academic',
      handler: (ctx) => exportReport(byId(ctx), ctx),
    }),
    ...specRoutes,
    ...supportRoutes,
  ],
});
