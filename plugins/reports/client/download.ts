import type { SentPayloadOf } from '@core/client/data/call';
import { downloadFile } from '@core/client/data/fileCalls';
import type { reportCallsOf } from '@schemas/reports/calls';

type ExportCall = ReturnType<typeof reportCallsOf>['export'];

/**
 * POSTs a report's export call and saves the workbook under the server's name; a refusal is the
 * envelope, thrown as an ApiError whose msg the screen shows (spec 001 §8 'Download failure').
 * The export's spec comes from the report's definition (schemas/reports/calls.ts reportCallsOf).
 */
export function downloadExport(spec: ExportCall, payload: SentPayloadOf<ExportCall>, fallbackName: string) {
  return downloadFile(spec, payload, { fileName: fallbackName });
}
