import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import type { Outbox } from '../mail/outbox.js';
import type { Recipient } from './recipients.js';
import type { RenderedMail } from './renderDigest.js';

/** RFC 8058 one-click: mail clients POST 'List-Unsubscribe=One-Click' to the https address. */
export const oneClickHeaders = (unsubscribeUrl: string) => ({
  'List-Unsubscribe': `<${unsubscribeUrl}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/**
 * Writes a batch's digests in one transaction: first each person's record of the day
 * (digest_sends, unique per person and day; a row another run holds makes this one wait, then
 * yield), then the mails of those whose record this transaction wrote, with their jobs. So a
 * person is mailed once per day whatever runs at once, and a run killed before the commit
 * leaves neither record nor mail. Answers how many were queued, and how many another run had
 * taken meanwhile.
 */
export async function writeDigests(
  deps: { db: Db; outbox: Outbox },
  day: string,
  mails: readonly { recipient: Recipient; mail: RenderedMail; unsubscribeUrl: string }[],
): Promise<{ sent: number; raced: number }> {
  if (!mails.length) return { sent: 0, raced: 0 };
  return deps.db.transaction().execute(async (trx) => {
    const ids = await deps.outbox.reserveIds(trx, mails.length);
    const won = await sql<{ userId: number; mailId: number }>`
      insert into digest_sends (user_id, digest_day, mail_id)
      select u, ${day}::date, m from unnest(${mails.map((m) => m.recipient.userId)}::int[], ${ids}::int8[]) as x(u, m)
      on conflict do nothing
      returning user_id, mail_id`.execute(trx);
    const mailOf = new Map(won.rows.map((r) => [r.userId, Number(r.mailId)]));
    await deps.outbox.queueMany(
      trx,
      mails
        .filter((m) => mailOf.has(m.recipient.userId))
        .map((m) => ({
          mailId: mailOf.get(m.recipient.userId)!,
          to: m.recipient.email,
          ...m.mail,
          headers: oneClickHeaders(m.unsubscribeUrl),
        })),
    );
    return { sent: mailOf.size, raced: mails.length - mailOf.size };
  });
}
