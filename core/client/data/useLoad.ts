import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { ApiError } from '../api';
import { toast } from '../ui/toaster';
import { LatestRequest } from './latestRequest';

export interface Loaded<T> {
  /** The answer of the newest finished request; undefined before the first one. */
  data: T | undefined;
  /** The failure of the newest request, if it failed. */
  error: ApiError | null;
  loading: boolean;
  /** Runs the same request again (after a change the screen made). */
  reload: () => void;
}

export interface LoadOptions {
  /**
   * How a failure reaches the user (spec 000 §8: 'other msg → to the screen'): a toast by
   * default; 'silent' when the screen shows `error` itself (a banner) or logs only.
   */
  onError?: 'toast' | 'silent';
  /** Keep the previous answer on screen while a new one loads (lists); default clears it. */
  keepPrevious?: boolean;
}

const asApiError = (e: unknown) => (e instanceof ApiError ? e : new ApiError(String(e), null));

/**
 * The one way a screen loads data: runs `load` when `deps` change (null: nothing to load yet),
 * aborts what the previous run left in flight, and lets only the newest answer through.
 */
export function useLoad<T>(
  load: ((signal: AbortSignal) => Promise<T>) | null,
  deps: DependencyList,
  options: LoadOptions = {},
): Loaded<T> {
  const [state, setState] = useState<Omit<Loaded<T>, 'reload'>>({
    data: undefined,
    error: null,
    loading: load !== null,
  });
  const [tick, setTick] = useState(0);
  const latest = useRef(new LatestRequest());
  const loadRef = useRef(load);
  const optionsRef = useRef(options);
  useEffect(() => {
    loadRef.current = load;
    optionsRef.current = options;
  });

  useEffect(() => {
    const run = loadRef.current;
    const { onError = 'toast', keepPrevious = false } = optionsRef.current;
    if (!run) {
      latest.current.stop();
      setState({ data: undefined, error: null, loading: false });
      return;
    }
    const signal = latest.current.start();
    setState((s) => ({ data: keepPrevious ? s.data : undefined, error: null, loading: true }));
    run(signal).then(
      (data) => {
        if (!signal.aborted) setState({ data, error: null, loading: false });
      },
      (e: unknown) => {
        if (signal.aborted) return;
        const error = asApiError(e);
        setState((s) => ({ data: keepPrevious ? s.data : undefined, error, loading: false }));
        if (onError === 'toast') void toast.error(error.message);
      },
    );
    const current = latest.current;
    return () => current.stop();
    // The caller names what the request depends on, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, tick]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { ...state, reload };
}
