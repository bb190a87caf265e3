/**
 * Only the newest request of a screen may write its answer: starting one aborts the one before,
 * so a slow old answer that arrives after a newer one is dropped instead of overwriting it.
 */
export class LatestRequest {
  private current: AbortController | null = null;

  /** Aborts the request in flight, if any, and returns the signal of the new one. */
  start(): AbortSignal {
    this.current?.abort();
    this.current = new AbortController();
    return this.current.signal;
  }

  /** The screen is gone: nothing in flight may answer. */
  stop() {
    this.current?.abort();
    this.current = null;
  }
}
