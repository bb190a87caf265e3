import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '@core/server/db/connect.js';
import type { ServerRoute } from '@core/server/plugin.js';
import { rateLimitBackend } from '@core/server/http/rateLimitStore.js';
import { configFromEnv } from '@core/server/config.js';
import { secret } from '@core/server/secrets.js';
import { wpaCalls } from '@schemas/wpa/calls.js';
import { wpaSupervisorCalls } from '@schemas/wpa/supervisorCalls.js';
import { sealToken } from '@plugins/wpa/server/services/linkTokens.js';
import type { BenchCall } from './calls.js';
import { benchPlugins } from './capture.js';
import { deleteMailJobsAfter } from './approveCall.js';

/** The largest current module of BSc CS (every student of the programme) and its programme. */
export async function bsccsModule(db: Db) {
  return (
    await sql<{ cohortModuleId: number; cohortProgId: number }>`
      select cm.cohort_module_id, cm.cohort_prog_id
        from cohort_modules cm join cohort_programmes cp using (cohort_prog_id)
        join programmes p using (prog_id) join cohorts c using (cohort_id)
       where p.prog_code = 'BSCCS' and c.is_current = 'Y'
       order by (select count(*) from student_modules sm where sm.cohort_module_id = cm.cohort_module_id) desc
       limit 1`.execute(db)
  ).rows[0];
}

/**
 * The accepted WPA the read and print calls open: in the module, with a signature image (the
 * whole printed form) and, where there is one, a company named in Chinese (the CJK face).
 */
export async function acceptedWpa(db: Db, cohortModuleId: number) {
  return (
    await sql<{ wpaApplId: number }>`
      select wpa_appl_id from wpa_appls
       where cohort_module_id = ${cohortModuleId} and wpa_status in ('ACCEPTED', 'ACCEPTED_OFFLINE')
       order by (signature_img_path is not null) desc, (company_name ~ '[^\\x01-\\x7f]') desc, wpa_appl_id
       limit 1`.execute(db)
  ).rows[0]?.wpaApplId;
}

/** The routes of an enabled plugin (none when it is off). */
export async function pluginRoutes(id: string): Promise<readonly ServerRoute[] | null> {
  const { plugins } = await benchPlugins();
  return plugins.find((p) => p.id === id)?.routes ?? null;
}

const SNAPSHOT = 'bench_supervisor_snapshot';
/** The rate limits' key prefix (core/server/config.ts rateLimitNamespace). */
const NAMESPACE = configFromEnv({ logLevel: 'silent' }).rateLimitNamespace;
/** WPAs the submit call takes, one per request (SENT_TO_IS, of the large set). */
const POOL = 4_000;
/** The stored path the benchmark's links carry as the supervisor's signature (submit needs one; it is not read). */
const SIGNATURE = 'wpa/signatures/bench-signature.png';

/** The benchmark's link token of a WPA: 43 characters of base64url, as the server issues them. */
const tokenOf = (wpaApplId: number) =>
  createHash('sha256').update(`bench-supervisor-link-${wpaApplId}`).digest('base64url');
const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A whole supervisor's form that passes the review rules (tests/api/wpa/supervisorHelpers.ts's). */
const FORM = {
  wilHoursIs: 312.5,
  periodStartDateIs: '2026-06-01',
  periodEndDateIs: '2026-08-28',
  companyNameIs: '港灣數據有限公司',
  companyAddressIs: '香港灣仔港灣道1號20樓',
  industrySupervisorNameIs: '陳大文',
  industrySupervisorPositionIs: '數據工程經理',
  industrySupervisorPhoneIs: '2123 4567',
  industrySupervisorEmailIs: 'david.chan@harbourdata.example.hk',
  activity1: 'Built the sales data pipeline',
  activityProportion1: 50.5,
  activity2: 'Tested the mobile app',
  activityProportion2: 29.5,
  activity3: 'Wrote the API documentation',
  activityProportion3: 20,
  ...Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`wpaQuestionResult${i + 1}`, 4])),
  workPerformance: 4,
  strengthArea: 'Reliable and quick to learn.',
  growthArea: 'Presenting with more confidence.',
  workPerformanceComment: 'A good placement.',
  signature: '陳大文',
  signatureDate: '2026-09-05',
};

