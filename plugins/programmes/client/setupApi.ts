import { api } from '@core/client/api';
import { KEYS, storage } from '@core/client/storage';

export interface RowError {
  row: number;
  column: string;
  reason: string;
}

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
    await api('commonDropDown/searchAllDept', {});
    res = await send();
  }
  return res;
}

/** Batch Upload WIL Programme Setup (multipart): the counts, or UploadRefused with every row fault. */
export async function uploadSetup(file: File, cohortProgId: number) {
  const form = new FormData();
  form.append('file', file, file.name);
  const res = await post('programmeSetup/batchUpload', form, cohortProgId, false);
  const env = (await res.json()) as { msg: string; object: any };
  if (env.msg !== 'SUCCESS') throw new UploadRefused(env.msg, env.object?.errors ?? []);
  return env.object as { rows: number; inserted: number; updated: number; unchanged: number };
}

/** Saves the template through the browser's download. */
export async function downloadTemplate(cohortProgId: number) {
  const res = await post('programmeSetup/downloadTemplate', '{}', cohortProgId, true);
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
  api<{ programmeParametersId: number; cohortProgId: number; replaced: boolean }>('programmeSetup/clone', {
    sourceCohortProgId,
    cohortYear,
    overwrite,
  });
