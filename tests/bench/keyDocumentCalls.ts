import type { Db } from '@core/server/db/connect.js';
import { keyDocumentCalls } from '@schemas/key-documents/calls.js';
import type { BenchCall } from './calls.js';
import { bsccsModule, pluginRoutes } from './wpaCalls.js';

/**
 * Issue 30's read: the Key Documents screen's first page for the BSc CS module of 10,000+ students
 * (the large set gives each of its students two documents: src/cli/largeData.ts and the plugin's grow);
 * and issue 36's Upload picker, searching the module's students as the user types.
 */
export async function keyDocumentBenchCalls(db: Db): Promise<BenchCall[]> {
  const routes = await pluginRoutes('key-documents');
  const route = routes?.find((r) => r.path === keyDocumentCalls.search.path);
  const picker = routes?.find((r) => r.path === keyDocumentCalls.pickStudent.path);
  const m = route && (await bsccsModule(db));
  if (!route || !picker || !m) return [];
  return [
    {
      path: keyDocumentCalls.search.path,
      what: 'Key Documents of the BSc CS module, page 1 (the screen as it opens)',
      body: { cohortModuleId: m.cohortModuleId, page: 1, startRow: 0, pageSize: 10, orderBy: null },
      headers: { 'x-cohort-prog-id': String(m.cohortProgId) },
      route,
    },
    {
      path: keyDocumentCalls.pickStudent.path,
      what: "the Upload dialog's student picker on the BSc CS module, 'ch' typed (issue 36)",
      body: { cohortModuleId: m.cohortModuleId, text: 'ch', pageSize: 10 },
      headers: { 'x-cohort-prog-id': String(m.cohortProgId) },
      route: picker,
    },
  ];
}
