import { useEffect, useState } from 'react';

/** The value after it has stopped changing for `ms` (the house lists search as one types). */
export function useDebounced<T>(value: T, ms = 400): [T, (v: T) => void] {
  const [v, setV] = useState(value);
  useEffect(() => {
    const h = setTimeout(() => setV(value), ms);
    return () => clearTimeout(h);
  }, [value, ms]);
  return [v, setV];
}
