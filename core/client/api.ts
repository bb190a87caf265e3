import { SUCCESS, type Envelope } from '@core/shared/envelope';
import { KEYS, storage } from './storage';

/** A non-SUCCESS answer, thrown to the screen with the server's msg (spec 000 §8). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly errorCode: string | null,
  ) {
    super(message);
  }
}

export interface ApiOptions {
  /** Forgot pages: a network failure is silently ignored instead of ending the session. */
  quietNetwork?: boolean;
  /** Public calls send no token and never refresh. */
  anonymous?: boolean;
}

type SessionEnd = () => void;
let onSessionEnd: SessionEnd = () => {
  window.location.assign('/login');
};
/** The router installs a navigation that keeps the app loaded; tests can observe it. */
export function setSessionEndHandler(fn: SessionEnd) {
  onSessionEnd = fn;
}

let cohortProgId: number | null = null;
/** The kernel sends the selected cohort programme with every call (server permission checks). */
export function setSelectedCohortProg(id: number | null) {
  cohortProgId = id;
}

export function endSession() {
  storage.clear();
  onSessionEnd();
}

async function post<T>(path: string, payload: unknown, token: string | null): Promise<Envelope<T>> {
  const headers: Record<string, string> = {};
  // FormData goes as multipart (the browser sets the boundary); anything else as JSON.
  if (!(payload instanceof FormData)) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  if (cohortProgId) headers['x-cohort-prog-id'] = String(cohortProgId);
  const res = await fetch(`/api/${path}`, {
    method: 'POST',
    headers,
    body: payload instanceof FormData ? payload : payload === undefined ? '{}' : JSON.stringify(payload),
    credentials: 'same-origin',
  });
  return (await res.json()) as Envelope<T>;
}

let refreshing: Promise<boolean> | null = null;

/** Uses the stored refresh token once; concurrent callers share the same attempt. */
function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = storage.get(KEYS.refreshToken);
    if (!refreshToken) return false;
    try {
      const r = await post<{ accessToken: string; refreshToken: string }>(
        'academic/login/refreshToken',
        { refreshToken },
        null,
      );
      if (r.msg !== SUCCESS || !r.object) return false;
      storage.set(KEYS.accessToken, r.object.accessToken);
      storage.set(KEYS.refreshToken, r.object.refreshToken);
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Calls POST /api/<path> (a FormData payload goes as multipart, for uploads) and applies the
 * envelope rules of spec 000 §8: SUCCESS gives the
 * object; TOKEN_EXPIRED refreshes once and retries; OVERTIME, a failed refresh or a network
 * failure clears storage and goes to /login; any other msg is thrown as an ApiError.
 */
export async function api<T = unknown>(path: string, payload?: unknown, opts: ApiOptions = {}): Promise<T> {
  const token = opts.anonymous ? null : storage.get(KEYS.accessToken);
  let answer: Envelope<T>;
  try {
    answer = await post<T>(path, payload, token);
    if (answer.errorCode === 'TOKEN_EXPIRED' && !opts.anonymous) {
      if (!(await refreshTokens())) {
        endSession();
        throw new ApiError(answer.msg, 'OVERTIME');
      }
      answer = await post<T>(path, payload, storage.get(KEYS.accessToken));
    }
  } catch (e) {
    if (e instanceof ApiError) throw e;
    if (!opts.quietNetwork) endSession();
    throw new ApiError('The network is not reachable.', 'NETWORK');
  }
  if (answer.msg === SUCCESS) return answer.object as T;
  if (answer.errorCode === 'OVERTIME' || (answer.errorCode === 'UNAUTHORIZED' && !opts.anonymous)) {
    endSession();
  }
  throw new ApiError(answer.msg, answer.errorCode);
}
