import { useEffect, useState } from 'react';
import { ApiError } from '@core/client/api';
import { toast } from '@core/client/ui/toaster';

/** Loads a card's data again when its inputs change; errors are toasted (spec 000 §8). */
export function useHomeLoad<T>(load: (() => Promise<T>) | null, deps: unknown[]) {
  const [data, setData] = useState<T | null>(null);
  useEffect(() => {
    if (!load) return;
    let cancelled = false;
    setData(null);
    load()
      .then((d) => !cancelled && setData(d))
      .catch((e) => {
        if (cancelled) return;
        void toast.error(e instanceof ApiError ? e.message : String(e));
      });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return data;
}
