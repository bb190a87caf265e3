import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@core/client/api';
import { toast } from '@core/client/ui/toaster';

/** Loads one record again when `key` changes; a failed call is shown as an error toast (spec 000 §8). */
export function useLoad<T>(load: () => Promise<T>, key: unknown) {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const [tick, setTick] = useState(0);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  useEffect(() => {
    let cancelled = false;
    loadRef
      .current()
      .then((d) => !cancelled && setData(d))
      .catch((e) => {
        if (cancelled) return;
        setFailed(true);
        void toast.error(e instanceof ApiError ? e.message : String(e));
      });
    return () => {
      cancelled = true;
    };
  }, [key, tick]);
  return { data, failed, reload: () => setTick((n) => n + 1) };
}
