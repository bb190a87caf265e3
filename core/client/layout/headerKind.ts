import { createContext, useContext, useEffect } from 'react';
import type { HeaderKind } from '../plugin';

/** Lets a page override the header its route declares (a route that can end on the fallback page). */
export const HeaderKindContext = createContext<(kind: HeaderKind | null) => void>(() => {});

/** While the calling component is shown, the shell shows this header instead of the route's. */
export function useHeaderKind(kind: HeaderKind) {
  const set = useContext(HeaderKindContext);
  useEffect(() => {
    set(kind);
    return () => set(null);
  }, [kind, set]);
}