/**
 * Issue 29's reads on the BSc CS module of 10,000+ students (WPA Management's first page, one
 * accepted WPA with its history) and issue 31's submit: each request a SENT_TO_IS WPA of its own
 * with its own live link (the benchmark's token, hashed and sealed as the server keeps them),
 * put back before each phase and when the benchmark ends.
 */
export async function wpaBenchCalls(db: Db): Promise<BenchCall[]> {
  const routes = await pluginRoutes('wpa');
  if (!routes) return [];
  const route = (p: string) => {
    const r = routes.find((x) => x.path === p);
    if (!r) throw new Error(`no route ${p}`);
    return r;
  };
  await restore(db);
  const m = await bsccsModule(db);
  if (!m) return [];
  const headers = { 'x-cohort-prog-id': String(m.cohortProgId) };
  const wpaApplId = await acceptedWpa(db, m.cohortModuleId);
  const calls: BenchCall[] = [
    {
      path: wpaCalls.search.path,
      what: 'WPA Management of the BSc CS module (every WPA but drafts), page 1',
      body: { cohortModuleId: m.cohortModuleId, page: 1, startRow: 0, pageSize: 10, orderBy: '' },
      headers,
      route: route(wpaCalls.search.path),
    },
    // Issue 36: the lists a Module Summary counter opens.
    ...(['over', 'pendingReview'] as const).map((showStatus) => ({
      path: wpaCalls.search.path,
      what: `WPA Management of the BSc CS module, /${showStatus}, page 1`,
      body: { cohortModuleId: m.cohortModuleId, showStatus, page: 1, startRow: 0, pageSize: 10, orderBy: '' },
      headers,
      route: route(wpaCalls.search.path),
    })),
  ];
  if (wpaApplId) {
    calls.push({
      path: wpaCalls.searchById.path,
      what: 'one accepted WPA of the BSc CS module with its decision history',
      body: { wpaApplId },
      headers,
      route: route(wpaCalls.searchById.path),
    });
  }
  const submit = await submitCall(db, route(wpaSupervisorCalls.submit.path));
  if (submit) calls.push(submit);
  return calls;
}

async function submitCall(db: Db, route: ServerRoute): Promise<BenchCall | null> {
  const pool = (
    await sql<{ id: number }>`
      select wpa_appl_id as id from wpa_appls
       where wpa_status = 'SENT_TO_IS' and industry_supervisor_email is not null
       order by wpa_appl_id limit ${POOL}`.execute(db)
  ).rows.map((r) => r.id);
  if (pool.length < 2) return null;
  const marks = (
    await sql<{ event: number; mail: number }>`
      select coalesce((select max(wpa_event_id) from wpa_appl_events), 0)::bigint as event,
        coalesce((select max(mail_id) from mail_outbox), 0)::bigint as mail`.execute(db)
  ).rows[0]!;
  // Every column of the pool's WPAs, and where events and mails stood: what a phase changes.
  await sql
    .raw(
      `create table ${SNAPSHOT} as select w.*, ${marks.event}::bigint as event_mark, ${marks.mail}::bigint as mail_mark
       from wpa_appls w where wpa_appl_id in (${pool.join(',')})`,
    )
    .execute(db);
  // Each WPA's link, live, with the signature the submit needs: a staff approval would have issued it.
  const kernel = { secret: (name: string) => secret(db, name), config: configFromEnv({ logLevel: 'silent' }) };
  const sealed = await Promise.all(pool.map((id) => sealToken(kernel as never, tokenOf(id), id)));
  await sql`
    insert into wpa_is_links (wpa_appl_id, token_hash, token_sealed, email, signature_img_path, created_by, last_updated_by)
    select w.wpa_appl_id, t.hash, t.sealed, lower(trim(w.industry_supervisor_email)), ${SIGNATURE}, 'bench', 'bench'
      from unnest(${pool}::int[], ${pool.map((id) => hashOf(tokenOf(id)))}::text[], ${sealed}::text[]) as t(id, hash, sealed)
      join wpa_appls w on w.wpa_appl_id = t.id
     where not exists (select 1 from wpa_is_links l where l.wpa_appl_id = w.wpa_appl_id and l.ended_date is null)`.execute(
    db,
  );
  const links = new Map(
    (
      await sql<{ wpaApplId: number; linkId: number }>`
        select wpa_appl_id, link_id from wpa_is_links where created_by = 'bench'`.execute(db)
    ).rows.map((r) => [r.wpaApplId, r.linkId]),
  );
  const usable = pool.filter((id) => links.has(id));
  const tokenKey = (token: string) => `link-token:${createHash('sha256').update(token).digest('base64url')}`;
  return {
    path: wpaSupervisorCalls.submit.path,
    what: `an industry supervisor submits a WPA form through the link (one SENT_TO_IS WPA and link per request, from ${usable.length.toLocaleString('en')}), its two rate limits counted`,
    body: { token: tokenOf(usable[0]!), ...FORM },
    route,
    public: true,
    // The rate limits the server counts for the call (per address, then per token), as its store runs them.
    async before(capturing, body) {
      const limits = await rateLimitBackend(capturing as Db, { redisUrl: null, namespace: NAMESPACE });
      const Store = limits.options.store as unknown as new () => {
        incr(key: string, cb: (e: Error | null) => void, window: number): void;
      };
      const store = new Store();
      const incr = (key: string) =>
        new Promise<void>((resolve, reject) => store.incr(key, (e) => (e ? reject(e) : resolve()), 60_000));
      await incr('link-address:127.0.0.1');
      await incr(tokenKey((body as { token: string }).token));
    },
    write: {
      pool: usable,
      body: (id) => ({ token: tokenOf(id), ...FORM }),
      keysOf: (id) => [id, hashOf(tokenOf(id)), links.get(id), `${NAMESPACE}${tokenKey(tokenOf(id))}`],
      reset: () => reset(db, usable),
      restore: () => restore(db),
    },
  };
}

