import { useEffect, useState } from 'react';
import { useIsFetching } from '@tanstack/react-query';

/**
 * Whether the screen's first calls have answered: true once no read has been in flight for
 * `quietMs`, and true from then on. What sits below the fold (the home's charts) looks for the
 * viewport only then: while the cards above still wait for their data the page is short, and the
 * charts would load with the first view that they are not part of (issue 35).
 */
export function useCallsSettled(quietMs = 400): boolean {
  const fetching = useIsFetching();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled || fetching > 0) return;
    const timer = setTimeout(() => setSettled(true), quietMs);
    return () => clearTimeout(timer);
  }, [fetching, settled, quietMs]);
  return settled;
}
