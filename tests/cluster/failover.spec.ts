import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { UNAVAILABLE_MSG } from '../../core/server/http/errorHandler.js';
import { signInAt } from '../support/signOnFlow';
import { submittedPosts, type PreparedPost } from './clusterDb';
import { approvalStates, loginRecordAddresses, mailRuns, marksOf, queueMails, type Marks } from './failoverData';
import { startPatroniCluster, type PatroniCluster } from './patroniCluster';
import { startCluster, type Cluster } from './startCluster';
import { callAsClient, sampler, succeeded, type CallRecord, type Session } from './userTraffic';

/**
 * Issue 37: PostgreSQL with a synchronous standby under Patroni, HAProxy in front, two server
 * copies behind nginx. Four users call steadily (reads, login records, approvals) while the
 * primary's postmaster is killed with kill -9; the standby takes over.
 */
const USERS = [
  { login: 'mc01', roleCode: 'MODULE_CONVENER', approves: true },
  { login: 'pl01', roleCode: 'PROGRAMME_LEADER', approves: false },
  { login: 'as01', roleCode: 'ACADEMIC_SUPERVISOR', approves: false },
  { login: 'as02', roleCode: 'ACADEMIC_SUPERVISOR', approves: false },
];
const WARM_UP_MS = 4_000;
/** Traffic goes on this long once every user has been served again. */
const AFTER_MS = 6_000;
const SERVE_AGAIN_TARGET_MS = 30_000;
const QUEUED_MAILS = 8;
const READS = [
  { path: 'commonDropDown/searchSysParam', body: { segment: 'WORK_LOCATION' } },
  { path: 'user/searchAcademic', body: {} },
];

interface User extends Session {
  no: number;
  roleCode: string;
  posts: PreparedPost[];
}

