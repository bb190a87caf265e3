import type { Db } from '../db/connect.js';
import type { StaffProfiles } from '../reference/staffProfiles.js';
import { languageOfSetting, type LanguageCode } from '@core/shared/languages.js';
import { readUnsubscribeToken } from './unsubscribeTokens.js';

export type UnsubscribeOutcome = 'ask' | 'done' | 'used' | 'invalid';

/** What the unsubscribe page says, to whom, in which language (null: the browser's). */
export interface UnsubscribeState {
  outcome: UnsubscribeOutcome;
  name: string | null;
  language: LanguageCode | null;
}

interface Deps {
  db: Db;
  staff: StaffProfiles;
  secret(name: string): Promise<string>;
}

const INVALID: UnsubscribeState = { outcome: 'invalid', name: null, language: null };

async function personOf(db: Db, userId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('academicStaff as a', 'a.userId', 'u.userId')
    .select(['u.accountId', 'u.firstName', 'u.lastName', 'a.languageSetting'])
    .where('u.userId', '=', userId)
    .executeTakeFirst();
}

/**
 * The token's state without changing anything (the page a mail's link opens; a GET never
 * unsubscribes, since mail scanners follow links): ask, used, or invalid.
 */
export async function unsubscribeState(deps: Deps, token: string): Promise<UnsubscribeState> {
  const t = await readUnsubscribeToken(() => deps.secret('digest-unsubscribe'), token);
  const person = t && (await personOf(deps.db, t.userId));
  if (!t || !person) return INVALID;
  const used = await deps.db
    .selectFrom('digestUnsubscribes')
    .select('tokenId')
    .where('tokenId', '=', t.tokenId)
    .executeTakeFirst();
  const name = `${person.firstName} ${person.lastName}`.trim() || person.accountId;
  return { outcome: used ? 'used' : 'ask', name, language: languageOfSetting(person.languageSetting).code };
}

/**
 * One click (RFC 8058's POST, or the page's button): Receive Notification to N, once per token.
 * The token's use and the change are one transaction; a forged, altered or expired token, or one
 * already used, changes nothing and says which.
 */
export async function unsubscribe(deps: Deps, token: string): Promise<UnsubscribeState> {
  const state = await unsubscribeState(deps, token);
  if (state.outcome !== 'ask') return state;
  const t = (await readUnsubscribeToken(() => deps.secret('digest-unsubscribe'), token))!;
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const first = await trx
      .insertInto('digestUnsubscribes')
      .values({ tokenId: t.tokenId, userId: t.userId })
      .onConflict((oc) => oc.column('tokenId').doNothing())
      .returning('tokenId')
      .executeTakeFirst();
    if (!first) return 'used' as const;
    const person = await personOf(trx, t.userId);
    await deps.staff.stopNotifications(trx, t.userId, person?.accountId ?? 'unsubscribe');
    return 'done' as const;
  });
  return { ...state, outcome };
}
