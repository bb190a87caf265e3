import { api, ApiError, endSession } from '@core/client/api';
import { KEYS, storage } from '@core/client/storage';
import { SUCCESS, type Envelope } from '@core/shared/envelope';

async function send<T>(path: string, form: FormData, cohortProgId: number | null): Promise<Envelope<T>> {
  const headers: Record<string, string> = {};
  const token = storage.get(KEYS.accessToken);
  if (token) headers.authorization = `Bearer ${token}`;
  if (cohortProgId) headers['x-cohort-prog-id'] = String(cohortProgId);
  // No content-type: the browser writes the multipart boundary itself.
  const res = await fetch(`/api/${path}`, { method: 'POST', headers, body: form, credentials: 'same-origin' });
  return (await res.json()) as Envelope<T>;
}

/**
 * POST /api/<path> as multipart/form-data with the envelope rules of core/client/api (which
 * sends JSON only): TOKEN_EXPIRED refreshes once (through a light kernel call) and retries;
 * OVERTIME, a failed refresh or a network failure ends the session; any other msg is thrown.
 */
export async function postForm<T>(path: string, form: () => FormData, cohortProgId: number | null): Promise<T> {
  let answer: Envelope<T>;
  try {
    answer = await send<T>(path, form(), cohortProgId);
    if (answer.errorCode === 'TOKEN_EXPIRED') {
      // api() refreshes the tokens on its own TOKEN_EXPIRED and ends the session when it cannot.
      await api('cohort/searchCohortYear');
      answer = await send<T>(path, form(), cohortProgId);
    }
  } catch (e) {
    if (e instanceof ApiError) throw e;
    endSession();
    throw new ApiError('The network is not reachable.', 'NETWORK');
  }
  if (answer.msg === SUCCESS) return answer.object as T;
  if (answer.errorCode === 'OVERTIME' || answer.errorCode === 'UNAUTHORIZED') endSession();
  throw new ApiError(answer.msg, answer.errorCode);
}
