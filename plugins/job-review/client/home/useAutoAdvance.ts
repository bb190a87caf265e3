import { useEffect, useState } from 'react';

/** The carousel advances every 30 seconds (spec 000 §9). */
export const CAROUSEL_MS = 30_000;

/** A carousel's page over `count` pages, advancing on its own while playing. */
export function useAutoAdvance(count: number) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  useEffect(() => {
    if (!playing) return;
    const h = setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_MS);
    return () => clearInterval(h);
  }, [playing, count]);
  return {
    index,
    setIndex,
    playing,
    toggle: () => setPlaying(!playing),
    previous: () => setIndex((index + count - 1) % count),
    next: () => setIndex((index + 1) % count),
  };
}

export type AutoAdvance = ReturnType<typeof useAutoAdvance>;
