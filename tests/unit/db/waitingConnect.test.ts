import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectWaiting, databaseWaitMs, DEFAULT_DATABASE_WAIT_MS } from '@core/server/db/waitingConnect.js';
import { isDatabaseUnavailable } from '@core/server/db/unavailable.js';

/** Issue 37: a call that arrives while no primary answers waits for the new one instead of failing. */
const away = () => Object.assign(new Error('Connection terminated unexpectedly'), {});
const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('connectWaiting', () => {
  it('tries again while the database is away and answers the connection once it is back', async () => {
    let tries = 0;
    const connect = vi.fn(async () => {
      tries++;
      if (tries < 4) throw tries % 2 ? away() : refused();
      return 'connection';
    });
    const got = connectWaiting(connect, 15_000);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await got).toBe('connection');
    expect(connect).toHaveBeenCalledTimes(4);
  });

  it('gives up at the deadline with the last error (the call answers 503)', async () => {
    const connect = vi.fn(async () => {
      throw away();
    });
    const got = connectWaiting(connect, 3_000).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5_000);
    const e = await got;
    expect(isDatabaseUnavailable(e)).toBe(true);
    // 100, 200, 400, 800, 1000 ms pauses fit in 3 s; the next would pass the deadline.
    expect(connect.mock.calls.length).toBeGreaterThanOrEqual(4);
    expect(connect.mock.calls.length).toBeLessThanOrEqual(6);
  });

  it('an error that is not the database being away is thrown at once', async () => {
    const wrong = Object.assign(new Error('password authentication failed for user "wil"'), { code: '28P01' });
    const connect = vi.fn(async () => {
      throw wrong;
    });
    await expect(connectWaiting(connect, 15_000)).rejects.toBe(wrong);
    expect(connect).toHaveBeenCalledTimes(1);
  });

  it('0 means no wait', async () => {
    const connect = vi.fn(async () => {
      throw away();
    });
    await expect(connectWaiting(connect, 0)).rejects.toThrow('Connection terminated');
    expect(connect).toHaveBeenCalledTimes(1);
  });
});

describe('DATABASE_WAIT_MS', () => {
  it('defaults to 15 s, takes a whole number, refuses anything else naming the variable', () => {
    expect(databaseWaitMs({})).toBe(DEFAULT_DATABASE_WAIT_MS);
    expect(DEFAULT_DATABASE_WAIT_MS).toBe(15_000);
    expect(databaseWaitMs({ DATABASE_WAIT_MS: '0' })).toBe(0);
    expect(databaseWaitMs({ DATABASE_WAIT_MS: '30000' })).toBe(30_000);
    expect(() => databaseWaitMs({ DATABASE_WAIT_MS: 'soon' })).toThrow(
      "DATABASE_WAIT_MS must be a whole number, not 'soon'.",
    );
  });
});
