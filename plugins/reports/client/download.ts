import { ApiError } from '@core/client/api';
import { call } from '@core/client/data/call';
import { reportCalls } from '@schemas/reports/calls';
import { KEYS, storage } from '@core/client/storage';

/**
 * POSTs an export call and saves the file; a JSON answer is the envelope whose msg the screen
 * shows (spec 001 §8 'Download failure').
 */
export async function downloadExport(
  path: string,
  payload: unknown,
  cohortProgId: number | null,
  fallbackName: string,
) {
  // A cheap call first so an expired access token is refreshed the kernel's way.
  await call(reportCalls.definitions, undefined);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const token = storage.get(KEYS.accessToken);
  if (token) headers.authorization = `Bearer ${token}`;
  if (cohortProgId) headers['x-cohort-prog-id'] = String(cohortProgId);
  let res: Response;
  try {
    res = await fetch(`/api/${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(payload),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError('The network is not reachable.', 'NETWORK');
  }
  if ((res.headers.get('content-type') ?? '').includes('json')) {
    const env = (await res.json()) as { msg: string; errorCode: string | null };
    throw new ApiError(env.msg, env.errorCode);
  }
  const blob = await res.blob();
  const name = res.headers.get('x-file-name') ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
