import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from 'prom-client';
import type { Db } from '../db/connect.js';
import { watchPool } from './poolGauges.js';
import { watchQueuesAndOutbox } from './backlogGauges.js';

/** What the rest of the server reports to the metrics (core/server/metrics/README in docs/DEPLOY.md 'Metrics'). */
export interface Metrics {
  registry: Registry;
  /** One answered request: its route's pattern (never its raw URL), status and seconds. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** One file-store operation that failed (not a file that is simply absent). */
  fileStoreError(operation: string): void;
}

/** Request times from 5 ms to 10 s: the calls' p99 targets are tens of milliseconds, exports take seconds. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * One server's metrics in a registry of its own (tests build several servers in one process).
 * prom-client is loaded only when METRICS_PORT is set. Besides the requests and file-store errors
 * counted as they happen: the database pool, the job queues' and the outbox's backlog (read when
 * scraped, a few seconds' cache), and prom-client's process metrics (memory, CPU, event-loop lag).
 */
export async function createMetrics(db: Db, log: FastifyBaseLogger): Promise<Metrics> {
  const client = await import('prom-client');
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new client.Counter({
    name: 'wil_http_requests_total',
    help: 'Requests answered, by method, route pattern and status.',
    labelNames,
    registers: [registry],
  });
  const duration = new client.Histogram({
    name: 'wil_http_request_duration_seconds',
    help: 'Time from a request received to its answer sent, by method, route pattern and status.',
    labelNames,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const storeErrors = new client.Counter({
    name: 'wil_file_store_errors_total',
    help: 'File-store operations that failed (disk or bucket), by operation.',
    labelNames: ['operation'] as const,
    registers: [registry],
  });
  watchPool(client, registry, db);
  watchQueuesAndOutbox(client, registry, db, log);
  return {
    registry,
    observeRequest(method, route, status, seconds) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
    fileStoreError(operation) {
      storeErrors.inc({ operation });
    },
  };
}
