import { sql, type Compilable } from 'kysely';
import type { Db } from '@core/server/db/connect.js';

/**
 * A lifecycle decision's writes in one statement, inside the caller's transaction: the row's
 * update (returning its new lastUpdatedDate), its event row and the mail it queues, if any, as
 * data-modifying CTEs. One round trip instead of three; all or nothing like the transaction.
 */
export async function writeDecision(
  trx: Db,
  update: Compilable,
  event: Compilable,
  mail: Compilable | null,
): Promise<string> {
  const r = await sql<{ lastUpdatedDate: string }>`
    with updated as (${update}), event as (${event}) ${mail ? sql`, mail as (${mail})` : sql``}
    select last_updated_date from updated`.execute(trx);
  return r.rows[0]!.lastUpdatedDate;
}
