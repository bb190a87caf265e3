import { describe, expect, it } from 'vitest';
import { LatestRequest } from '@core/client/data/latestRequest';

describe('one way to load: the newest request wins', () => {
  it('aborts the request in flight when a newer one starts, so its late answer is dropped', async () => {
    const latest = new LatestRequest();
    const shown: string[] = [];
    const answer = (value: string, ms: number, signal: AbortSignal) =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          if (!signal.aborted) shown.push(value);
          resolve();
        }, ms),
      );
    const slowOld = answer('old', 30, latest.start());
    const fastNew = answer('new', 5, latest.start());
    await Promise.all([slowOld, fastNew]);
    expect(shown).toEqual(['new']);
  });

  it('aborts everything when the screen goes away', () => {
    const latest = new LatestRequest();
    const signal = latest.start();
    latest.stop();
    expect(signal.aborted).toBe(true);
  });
});
