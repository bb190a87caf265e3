import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../e2e/helpers';
import { CLUSTER_CLIENT_DIR, CLUSTER_NGINX_PORT } from './settings';
import { startCluster, type Cluster, type ClusterState } from './startCluster';
import { submittedPosts, withDb, type PreparedPost } from './clusterDb';
import { FromAddress } from './fromAddress';

const PHOTO = 'tests/fixtures/profile/photo-160x120.png';
let running: Cluster | undefined;
const cluster = (): ClusterState => running!;

interface Approval {
  jobId: number;
  status: number;
  msg: string | null;
  server: string | null;
}

/** Approves posts one after another from the signed-in page, as the review screen's call does. */
function approveInBrowser(page: Page, posts: PreparedPost[], gapMs: number): Promise<Approval[]> {
  return page.evaluate(
    async ({ posts, gapMs }) => {
      const token = localStorage.getItem('wilAcademicAccessToken');
      const out: Approval[] = [];
      for (const p of posts) {
        try {
          const r = await fetch('/api/academicHome/update', {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${token}`,
              'x-cohort-prog-id': String(p.cohortProgId),
            },
            body: JSON.stringify({
              jobId: p.jobId,
              lastUpdatedDate: p.token,
              jobPostStatus: 'POSTED',
              specialArrange: 'N',
            }),
          });
          const body = (await r.json().catch(() => null)) as { msg?: string } | null;
          out.push({ jobId: p.jobId, status: r.status, msg: body?.msg ?? null, server: r.headers.get('x-server-id') });
        } catch (e) {
          out.push({ jobId: p.jobId, status: 0, msg: String(e), server: null });
        }
        (window as unknown as { approvalsDone: number }).approvalsDone = out.length;
        await new Promise((r) => setTimeout(r, gapMs));
      }
      return out;
    },
    { posts, gapMs },
  );
}

const ok = (a: Approval) => a.status === 200 && a.msg === 'SUCCESS';

test.describe.configure({ mode: 'serial' });

// PostgreSQL, s3rver, two copies and nginx (on the port baseURL names) for this file; stopped
// after it, pass or fail.
test.beforeAll(async () => {
  test.setTimeout(300_000);
  running = await startCluster({
    nginxPort: CLUSTER_NGINX_PORT,
    clientDir: CLUSTER_CLIENT_DIR,
    parent: path.resolve('.tmp'),
    env: {
      // Low, so the spec reaches the limit in a few attempts spread over both copies.
      RATE_LIMIT_SIGNIN: '6',
      RATE_LIMIT_FORGOT: '1000',
    },
  });
});

test.afterAll(async () => {
  await running?.stop();
});

test('two copies behind nginx: one session, shared files, mail, limits, and a copy killed mid-session', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const state = cluster();
  const ids = state.servers.map((s) => s.id);
  const answeredBy: string[] = [];
  /** Answers to calls and pages only: assets come from the browser's cache with their first headers. */
  const apiAnsweredBy: string[] = [];
  const failures: string[] = [];
  page.on('response', (r) => {
    const id = r.headers()['x-server-id'];
    if (id) answeredBy.push(id);
    if (id && (r.url().includes('/api/') || r.request().resourceType() === 'document')) apiAnsweredBy.push(id);
    if (r.status() >= 500) failures.push(`${r.status()} ${r.request().method()} ${r.url()}`);
  });

  await test.step('sign in through nginx as mc01', async () => {
    await signIn(page, 'mc01');
  });

  await test.step('twenty reloads, answered by both copies', async () => {
    const pages: string[] = [];
    answeredBy.length = 0;
    for (let i = 0; i < 20; i++) {
      const r = await page.reload();
      expect(r?.status()).toBe(200);
      pages.push(r!.headers()['x-server-id']!);
      await expect(page.getByRole('heading', { name: 'User Profile' })).toBeVisible();
    }
    // Every call of the twenty loads (page, assets, API) says who answered: both did.
    for (const id of ids) expect(answeredBy, `answers of ${id}`).toContain(id);
    expect(pages.every((p) => ids.includes(p))).toBe(true);
    expect(failures).toEqual([]);
  });

  await test.step('a photo uploaded through one copy downloads through the other', async () => {
    await page.getByRole('link', { name: 'Detail' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Personal Profile' })).toBeVisible();
    await page.getByTestId('photo-input').setInputFiles(PHOTO);
    const dialog = page.getByRole('dialog', { name: 'Crop Photo' });
    await expect(dialog).toBeVisible();
    const uploaded = page.waitForResponse((r) => r.url().includes('/api/file/imageUpload'));
    await dialog.getByRole('button', { name: 'Crop and Upload' }).click();
    const upload = await uploaded;
    expect(upload.status()).toBe(200);
    const uploader = upload.headers()['x-server-id']!;
    expect(ids).toContain(uploader);
    // The upload's answer reaches the page a moment after the response: until then it shows the crop's blob.
    const photo = page.getByTestId('profile-photo');
    await expect(photo).toHaveAttribute('src', /\/files\/images\/.+\.png\?/);
    const src = (await photo.getAttribute('src'))!;
    const link = new URL(src, state.nginxUrl);
    // Each copy's own port: the one that stored it, and the other, which never saw the upload.
    const other = state.servers.find((s) => s.id !== uploader)!;
    const self = state.servers.find((s) => s.id === uploader)!;
    const viaOther = await page.request.get(`${other.url}${link.pathname}${link.search}`);
    const viaSelf = await page.request.get(`${self.url}${link.pathname}${link.search}`);
    expect(viaOther.status()).toBe(200);
    expect(viaOther.headers()['x-server-id']).toBe(other.id);
    expect(viaOther.headers()['content-type']).toBe('image/png');
    const bytes = await viaOther.body();
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(bytes.equals(await viaSelf.body())).toBe(true);
    // Nothing of it on either copy's disk: the bucket holds it.
    for (const s of state.servers) expect(existsSync(path.join(s.dataDir, 'files'))).toBe(false);
  });

  await test.step('an approval writes its mail exactly once across both copies', async () => {
    const [post] = await submittedPosts(state.databaseUrl, 1);
    const [answer] = await approveInBrowser(page, [post!], 0);
    expect(answer, JSON.stringify(answer)).toMatchObject({ status: 200, msg: 'SUCCESS' });
    const mail = async () =>
      withDb(state.databaseUrl, async (c) => {
        const { rows } = await c.query<{ mail_id: string; status: string; attempts: number }>(
          `select mail_id, status, attempts from mail_outbox where subject like $1`,
          [`Job post ${post!.jobId} %`],
        );
        return rows;
      });
    await expect.poll(async () => (await mail()).map((m) => m.status), { timeout: 30_000 }).toEqual(['SENT']);
    // Both copies run workers; give a second one time to (wrongly) send it too.
    await page.waitForTimeout(3_000);
    const [row] = await mail();
    expect(row!.attempts).toBe(1);
    const files = state.servers.filter((s) => existsSync(path.join(s.dataDir, 'outbox', `${row!.mail_id}.eml`)));
    expect(files).toHaveLength(1);
  });

  await test.step('the sign-in limit (6 a minute) counts attempts on both copies together', async () => {
    // Another source address: its own count, and the browser's session is not locked out.
    const client = new FromAddress('127.0.0.77');
    const start = await client.request(`${state.nginxUrl}/auth/authorize`);
    const interaction = (await client.request(start.location!)).location!;
    expect(interaction).toContain('/idp/interaction/');
    expect((await client.request(interaction)).status).toBe(200);
    const attempts = [];
    for (let i = 0; i < 7; i++) {
      attempts.push(await client.request(`${interaction}/login`, 'POST', { login: 'mc01', password: 'wrong' }));
    }
    expect(attempts.slice(0, 6).map((a) => a.status)).not.toContain(429);
    expect(attempts[6]!.status).toBe(429);
    const counted = new Set(attempts.slice(0, 6).map((a) => a.serverId));
    for (const id of ids) expect(counted, 'both copies took attempts').toContain(id);
  });

  await test.step('kill -9 of one copy mid-session: the user goes on, no acknowledged write is lost', async () => {
    const posts = await submittedPosts(state.databaseUrl, 16, 1);
    // Events written from here on are this step's; approval makes a post POSTED, or ACTIVE when
    // its posting date has come.
    const mark = await withDb(state.databaseUrl, async (c) =>
      Number((await c.query('select coalesce(max(event_id), 0) as m from job_post_events')).rows[0].m),
    );
    const decided = (ids: number[]) =>
      withDb(state.databaseUrl, async (c) => {
        const { rows } = await c.query<{ job_id: number; approved: boolean; events: string }>(
          `select jp.job_id, jp.job_post_status in ('POSTED', 'ACTIVE') as approved,
             (select count(*) from job_post_events e where e.job_id = jp.job_id and e.event_id > $2) as events
           from job_posts jp where jp.job_id = any($1::int[])`,
          [ids, mark],
        );
        return rows;
      });
    failures.length = 0;
    const victim = state.servers[1]!;
    const survivor = state.servers[0]!;
    const running = approveInBrowser(page, posts, 150);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { approvalsDone?: number }).approvalsDone ?? 0))
      .toBeGreaterThanOrEqual(5);
    process.kill(victim.pid, 'SIGKILL');
    const answers = await running;

    // The user carries on: the next pages load, from the copy that is left.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Personal Profile' })).toBeVisible();
    await page.goto('/academic');
    await expect(page.getByRole('heading', { name: 'User Profile' })).toBeVisible();
    apiAnsweredBy.length = 0;
    await page.reload();
    await expect(page.getByRole('heading', { name: 'User Profile' })).toBeVisible();
    expect(new Set(apiAnsweredBy)).toEqual(new Set([survivor.id]));

    // At most one call failed (sent to the killed copy just before it died: nginx does not resend
    // a POST it has sent); nginx moved every later one to the survivor. Page responses include
    // the approvals' fetches, so a 502 is counted once; a network error (status 0) only here.
    const failed = answers.filter((a) => !ok(a));
    const failedCount = failures.length + answers.filter((a) => a.status === 0).length;
    expect(failedCount, JSON.stringify({ failed, failures })).toBeLessThanOrEqual(1);
    expect(failed.length).toBeLessThanOrEqual(1);
    expect(answers.some((a) => a.server === victim.id)).toBe(true);
    // The user retries the failed one once: it succeeds, or says the post was already decided.
    for (const f of failed) {
      const [again] = await approveInBrowser(page, [posts.find((p) => p.jobId === f.jobId)!], 0);
      // 409 CONFLICT: its first try was written before the copy died (the version moved on).
      expect([200, 409], JSON.stringify(again)).toContain(again!.status);
      expect(again!.server).toBe(survivor.id);
    }

    // Every acknowledged approval is in the database, once.
    const acked = answers.filter(ok).map((a) => a.jobId);
    const stored = await decided(acked);
    expect(stored).toHaveLength(acked.length);
    for (const r of stored) expect(r, `post ${r.job_id}`).toMatchObject({ approved: true, events: '1' });
    // And the retried one ends approved once, whichever way its first try went.
    for (const r of await decided(failed.map((f) => f.jobId))) {
      expect(r, `post ${r.job_id}`).toMatchObject({ approved: true, events: '1' });
    }
  });
});
