import type { Server } from 'node:http';

/** Work to hand back or finish when the server stops (outbox worker, job queue…). */
export type ShutdownHook = () => Promise<unknown> | unknown;

/** How long requests in flight may take to finish once shutdown begins (issue 17). */
export const DRAIN_MS = 10_000;

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * The server's life after start-up, in one object the kernel hands to everyone: readiness
 * (migrations done, not shutting down), the requests in flight, and the shutdown hooks through
 * which workers hand their jobs back. One per server, so several servers can share a process
 * (the test suites do).
 */
export class Lifecycle {
  /** Set once every migration has run (start.ts); /readyz answers 503 before. */
  migrated = false;
  private stopping = false;
  private inFlight = 0;
  private waiters: (() => void)[] = [];
  private readonly hooks: { name: string; fn: ShutdownHook }[] = [];

  get shuttingDown(): boolean {
    return this.stopping;
  }

  /** /readyz answers 503 from now on, and new calls are refused while the old ones finish. */
  beginShutdown(): void {
    this.stopping = true;
  }

  /** Registers work to stop on shutdown; hooks run last-registered first, after the requests drain. */
  onShutdown(name: string, fn: ShutdownHook): void {
    this.hooks.push({ name, fn });
  }

  /**
   * Counts requests from their arrival until their answer has left or the client has gone
   * ('close' fires in both cases, where Fastify's onResponse misses aborted requests).
   */
  track(server: Server): void {
    server.on('request', (_req, res) => {
      this.inFlight++;
      res.once('close', () => {
        this.inFlight--;
        if (this.inFlight === 0) for (const wake of this.waiters.splice(0)) wake();
      });
    });
  }

  get requestsInFlight(): number {
    return this.inFlight;
  }

  /** Resolves true when no request is in flight, or false once `ms` have passed with some left. */
  drained(ms = DRAIN_MS): Promise<boolean> {
    if (this.inFlight === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== done);
        resolve(false);
      }, ms);
      const done = () => {
        clearTimeout(timer);
        resolve(true);
      };
      this.waiters.push(done);
    });
  }

  /** Runs every hook, newest first; one that fails is logged and the others still run. */
  async runShutdownHooks(log: Log): Promise<void> {
    for (const { name, fn } of [...this.hooks].reverse()) {
      const started = Date.now();
      try {
        await fn();
        log.info({ hook: name, ms: Date.now() - started }, 'shutdown hook done');
      } catch (e) {
        log.error({ err: e, hook: name }, 'shutdown hook failed');
      }
    }
    this.hooks.length = 0;
  }
}
