import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Registry } from 'prom-client';
import type { Db } from '../db/connect.js';

type PromClient = typeof import('prom-client');

/** Scrapes within this long of the last read share it: two queries per server every few seconds at most. */
export const BACKLOG_CACHE_MS = 5_000;

const JOB_STATES = ['ready', 'deferred', 'active', 'failed'] as const;

interface Backlog {
  /** Jobs per queue (pg-boss task) and state; every queue has every state, 0 where none. */
  jobs: { queue: string; state: string; n: number }[];
  /** Mails waiting to be sent and given up, from the outbox table. */
  mail: { pending: number; failed: number };
}

/**
 * Counted from pg-boss's tables: its partial index of live jobs (created, retry, active, failed)
 * answers these without reading the completed ones. Ready is what a worker may take now; deferred
 * waits for its time (a retry's backoff, a delayed job).
 */
async function readBacklog(db: Db): Promise<Backlog> {
  const queues = await sql<{ name: string }>`select name from pgboss.queue order by name`.execute(db);
  const counts = await sql<{ queue: string; state: string; n: number }>`
    select name as queue,
           case when state::text in ('created', 'retry')
                then case when start_after > now() then 'deferred' else 'ready' end
                else state::text end as state,
           count(*)::int as n
      from pgboss.job
     where state in ('created', 'retry', 'active', 'failed')
     group by 1, 2`.execute(db);
  const found = new Map(counts.rows.map((r) => [`${r.queue}\u0000${r.state}`, r.n]));
  const jobs = queues.rows.flatMap(({ name }) =>
    JOB_STATES.map((state) => ({ queue: name, state, n: found.get(`${name}\u0000${state}`) ?? 0 })),
  );
  const mail = await sql<{ pending: number; failed: number }>`
    select count(*) filter (where status = 'PENDING')::int as pending,
           count(*) filter (where status = 'FAILED')::int as failed
      from mail_outbox where status <> 'SENT'`.execute(db);
  return { jobs, mail: mail.rows[0] ?? { pending: 0, failed: 0 } };
}

/** The job queues' depth and failed jobs, and the outbox's queued and failed mails, read when scraped. */
export function watchQueuesAndOutbox(client: PromClient, registry: Registry, db: Db, log: FastifyBaseLogger): void {
  let last: { at: number; read: Promise<Backlog | null> } | null = null;
  const backlog = () => {
    if (!last || Date.now() - last.at > BACKLOG_CACHE_MS) {
      const read = readBacklog(db).catch((e: unknown) => {
        log.warn({ err: e }, 'metrics: the job and mail backlog could not be read');
        return null;
      });
      last = { at: Date.now(), read };
    }
    return last.read;
  };
  new client.Gauge({
    name: 'wil_job_queue_jobs',
    help: 'Jobs of each queue (pg-boss task) by state: ready (may run now), deferred (waits for its time), active, failed (kept after the last attempt).',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      const b = await backlog();
      this.reset();
      for (const j of b?.jobs ?? []) this.set({ queue: j.queue, state: j.state }, j.n);
    },
  });
  new client.Gauge({
    name: 'wil_mail_outbox',
    help: 'Mails in the outbox by status: pending (queued, not yet sent) and failed (given up after the last attempt).',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const b = await backlog();
      this.reset();
      if (!b) return;
      this.set({ status: 'pending' }, b.mail.pending);
      this.set({ status: 'failed' }, b.mail.failed);
    },
  });
}