/** User u's n-th write comes from its own loopback address, which the server stores with the record. */
const writeAddress = (u: number, n: number) => `127.${20 + u}.${Math.floor(n / 254)}.${(n % 254) + 1}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The port of the PostgreSQL that takes writes through HAProxy now; null when none does (HAProxy
 * closes the connection, or the node reached is in recovery); undefined when the probe itself
 * ran out of time (a loaded machine), which says nothing either way.
 */
async function primaryBehindHaproxy(url: string): Promise<number | null | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000, query_timeout: 3_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const { rows } = await client.query<{ port: number; standby: boolean }>(
      'select inet_server_port() as port, pg_is_in_recovery() as standby',
    );
    return rows[0]!.standby ? null : rows[0]!.port;
  } catch (e) {
    return /timeout/i.test((e as Error).message) ? undefined : null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** One user's loop: a read, a login record, and (mc01) an approval, until told to stop. */
async function runUser(base: string, u: User, stopped: () => boolean, out: CallRecord[]) {
  for (let n = 0; !stopped(); n++) {
    const read = READS[n % READS.length]!;
    out.push(await callAsClient(base, u, read.path, read.body));
    const address = writeAddress(u.no, n);
    const record = { roleCode: u.roleCode };
    out.push(
      await callAsClient(base, u, 'sysUserLoginRecord/insertLoginRecord', record, {
        localAddress: address,
        key: address,
        write: true,
      }),
    );
    const post = u.posts.shift();
    if (post) {
      const body = { jobId: post.jobId, lastUpdatedDate: post.token, jobPostStatus: 'POSTED', specialArrange: 'N' };
      const headers = { 'x-cohort-prog-id': String(post.cohortProgId) };
      out.push(
        await callAsClient(base, u, 'academicHome/update', body, { headers, key: String(post.jobId), write: true }),
      );
    }
    await sleep(150);
  }
}

let patroni: PatroniCluster | undefined;
let cluster: Cluster | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(420_000);
  patroni = await startPatroniCluster(path.resolve('.tmp'));
  cluster = await startCluster({
    databaseUrl: patroni.url,
    parent: path.resolve('.tmp'),
    env: { JOB_POLL_S: '1', RATE_LIMIT_SIGNIN: '1000' },
    // Every commit of the demo seed waits for the synchronous standby.
    readyMs: 240_000,
  });
});

test.afterAll(async () => {
  await cluster?.stop();
  await patroni?.stop();
});

/** Traffic, the kill, and the samplers around it; answers what each measured. */
async function killUnderTraffic(users: User[]) {
  const c = cluster!;
  const p = patroni!;
  const calls: CallRecord[] = [];
  let stop = false;
  const primaries = sampler(200, () => primaryBehindHaproxy(p.url));
  const readiness = c.servers.map((s) =>
    sampler(250, async () => {
      const r = await fetch(`${s.url}/readyz`, { signal: AbortSignal.timeout(5_000) }).catch(() => null);
      const body = r ? ((await r.json()) as { object: { database: string } }) : null;
      return { status: r?.status ?? 0, database: body?.object.database ?? null };
    }),
  );
  const loops = users.map((u) => runUser(c.nginxUrl, u, () => stop, calls));
  await sleep(WARM_UP_MS);
  const victim = (await p.primary())!;
  const killAt = Date.now();
  process.kill(p.postmasterPid(victim), 'SIGKILL');
  const servedAgain = (login: string) => calls.some((r) => r.user === login && r.start > killAt && succeeded(r));
  while (!users.every((u) => servedAgain(u.login)) && Date.now() - killAt < 60_000) await sleep(100);
  await sleep(AFTER_MS);
  stop = true;
  await Promise.all(loops);
  await primaries.stop();
  await Promise.all(readiness.map((r) => r.stop()));
  return {
    calls,
    killAt,
    victim: victim.pgPort,
    primaries: primaries.samples,
    readiness: readiness.map((r) => r.samples),
  };
}

type Run = Awaited<ReturnType<typeof killUnderTraffic>>;

/** Every answer is SUCCESS, the 503 UNAVAILABLE envelope, or the CONFLICT of a retried approval. */
function wrongAnswers(calls: CallRecord[]): string[] {
  return calls.flatMap((r) =>
    r.attempts
      .filter((a, i) => {
        if (a.status === 200 && a.msg === 'SUCCESS') return false;
        if (a.status === 503 && a.errorCode === 'UNAVAILABLE' && a.msg === UNAVAILABLE_MSG) return false;
        // The first try was committed but its answer lost: the retry finds the version moved on.
        return !(i === 1 && a.status === 409 && a.errorCode === 'CONFLICT' && r.path === 'academicHome/update');
      })
      .map((a) => `${r.user} ${r.path}: ${a.status} ${a.errorCode} ${a.msg}`),
  );
}

/** Each approval tried is all there or not at all; each acknowledged one is there. */
async function checkApprovals(url: string, calls: CallRecord[], marks: Marks) {
  const approvals = calls.filter((r) => r.path === 'academicHome/update');
  const states = await approvalStates(
    url,
    approvals.map((r) => Number(r.key)),
    marks,
  );
  const byId = new Map(states.map((s) => [s.jobId, s]));
  for (const r of approvals) {
    const s = byId.get(Number(r.key))!;
    const approved = ['POSTED', 'ACTIVE'].includes(s.status);
    // The status, its event and its mail commit together.
    const whole = approved ? { ...s, events: 1, mails: 1 } : { ...s, status: 'SUBMITTED', events: 0, mails: 0 };
    expect(s, `post ${r.key}`).toEqual(whole);
    if (succeeded(r)) expect(approved, `acknowledged approval of post ${r.key}`).toBe(true);
  }
  return approvals.length;
}

/** Each acknowledged login record is stored once; nothing is stored that no call tried. */
async function checkLoginRecords(url: string, calls: CallRecord[], marks: Marks) {
  const records = calls.filter((r) => r.path === 'sysUserLoginRecord/insertLoginRecord');
  const stored = await loginRecordAddresses(url, marks);
  const tried = new Set(records.map((r) => r.key));
  for (const r of records.filter(succeeded)) expect(stored, `login record from ${r.key}`).toContain(r.key);
  expect(stored.filter((ip) => !tried.has(ip))).toEqual([]);
  expect(new Set(stored).size, 'no login record written twice').toBe(stored.length);
}

/**
 * When no primary took writes through HAProxy, from the samples after the kill: roughly, from the
 * first without one to the next with one (reported); for certain, from the end of the first
 * sample without one to the start of the last (each found none somewhere in its span, and a
 * primary once back stays).
 */
function outageOf(run: Run) {
  const after = run.primaries.filter((s) => s.start > run.killAt);
  const none = after.filter((s) => s.value === null);
  const first = none[0];
  const back = after.find((s) => first && s.start > first.start && typeof s.value === 'number');
  return {
    from: first?.start ?? run.killAt,
    until: back?.start ?? Infinity,
    surely: { from: first?.end ?? Infinity, until: none[none.length - 1]?.start ?? -Infinity },
    newPrimary: back?.value ?? null,
  };
}

/** /readyz of each copy: 503 for every probe made while surely no primary answered, 'down' after the kill, 200 at the end. */
function checkReadiness(run: Run, outage: ReturnType<typeof outageOf>) {
  for (const samples of run.readiness) {
    const during = samples.filter((s) => s.start >= outage.surely.from && s.end <= outage.surely.until);
    expect(during.map((s) => s.value.status).filter((st) => st !== 503)).toEqual([]);
    expect(samples.some((s) => s.start > run.killAt && s.value.status === 503 && s.value.database === 'down')).toBe(
      true,
    );
    expect(samples[samples.length - 1]!.value).toEqual({ status: 200, database: 'up' });
  }
}

/** The mails queued before the kill are each sent once: one run, one file, one completed job. */
async function checkQueuedJobs(url: string, mailIds: number[], dataDirs: string[]) {
  const statuses = async () => (await mailRuns(url, mailIds, dataDirs)).map((m) => m.status);
  await expect.poll(statuses, { timeout: 60_000 }).toEqual(mailIds.map(() => 'SENT'));
  await sleep(3_000); // time for a (wrong) second run
  for (const m of await mailRuns(url, mailIds, dataDirs)) {
    expect(m, `mail ${m.mailId}`).toEqual({ ...m, attempts: 1, files: 1, jobStates: ['completed'] });
  }
}

/** When the first call begun after the kill, and the last user's first such call, succeeded. */
function servedAgain(run: Run, users: User[]) {
  const after = run.calls.filter((r) => r.start > run.killAt && succeeded(r));
  const first = Math.min(...after.map((r) => r.end)) - run.killAt;
  const everyone = Math.max(
    ...users.map((u) => Math.min(...after.filter((r) => r.user === u.login).map((r) => r.end))),
  );
  return { first, everyone: everyone - run.killAt };
}

async function signInUsers(base: string, posts: PreparedPost[]): Promise<User[]> {
  const users: User[] = [];
  for (const [no, u] of USERS.entries()) {
    const { accessToken } = await signInAt(base, u.login);
    users.push({ login: u.login, token: accessToken, no, roleCode: u.roleCode, posts: u.approves ? [...posts] : [] });
  }
  return users;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

test('kill -9 of the primary PostgreSQL under traffic: no 500, at most one lost call per user, no acknowledged write lost', async () => {
  test.setTimeout(240_000);
  const c = cluster!;
  const url = patroni!.url;
  const marks = await marksOf(url);
  const users = await signInUsers(c.nginxUrl, await submittedPosts(url, 40));
  const mailIds = await queueMails(url, QUEUED_MAILS, new Date(Date.now() + WARM_UP_MS + 1_000));
  const run = await killUnderTraffic(users);
  const outage = outageOf(run);
  const served = servedAgain(run, users);
  const lost = users.map((u) => run.calls.filter((r) => r.user === u.login && !succeeded(r)));
  const retried = run.calls.filter((r) => r.attempts.length > 1).length;
  console.log(
    `[failover] the primary (port ${run.victim}) killed; no primary through HAProxy for ${seconds(outage.until - outage.from)}; ` +
      `first call served again ${seconds(served.first)} after the kill, every user ${seconds(served.everyone)}; ` +
      `${run.calls.length} calls (${run.calls.filter((r) => r.write).length} writes), ${retried} retried after a 503; ` +
      `lost: ${users.map((u, i) => `${u.login} ${lost[i]!.length}${lost[i]!.map((r) => ` (${r.path} ${r.attempts.at(-1)!.status})`).join('')}`).join(', ')}`,
  );

  await test.step('every answer is SUCCESS, the 503 envelope, or the CONFLICT of a retried approval', () => {
    expect(wrongAnswers(run.calls)).toEqual([]);
  });
  await test.step('each user loses at most one call (after the client retried what it may)', () => {
    for (const [i, u] of users.entries())
      expect(lost[i]!.length, `${u.login}: ${JSON.stringify(lost[i])}`).toBeLessThanOrEqual(1);
  });
  await test.step('every acknowledged write is read back from the new primary; nothing is half-written', async () => {
    expect(await checkApprovals(url, run.calls, marks)).toBeGreaterThan(10);
    await checkLoginRecords(url, run.calls, marks);
  });
  await test.step('the standby took over; /readyz said not ready while no primary answered', () => {
    expect(outage.newPrimary, 'a primary answers again').not.toBeNull();
    expect(outage.newPrimary).not.toBe(run.victim);
    checkReadiness(run, outage);
  });
  await test.step(`every user served again within ${SERVE_AGAIN_TARGET_MS / 1000} s`, () => {
    expect(served.everyone).toBeLessThanOrEqual(SERVE_AGAIN_TARGET_MS);
  });
  await test.step('jobs queued before the kill run exactly once after it', async () => {
    await checkQueuedJobs(
      url,
      mailIds,
      c.servers.map((s) => s.dataDir),
    );
  });
});
