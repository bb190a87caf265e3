import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wpaCalls } from '@schemas/wpa/calls';
import { WPA_LINK_MSG } from '@schemas/wpa/supervisor';
import { remindJob } from '@plugins/wpa/server/jobs';
import { sendDueReminders } from '@plugins/wpa/server/services/reminders';
import { startSecondApp, type SecondApp } from '../support/secondApp';
import { areaHandle } from '@core/server/db/handles.js';
import { lastMailId, sha256 } from '../support/db';
import { repairSuiteCounters } from '../support/counters';
import { one, rows, wpaSuite } from '../api/wpa/setup';
import { mailsAfter, read, sentToSupervisor, tokenIn } from '../api/wpa/supervisorHelpers';

/**
 * Issue 31, reminders that act: the scheduled job reminds the supervisor of a form SENT_TO_IS for
 * 14 days, again every 7, at most 3 times, with the same link, on two server copies at once (one
 * reminder each time, not two), with a clock we control (the form's dates moved back in the
 * database); each reminder an event and a count the 'over' list shows; the staff call that
 * reminds selected forms at once answers sent, skipped or refused per WPA.
 */
const suite = wpaSuite();
const { ctx, as } = suite;
const copies: SecondApp[] = [];
let a: SecondApp;
let b: SecondApp;

beforeAll(async () => {
  const ns = { rateLimitNamespace: `test-${randomUUID()}-` };
  a = await startSecondApp(ns, { listen: false });
  copies.push(a);
  b = await startSecondApp(ns, { listen: false });
  copies.push(b);
});
afterAll(async () => {
  await Promise.all(copies.map((c) => c.close()));
});

const reminders = (wpaApplId: number) =>
  rows<{ actor_user_id: number | null; actor_label: string | null; event_remark: string; x: string }>(
    ctx.db,
    `select actor_user_id, actor_label, event_remark, xmin::text as x from wpa_appl_events
     where wpa_appl_id = $1 and event_type = 'wpa.remind' order by wpa_event_id`,
    [wpaApplId],
  );

const countOf = async (wpaApplId: number) =>
  (await one<{ remind_count: number }>(ctx.db, `select remind_count from wpa_appls where wpa_appl_id = $1`, [
    wpaApplId,
  ]))!.remind_count;

/** The clock: the form went to its supervisor `sentDaysAgo` ago, and was last reminded `remindedDaysAgo` ago. */
async function setClock(wpaApplId: number, sentDaysAgo: number, remindedDaysAgo: number | null = null) {
  await ctx.db.query(
    `update wpa_appls set sent_to_is_date = now() - make_interval(secs => $2::float8 * 86400 + 60),
       last_reminded_date = case when $3::float8 is null then null else now() - make_interval(secs => $3::float8 * 86400 + 60) end
     where wpa_appl_id = $1`,
    [wpaApplId, sentDaysAgo, remindedDaysAgo],
  );
  // The day it went is one of the WPA area's figures: moved in SQL, they follow the rows again.
  await repairSuiteCounters();
}

/** The job's work on both copies at the same moment. */
const runOnBoth = () =>
  Promise.all([
    sendDueReminders(a.kernel, areaHandle(a.kernel.db)),
    sendDueReminders(b.kernel, areaHandle(b.kernel.db)),
  ]);

