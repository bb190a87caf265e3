import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMailJob } from '@core/server/mail/mailJobSpecs.js';
import { BACKLOG_CACHE_MS } from '@core/server/metrics/backlogGauges.js';
import { baseUrl, postAt, signIn } from '../support/api';
import { one, openDb } from '../support/db';
import { samples, sumOf, valueOf } from '../support/metricsText';
import { startSecondApp, type SecondApp } from '../support/secondApp';

/**
 * The Prometheus endpoint (issue 37) of a server copy with METRICS_PORT: requests by route pattern
 * and status, the pool, the job queues' and the outbox's backlog, file-store errors, the process.
 */
const db = openDb();
let copy: SecondApp;
let token: string;
/** Its own data folder, whose file store is broken after the start (below). */
const dataDir = mkdtempSync(path.join(tmpdir(), 'wil-metrics-'));
const far = 987_654_321;
let failedMail: number;
/** Outbox rows the tests add (no job sends them: the resend sweep takes only rows over 10 minutes old). */
const addedMails: number[] = [];
let expectDeferredMailJobs: number;
let expectFailedMails: number;

const scrape = async () => {
  const res = await fetch(copy.metricsUrl!);
  expect(res.status).toBe(200);
  return res.text();
};

beforeAll(async () => {
  copy = await startSecondApp({ metricsPort: 0, dataDir });
  // The store's folder becomes a file: every write to the disk store now fails.
  rmSync(path.join(dataDir, 'files'), { recursive: true, force: true });
  writeFileSync(path.join(dataDir, 'files'), 'not a folder');
  token = (await signIn('mc01')).accessToken;
  // The backlog, arranged before the first scrape reads (and keeps for a few seconds) it.
  await copy.kernel.jobs.add(sendMailJob, { mailId: far }, { runAt: new Date(Date.now() + 3600_000) });
  failedMail = (await one<{ mail_id: number }>(
    db,
    `insert into mail_outbox (to_address, subject, body_text, status) values ('x@example.edu', 'metrics test', '-', 'FAILED') returning mail_id`,
  ))!.mail_id;
  expectDeferredMailJobs = (await one<{ n: number }>(
    db,
    `select count(*)::int as n from pgboss.job where name = 'core.sendMail' and state in ('created', 'retry') and start_after > now()`,
  ))!.n;
  expectFailedMails = (await one<{ n: number }>(
    db,
    `select count(*)::int as n from mail_outbox where status = 'FAILED'`,
  ))!.n;
});
afterAll(async () => {
  await db.query(`delete from pgboss.job where name = 'core.sendMail' and (data->>'mailId')::bigint = $1`, [far]);
  await db.query(`delete from mail_outbox where mail_id = any($1)`, [[failedMail, ...addedMails]]);
  await copy?.close();
  await db.end();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the metrics port', () => {
  it('listens on 127.0.0.1 apart from the public port, and answers only GET /metrics', async () => {
    expect(copy.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(copy.metricsUrl!).port).not.toBe(new URL(copy.url).port);
    expect((await fetch(copy.metricsUrl!.replace('/metrics', '/other'))).status).toBe(404);
    expect((await fetch(copy.metricsUrl!, { method: 'POST' })).status).toBe(404);
  });

  it('the public port answers nothing for it: /metrics is a 404 envelope, on this copy and on one without a metrics port', async () => {
    for (const url of [copy.url, baseUrl()]) {
      const res = await fetch(`${url}/metrics`);
      expect(res.status).toBe(404);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({
        msg: 'There is no call at GET /metrics.',
        object: null,
        errorCode: 'NOT_FOUND',
      });
      expect(text).not.toContain('wil_');
    }
  });
});

describe('requests', () => {
  it('counts and times each request by its route pattern and status, never by its raw URL or payload', async () => {
    const route = { method: 'POST', route: '/api/wpaAppl/searchById' };
    const moved = (before: string, after: string, name: string, labels: Record<string, string>) =>
      sumOf(after, name, labels) - sumOf(before, name, labels);
    const before = await scrape();
    await postAt(copy.url, 'wpaAppl/searchById', { wpaApplId: far }, token);
    await postAt(copy.url, 'wpaAppl/searchById', { wpaApplId: far + 1 }, token);
    await fetch(`${copy.url}/files/keydoc/2026-11/secret-name-4242.pdf?expires=1&sig=abcdef`);
    await fetch(`${copy.url}/api/nothing/13579`, { method: 'POST' });
    const after = await scrape();
    expect(moved(before, after, 'wil_http_requests_total', route)).toBe(2);
    expect(moved(before, after, 'wil_http_request_duration_seconds_count', route)).toBe(2);
    const statuses = samples(after).filter(
      (s) => s.name === 'wil_http_requests_total' && s.labels.route === route.route,
    );
    for (const s of statuses) expect(s.labels.status).toMatch(/^[1-5]\d\d$/);
    expect(moved(before, after, 'wil_http_requests_total', { method: 'GET', route: '/files/*' })).toBe(1);
    expect(
      moved(before, after, 'wil_http_requests_total', { method: 'POST', route: '(no route)', status: '404' }),
    ).toBe(1);
    for (const raw of [String(far), 'secret-name', 'abcdef', '13579', token.slice(-12)])
      expect(after).not.toContain(raw);
  });
});

