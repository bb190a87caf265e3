import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element has come near the viewport once: what sits below the fold (the home's charts
 * and its applications table) fetches its library only when scrolled to, so /academic's first load
 * carries neither AG Charts nor AG Grid (issues 35 and 38). Until `enabled`, it does not look.
 */
export function useSeen(ref: RefObject<HTMLElement | null>, margin = '200px', enabled = true): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (seen || !el || !enabled) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [ref, seen, margin, enabled]);
  return seen;
}
