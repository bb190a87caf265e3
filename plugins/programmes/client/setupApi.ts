import type { FromSchema } from 'json-schema-to-ts';
import { ApiError } from '@core/client/api';
import { call, type ReplyOf } from '@core/client/data/call';
import { callMultipart, downloadFile } from '@core/client/data/fileCalls';
import { programmeCalls as c } from '@schemas/programmes/calls';
import type { setupRowError } from '@schemas/programmes/replies';

/** A fault of a refused batch upload, as the server's VALIDATION answer lists it. */
export type RowError = FromSchema<typeof setupRowError>;
export type UploadCounts = ReplyOf<typeof c.batchUpload>;

/** Batch Upload WIL Programme Setup (multipart): the counts, or an ApiError whose object lists the row faults. */
export const uploadSetup = (file: File) => callMultipart(c.batchUpload, { files: { file } });

/** The row faults a refused upload carries (none for other refusals). */
export function rowErrorsOf(e: unknown): RowError[] {
  const errors = e instanceof ApiError ? (e.object as { errors?: RowError[] } | null)?.errors : undefined;
  return Array.isArray(errors) ? errors : [];
}

/** Saves the template through the browser's download. */
export const downloadTemplate = () =>
  downloadFile(c.downloadTemplate, undefined, { fileName: 'WIL_Programme_Setup_Template.xlsx' });

export const cloneSetup = (sourceCohortProgId: number, cohortYear: string, overwrite = false) =>
  call(c.clone, { sourceCohortProgId, cohortYear, overwrite });
