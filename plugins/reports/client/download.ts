import { downloadFile } from '@core/client/data/fileCalls';
import { XLSX_CONTENT_TYPE } from '@schemas/reports/calls';

/**
 * POSTs a report's export call and saves the workbook under the server's name; a refusal is the
 * envelope, thrown as an ApiError whose msg the screen shows (spec 001 §8 'Download failure').
 * The export's path comes from the report's definition, so its spec is made here.
 */
export function downloadExport(path: string, payload: Record<string, unknown>, fallbackName: string) {
  const spec = { path, body: { type: 'object' }, file: { contentType: XLSX_CONTENT_TYPE } } as const;
  return downloadFile(spec, payload, { fileName: fallbackName });
}
