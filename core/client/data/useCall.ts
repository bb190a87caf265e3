import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useSelectedCohortProgId } from '../session/SessionContext';
import type { ApiError } from '../api';
import { call, type CallSpec, type ReplyOf, type SentPayloadOf } from './call';
import { asApiError, type ErrorShown } from './queryClient';

export interface Loaded<T> {
  /** The newest answer; undefined before the first one (or the previous payload's, with keepPrevious). */
  data: T | undefined;
  /** The failure of the newest request, if it failed (null again while it is asked again). */
  error: ApiError | null;
  /** A request is in flight (the first one or a reload). */
  loading: boolean;
  /** Asks again (after a change that no write declares, such as another user's). */
  reload: () => void;
}

export interface LoadOptions {
  /** 'silent' when the screen shows `error` itself (a banner) or only logs it; a toast by default. */
  errors?: ErrorShown;
  /** Keep the previous answer on screen while another payload's loads (lists, filters). */
  keepPrevious?: boolean;
  /** The answer changes only by an administrator's edit (parameters, menus): asked once per shell. */
  stable?: boolean;
}

type Load<T> = ((signal: AbortSignal) => Promise<T>) | null;

/**
 * The cache key of a read: its call path (or area) first, then its payload, then the programme it
 * is asked in (the server scopes every call by the selected programme, sent beside the payload).
 */
export const callKey = (path: string, payload: unknown, cohortProgId: number | null): QueryKey => [
  path,
  payload ?? null,
  cohortProgId,
];

/** What useQuery is given for a read (exported for the layer's tests, which drive it without React). */
export function loadedQuery<T>(key: QueryKey, load: Load<T>, o: LoadOptions = {}): UseQueryOptions<T> {
  return {
    queryKey: key,
    queryFn: ({ signal }) => load!(signal),
    enabled: load !== null,
    meta: { errors: o.errors ?? 'toast' },
    placeholderData: o.keepPrevious ? keepPreviousData : undefined,
    staleTime: o.stable ? Infinity : 0,
  };
}

/** A call as a read: the cache holds no undefined, so a call that answers nothing is null. */
export const asRead =
  <C extends CallSpec>(spec: C, payload: SentPayloadOf<C>) =>
  async (signal: AbortSignal): Promise<ReplyOf<C>> =>
    (await call(spec, payload, { signal })) ?? (null as ReplyOf<C>);

function useLoadedQuery<T>(key: QueryKey, load: Load<T>, o: LoadOptions): Loaded<T> {
  const q = useQuery(loadedQuery(key, load, o));
  const on = load !== null;
  return {
    data: on ? q.data : undefined,
    error: on && q.error && !q.isFetching ? asApiError(q.error) : null,
    loading: q.isFetching,
    reload: () => void q.refetch(),
  };
}

/**
 * The one way a screen reads: `payload` sent to `spec`'s call (null: nothing to ask yet), cached
 * under [path, payload, programme] (the scope fields the call layer fills are the
 * programme's) and shared by every screen and slot that asks the same, asked
 * again when the payload changes or a write changes it (useWrite.ts). Only the newest payload's
 * answer reaches the screen; a request no screen waits for any more is aborted.
 */
export function useCall<C extends CallSpec>(
  spec: C,
  payload: SentPayloadOf<C> | null,
  options: LoadOptions = {},
): Loaded<ReplyOf<C>> {
  const scope = useSelectedCohortProgId();
  return useLoadedQuery(callKey(spec.path, payload, scope), payload === null ? null : asRead(spec, payload), options);
}


/**
 * A read that is more than one call (a report's choices, the plugins' run-time menus), cached
 * under `key`, whose first element is the area or call path that the writes changing it name.
 */
export function useLoaded<T>(
  key: readonly [string, ...unknown[]],
  load: Load<T>,
  options: LoadOptions = {},
): Loaded<T> {
  const scope = useSelectedCohortProgId();
  return useLoadedQuery(callKey(key[0], key.slice(1), scope), load, options);
}
