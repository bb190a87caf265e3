import { SUCCESS, type Envelope } from '@core/shared/envelope';
import type { Selection } from '@core/shared/scopeFields';
import { KEYS, storage } from './storage';
import { RETRY_AFTER_MS, retriesOnUnavailable } from './retryPolicy';

/**
 * A non-SUCCESS answer, thrown to the screen with the server's msg (spec 000 §8). `object` is the
 * envelope's object: null for most refusals, the details of one that carries them (the batch
 * upload's row faults).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly errorCode: string | null,
    readonly object: unknown = null,
  ) {
    super(message);
  }
}

/** A file a call answered: its content and the name the server gave it (X-File-Name). */
export interface FileAnswer {
  blob: Blob;
  fileName: string | null;
}

/** The name of a file answer: X-File-Name, else the attachment's filename. */
function fileNameOf(res: Response): string | null {
  const named = res.headers.get('x-file-name');
  if (named) return named;
  const disposition = res.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
}

export interface ApiOptions {
  /** Forgot pages: a network failure is silently ignored instead of ending the session. */
  quietNetwork?: boolean;
  /** Public calls send no token and never refresh. */
  anonymous?: boolean;
  /** Aborts the call (a screen that no longer needs the answer); it then rejects with an AbortError. */
  signal?: AbortSignal;
  /**
   * A refused token or a network failure only rejects, the session is not ended: for a call made
   * while the page's session check runs, which is what decides (SessionContext.tsx).
   */
  keepSession?: boolean;
}

type SessionEnd = () => void;
let onSessionEnd: SessionEnd = () => {
  window.location.assign('/login');
};
/** The router installs a navigation that keeps the app loaded; tests can observe it. */
export function setSessionEndHandler(fn: SessionEnd) {
  onSessionEnd = fn;
}

let selection: Selection = { cohortProgId: null, progCode: null, cohortId: null, cohortYear: null };
/**
 * The programme selected in the shell (SessionContext): its cohort programme goes with every call
 * as header X-Cohort-Prog-Id, and the call layer fills the scope fields a call spec declares from
 * it (core/client/data/call.ts). Choosing a cohort clears the programme.
 */
export function setSelectedProgramme(p: { cohortProgId: number; progCode: string } | null) {
  selection = { ...selection, cohortProgId: p?.cohortProgId ?? null, progCode: p?.progCode ?? null };
}
/** The cohort selected in the shell. */
export function setSelectedCohort(c: { cohortId: number; cohortYear: number } | null) {
  selection = { ...selection, cohortId: c?.cohortId ?? null, cohortYear: c?.cohortYear ?? null };
}
/** What is selected now: the programme and the cohort. */
export const selected = (): Selection => selection;

/**
 * Set while the page is being left (navigation, reload, tab closed): the browser then cuts off
 * the page's calls, which would otherwise look like a network failure and end the session in
 * the middle of the user's navigation (issue 14). A page restored from the back/forward cache
 * is live again.
 */
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}
/** True while the page unloads: its failures say nothing about the session. */
export function pageIsLeaving() {
  return leaving;
}

export function endSession() {
  // The next page checks the session itself; a failure caused by leaving must not sign out.
  if (leaving) return;
  storage.clear();
  onSessionEnd();
}

/**
 * One POST. The answer is the envelope, or, when `file` is asked for and the server answers
 * anything but JSON, the file (a file call's refusal is still the JSON envelope).
 */
async function post<T>(
  path: string,
  payload: unknown,
  token: string | null,
  signal?: AbortSignal,
): Promise<Envelope<T>>;
async function post<T>(
  path: string,
  payload: unknown,
  token: string | null,
  signal: AbortSignal | undefined,
  file: true,
): Promise<Envelope<T> | FileAnswer>;
async function post<T>(
  path: string,
  payload: unknown,
  token: string | null,
  signal?: AbortSignal,
  file = false,
): Promise<Envelope<T> | FileAnswer> {
  const headers: Record<string, string> = {};
  // FormData goes as multipart (the browser sets the boundary); anything else as JSON.
  if (!(payload instanceof FormData)) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  if (selection.cohortProgId) headers['x-cohort-prog-id'] = String(selection.cohortProgId);
  const res = await fetch(`/api/${path}`, {
    method: 'POST',
    headers,
    body: payload instanceof FormData ? payload : payload === undefined ? '{}' : JSON.stringify(payload),
    credentials: 'same-origin',
    signal,
  });
  if (file && res.ok && !(res.headers.get('content-type') ?? '').includes('json')) {
    return { blob: await res.blob(), fileName: fileNameOf(res) };
  }
  return (await res.json()) as Envelope<T>;
}

/** The Web Locks name every tab of this origin shares for the session's refresh token. */
const SESSION_LOCK = 'wilAcademicSession';
/** Longest wait for another tab's session call before going on without the lock. */
const LOCK_WAIT_MS = 10_000;

