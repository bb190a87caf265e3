import { sql, type Compilable } from 'kysely';
import type { Db } from '@core/server/db/connect.js';
import type { QueuedMail } from '@core/server/mail/outbox.js';

/**
 * A WPA decision's writes in one statement, inside the caller's transaction (the one that locked
 * the row and read the caller's roles): the row's update (returning its new token), its event row
 * and the mail it queues, if any, as data-modifying CTEs; then the mail's delivery job, in the
 * same transaction. All or nothing like the transaction (built like job review's).
 */
export async function writeDecision(
  trx: Db,
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