/** The pool as the first request of a phase expects it: each WPA SENT_TO_IS with its link live. */
async function reset(db: Db, pool: number[]) {
  await db.transaction().execute(async (trx) => {
    await putBack(trx);
    await sql`update wpa_is_links set ended_date = null, end_reason = null, draft = null, draft_saved_date = null,
        signature_img_path = ${SIGNATURE}, last_updated_date = now()
      where created_by = 'bench' and wpa_appl_id = any(${pool}::int[])`.execute(trx);
  });
  await sql`vacuum analyze wpa_appls, wpa_is_links`.execute(db);
}

/** Every column of the snapshot's WPAs back, the phases' events, mails, their jobs and counters deleted. */
async function putBack(trx: Db) {
  const columns = (
    await sql<{ name: string }>`
      select column_name as name from information_schema.columns
       where table_name = 'wpa_appls' and table_schema = current_schema() and column_name <> 'wpa_appl_id'
       order by ordinal_position`.execute(trx)
  ).rows.map((r) => r.name);
  await sql
    .raw(`delete from wpa_appl_events where wpa_event_id > (select max(event_mark) from ${SNAPSHOT})`)
    .execute(trx);
  await sql.raw(`delete from mail_outbox where mail_id > (select max(mail_mark) from ${SNAPSHOT})`).execute(trx);
  await deleteMailJobsAfter(trx, sql.raw(`(select max(mail_mark) from ${SNAPSHOT})`));
  await sql`delete from rate_limits where key like ${`${NAMESPACE}link-%`}`.execute(trx);
  await sql
    .raw(
      `update wpa_appls w set ${columns.map((c) => `${c} = s.${c}`).join(', ')}
       from ${SNAPSHOT} s where s.wpa_appl_id = w.wpa_appl_id`,
    )
    .execute(trx);
}

/** Gives the data set back what the benchmark changed: the WPAs as they were, its links gone. */
async function restore(db: Db) {
  const exists = await sql<{ t: string | null }>`select to_regclass(${SNAPSHOT}) as t`.execute(db);
  if (!exists.rows[0]?.t) return;
  await db.transaction().execute(async (trx) => {
    await putBack(trx);
    await sql`delete from wpa_is_links where created_by = 'bench'`.execute(trx);
    await sql.raw(`drop table ${SNAPSHOT}`).execute(trx);
  });
  await sql`vacuum analyze wpa_appls, wpa_is_links`.execute(db);
}

/** The token of one of the benchmark's live supervisor links (the public page's figures), or null. */
export async function liveSupervisorToken(db: Db): Promise<string | null> {
  const r = await sql<{ id: number }>`
    select l.wpa_appl_id as id from wpa_is_links l join wpa_appls w using (wpa_appl_id)
     where l.created_by = 'bench' and l.ended_date is null and w.wpa_status = 'SENT_TO_IS'
     order by l.wpa_appl_id desc limit 1`.execute(db);
  return r.rows[0] ? tokenOf(r.rows[0].id) : null;
}
