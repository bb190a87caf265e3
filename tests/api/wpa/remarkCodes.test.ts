import { describe, expect, it } from 'vitest';
import { wpaCalls } from '@schemas/wpa/calls';
import { remarkCodeStatements } from '@plugins/wpa/server/migrations/005_remark_codes';
import { one, wpaSuite } from './setup';

/**
 * Issue 35: the remarks the server writes carry a code and parameters (schemas/wpa/remarks.ts),
 * so the client shows them in the user's language; eventRemark keeps the English text, and a
 * remark a person typed has no code. Events written before the codes get theirs from the migration.
 */
const { ctx, as, wpaIn } = wpaSuite();

const lastEvent = async (wpaApplId: number) =>
  (await as('mc01', wpaCalls.searchById, { wpaApplId })).object.eventList.at(-1);

describe('remark codes of the decision history', () => {
  it('approve writes sent with the supervisor named, beside the English text', async () => {
    const w = await wpaIn('PENDING_SEND', 'as01');
    const row = await one(
      ctx.db,
      `select industry_supervisor_name n, industry_supervisor_email e from wpa_appls where wpa_appl_id = $1`,
      [w.wpa_appl_id],
    );
    await as('as01', wpaCalls.approve, { wpaApplId: w.wpa_appl_id, lastUpdatedDate: w.token });
    expect(await lastEvent(w.wpa_appl_id)).toMatchObject({
      eventType: 'wpa.approve',
      remarkCode: 'sent',
      remarkParams: { name: row.n, email: row.e },
      eventRemark: `Sent to ${row.n} <${row.e}>`,
    });
  });

  it('resend writes resent with the new name and address', async () => {
    const w = await wpaIn('SENT_TO_IS', 'as01');
    await as('as01', wpaCalls.resendToIS, {
      wpaApplId: w.wpa_appl_id,
      industrySupervisorName: '陳大文',
      industrySupervisorEmail: 'david.chan@harbour.example.hk',
      lastUpdatedDate: w.token,
    });
    expect(await lastEvent(w.wpa_appl_id)).toMatchObject({
      remarkCode: 'resent',
      remarkParams: { name: '陳大文', email: 'david.chan@harbour.example.hk' },
    });
  });

  it("a decision's source is a code; the reviewer's own words stay theirs, as a parameter", async () => {
    const w = await wpaIn('PENDING_REVIEW', 'as01');
    await as('mc01', wpaCalls.updateStatusAndInput, {
      wpaApplId: w.wpa_appl_id,
      wpaStatus: 'REJECTED',
      selectStudentOrIs: 'STUDENT',
      eventRemark: 'Ratings missing evidence.',
    });
    expect(await lastEvent(w.wpa_appl_id)).toMatchObject({
      remarkCode: 'source',
      remarkParams: { source: 'STUDENT', remark: 'Ratings missing evidence.' },
      eventRemark: 'Source: Student. Ratings missing evidence.',
    });
  });

  it('a typed remark (a return reason) has no code', async () => {
    const w = await wpaIn('PENDING_SEND', 'as01');
    await as('as01', wpaCalls.updateStatus, {
      wpaApplId: w.wpa_appl_id,
      wpaStatus: 'RETURNED_TO_STUDENT',
      eventRemark: 'Sent to nobody <x@y.z>',
      lastUpdatedDate: w.token,
    });
    // Even one that reads like a server remark: nothing is matched by its text.
    expect(await lastEvent(w.wpa_appl_id)).toMatchObject({
      remarkCode: null,
      remarkParams: null,
      eventRemark: 'Sent to nobody <x@y.z>',
    });
  });

  it('the migration gives the events written before their codes, from their English text only', async () => {
    const w = await wpaIn('SENT_TO_IS', 'as02');
    const old = [
      'Resent to the industry supervisor <is@example.com>',
      'Reminder 2 sent to Ann Lee <ann@example.com>',
      'Source: Industry Supervisor. Fine work.',
      'Source: Student',
      'Entered from the paper form',
      'Override weight 30 → default',
      'A typed comment',
    ];
    const ids: number[] = [];
    for (const text of old) {
      const r = await one(
        ctx.db,
        `insert into wpa_appl_events (wpa_appl_id, event_type, from_status, to_status, event_remark)
         values ($1, 'wpa.resend', 'SENT_TO_IS', 'SENT_TO_IS', $2) returning wpa_event_id`,
        [w.wpa_appl_id, text],
      );
      ids.push(Number(r.wpa_event_id));
    }
    for (const s of remarkCodeStatements) await ctx.db.query(s);
    const got = (
      await ctx.db.query(
        `select remark_code, remark_params from wpa_appl_events where wpa_event_id = any($1) order by wpa_event_id`,
        [ids],
      )
    ).rows;
    expect(got).toEqual([
      { remark_code: 'resent', remark_params: { name: null, email: 'is@example.com' } },
      { remark_code: 'reminded', remark_params: { n: '2', name: 'Ann Lee', email: 'ann@example.com' } },
      { remark_code: 'source', remark_params: { source: 'IS', remark: 'Fine work.' } },
      { remark_code: 'source', remark_params: { source: 'STUDENT', remark: null } },
      { remark_code: 'paper', remark_params: {} },
      { remark_code: 'weighted', remark_params: { from: '30', to: null } },
      { remark_code: null, remark_params: null },
    ]);
  });
});