describe('the reminder job (14 days, every 7, at most 3), on two server copies at once', () => {
  it('is declared with a cron, scheduled once across the copies', async () => {
    const s = await rows(ctx.db, `select name, cron from pgboss.schedule where name = 'wpa.sendReminders'`);
    // The suite's servers run it on 1 January only (tests/support/globalSetup.ts); 01:00 UTC daily by default.
    expect(s).toEqual([{ name: 'wpa.sendReminders', cron: process.env.WPA_REMIND_CRON ?? '0 1 * * *' }]);
  });

  it('one reminder each time, with the same link, not two', async () => {
    const { wpaApplId, token, mail } = await sentToSupervisor(suite);
    const email = mail.to_address;

    await setClock(wpaApplId, 13.9);
    await runOnBoth();
    expect(await reminders(wpaApplId)).toHaveLength(0);

    const before = await lastMailId(ctx.db);
    await setClock(wpaApplId, 14);
    await runOnBoth();
    let list = await reminders(wpaApplId);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ actor_user_id: null, actor_label: 'Reminder job' });
    expect(list[0]!.event_remark).toMatch(/^Reminder 1 sent to .* <.+>$/);
    const sent = await mailsAfter(ctx.db, before, email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toMatch(/^Reminder: /);
    // The same link the approval sent, still opening the form.
    expect(tokenIn(sent[0]!.body_text)).toBe(token);
    expect((await read(token)).msg).toBe('SUCCESS');

    // Again at once: not due for 7 days.
    await runOnBoth();
    expect(await reminders(wpaApplId)).toHaveLength(1);

    await setClock(wpaApplId, 21, 7);
    await runOnBoth();
    await setClock(wpaApplId, 28, 7);
    await runOnBoth();
    list = await reminders(wpaApplId);
    expect(list.map((r) => r.event_remark.slice(0, 10))).toEqual(['Reminder 1', 'Reminder 2', 'Reminder 3']);
    expect(await countOf(wpaApplId)).toBe(3);
    // At most 3.
    await setClock(wpaApplId, 35, 7);
    await runOnBoth();
    expect(await reminders(wpaApplId)).toHaveLength(3);
    const all = await mailsAfter(ctx.db, before, email);
    expect(all).toHaveLength(3);
    expect(all.every((m) => tokenIn(m.body_text) === token)).toBe(true);
  });

  it('through the queue: a job added on each copy at the same moment sends one reminder', async () => {
    const { wpaApplId } = await sentToSupervisor(suite);
    await setClock(wpaApplId, 15);
    const ids = await Promise.all([a.kernel.jobs.add(remindJob, {}), b.kernel.jobs.add(remindJob, {})]);
    const until = Date.now() + 45_000;
    for (;;) {
      const done = await rows(ctx.db, `select state from pgboss.job where id = any($1::uuid[])`, [ids]);
      if (done.length === 2 && done.every((d) => d.state === 'completed')) break;
      if (Date.now() > until) throw new Error(`jobs not done: ${JSON.stringify(done)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(await reminders(wpaApplId)).toHaveLength(1);
  });

  it('a form whose link has expired (or that never had one) is reminded with a new link', async () => {
    const demo = await suite.wpaIn('SENT_TO_IS', 'as02');
    await setClock(demo.wpa_appl_id, 16);
    const before = await lastMailId(ctx.db);
    await runOnBoth();
    const links = await rows(ctx.db, `select end_reason from wpa_is_links where wpa_appl_id = $1`, [demo.wpa_appl_id]);
    expect(links).toEqual([{ end_reason: null }]);
    const link = await one(ctx.db, `select token_hash from wpa_is_links where wpa_appl_id = $1`, [demo.wpa_appl_id]);
    const tokens = (await mailsAfter(ctx.db, before))
      .filter((m) => m.subject.startsWith('Reminder: '))
      .map((m) => tokenIn(m.body_text));
    const mine = tokens.find((t) => sha256(t) === link.token_hash);
    expect(mine).toBeDefined();
    expect((await read(mine!)).msg).toBe('SUCCESS');
  });

  it("the 'over' list shows when the last reminder went and how many", async () => {
    const { wpaApplId, wpa } = await sentToSupervisor(suite);
    await setClock(wpaApplId, 15);
    await runOnBoth();
    const r = await as('as01', wpaCalls.search, {
      cohortModuleId: wpa.cohort_module_id,
      showStatus: 'over',
      pageSize: 100,
    });
    const row = r.object.list.find((x) => x.wpaApplId === wpaApplId)!;
    expect(row).toMatchObject({ remindCount: 1, sentToIsOver: true });
    expect(Date.now() - Date.parse(row.lastRemindedDate!)).toBeLessThan(120_000);
  });
});

describe('wpaAppl/remind: staff remind selected forms at once, a result per WPA', () => {
  it('sent, skipped (mailed in the last 24 hours), refused (status moved, not theirs, none)', async () => {
    const due = await sentToSupervisor(suite);
    await setClock(due.wpaApplId, 16);
    const recent = await sentToSupervisor(suite);
    await setClock(recent.wpaApplId, 16, 0.1);
    const justSent = await sentToSupervisor(suite);
    const moved = await suite.wpaIn('PENDING_REVIEW', 'as01');
    const before = await lastMailId(ctx.db);
    const r = await as('as01', wpaCalls.remind, {
      wpaApplIdList: [due.wpaApplId, recent.wpaApplId, justSent.wpaApplId, moved.wpa_appl_id, 999999],
    });
    expect(r.msg).toBe('SUCCESS');
    expect(r.object.list.map((x) => [x.wpaApplId, x.result])).toEqual([
      [due.wpaApplId, 'sent'],
      [recent.wpaApplId, 'skipped'],
      [justSent.wpaApplId, 'skipped'],
      [moved.wpa_appl_id, 'refused'],
      [999999, 'refused'],
    ]);
    expect(r.object).toMatchObject({ sent: 1, skipped: 2, refused: 2 });
    expect(r.object.list[0]).toMatchObject({ remindCount: 1, msg: WPA_LINK_MSG.reminded(due.mail.to_address) });
    expect(r.object.list[1]!.msg).toBe(WPA_LINK_MSG.remindedRecently);
    expect(r.object.list[3]!.msg).toBe('This WPA cannot be reminded: it is PENDING_REVIEW.');
    expect(r.object.list[4]!.msg).toBe('No record is found.');
    // The staff member is the event's actor; the mail carries the same link.
    const ev = await reminders(due.wpaApplId);
    expect(ev).toHaveLength(1);
    expect(ev[0]!.actor_user_id).toBe(ctx.uid.as01);
    const mails = await mailsAfter(ctx.db, before, due.mail.to_address);
    expect(mails).toHaveLength(1);
    expect(tokenIn(mails[0]!.body_text)).toBe(due.token);
    // The job then waits 7 days from the staff reminder.
    await setClock(due.wpaApplId, 20, 3);
    await runOnBoth();
    expect(await reminders(due.wpaApplId)).toHaveLength(1);
  });

  it('another AS is refused per WPA; the programme leader may not call it', async () => {
    const due = await sentToSupervisor(suite);
    await setClock(due.wpaApplId, 16);
    const other = await as('as02', wpaCalls.remind, { wpaApplIdList: [due.wpaApplId] });
    expect(other.msg).toBe('SUCCESS');
    // Another AS's student's WPA answers as an unknown id would (issue 34).
    expect(other.object.list[0]).toMatchObject({ result: 'refused', msg: 'No record is found.' });
    const pl = await as('pl01', wpaCalls.remind, { wpaApplIdList: [due.wpaApplId] });
    expect(pl.errorCode).toBe('FORBIDDEN');
    expect(await reminders(due.wpaApplId)).toHaveLength(0);
    // The module convener may.
    const mc = await as('mc01', wpaCalls.remind, { wpaApplIdList: [due.wpaApplId] });
    expect(mc.object.list[0]!.result).toBe('sent');
  });
});
