import { useCallback, useRef, useState } from 'react';

/** Spec 000 §9: a second action is blocked while one is in flight and for `ms` after it began. */
export const CLICK_GUARD_MS = 3000;
export const FORGOT_GUARD_MS = 2000;

export function createClickGuard(ms: number, now: () => number = Date.now) {
  let busy = false;
  let last = -Infinity;
  return async function guard<T>(action: () => Promise<T>): Promise<T | undefined> {
    const t = now();
    if (busy || t - last < ms) return undefined;
    busy = true;
    last = t;
    try {
      return await action();
    } finally {
      busy = false;
    }
  };
}

/** React form of the guard; `pending` drives the loading state and disabled buttons. */
export function useClickGuard(ms = CLICK_GUARD_MS) {
  const guard = useRef(createClickGuard(ms));
  const [pending, setPending] = useState(false);
  const run = useCallback(async <T>(action: () => Promise<T>) => {
    return guard.current(async () => {
      setPending(true);
      try {
        return await action();
      } finally {
        setPending(false);
      }
    });
  }, []);
  return { run, pending };
}
