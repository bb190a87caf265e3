import { describe, expect, it, vi } from 'vitest';
import { CLICK_GUARD_MS, FORGOT_GUARD_MS, createClickGuard } from '@core/client/ui/useClickGuard.js';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('click guard: a second action is ignored while one is in flight and within the window', () => {
  it('the defaults are 3000 ms, and 2000 ms on the forgot pages (spec 000 §9)', () => {
    expect(CLICK_GUARD_MS).toBe(3000);
    expect(FORGOT_GUARD_MS).toBe(2000);
  });

  it('a second call while the first is in flight is ignored (not run, answers undefined)', async () => {
    let t = 1_000;
    const guard = createClickGuard(2000, () => t);
    const d = deferred<string>();
    const first = vi.fn(() => d.promise);
    const second = vi.fn(async () => 'second');
    const p1 = guard(first);
    t += 5_000; // even after the window, the first one is still running
    expect(await guard(second)).toBeUndefined();
    expect(second).not.toHaveBeenCalled();
    d.resolve('first');
    expect(await p1).toBe('first');
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('a call within the window after the first finished is ignored; one after the window runs', async () => {
    let t = 10_000;
    const guard = createClickGuard(2000, () => t);
    expect(await guard(async () => 1)).toBe(1);
    t += 1_999;
    const ignored = vi.fn(async () => 2);
    expect(await guard(ignored)).toBeUndefined();
    expect(ignored).not.toHaveBeenCalled();
    t += 1; // 2000 ms after the first began
    expect(await guard(async () => 3)).toBe(3);
  });

  it('the window counts from the last action that ran, not from an ignored one', async () => {
    let t = 0;
    const guard = createClickGuard(2000, () => t);
    await guard(async () => 'a');
    t = 1_500;
    expect(await guard(async () => 'ignored')).toBeUndefined();
    t = 2_000;
    expect(await guard(async () => 'b')).toBe('b');
  });

  it('a failing action frees the guard after the window and passes its error on', async () => {
    let t = 0;
    const guard = createClickGuard(1000, () => t);
    await expect(guard(async () => Promise.reject(new Error('network')))).rejects.toThrow('network');
    t = 500;
    expect(await guard(async () => 'too soon')).toBeUndefined();
    t = 1_000;
    expect(await guard(async () => 'again')).toBe('again');
  });

  it('each guard keeps its own state', async () => {
    const t = 0;
    const a = createClickGuard(2000, () => t);
    const b = createClickGuard(2000, () => t);
    expect(await a(async () => 'a')).toBe('a');
    expect(await b(async () => 'b')).toBe('b');
  });
});