/**
 * Runs `fn` while holding the session lock across all tabs of the browser (Web Locks API), so
 * only one tab at a time presents the refresh token and the next one reads what it stored. A
 * tab that closes or navigates away mid-call drops the lock. Browsers without Web Locks (plain
 * http off localhost) run `fn` at once; the server's grace window covers their races.
 */
export async function withSessionLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return fn();
  let ran = false;
  try {
    return await locks.request(SESSION_LOCK, { signal: AbortSignal.timeout(LOCK_WAIT_MS) }, () => {
      ran = true;
      return fn();
    });
  } catch (e) {
    // A tab stuck inside the lock must not leave this one on a spinner: go on without it.
    if (!ran) return fn();
    throw e;
  }
}

let refreshing: Promise<boolean> | null = null;

/**
 * Gets a new access token after `expired` was refused. One attempt at a time: calls of this page
 * share it, and other tabs wait for the lock. Inside the lock the stored token is read again:
 * if another tab has rotated meanwhile, its tokens are used instead of refreshing a spent one.
 */
function refreshTokens(expired: string | null): Promise<boolean> {
  refreshing ??= withSessionLock(async () => {
    const current = storage.get(KEYS.accessToken);
    if (current && current !== expired) return true;
    const refreshToken = storage.get(KEYS.refreshToken);
    if (!refreshToken) return false;
    const r = await post<{ accessToken: string; refreshToken: string }>(
      'academic/login/refreshToken',
      { refreshToken },
      null,
    );
    if (r.msg !== SUCCESS || !r.object) return false;
    storage.set(KEYS.accessToken, r.object.accessToken);
    storage.set(KEYS.refreshToken, r.object.refreshToken);
    return true;
  })
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

const isFile = (a: Envelope<unknown> | FileAnswer): a is FileAnswer => 'blob' in a;

/**
 * The envelope rules of spec 000 §8 around one call, whatever it answers: the token and the
 * selected programme go with it; UNAVAILABLE is retried once after a second for reads and
 * versioned writes (retryPolicy.ts); TOKEN_EXPIRED refreshes once and retries; OVERTIME, a failed
 * refresh or a network failure clears storage and goes to /login; any other msg is thrown as an
 * ApiError carrying the envelope's object. Answers the envelope's object, or the file.
 */
async function exchange(path: string, payload: unknown, opts: ApiOptions, file: boolean): Promise<unknown> {
  const token = opts.anonymous ? null : storage.get(KEYS.accessToken);
  const end = opts.keepSession ? () => {} : endSession;
  const send = (t: string | null) =>
    file ? post(path, payload, t, opts.signal, true) : post(path, payload, t, opts.signal);
  let answer: Envelope<unknown> | FileAnswer;
  try {
    answer = await send(token);
    // The database was away for a moment (a failover): a read or a versioned write goes once more.
    if (!isFile(answer) && answer.errorCode === 'UNAVAILABLE' && retriesOnUnavailable(path, payload)) {
      await new Promise((r) => setTimeout(r, RETRY_AFTER_MS));
      answer = await send(storage.get(KEYS.accessToken));
    }
    if (!isFile(answer) && answer.errorCode === 'TOKEN_EXPIRED' && !opts.anonymous) {
      if (!(await refreshTokens(token))) {
        end();
        throw new ApiError(answer.msg, 'OVERTIME');
      }
      answer = await send(storage.get(KEYS.accessToken));
    }
  } catch (e) {
    if (e instanceof ApiError) throw e;
    // An abandoned call is not a network failure: the session goes on.
    if (opts.signal?.aborted) throw e;
    if (!opts.quietNetwork) end();
    throw new ApiError('The network is not reachable.', 'NETWORK');
  }
  if (isFile(answer)) return answer;
  // A file call that answered SUCCESS in JSON sent no file: the call is not what the screen expects.
  if (answer.msg === SUCCESS) {
    if (file) throw new ApiError('The server sent no file.', null);
    return answer.object;
  }
  if (answer.errorCode === 'OVERTIME' || (answer.errorCode === 'UNAUTHORIZED' && !opts.anonymous)) end();
  throw new ApiError(answer.msg, answer.errorCode, answer.object ?? null);
}

/**
 * Calls POST /api/<path> (a FormData payload goes as multipart, for uploads) with the envelope
 * rules (exchange): SUCCESS gives the object, anything else is thrown as an ApiError.
 */
export async function api<T = unknown>(path: string, payload?: unknown, opts: ApiOptions = {}): Promise<T> {
  return (await exchange(path, payload, opts, false)) as T;
}

/**
 * Calls POST /api/<path> for a file, with the same envelope rules: answers the file and its
 * name; a JSON answer is the envelope, thrown as an ApiError (spec 001 §8 'Download failure').
 */
export async function apiFile(path: string, payload?: unknown, opts: ApiOptions = {}): Promise<FileAnswer> {
  return (await exchange(path, payload, opts, true)) as FileAnswer;
}
