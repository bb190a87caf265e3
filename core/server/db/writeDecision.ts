import { sql, type Compilable } from 'kysely';
import type { QueuedMail } from '../mail/outbox.js';
import type { Actor } from '../auth/actor.js';
import type { Handle } from './areaDb.js';
import { tokenOf } from './lists.js';

/** The audit columns a decision's update sets: who, and now (the row's new token). */
export const stampedBy = (actor: Actor) => ({ lastUpdatedBy: actor.accountId, lastUpdatedDate: sql`now()` as never });

/** The new token the decision's update returns (writeDecision reads it). */
export const NEW_TOKEN = tokenOf('last_updated_date').as('lastUpdatedDate');

/** The columns every decision's event row has: the move, and who made it. */
export const moveBy = (actor: Actor, fromStatus: string, toStatus: string) => ({
  fromStatus,
  toStatus,
  actorUserId: actor.userId,
});

/**
 * A lifecycle decision's writes in one statement (job review's and WPA's), inside the caller's
 * transaction (the one that locked the row and read the caller's roles): the row's update
 * (returning its new lastUpdatedDate), its event row and the mail it queues, if any, as
 * data-modifying CTEs; then the mail's delivery job, in the same transaction. Two round trips
 * instead of four; all or nothing like the transaction.
 */
export async function writeDecision(
  trx: Handle,
  update: Compilable,
  event: Compilable,
  mail: QueuedMail | null,
): Promise<string> {
  const r = await sql<{ lastUpdatedDate: string; mailId: string | null }>`
    with updated as (${update}), event as (${event}) ${mail ? sql`, mail as (${mail.insert})` : sql``}
    select last_updated_date, ${mail ? sql`(select mail_id from mail)` : sql`null`} as mail_id from updated`.execute(
    trx,
  );
  const row = r.rows[0]!;
  if (mail && row.mailId !== null) await mail.enqueue(row.mailId);
  return row.lastUpdatedDate;
}