describe('the state of the server', () => {
  it('reports the database pool: connections, idle, waiting, its size, and the waits for a connection', async () => {
    const text = await scrape();
    expect(valueOf(text, 'wil_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'wil_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
    expect(valueOf(text, 'wil_db_pool_waiting')).toBe(0);
    expect(valueOf(text, 'wil_db_pool_max_connections')).toBe(3);
    const waits = valueOf(text, 'wil_db_pool_acquire_seconds_count')!;
    expect(waits).toBeGreaterThan(0);
    await postAt(copy.url, 'wpaAppl/searchById', { wpaApplId: far }, token);
    expect(valueOf(await scrape(), 'wil_db_pool_acquire_seconds_count')).toBeGreaterThan(waits);
  });

  it("reports each job queue's jobs by state and the outbox's pending and failed mails", async () => {
    const text = await scrape();
    expect(valueOf(text, 'wil_job_queue_jobs', { queue: 'core.sendMail', state: 'deferred' })).toBe(
      expectDeferredMailJobs,
    );
    expect(expectDeferredMailJobs).toBeGreaterThanOrEqual(1);
    for (const state of ['ready', 'active', 'failed']) {
      expect(valueOf(text, 'wil_job_queue_jobs', { queue: 'wpa.sendReminders', state }), state).toBeGreaterThanOrEqual(
        0,
      );
    }
    expect(valueOf(text, 'wil_mail_outbox', { status: 'failed' })).toBe(expectFailedMails);
    expect(valueOf(text, 'wil_mail_outbox', { status: 'pending' })).toBeGreaterThanOrEqual(0);
  });

  it('the backlog figures move with the queues and the outbox (read afresh once the few seconds of cache pass)', async () => {
    const fresh = async () => {
      await new Promise((r) => setTimeout(r, BACKLOG_CACHE_MS + 100));
      return scrape();
    };
    const mailJobs = (text: string, state: string) =>
      valueOf(text, 'wil_job_queue_jobs', { queue: 'core.sendMail', state }) ?? Number.NaN;
    const mails = (text: string, status: string) => valueOf(text, 'wil_mail_outbox', { status }) ?? Number.NaN;
    const before = await fresh();
    const later = { runAt: new Date(Date.now() + 3600_000) };
    await copy.kernel.jobs.add(sendMailJob, { mailId: far }, later);
    const failing = await copy.kernel.jobs.add(sendMailJob, { mailId: far }, later);
    await db.query(`update pgboss.job set state = 'failed' where id = $1`, [failing]);
    for (const status of ['PENDING', 'FAILED']) {
      addedMails.push(
        (await one<{ mail_id: number }>(
          db,
          `insert into mail_outbox (to_address, subject, body_text, status) values ('y@example.edu', 'metrics moves', '-', $1) returning mail_id`,
          [status],
        ))!.mail_id,
      );
    }
    const after = await fresh();
    expect(mailJobs(after, 'deferred') - mailJobs(before, 'deferred')).toBe(1);
    expect(mailJobs(after, 'failed') - mailJobs(before, 'failed')).toBe(1);
    expect(mails(after, 'pending') - mails(before, 'pending')).toBe(1);
    expect(mails(after, 'failed') - mails(before, 'failed')).toBe(1);
  });

  it('counts file-store errors by operation', async () => {
    await expect(copy.kernel.store.save('metrics-test', Buffer.from('x'), 'txt')).rejects.toThrow();
    await expect(copy.kernel.store.put('metrics-test/a.txt', Buffer.from('x'))).rejects.toThrow();
    const text = await scrape();
    expect(valueOf(text, 'wil_file_store_errors_total', { operation: 'save' })).toBe(1);
    expect(valueOf(text, 'wil_file_store_errors_total', { operation: 'put' })).toBe(1);
  });

  it('reports the process: memory, heap and event-loop lag', async () => {
    const text = await scrape();
    expect(valueOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(10 * 1024 * 1024);
    expect(valueOf(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(valueOf(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
  });
});

describe('X-Request-Id', () => {
  it('every reply carries a new id, hijacked ones (the identity provider) included', async () => {
    const a = await fetch(`${copy.url}/api/app-config`);
    const b = await fetch(`${copy.url}/idp/.well-known/openid-configuration`);
    const c = await fetch(`${copy.url}/api/nothing`, { method: 'POST' });
    const ids = [a, b, c].map((r) => r.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(3);
  });

  it("a client's X-Request-Id is not taken without a trusted proxy", async () => {
    const res = await fetch(`${copy.url}/api/app-config`, { headers: { 'x-request-id': 'chosen-by-client-01' } });
    expect(res.headers.get('x-request-id')).not.toBe('chosen-by-client-01');
  });
});
