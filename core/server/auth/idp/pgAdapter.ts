import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';

type Payload = Record<string, unknown> & { grantId?: string; userCode?: string; uid?: string; consumed?: number };

/**
 * oidc-provider's storage in PostgreSQL (the library's own adapter keeps it in memory, which a
 * second server copy would not see).
 */
export function pgAdapterFactory(db: Db) {
  return class PgAdapter {
    constructor(private readonly type: string) {}

    async upsert(id: string, payload: Payload, expiresIn?: number) {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const row = {
        id,
        type: this.type,
        payload: JSON.stringify(payload),
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt,
      };
      await db
        .insertInto('oidcPayloads')
        .values(row)
        .onConflict((oc) => oc.columns(['type', 'id']).doUpdateSet(row))
        .execute();
    }

    private async findWhere(column: 'id' | 'userCode' | 'uid', value: string) {
      const row = await db
        .selectFrom('oidcPayloads')
        .select(['payload', 'consumedAt'])
        .where('type', '=', this.type)
        .where(column, '=', value)
        .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', sql<Date>`now()`)]))
        .executeTakeFirst();
      if (!row) return undefined;
      const payload = row.payload as Payload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }

    find(id: string) {
      return this.findWhere('id', id);
    }
    findByUserCode(userCode: string) {
      return this.findWhere('userCode', userCode);
    }
    findByUid(uid: string) {
      return this.findWhere('uid', uid);
    }
    async consume(id: string) {
      await db
        .updateTable('oidcPayloads')
        .set({ consumedAt: new Date() })
        .where('type', '=', this.type)
        .where('id', '=', id)
        .execute();
    }
    async destroy(id: string) {
      await db.deleteFrom('oidcPayloads').where('type', '=', this.type).where('id', '=', id).execute();
    }
    async revokeByGrantId(grantId: string) {
      await db.deleteFrom('oidcPayloads').where('grantId', '=', grantId).execute();
    }
  };
}
