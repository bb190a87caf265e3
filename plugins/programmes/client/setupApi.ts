import type { FromSchema } from 'json-schema-to-ts';
import { call, type ReplyOf } from '@core/client/data/call';
import { KEYS, storage } from '@core/client/storage';
import { SUCCESS, type Envelope } from '@core/shared/envelope';
import { referenceCalls } from '@schemas/core/reference';
import { programmeCalls as c } from '@schemas/programmes/calls';
import type { setupRowError } from '@schemas/programmes/replies';

/** A fault of a refused batch upload, as the server's VALIDATION answer lists it. */
export type RowError = FromSchema<typeof setupRowError>;
export type UploadCounts = ReplyOf<typeof c.batchUpload>;

export class UploadRefused extends Error {
  constructor(
    message: string,
    readonly errors: RowError[],
  ) {
    super(message);
  }
}

async function post(path: string, body: BodyInit, cohortProgId: number, json: boolean): Promise<Response> {
  const send = () =>
    fetch(`/api/${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${storage.get(KEYS.accessToken) ?? ''}`,
        'x-cohort-prog-id': String(cohortProgId),
        ...(json ? { 'content-type': 'application/json' } : {}),
      },
      body,
    });
  let res = await send();
  if (res.status === 401) {
    // The kernel's api() refreshes an expired token; borrow it with a cheap call, then retry once.
    await call(referenceCalls.searchAllDept, undefined);
    res = await send();
  }
  return res;
}

/** Batch Upload WIL Programme Setup (multipart): the counts, or UploadRefused with every row fault. */
export async function uploadSetup(file: File, cohortProgId: number) {
  const form = new FormData();
  form.append('file', file, file.name);
  // Not call(): a refusal's object carries every row fault, which an ApiError would drop.
  const res = await post(c.batchUpload.path, form, cohortProgId, false);
  const env = (await res.json()) as Envelope<UploadCounts> | Envelope<{ errors?: RowError[] }>;
  if (env.msg !== SUCCESS) {
    throw new UploadRefused(env.msg, (env.object as { errors?: RowError[] } | null)?.errors ?? []);
  }
  return env.object as UploadCounts;
}

/** Saves the template through the browser's download. */
export async function downloadTemplate(cohortProgId: number) {
  const res = await post(c.downloadTemplate.path, '{}', cohortProgId, true);
  if (!res.ok) throw new Error(((await res.json()) as { msg: string }).msg);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = 'WIL_Programme_Setup_Template.xlsx';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const cloneSetup = (sourceCohortProgId: number, cohortYear: string, overwrite = false) =>
  call(c.clone, { sourceCohortProgId, cohortYear, overwrite });
