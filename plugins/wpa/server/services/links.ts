import { sql } from 'kysely';
import type { WpaDb } from '../area.js';
import type { Kernel } from '@core/server/kernel.js';
import { AppError, notFound } from '@core/server/http/appError.js';
import { WPA_LINK_MSG } from '@schemas/wpa/supervisor.js';
import { SUPERVISOR_SETTINGS } from '../supervisorSettings.js';
import { hashToken, linkUrl, newToken, sealToken, unsealToken } from './linkTokens.js';

/**
 * The industry supervisor's single-use links (issue 31). A link is bound to one WPA and the
 * address it was mailed to; it opens the form while it has not ended, is younger than
 * WPA_LINK_DAYS (30), its WPA is SENT_TO_IS and the WPA's supervisor address is still the one it
 * was sent to. Approve and resend issue one (resend ends the old), terminate and the
 * supervisor's submission end it, a reminder sends the live one again (or issues one when none
 * is live). Every write here runs in the caller's transaction, which has locked the WPA.
 */

export type EndReason = 'SUBMITTED' | 'RESENT' | 'TERMINATED' | 'REISSUED';

/** A link as a mail carries it. */
export interface SentLink {
  url: string;
  /** When it stops opening the form. */
  expiresDate: Date;
}

const LINK_DAYS = sql`make_interval(days => ${sql.lit(SUPERVISOR_SETTINGS.linkDays)})`;

/** The address a link is bound to: as the WPA holds it, trimmed, in lower case. */
export const boundAddress = (email: string) => email.trim().toLowerCase();

/** Ends the WPA's live link, if any; answers what its draft held (for a link issued after it). */
export async function endLiveLink(trx: WpaDb, wpaApplId: number, reason: EndReason) {
  const r = await sql<{ email: string; draft: unknown; draftSavedDate: Date | null; signatureImgPath: string | null }>`
    update wpa_is_links set ended_date = now(), end_reason = ${reason}, last_updated_date = now()
     where wpa_appl_id = ${wpaApplId} and ended_date is null
    returning email, draft, draft_saved_date, signature_img_path`.execute(trx);
  return r.rows[0] ?? null;
}

/**
 * Issues a new link to `email` for the WPA, ending its live one (`reason`). The supervisor's
 * draft goes with the new link when it is sent to the same address, and stays behind otherwise.
 */
export async function issueLink(
  trx: WpaDb,
  kernel: Pick<Kernel, 'secret' | 'config'>,
  wpaApplId: number,
  email: string,
  reason: EndReason,
): Promise<SentLink> {
  const to = boundAddress(email);
  const old = await endLiveLink(trx, wpaApplId, reason);
  const keep = old !== null && old.email === to;
  const token = newToken();
  const r = await sql<{ expiresDate: Date }>`
    insert into wpa_is_links (wpa_appl_id, token_hash, token_sealed, email, draft, draft_saved_date, signature_img_path)
    values (${wpaApplId}, ${hashToken(token)}, ${await sealToken(kernel, token, wpaApplId)}, ${to},
      ${keep && old.draft != null ? JSON.stringify(old.draft) : null}::jsonb, ${keep ? old.draftSavedDate : null}::timestamptz,
      ${keep ? old.signatureImgPath : null})
    returning issued_date + ${LINK_DAYS} as expires_date`.execute(trx);
  return { url: linkUrl(kernel, token), expiresDate: r.rows[0]!.expiresDate };
}

/** The WPA's live link to `email` (the same link a reminder sends again), or null when none is live. */
export async function liveLink(
  trx: WpaDb,
  kernel: Pick<Kernel, 'secret' | 'config'>,
  wpaApplId: number,
  email: string,
): Promise<SentLink | null> {
  const r = await sql<{ tokenSealed: string; expiresDate: Date }>`
    select token_sealed, issued_date + ${LINK_DAYS} as expires_date from wpa_is_links
     where wpa_appl_id = ${wpaApplId} and ended_date is null and email = ${boundAddress(email)}
       and issued_date + ${LINK_DAYS} > now()`.execute(trx);
  const row = r.rows[0];
  if (!row) return null;
  return { url: linkUrl(kernel, await unsealToken(kernel, row.tokenSealed, wpaApplId)), expiresDate: row.expiresDate };
}

/** A link that opens the form: its WPA, its address, and the supervisor's draft. */
export interface OpenLink {
  linkId: number;
  wpaApplId: number;
  email: string;
  expiresDate: Date;
  draft: Record<string, unknown> | null;
  draftSavedDate: Date | null;
  signatureImgPath: string | null;
}

/**
 * The link a token opens, or the one refusal for every token that opens none: unknown, altered,
 * ended (resent, reissued, terminated), expired, its WPA no longer SENT_TO_IS, or its address no
 * longer the WPA's supervisor's: NOT_FOUND, WPA_LINK_MSG.invalid. Each of those is the same
 * statement by the hash's unique index, so they take the same time. Only a link its supervisor
 * ended by submitting answers otherwise: INVALID_STATE, WPA_LINK_MSG.submitted. `lock` locks the
 * link row (a write: the caller's transaction).
 */
export async function openLink(db: WpaDb, token: string, lock = false): Promise<OpenLink> {
  const r = await sql<OpenLink & { endReason: string | null; live: boolean }>`
    select l.link_id, l.wpa_appl_id, l.email, l.issued_date + ${LINK_DAYS} as expires_date,
      l.draft, l.draft_saved_date, l.signature_img_path, l.end_reason,
      (l.ended_date is null and l.issued_date + ${LINK_DAYS} > now() and w.wpa_status = 'SENT_TO_IS'
        and lower(trim(w.industry_supervisor_email)) = l.email) as live
    from wpa_is_links l join wpa_appls w on w.wpa_appl_id = l.wpa_appl_id
    where l.token_hash = ${hashToken(token)}
    ${lock ? sql`for update of l` : sql``}`.execute(db);
  const row = r.rows[0];
  if (row?.endReason === 'SUBMITTED') throw new AppError('INVALID_STATE', WPA_LINK_MSG.submitted);
  if (!row?.live) throw notFound(WPA_LINK_MSG.invalid);
  return {
    linkId: row.linkId,
    wpaApplId: row.wpaApplId,
    email: row.email,
    expiresDate: row.expiresDate,
    draft: (row.draft as Record<string, unknown> | null) ?? null,
    draftSavedDate: row.draftSavedDate,
    signatureImgPath: row.signatureImgPath,
  };
}
