import { useEffect, useState } from 'react';

/** Cards per slide: 3, or 4 when the window is 1408 px wide or less (spec 000 §2, §9). */
export const perSlideFor = (width: number) => (width <= 1408 ? 4 : 3);

export function usePerSlide() {
  const [n, setN] = useState(() => perSlideFor(window.innerWidth));
  useEffect(() => {
    const on = () => setN(perSlideFor(window.innerWidth));
    window.addEventListener('resize', on);
    return () => window.removeEventListener('resize', on);
  }, []);
  return n;
}
